import { Button, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { logout } from '../client/auth';
import { type AppRoute, findRoute } from '../client/menuRoutes';
import { readStored, StorageKey } from '../client/storage';
import { HOME_PATH } from '../domain/system/paths';
import { LayoutContext, type LayoutContextValue } from '../ui/layout/LayoutContext';
import { layoutCss } from '../ui/layout/layoutCss';
import { PageElement } from '../ui/layout/PageElement';
import { ProgressBar } from '../ui/layout/ProgressBar';
import { UserLayout } from '../ui/layout/UserLayout';
import { useDevice } from '../ui/layout/useDevice';
import type { PageProps } from '../ui/root/defineElement';
import { useT } from '../ui/root/hooks';
import { whenIdle } from '../ui/root/lazyPart';
import { LazyLanguageSelectModal, LazyResult } from '../ui/root/lazyParts';
import { useStore } from '../ui/root/useStore';
import { useSettings } from '../ui/settings/useSettings';
import { documentTitle, openTab, type TabPage, type TabsState } from '../ui/tabs/tabsModel';
import { $navigating, $refreshCounts, $routes, $tabs, $view } from './appStore';
import { isShellMode, loggedIn, navigate, reloadMenu, startNavigation } from './navigation';
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

/**
 * The layout of logged-in pages (menu, header, tabs) in its own chunk: the login page, the first
 * thing every user waits for, does not load it (issue 17).
 */
const loadLoggedInView = () => import('./LoggedInView');
const LoggedInView = lazy(loadLoggedInView);

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
  // Once the first page element (mostly the login form) has painted and the browser is idle, the
  // logged-in layout loads in the background: the user types while it comes, the login does not wait.
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const onReady = (event: Event) => {
      if ((event as CustomEvent<{ tag?: string }>).detail?.tag === host.localName || cancel) return;
      cancel = whenIdle(() => void loadLoggedInView());
    };
    host.addEventListener('isps-ready', onReady);
    return () => {
      host.removeEventListener('isps-ready', onReady);
      cancel?.();
    };
  }, [host]);

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
    // The logged-in layout is requested with the menu, not after it (if the idle preload has not yet).
    const onLogin = () => {
      void loadLoggedInView();
      void loggedIn();
    };
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

  return (
    <div className="isps-app">
      <style>{layoutCss(settings.primaryColor)}</style>
      <ProgressBar running={navigating} />
      <LazyLanguageSelectModal
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
}

function Loading() {
  return <Spin size="large" style={{ display: 'block', padding: '30vh 0' }} />;
}

function renderView(view: View | null, context: RenderContext) {
  const { t } = context;
  if (!view) return <Loading />;
  if (view.kind === 'blocked') {
    return (
      <div className="isps-blank">
        <LazyResult
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
          <LazyResult
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
  const { multiPage, tabs, refreshCounts, routes } = context;
  return (
    <Suspense fallback={<Loading />}>
      <LoggedInView
        view={view}
        multiPage={multiPage}
        tabs={tabs}
        refreshCounts={refreshCounts}
        routes={routes}
      />
    </Suspense>
  );
}
