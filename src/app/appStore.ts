import { atom } from 'nanostores';
import type { AppRoute } from '../client/menuRoutes';
import { EMPTY_TABS, type TabsState } from '../ui/tabs/tabsModel';
import type { View } from './resolveNavigation';

/** State of the one admin app on the page (not shared with other copies: there is one app). */

/** The routes built from the server menu; null until the first load (spec 2.2). */
export const $routes = atom<AppRoute[] | null>(null);

/** What is shown; null while the first navigation runs. */
export const $view = atom<View | null>(null);

/** spec 2.7: the open tabs. */
export const $tabs = atom<TabsState>(EMPTY_TABS);

/** spec 9 tab menu key 4: a counter per tab; bumping it re-mounts that page. */
export const $refreshCounts = atom<Readonly<Record<string, number>>>({});

/** spec 2.2: the progress bar runs while a navigation resolves. */
export const $navigating = atom(false);
