import { useCallback } from 'react';
import { type AppRoute, findRoute } from '../client/menuRoutes';
import { RECORD_PARAM } from '../domain/system/paths';
import { BasicLayout } from '../ui/layout/BasicLayout';
import { RouteContent } from '../ui/layout/RouteContent';
import { MultiTab, type TabMenuKey } from '../ui/tabs/MultiTab';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  TAB_MENU_KEYS,
  type TabPage,
  type TabsState,
} from '../ui/tabs/tabsModel';
import { $tabs } from './appStore';
import { navigate, refreshPage } from './navigation';
import { parseTarget, type View } from './resolveNavigation';

export interface LoggedInViewProps {
  view: Extract<View, { kind: 'page' }>;
  multiPage: boolean;
  tabs: TabsState;
  refreshCounts: Readonly<Record<string, number>>;
  routes: readonly AppRoute[];
}

/**
 * What a tab's URL links to: the record to open (`?busId=`) and, in its other parameters, the query
 * its list starts with (`?docStatus=pending&busId=…` -> `docStatus=pending`).
 */
function linkOf(fullPath: string): { recordId: string | undefined; filter: string | undefined } {
  const fields = new URLSearchParams(parseTarget(fullPath).search);
  const recordId = fields.get(RECORD_PARAM) ?? undefined;
  fields.delete(RECORD_PARAM);
  return { recordId, filter: fields.size > 0 ? fields.toString() : undefined };
}

/** Applies a tab change; navigates when the active tab changed. */
function applyTabs(next: TabsState): void {
  const before = $tabs.get().active;
  $tabs.set(next);
  if (next.active && next.active !== before) void navigate(next.active);
}

function onTabMenu(key: TabMenuKey, fullPath: string): void {
  if (key === TAB_MENU_KEYS.refresh) {
    if ($tabs.get().active !== fullPath) void navigate(fullPath);
    refreshPage(fullPath);
  } else if (key === TAB_MENU_KEYS.closeLeft) applyTabs(closeLeft($tabs.get(), fullPath));
  else if (key === TAB_MENU_KEYS.closeRight) applyTabs(closeRight($tabs.get(), fullPath));
  else applyTabs(closeOthers($tabs.get(), fullPath));
}

/**
 * The logged-in part of the admin app (its own chunk, loaded after the login): the layout with menu,
 * header and tabs, the page of the current route and, in multi-tab mode, the kept-alive pages of the
 * other tabs.
 */
export default function LoggedInView({ view, multiPage, tabs, refreshCounts, routes }: LoggedInViewProps) {
  const active = view.target.fullPath;
  const titleOfTab = useCallback(
    (page: TabPage) => findRoute(routes, page.path)?.meta.title || page.meta.title,
    [routes],
  );
  // Tab order, never re-sorted: moving an element in the DOM would re-mount it (web-components.md 3).
  const pages: { fullPath: string; route: AppRoute }[] = [];
  if (multiPage) {
    for (const page of tabs.pages) {
      if (page.fullPath === active) {
        pages.push({ fullPath: active, route: view.route });
        continue;
      }
      const route = findRoute(routes, page.path);
      // spec 2.7: kept-alive pages stay mounted (hidden) and keep their state.
      if (route?.meta.keepAlive) pages.push({ fullPath: page.fullPath, route });
    }
  }
  if (!pages.some((page) => page.fullPath === active)) pages.push({ fullPath: active, route: view.route });
  const tabBar = multiPage ? (
    <MultiTab
      tabs={tabs}
      titleOf={titleOfTab}
      onActivate={(fullPath) => void navigate(fullPath)}
      onClose={(fullPath) => {
        const { state, refused } = closeTab($tabs.get(), fullPath);
        if (!refused) applyTabs(state);
        return refused;
      }}
      onMenu={onTabMenu}
    />
  ) : null;
  return (
    <BasicLayout trail={view.trail} tabBar={tabBar}>
      {pages.map(({ fullPath, route }) => (
        <div
          key={`${fullPath}#${refreshCounts[fullPath] ?? 0}`}
          data-tab={fullPath}
          style={fullPath === active ? undefined : { display: 'none' }}
        >
          <RouteContent route={route} hidden={fullPath !== active} {...linkOf(fullPath)} />
        </div>
      ))}
    </BasicLayout>
  );
}
