import { HOME_PATH } from '../../domain/system/paths';

/** spec 3 tab page. The key of a tab is its fullPath: query strings make distinct tabs. */
export interface TabPage {
  name: string;
  path: string;
  fullPath: string;
  meta: { title: string; icon?: string; keepAlive: boolean };
}

export interface TabsState {
  pages: TabPage[];
  /** fullPath of the active tab. */
  active: string | null;
}

export const EMPTY_TABS: TabsState = { pages: [], active: null };

/** spec 2.7: the home tab (dashboard analysis) is always first. */
export function isHome(page: Pick<TabPage, 'path'>): boolean {
  return page.path === HOME_PATH;
}

/**
 * spec 4.1 tab list: opening a route adds a tab if new, else updates it in place (keeping its old
 * meta, api-contract 9.5). Single-page mode keeps only the current route. In multi-page mode the
 * home tab is inserted first whenever the list does not start with it.
 */
export function openTab(state: TabsState, page: TabPage, home: TabPage, multiPage: boolean): TabsState {
  if (!multiPage) return { pages: [page], active: page.fullPath };
  let pages = state.pages;
  const index = pages.findIndex((p) => p.fullPath === page.fullPath);
  if (index >= 0) {
    pages = pages.map((p, i) => (i === index ? { ...page, meta: p.meta } : p));
  } else {
    pages = [...pages, page];
  }
  if (!pages[0] || !isHome(pages[0])) pages = [home, ...pages.filter((p) => !isHome(p))];
  return { pages, active: page.fullPath };
}

/** spec 8: why a tab stayed open. */
export type CloseRefusal = 'home' | 'last';

export interface CloseResult {
  state: TabsState;
  refused?: CloseRefusal;
}

/**
 * spec 5, 8: the home tab and the last remaining tab cannot be closed. Closing the active tab
 * activates the tab now at its index, or the new last one (api-contract 9.5).
 */
export function closeTab(state: TabsState, fullPath: string): CloseResult {
  const index = state.pages.findIndex((p) => p.fullPath === fullPath);
  const page = state.pages[index];
  if (!page) return { state };
  if (isHome(page)) return { state, refused: 'home' };
  if (state.pages.length === 1) return { state, refused: 'last' };
  const pages = state.pages.filter((_, i) => i !== index);
  const active =
    state.active === fullPath ? (pages[Math.min(index, pages.length - 1)]?.fullPath ?? null) : state.active;
  return { state: { pages, active } };
}

/** Keeps the home tab and `keep`; activates `at` when the active tab went away. */
function keepOnly(state: TabsState, keep: (page: TabPage, index: number) => boolean, at: string): TabsState {
  const pages = state.pages.filter((page, index) => isHome(page) || keep(page, index));
  const active = pages.some((p) => p.fullPath === state.active) ? state.active : at;
  return { pages, active };
}

/** spec 9 tab menu key 1: close the tabs left of `fullPath` (home stays). */
export function closeLeft(state: TabsState, fullPath: string): TabsState {
  const index = state.pages.findIndex((p) => p.fullPath === fullPath);
  return index < 0 ? state : keepOnly(state, (_, i) => i >= index, fullPath);
}

/** spec 9 tab menu key 2: close the tabs right of `fullPath`. */
export function closeRight(state: TabsState, fullPath: string): TabsState {
  const index = state.pages.findIndex((p) => p.fullPath === fullPath);
  return index < 0 ? state : keepOnly(state, (_, i) => i <= index, fullPath);
}

/** spec 9 tab menu key 3: close every tab but `fullPath` and home. */
export function closeOthers(state: TabsState, fullPath: string): TabsState {
  return keepOnly(state, (page) => page.fullPath === fullPath, fullPath);
}

/** spec 9: the tab context menu keys. */
export const TAB_MENU_KEYS = { closeLeft: '1', closeRight: '2', closeOthers: '3', refresh: '4' } as const;

/** spec 2.7: `<page title> · <product name>`, the product name alone on home. */
export function documentTitle(page: Pick<TabPage, 'path'> | null, title: string, product: string): string {
  return !page || isHome(page) || !title ? product : `${title} · ${product}`;
}
