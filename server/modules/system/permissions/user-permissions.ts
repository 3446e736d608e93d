import { createHash } from 'node:crypto';
import type { Locale } from '../../../../src/domain/i18n-text';
import type { PermissionRow } from './permission-cache';

/** Menu item of `getUserPermissionByToken` (api-contract.md 3.1). */
export interface MenuItem {
  id: string;
  route: '1' | '0';
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: true;
  alwaysShow?: true;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName?: string;
    url?: string;
  };
  children?: MenuItem[];
}

export interface AuthEntry {
  action: string;
  type: string;
  describe: string;
}

export interface AllAuthEntry extends AuthEntry {
  status: string;
}

export interface UserPermissions {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
}

const HOME_TITLE = '首页';

function isExternal(url: string): boolean {
  return /^(https?:\/\/|\{\{)/.test(url);
}

function title(row: PermissionRow, locale: Locale): string {
  return locale === 'en_US' && row.nameEn ? row.nameEn : row.name;
}

function menuItem(row: PermissionRow, topLevel: boolean, locale: Locale): MenuItem {
  const url = row.url ?? '';
  const external = isExternal(url);
  const component = row.component ?? '';
  const componentName = row.componentName || component.split('/').pop() || '';
  const item: MenuItem = {
    id: row.id,
    route: row.isRoute === 0 ? '0' : '1',
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: row.componentName || url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@'),
    component,
    meta: {
      title: title(row, locale),
      keepAlive: row.keepAlive === 1,
      internalOrExternal: row.internalOrExternal === 1,
    },
  };
  if (topLevel) item.redirect = row.redirect ?? null;
  if (row.hidden === 1) item.hidden = true;
  if (row.alwaysShow === 1) item.alwaysShow = true;
  if (row.icon) item.meta.icon = row.icon;
  if (componentName) item.meta.componentName = componentName;
  if (external) item.meta.url = url;
  return item;
}

/**
 * The user's menu tree and button rules (api-contract.md 3.1), built from `parent_id` alone: a granted
 * row whose parent is not granted is not shown. Rows arrive ordered by sort_no.
 */
export function buildUserPermissions(
  rows: readonly PermissionRow[],
  granted: ReadonlySet<string>,
  locale: Locale,
): UserPermissions {
  const mine = rows.filter((row) => granted.has(row.id));
  if (!mine.some((row) => row.name === HOME_TITLE)) {
    const home = rows.find((row) => row.name === HOME_TITLE && row.menuType !== 2);
    if (home) mine.unshift(home);
  }
  const menuRows = mine.filter((row) => row.menuType !== 2);
  const children = new Map<string, PermissionRow[]>();
  for (const row of menuRows) {
    if (!row.parentId) continue;
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (row: PermissionRow, topLevel: boolean): MenuItem => {
    const item = menuItem(row, topLevel, locale);
    const kids = children.get(row.id);
    if (kids && kids.length > 0) item.children = kids.map((kid) => build(kid, false));
    return item;
  };
  const menu = menuRows.filter((row) => !row.parentId);
  const buttons = rows.filter((row) => row.menuType === 2 && row.perms);
  return {
    menu: menu.map((row) => build(row, true)),
    auth: mine
      .filter((row) => row.menuType === 2 && row.perms && row.status === '1')
      .map((row) => ({ action: row.perms ?? '', type: row.permsType ?? '1', describe: title(row, locale) })),
    allAuth: buttons.map((row) => ({
      action: row.perms ?? '',
      status: row.status ?? '1',
      type: row.permsType ?? '1',
      describe: title(row, locale),
    })),
  };
}
