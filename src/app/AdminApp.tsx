import { Button, Result, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { logout } from '../client/auth';
import { type AppRoute, findRoute } from '../client/menuRoutes';
import { readStored, StorageKey } from '../client/storage';
import { HOME_PATH } from '../domain/system/menu';
import { LanguageSelectModal } from '../ui/dialogs/LanguageSelectModal';
import { BasicLayout } from '../ui/layout/BasicLayout';
import { LayoutContext, type LayoutContextValue } from '../ui/layout/LayoutContext';
import { layoutCss } from '../ui/layout/layoutCss';
import { PageElement } from '../ui/layout/PageElement';
import { ProgressBar } from '../ui/layout/ProgressBar';
import { RouteContent } from '../ui/layout/RouteContent';
import { UserLayout } from '../ui/layout/UserLayout';
import { useDevice } from '../ui/layout/useDevice';
import type { PageProps } from '../ui/root/defineElement';
import { useT } from '../ui/root/hooks';
import { useStore } from '../ui/root/useStore';
import { useSettings } from '../ui/settings/useSettings';
import { MultiTab, type TabMenuKey } from '../ui/tabs/MultiTab';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  documentTitle,
  openTab,
  TAB_MENU_KEYS,
  type TabPage,
  type TabsState,
} from '../ui/tabs/tabsModel';
import { $navigating, $refreshCounts, $routes, $tabs, $view } from './appStore';
import { isShellMode, loggedIn, navigate, refreshPage, reloadMenu, startNavigation } from './navigation';
import type { View } from './resolveNavigation';

export interface AdminAppProps {
  supportPhone?: string;
  askLanguage?: boolean;
}

function tabOf(route: AppRoute, fullPath: string): TabPage {
  return {
    name: route.name,
    path: route.path,
    fullPath,
    meta: { title: route.meta.title, icon: route.meta.icon, keepAlive: route.meta.keepAlive },
  };
}

/** The home tab, from the home route when the user's menu has it. */
function homeTab(routes: readonly AppRoute[], title: string): TabPage {
  const home = findRoute(routes, HOME_PATH);
  return home
    ? tabOf(home, HOME_PATH)
    : { name: 'dashboard-analysis', path: HOME_PATH, fullPath: HOME_PATH, meta: { title, keepAlive: false } };
}

/** Applies a tab change; navigates when the active tab changed. */
function applyTabs(next: TabsState): void {
  const before = $tabs.get().active;
  $tabs.set(next);
  if (next.active && next.active !== before) void navigate(next.active);
}

/**
 * The standalone admin app (architecture.md): history-mode router with the guard of spec 2.2, routes
 * from the server menu, the layouts of spec 2.5, header, tabs and dialogs; every page is rendered
 * through its `isps-*` element.
 */
export default function AdminApp({ host, supportPhone = '', askLanguage = false }: PageProps<AdminAppProps>) {
  const t = useT('app');
  const view = useStore($view);
  const routes = useStore($routes);
  const tabs = useStore($tabs);
  const refreshCounts = useStore($refreshCounts);
  const navigating = useStore($navigating);
  const settings = useSettings();
  const device = useDevice();
  const shellMode = isShellMode();
  // spec 2.7: multi-tab mode is off on phones and in the shell mode.
  const multiPage = settings.multiPage && device !== 'mobile' && !shellMode;

  useEffect(() => startNavigation(), []);

  // spec 2.9: asked by the host, the language select opens without a close button until one is chosen.
  const [languageChosen, setLanguageChosen] = useState(
    () => readStored<string>(StorageKey.language) !== null,
  );

  // Pages ask the app to navigate (notice "go handle", register links); the login page reports a login.
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
      if (typeof path === 'string' && path.startsWith('/')) void navigate(path);
    };
    const onLogin = () => void loggedIn();
    host.addEventListener('isps-navigate', onNavigate);
    host.addEventListener('isps-login', onLogin);
    window.addEventListener('isps-navigate', onNavigate);
    return () => {
      host.removeEventListener('isps-navigate', onNavigate);
      host.removeEventListener('isps-login', onLogin);
      window.removeEventListener('isps-navigate', onNavigate);
    };
  }, [host]);

  // spec 2.8 colour-weak: the filter sits on the root element, the one place where it does not turn
  // fixed popups and masks into children of a filtered box.
  useEffect(() => {
    document.documentElement.style.filter = settings.colorWeak ? 'invert(80%)' : '';
  }, [settings.colorWeak]);

  // spec 2.7: open or update the tab of the page being shown.
  useEffect(() => {
    if (view?.kind !== 'page' || !routes) return;
    const { route, target } = view;
    $tabs.set(
      openTab($tabs.get(), tabOf(route, target.fullPath), homeTab(routes, t('route.home')), multiPage),
    );
  }, [view, routes, multiPage, t]);

  const titleOfTab = useCallback(
    (page: TabPage) => (routes && findRoute(routes, page.path)?.meta.title) || page.meta.title,
    [routes],
  );

  // spec 2.7: document title = page title + product name, the product name alone on home.
  useEffect(() => {
    const product = t('productName');
    if (!view) document.title = product;
    else if (view.kind === 'page') document.title = documentTitle(view.route, view.route.meta.title, product);
    else if (view.kind === 'static') document.title = `${t(view.route.titleKey)} · ${product}`;
    else document.title = product;
  }, [view, t]);

  const layout = useMemo<LayoutContextValue>(
    () => ({
      navigate: (path) => void navigate(path),
      routes: routes ?? [],
      shellMode,
      supportPhone,
      reloadMenu,
    }),
    [routes, shellMode, supportPhone],
  );

  const onTabMenu = (key: TabMenuKey, fullPath: string) => {
    if (key === TAB_MENU_KEYS.refresh) {
      if ($tabs.get().active !== fullPath) void navigate(fullPath);
      refreshPage(fullPath);
    } else if (key === TAB_MENU_KEYS.closeLeft) applyTabs(closeLeft($tabs.get(), fullPath));
    else if (key === TAB_MENU_KEYS.closeRight) applyTabs(closeRight($tabs.get(), fullPath));
    else applyTabs(closeOthers($tabs.get(), fullPath));
  };

  return (
    <div className="isps-app">
      <style>{layoutCss(settings.primaryColor)}</style>
      <ProgressBar running={navigating} />
      <LanguageSelectModal
        open={askLanguage && !languageChosen}
        closable={false}
        onClose={() => setLanguageChosen(true)}
      />
      <LayoutContext.Provider value={layout}>
        {renderView(view, {
          t,
          multiPage,
          tabs,
          refreshCounts,
          routes: routes ?? [],
          tabBar: multiPage ? (
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
          ) : null,
        })}
      </LayoutContext.Provider>
    </div>
  );
}

interface RenderContext {
  t: ReturnType<typeof useT>;
  multiPage: boolean;
  tabs: TabsState;
  refreshCounts: Readonly<Record<string, number>>;
  routes: readonly AppRoute[];
  tabBar: ReactNode;
}

function renderView(view: View | null, context: RenderContext) {
  const { t } = context;
  if (!view) return <Spin size="large" style={{ display: 'block', padding: '30vh 0' }} />;
  if (view.kind === 'blocked') {
    return (
      <div className="isps-blank">
        <Result
          status="error"
          title={view.error}
          extra={
            <Button type="primary" onClick={() => void logout()}>
              {t('logout.link')}
            </Button>
          }
        />
      </div>
    );
  }
  if (view.kind === 'static') {
    if (view.route.layout === 'user' && view.route.tag) {
      return (
        <UserLayout>
          <PageElement tag={view.route.tag} />
        </UserLayout>
      );
    }
    return (
      <div className="isps-blank">
        {view.route.tag ? (
          <PageElement tag={view.route.tag} />
        ) : (
          <Result
            status="success"
            title={t('testHome.title')}
            extra={
              <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
                {t('route.home')}
              </Button>
            }
          />
        )}
      </div>
    );
  }
  return <MainView view={view} context={context} />;
}

/** The page of the current route and, in multi-tab mode, the kept-alive pages of the other tabs. */
function MainView({ view, context }: { view: Extract<View, { kind: 'page' }>; context: RenderContext }) {
  const { tabs, multiPage, routes, refreshCounts } = context;
  const active = view.target.fullPath;
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
  return (
    <BasicLayout trail={view.trail} tabBar={context.tabBar}>
      {pages.map(({ fullPath, route }) => (
        <div
          key={`${fullPath}#${refreshCounts[fullPath] ?? 0}`}
          data-tab={fullPath}
          style={fullPath === active ? undefined : { display: 'none' }}
        >
          <RouteContent route={route} hidden={fullPath !== active} />
        </div>
      ))}
    </BasicLayout>
  );
}
