import { describe, expect, it } from 'vitest';
import { type NavigationDeps, resolveNavigation, type View } from '../../../src/app/resolveNavigation';
import { type AppRoute, menuToRoutes, type ServerMenuItem } from '../../../src/client/menuRoutes';
import { urlTemplateContext } from '../../../src/client/urlTemplate';

const menu: ServerMenuItem[] = [
  {
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'isps-dashboard-analysis',
    meta: { title: 'Home' },
  },
  {
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    meta: { title: 'System' },
    children: [
      {
        path: '/system/user',
        name: 'system-user',
        component: 'isps-sys-user-list',
        meta: { title: 'Users' },
      },
    ],
  },
];
const built = menuToRoutes(menu, urlTemplateContext({ domainURL: '', staticDomainURL: '', token: '' }));

interface FakeState {
  token: boolean;
  routes: AppRoute[] | null;
  menu: 'ok' | 'empty' | 'failed';
  shellLogin: boolean;
  calls: string[];
}

function fake(partial: Partial<FakeState> = {}): { deps: NavigationDeps; state: FakeState } {
  const state: FakeState = {
    token: false,
    routes: null,
    menu: 'ok',
    shellLogin: false,
    calls: [],
    ...partial,
  };
  const deps: NavigationDeps = {
    hasToken: () => state.token,
    routes: () => state.routes,
    async loadMenu() {
      state.calls.push('loadMenu');
      if (state.menu === 'ok') state.routes = built;
      return state.menu;
    },
    async autoLogin() {
      state.calls.push('autoLogin');
      if (state.shellLogin) state.token = true;
      return state.shellLogin;
    },
    async logout() {
      state.calls.push('logout');
      state.token = false;
    },
  };
  return { deps, state };
}

const where = (view: View) => view.target.fullPath;

describe('the route guard (spec 2.1, 2.2)', () => {
  it('opens the user pages without login', async () => {
    for (const path of ['/user/login', '/user/register', '/user/register-result', '/user/alteration']) {
      const view = await resolveNavigation(path, fake().deps);
      expect(view.kind).toBe('static');
      expect(where(view)).toBe(path);
    }
  });

  it('redirects /user to /user/login and / to the dashboard', async () => {
    expect(where(await resolveNavigation('/user', fake().deps))).toBe('/user/login');
    const { deps } = fake({ token: true });
    const view = await resolveNavigation('/', deps);
    expect(view.kind).toBe('page');
    expect(where(view)).toBe('/dashboard/analysis');
  });

  it('sends a visitor without session to the login page with the full original path', async () => {
    const view = await resolveNavigation('/system/user?a=1&b=2', fake().deps);
    expect(where(view)).toBe(`/user/login?redirect=${encodeURIComponent('/system/user?a=1&b=2')}`);
    expect(view.target.query.redirect).toBe('/system/user?a=1&b=2');
  });

  it('sends a logged-in user away from the login page to the dashboard', async () => {
    const view = await resolveNavigation('/user/login?redirect=%2Fx', fake({ token: true }).deps);
    expect(where(view)).toBe('/dashboard/analysis');
  });

  it('loads the permission list on the first navigation with a token, once', async () => {
    const { deps, state } = fake({ token: true });
    expect(where(await resolveNavigation('/system/user', deps))).toBe('/system/user');
    await resolveNavigation('/dashboard/analysis', deps);
    expect(state.calls).toEqual(['loadMenu']);
  });

  it('logs out and goes to login with the redirect when the permission load fails', async () => {
    const { deps, state } = fake({ token: true, menu: 'failed' });
    const view = await resolveNavigation('/system/user', deps);
    expect(state.calls).toEqual(['loadMenu', 'logout']);
    expect(where(view)).toBe('/user/login?redirect=%2Fsystem%2Fuser');
  });

  it('stops with the error of spec 8 when the menu is empty, adding no routes', async () => {
    const { deps, state } = fake({ token: true, menu: 'empty' });
    const view = await resolveNavigation('/system/user', deps);
    expect(view).toMatchObject({
      kind: 'blocked',
      error: 'getPermissionList: permissions must be a non-null array !',
    });
    expect(state.routes).toBeNull();
  });

  it('logs in through the shell on the field-service paths, and only there', async () => {
    const { deps, state } = fake({ shellLogin: true });
    const view = await resolveNavigation('/fsm/InventoryQuery', deps);
    expect(state.calls).toEqual(['autoLogin', 'loadMenu']);
    // The demo menu above has no such page: after the login the unknown path ends on 404.
    expect(where(view)).toBe('/404');
    const other = fake({ shellLogin: true });
    await resolveNavigation('/system/user', other.deps);
    expect(other.state.calls).toEqual([]);
  });

  it('falls back to the login page when the shell login fails', async () => {
    const { deps } = fake({ shellLogin: false });
    expect(where(await resolveNavigation('/fsm/EcnWorkOrder', deps))).toBe(
      '/user/login?redirect=%2Ffsm%2FEcnWorkOrder',
    );
  });

  it('sends unknown paths to /404 and folders to their first page', async () => {
    const { deps } = fake({ token: true });
    expect(where(await resolveNavigation('/no/such/page', deps))).toBe('/404');
    expect(where(await resolveNavigation('/system', deps))).toBe('/system/user');
    expect(where(await resolveNavigation('/test', deps))).toBe('/test/home');
  });
});
