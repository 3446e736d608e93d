import type { LocalText } from '../i18n-text';
import type { DocumentAction } from '../workflow';

/** One option of a dictionary (domain.md 5). `value` is a stable code. */
export interface DictionaryItemDef {
  value: string;
  text: LocalText;
  /** antd tag colour for status-like values, optional. */
  color?: string;
}

export interface DictionaryDef {
  code: string;
  name: LocalText;
  /** 0 string, 1 number (sys_dict.type). */
  type: 0 | 1;
  items: DictionaryItemDef[];
}

/** A button permission of a menu item (sys_permission menu_type 2). */
export interface ButtonDef {
  /** Permission code, e.g. `wms:receive:approve`. */
  perms: string;
  title: LocalText;
}

/**
 * One menu item of the server menu (sys_permission menu_type 0/1).
 * `component` is `layouts/RouteView` for folders and the `isps-*` tag of the element that renders
 * the page for leaves, so the admin app renders every page through its element.
 */
export interface MenuDef {
  /** Stable key; also the sys_permission id seed, so it never changes once released. */
  key: string;
  path: string;
  title: LocalText;
  icon?: string;
  component: string;
  /** Route name; defaults to the path without the leading slash, `/` -> `-`. */
  name?: string;
  redirect?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  /** External or iframe url; may hold `{{domainURL}}` or `{{token}}` templates. */
  url?: string;
  buttons?: ButtonDef[];
  children?: MenuDef[];
}

/** A demo role and what it is granted: menu keys with all their buttons, or pages with some of them. */
export interface RoleDef {
  code: string;
  name: LocalText;
  description?: string;
  /** Menu keys granted with all their buttons; a granted folder grants its whole subtree; `*` grants everything. */
  menus: string[];
  /**
   * Pages granted with only the buttons of these actions (those the page has), e.g. a supplier may export
   * purchase orders but not approve them. Keys are leaf menu keys.
   */
  menuActions?: Record<string, readonly DocumentAction[]>;
  /**
   * Button permissions beyond the workflow's actions, by code (a page of `menuActions` or `menus`):
   * a step of a multi-step approval, a confirmation recorded for a partner, a verification.
   */
  buttons?: readonly string[];
}
