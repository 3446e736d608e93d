import { EMPTY_MENU_ERROR } from '../client/auth';
import { type AppRoute, folderTarget, routeTrail } from '../client/menuRoutes';
import { isShellPath } from '../client/sessionBootstrap';
import { HOME_PATH } from '../domain/system/paths';
import {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  STATIC_REDIRECTS,
  type StaticRoute,
  staticRoute,
  WHITE_LIST,
} from './staticRoutes';

/** A parsed URL of the app (history mode, base /). */
export interface Target {
  path: string;
  /** `?a=1` or ''. */
  search: string;
  /** path + search: the key of a tab (api-contract 9.5). */
  fullPath: string;
  query: Readonly<Record<string, string>>;
}

export function parseTarget(url: string): Target {
  const parsed = new URL(url, 'http://app.invalid/');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return {
    path,
    search: parsed.search,
    fullPath: path + parsed.search,
    query: Object.fromEntries(parsed.searchParams),
  };
}

/** spec 2.2: `/user/login?redirect=<full original path>`. */
export function loginUrl(target: Target): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target.fullPath)}`;
}

/** What the app shows for a URL. */
export type View =
  | { kind: 'static'; target: Target; route: StaticRoute }
  | { kind: 'page'; target: Target; route: AppRoute; trail: AppRoute[] }
  /** spec 4.1, 8: the menu came back empty: no routes, navigation stops with the error. */
  | { kind: 'blocked'; target: Target; error: string };

/** What the guard may do besides reading state; the app passes the real ones, tests fakes. */
export interface NavigationDeps {
  hasToken(): boolean;
  /** The routes of the server menu; null until the permission list loaded. */
  routes(): AppRoute[] | null;
  /** Loads the permission list and builds the routes (spec 2.2: on the first navigation with a token). */
  loadMenu(): Promise<'ok' | 'empty' | 'failed'>;
  /** spec 2.2: the shell auto-login of the field-service paths; failure is silent (spec 8). */
  autoLogin(): Promise<boolean>;
  logout(): Promise<unknown>;
}

const MAX_HOPS = 12;

/**
 * The route guard (spec 2.1, 2.2, 4.1; api-contract 9.1): follows redirects, sends the logged-in user
 * away from the login page, loads the permission list on the first navigation with a token (failure:
 * logout, then login with the redirect), logs in through the shell on the field-service paths, and
 * sends everybody else without a session to the login page with the full original path.
 */
export async function resolveNavigation(url: string, deps: NavigationDeps): Promise<View> {
  let target = parseTarget(url);
  let triedAutoLogin = false;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const redirect = STATIC_REDIRECTS[target.path];
    if (redirect) {
      target = parseTarget(redirect);
      continue;
    }
    if (!deps.hasToken()) {
      const open = staticRoute(target.path);
      if (open && WHITE_LIST.includes(open.path)) return { kind: 'static', target, route: open };
      if (!triedAutoLogin && isShellPath(target.path)) {
        triedAutoLogin = true;
        if (await deps.autoLogin()) continue;
      }
      target = parseTarget(loginUrl(target));
      continue;
    }
    if (target.path === LOGIN_PATH) {
      target = parseTarget(HOME_PATH);
      continue;
    }
    if (deps.routes() === null) {
      const outcome = await deps.loadMenu();
      if (outcome === 'empty') return { kind: 'blocked', target, error: EMPTY_MENU_ERROR };
      if (outcome === 'failed') {
        await deps.logout();
        target = parseTarget(loginUrl(target));
      }
      continue;
    }
    const fixed = staticRoute(target.path);
    if (fixed) return { kind: 'static', target, route: fixed };
    const trail = routeTrail(deps.routes() ?? [], target.path);
    const route = trail?.at(-1);
    if (!trail || !route) {
      target = parseTarget(NOT_FOUND_PATH);
      continue;
    }
    if (route.kind === 'folder') {
      target = parseTarget(folderTarget(route) ?? NOT_FOUND_PATH);
      continue;
    }
    return { kind: 'page', target, route, trail };
  }
  throw new Error(`navigation to ${url} redirected more than ${MAX_HOPS} times`);
}
