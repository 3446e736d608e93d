import { evaluateUrlTemplate, type TemplateContext } from './urlTemplate';

/** One item of `result.menu` of getUserPermissionByToken (spec 3, api-contract 3.1). */
export interface ServerMenuItem {
  id?: string;
  /** '0': not registered as a route (spec 2.4). */
  route?: string;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: Partial<Omit<RouteMeta, 'permissionList'>> & { permissionList?: unknown[] | null };
  children?: ServerMenuItem[];
}

/** spec 2.4 route meta. */
export interface RouteMeta {
  title: string;
  icon?: string;
  url?: string;
  /** Codes of which the user must hold one (spec 6); absent: open to everybody. */
  permissionList?: string[];
  keepAlive: boolean;
  /** true: an external page, opened in a new window. */
  internalOrExternal: boolean;
  hiddenHeaderContent: boolean;
  target?: string;
  componentName?: string;
}

/**
 * How a route renders: an `isps-*` element, a folder of pages, an external page in a new window, an
 * iframe in the content area, one of the two built-in online components, or a component this build
 * does not have (a menu written for another client).
 */
export type RouteKind =
  | 'page'
  | 'folder'
  | 'external'
  | 'iframe'
  | 'online-form'
  | 'online-report'
  | 'missing';

export interface AppRoute {
  path: string;
  name: string;
  component: string;
  kind: RouteKind;
  /** The element that renders the page (pages and online components). */
  tag: string | null;
  /** Attributes for the element (the report or form code of online components). */
  attributes: Record<string, string>;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  /** false for items whose route is '0': shown (if external) but never matched. */
  registered: boolean;
  meta: RouteMeta;
  children: AppRoute[];
}

export const ROUTE_VIEW_COMPONENTS = ['layouts/RouteView', 'layouts/PageView', 'layouts/BlankLayout'];
export const IFRAME_COMPONENT = 'layouts/IframePageView';

/** spec 2.4: the online-form list components of JeecgBoot all map to our online form element. */
const ONLINE_FORM_COMPONENTS = [
  'modules/online/cgform/OnlCgformHeadList',
  'modules/online/cgform/OnlCgformCopyList',
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
];
const ONLINE_REPORT_COMPONENTS = [
  'modules/online/cgreport/OnlCgreportHeadList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
];
export const ONLINE_FORM_TAG = 'isps-online-form';
export const ONLINE_REPORT_TAG = 'isps-online-report';

function normaliseComponent(component: string | null | undefined): string {
  return (component ?? '')
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');
}

function kindOf(item: ServerMenuItem, component: string, meta: RouteMeta): RouteKind {
  if (item.children && item.children.length > 0) return 'folder';
  if (ROUTE_VIEW_COMPONENTS.includes(component)) return 'folder';
  if (meta.internalOrExternal) return 'external';
  if (component === IFRAME_COMPONENT) return 'iframe';
  if (ONLINE_FORM_COMPONENTS.includes(component)) return 'online-form';
  if (ONLINE_REPORT_COMPONENTS.includes(component)) return 'online-report';
  if (/^isps-[a-z0-9-]+$/.test(component)) return 'page';
  return 'missing';
}

function permissionCodes(list: unknown[] | null | undefined): string[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const codes = list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { action?: unknown } | null)?.action))
    .filter((code): code is string => typeof code === 'string' && code !== '');
  return codes.length > 0 ? codes : undefined;
}

/** The last path segment: online pages take their form or report code from the url. */
function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

/**
 * The server sends external and iframe items with the MD5 of their url as path, without a leading
 * slash (api-contract 3.1); like vue-router we read such a path relative to the parent's.
 */
function absolutePath(path: string, parentPath: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function convert(
  item: ServerMenuItem,
  context: TemplateContext,
  registered: boolean,
  parentPath: string,
): AppRoute {
  const path = absolutePath(item.path, parentPath);
  const source = item.meta ?? {};
  const meta: RouteMeta = {
    title: source.title ?? item.name ?? item.path,
    keepAlive: source.keepAlive === true,
    internalOrExternal: source.internalOrExternal === true,
    hiddenHeaderContent: source.hiddenHeaderContent === true,
  };
  if (source.icon) meta.icon = source.icon;
  if (source.url) meta.url = evaluateUrlTemplate(source.url, context);
  if (source.target) meta.target = source.target;
  if (source.componentName) meta.componentName = source.componentName;
  const permissionList = permissionCodes(source.permissionList);
  if (permissionList) meta.permissionList = permissionList;

  const component = normaliseComponent(item.component);
  const kind = kindOf(item, component, meta);
  const isRoute = registered && item.route !== '0';
  const tag =
    kind === 'page'
      ? component
      : kind === 'online-form'
        ? ONLINE_FORM_TAG
        : kind === 'online-report'
          ? ONLINE_REPORT_TAG
          : null;
  return {
    path,
    name: item.name ?? path.replace(/^\//, '').replaceAll('/', '-'),
    component,
    kind,
    tag,
    attributes: kind === 'online-form' || kind === 'online-report' ? { code: lastSegment(path) } : {},
    // spec 2.4: an item flagged alwaysShow redirects to its own path.
    redirect: item.alwaysShow ? path : (item.redirect ?? null),
    hidden: item.hidden === true,
    alwaysShow: item.alwaysShow === true,
    registered: isRoute,
    meta,
    children: (item.children ?? []).map((child) => convert(child, context, isRoute, path)),
  };
}

/** spec 2.4: an entry whose children are all hidden is hidden itself (at every level). */
function hideEmptyFolders(route: AppRoute): AppRoute {
  if (route.children.length === 0) return route;
  const children = route.children.map(hideEmptyFolders);
  return { ...route, children, hidden: route.hidden || children.every((child) => child.hidden) };
}

/** spec 6: a route with a permission list is kept only when the user holds one of its codes. */
function permitted(route: AppRoute, held: ReadonlySet<string>): AppRoute | null {
  const required = route.meta.permissionList;
  if (required && !required.some((code) => held.has(code))) return null;
  const children = route.children
    .map((child) => permitted(child, held))
    .filter((child): child is AppRoute => child !== null);
  return { ...route, children };
}

/**
 * spec 2.4: the routes of the server menu. `context` fills `{{ }}` url templates; `held` is the user's
 * permission list (spec 6) for items that carry one.
 */
export function menuToRoutes(
  menu: readonly ServerMenuItem[],
  context: TemplateContext,
  held: readonly string[] = [],
): AppRoute[] {
  const heldSet = new Set(held);
  return menu
    .map((item) => convert(item, context, true, '/'))
    .map((route) => permitted(route, heldSet))
    .filter((route): route is AppRoute => route !== null)
    .map(hideEmptyFolders);
}

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The chain from a top-level route down to the registered route at `path`, or null. */
export function routeTrail(routes: readonly AppRoute[], path: string): AppRoute[] | null {
  const wanted = trimPath(path);
  for (const route of routes) {
    if (!route.registered) continue;
    if (trimPath(route.path) === wanted) return [route];
    const below = routeTrail(route.children, path);
    if (below) return [route, ...below];
  }
  return null;
}

export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | null {
  return routeTrail(routes, path)?.at(-1) ?? null;
}

/** Where a folder leads when opened by its own path: its redirect, else its first visible page. */
export function folderTarget(folder: AppRoute): string | null {
  if (folder.redirect && folder.redirect !== folder.path) return folder.redirect;
  const first = (items: readonly AppRoute[]): AppRoute | null => {
    for (const item of items) {
      if (item.hidden || !item.registered) continue;
      if (item.kind !== 'folder') return item;
      const inner = first(item.children);
      if (inner) return inner;
    }
    return null;
  };
  return first(folder.children)?.path ?? null;
}

/** A visible menu entry for the header search (spec 2.6), with its folder titles. */
export interface MenuEntry {
  route: AppRoute;
  trail: string[];
}

/** Every visible leaf of the menu: hidden items and their children are left out. */
export function visibleEntries(routes: readonly AppRoute[], trail: string[] = []): MenuEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    if (route.kind === 'folder') return visibleEntries(route.children, [...trail, route.meta.title]);
    if (!route.registered && route.kind !== 'external') return [];
    return [{ route, trail }];
  });
}
