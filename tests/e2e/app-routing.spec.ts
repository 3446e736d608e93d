import { expect, test } from '@playwright/test';
import {
  chooseMenuItem,
  HOME,
  loginThroughPage,
  newId,
  openDb,
  openLoggedIn,
  refreshServerCaches,
} from './app-support';

test.describe('routes without login (spec 2.1)', () => {
  for (const path of ['/user/login', '/user/register', '/user/register-result', '/user/alteration']) {
    test(`${path} opens in the user layout without a session`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.locator('.isps-user-layout')).toBeVisible();
      await expect(page.getByRole('heading', { name: '供应商协同系统' })).toBeVisible();
    });
  }

  test('/user redirects to /user/login', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL('/user/login');
  });

  test('/ is the dashboard titled home and leads to /dashboard/analysis', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent(HOME)}`);
    await loginThroughPage(page);
    await expect(page).toHaveURL(HOME);
    await expect(page.locator('.isps-multi-tab').getByRole('tab', { name: '首页' })).toBeVisible();
    // spec 2.7: on home the document title is the product name alone.
    await expect(page).toHaveTitle('供应商协同系统');
  });

  test('/test leads to /test/home and unknown paths to /404', async ({ page }) => {
    await openLoggedIn(page);
    await page.goto('/test');
    await expect(page).toHaveURL('/test/home');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.locator('isps-exception-404').getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });
});

test.describe('the guard (spec 2.2)', () => {
  test('sends a visitor to login with the full original path and brings them there after login', async ({
    page,
  }) => {
    await page.goto('/system/dict?tab=2&q=a%20b');
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/system/dict?tab=2&q=a%20b')}`);
    await loginThroughPage(page);
    await expect(page).toHaveURL('/system/dict?tab=2&q=a%20b');
    await expect(page.locator('.isps-page-header').getByRole('heading', { name: '数据字典' })).toBeVisible();
  });

  test('sends a logged-in user who opens the login page to the dashboard', async ({ page }) => {
    await openLoggedIn(page, '/system/dict');
    await page.goto('/user/login?redirect=%2Fsystem%2Fdict');
    await expect(page).toHaveURL(HOME);
  });

  test('loads the permission list once, on the first navigation with a token', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sys/permission/getUserPermissionByToken')) calls.push(r.url());
    });
    await openLoggedIn(page);
    const afterLogin = calls.length;
    await chooseMenuItem(page.locator('.isps-sider'), '系统管理', '数据字典');
    await expect(page).toHaveURL('/system/dict');
    expect(calls.length).toBe(afterLogin);
    // A reload starts a new page: the list loads again on its first navigation.
    await page.reload();
    await expect(page.locator('.isps-header')).toBeVisible();
    expect(calls.length).toBe(afterLogin + 1);
  });

  test('logs out and sends to login with the redirect when the permission list cannot be loaded', async ({
    page,
  }) => {
    // A stored token the server does not know: the permission call fails.
    await page.goto('/user/login');
    await page.evaluate(() => {
      const wrap = (value: unknown) => JSON.stringify({ value, expire: Date.now() + 3_600_000 });
      localStorage.setItem('pro__Access-Token', wrap('not-a-session'));
      localStorage.setItem('pro__Login_Userinfo', wrap({ id: 'x', username: 'ghost', realname: 'Ghost' }));
    });
    await page.goto('/system/dict');
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/system/dict')}`);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test('an empty menu adds no routes and shows the error of spec 8', async ({ page, request }) => {
    // A user without any role, and no row named 首页 for the server to add: the menu comes back empty.
    const db = openDb();
    const userId = newId();
    const admin = db.prepare("SELECT password_hash AS h FROM sys_user WHERE username = 'admin'").get() as {
      h: string;
    };
    db.prepare(
      `INSERT INTO sys_user (id, username, realname, password_hash, status, del_flag, user_type, rel_tenant_ids, create_by, create_time)
       VALUES (?, 'e2e_nomenu', 'No Menu', ?, 1, 0, 'internal', '0', 'e2e', ?)`,
    ).run(userId, admin.h, new Date().toISOString());
    db.prepare("UPDATE sys_permission SET name = 'home-e2e' WHERE name = '首页'").run();
    try {
      await refreshServerCaches(request);
      await page.goto('/system/dict');
      await loginThroughPage(page, 'e2e_nomenu');
      await expect(page.getByText('getPermissionList: permissions must be a non-null array !')).toBeVisible();
      await expect(page.locator('.isps-sider')).toHaveCount(0);
    } finally {
      db.prepare("UPDATE sys_permission SET name = '首页' WHERE name = 'home-e2e'").run();
      db.prepare('UPDATE sys_user SET del_flag = 1, status = 2 WHERE id = ?').run(userId);
      db.close();
      await refreshServerCaches(request);
    }
  });

  test('the field-service paths log in by themselves and show the page without side menu and header', async ({
    page,
  }) => {
    await page.goto('/fsm/InventoryQuery');
    await expect(page).toHaveURL('/fsm/InventoryQuery');
    await expect(
      page.locator('.isps-page-header').getByRole('heading', { name: '服务库存查询' }),
    ).toBeVisible();
    // spec 2.5: the embedded shell mode hides side menu and header, and multi-tab is off (spec 2.7).
    await expect(page.locator('.isps-sider')).toHaveCount(0);
    await expect(page.locator('.isps-header')).toHaveCount(0);
    await expect(page.locator('.isps-multi-tab')).toHaveCount(0);
  });

  test('shows the progress bar while a navigation resolves', async ({ page }) => {
    await openLoggedIn(page, '/system/dict');
    // Hold the permission answer of the next page load so the running bar can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/sys/permission/getUserPermissionByToken**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account/center', { waitUntil: 'commit' });
    await expect(page.getByRole('progressbar', { name: 'navigation' })).toBeVisible();
    release();
    await expect(page.locator('.isps-page-header').getByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'navigation' })).toHaveCount(0);
  });

  test('uses the browser history and scrolls to the top on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await openLoggedIn(page, '/system/dict');
    const menu = page.locator('.isps-sider');
    await menu.getByRole('menuitem', { name: '个人页' }).click();
    await expect(menu.getByRole('menuitem', { name: '个人页' })).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => window.scrollTo(0, 300));
    await menu.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL('/account/center');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.goBack();
    await expect(page).toHaveURL('/system/dict');
    await expect(page.locator('.isps-page-header').getByRole('heading', { name: '数据字典' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goForward();
    await expect(page).toHaveURL('/account/center');
  });
});
