import { HOME_PATH } from '../domain/system/paths';

/** Routes that exist before (and beside) the server menu (spec 2.1). */
export interface StaticRoute {
  path: string;
  /** user: the login pages' layout (title, subtitle, copyright); blank: a full page without layout. */
  layout: 'user' | 'blank';
  /** The element that renders it; null for the built-in test home. */
  tag: string | null;
  /** Key of its title in locales/<locale>/app.json. */
  titleKey: string;
}

export const LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';

/** spec 2.1: redirects resolved before the guard runs, like vue-router's. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/user': LOGIN_PATH,
  '/test': '/test/home',
};

export const USER_ROUTES: readonly StaticRoute[] = [
  { path: LOGIN_PATH, layout: 'user', tag: 'isps-user-login', titleKey: 'route.login' },
  { path: '/user/register', layout: 'user', tag: 'isps-user-register', titleKey: 'route.register' },
  {
    path: '/user/register-result',
    layout: 'user',
    tag: 'isps-user-register-result',
    titleKey: 'route.registerResult',
  },
  { path: '/user/alteration', layout: 'user', tag: 'isps-user-alteration', titleKey: 'route.alteration' },
];

/** spec 2.1: the pages open without login. */
export const WHITE_LIST: readonly string[] = USER_ROUTES.map((route) => route.path);

export const STATIC_ROUTES: readonly StaticRoute[] = [
  ...USER_ROUTES,
  { path: '/test/home', layout: 'blank', tag: null, titleKey: 'route.testHome' },
  { path: NOT_FOUND_PATH, layout: 'blank', tag: 'isps-exception-404', titleKey: 'route.notFound' },
];

export function staticRoute(path: string): StaticRoute | undefined {
  return STATIC_ROUTES.find((route) => route.path === path);
}
