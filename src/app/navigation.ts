import { logout, reloadDictionaries } from '../client/auth';
import { $locale } from '../client/locale';
import { runtimeConfig } from '../client/runtimeConfig';
import { $session, hasValidToken } from '../client/session';
import { autoLogin } from '../client/sessionBootstrap';
import { readStored, removeStored, StorageKey, writeStored } from '../client/storage';
import { HOME_PATH } from '../domain/system/paths';
import { SHELL_STORAGE_MS } from '../domain/system/session';
import { preloadTag } from '../ui/root/elementClass';
import { EMPTY_TABS } from '../ui/tabs/tabsModel';
import { $navigating, $refreshCounts, $routes, $tabs, $view } from './appStore';
import { forgetMenu, loadMenu } from './menuLoader';
import { loginUrl, type NavigationDeps, resolveNavigation } from './resolveNavigation';
import { WHITE_LIST } from './staticRoutes';

/** spec 2.7: the embedded field-service shell mode, flagged in local storage (or being framed). */
export function isShellMode(): boolean {
  return readStored<boolean>(StorageKey.shellMode) === true || window.parent !== window;
}

const deps: NavigationDeps = {
  hasToken: () => hasValidToken($session.get()),
  routes: () => $routes.get(),
  loadMenu,
  async autoLogin() {
    const ok = await autoLogin(await runtimeConfig());
    // spec 1: logged in by the shell, the app hides its own side menu and header.
    if (ok) writeStored(StorageKey.shellMode, true, SHELL_STORAGE_MS);
    return ok;
  },
  logout,
};

let sequence = 0;

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Runs the guard for `url` and shows the result (history mode, base /). Only the latest navigation
 * commits; it writes the final URL to the history, scrolls to the top (spec 2.2) and stops the
 * progress bar.
 */
export async function navigate(url: string, options: { replace?: boolean } = {}): Promise<void> {
  const mine = ++sequence;
  $navigating.set(true);
  try {
    const view = await resolveNavigation(url, deps);
    if (mine !== sequence) return;
    if (view.target.fullPath !== currentUrl()) {
      if (options.replace) window.history.replaceState(null, '', view.target.fullPath);
      else window.history.pushState(null, '', view.target.fullPath);
    }
    // The page's chunks travel while the layout around it renders, not after.
    const tag = view.kind === 'blocked' ? null : view.route.tag;
    if (tag) preloadTag(tag);
    $view.set(view);
    window.scrollTo(0, 0);
  } finally {
    if (mine === sequence) $navigating.set(false);
  }
}

/** spec 9 tab menu key 4: re-mounts the page of a tab. */
export function refreshPage(fullPath: string): void {
  const counts = $refreshCounts.get();
  $refreshCounts.set({ ...counts, [fullPath]: (counts[fullPath] ?? 0) + 1 });
}

/** Reloads the menu (language switch, clear cache) and shows the current URL with the new routes. */
export async function reloadMenu(): Promise<void> {
  if ($routes.get() === null) return;
  const outcome = await loadMenu();
  if (outcome === 'ok') await navigate(currentUrl(), { replace: true });
}

/** The URL after a login: the redirect query of the login page, else home (spec 2.2). */
export function afterLoginUrl(): string {
  const redirect = $view.get()?.target.query.redirect;
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME_PATH;
}

/** A password or phone login: the shell mode ends, the user goes where the login page was sent from. */
export function loggedIn(): Promise<void> {
  removeStored(StorageKey.shellMode);
  return navigate(afterLoginUrl(), { replace: true });
}

/**
 * Starts the app: the first navigation, the browser's back and forward buttons, and the end of the
 * session from anywhere (logout, 401, another tab): routes and tabs are forgotten and the user goes
 * to the login page with the redirect. Returns the function that stops listening.
 */
export function startNavigation(): () => void {
  // spec 2.2: every navigation starts at the top, back and forward included.
  window.history.scrollRestoration = 'manual';
  const onPopState = () => void navigate(currentUrl(), { replace: true });
  window.addEventListener('popstate', onPopState);
  let hadToken = hasValidToken($session.get());
  const stopSession = $session.listen((session) => {
    const has = hasValidToken(session);
    if (hadToken && !has) {
      forgetMenu();
      $tabs.set(EMPTY_TABS);
      const target = $view.get()?.target;
      if (target && !WHITE_LIST.includes(target.path)) void navigate(loginUrl(target), { replace: true });
    }
    hadToken = has;
  });
  // The server translates menu titles and dictionary texts (status tags, chart legends, selects): a
  // language switch reloads both (spec 2.9); the login's dictionaries are in the language of the login.
  const stopLocale = $locale.listen(() => {
    void reloadMenu();
    if (hasValidToken($session.get())) void reloadDictionaries().catch(() => undefined);
  });
  void navigate(currentUrl(), { replace: true });
  return () => {
    window.removeEventListener('popstate', onPopState);
    stopSession();
    stopLocale();
  };
}
