import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../../src/client/http', () => ({
  get: vi.fn(async (url: string) => {
    calls.push(url);
    return {
      success: true,
      result: {
        menu: [
          { path: '/dashboard/analysis', component: 'isps-dashboard-analysis', meta: { title: '首页' } },
        ],
        auth: [],
        allAuth: [],
      },
    };
  }),
}));

const { loadPermissions } = await import('../../../src/client/auth');
const { loadMenu } = await import('../../../src/app/menuLoader');
const { $session, EMPTY_SESSION } = await import('../../../src/client/session');
const { setRuntimeConfig } = await import('../../../src/client/runtimeConfig');
const { $routes } = await import('../../../src/app/appStore');

describe('the menu after a login (issue 17: one round trip, not two)', () => {
  beforeEach(() => {
    calls.length = 0;
    setRuntimeConfig({ apiBase: 'http://isps.test/jeecg-boot' }, 'http://isps.test/');
    $session.set({ ...EMPTY_SESSION, token: 'token-1' });
  });
  afterEach(() => $session.set(EMPTY_SESSION));

  it('builds the menu from the permissions the login form checked, and asks the server on a reload', async () => {
    await loadPermissions();
    expect(await loadMenu()).toBe('ok');
    expect(calls).toEqual(['/sys/permission/getUserPermissionByToken']);
    expect($routes.get()?.length).toBeGreaterThan(0);
    expect(await loadMenu()).toBe('ok');
    expect(calls).toHaveLength(2);
  });

  it("does not hand one user's permissions to another token", async () => {
    await loadPermissions();
    $session.set({ ...EMPTY_SESSION, token: 'token-2' });
    expect(await loadMenu()).toBe('ok');
    expect(calls).toHaveLength(2);
  });
});
