import { expect, type Page, test } from '@playwright/test';
import { chooseMenuItem, HOME, openLoggedIn, sideMenu } from './app-support';

async function storeSetting(page: Page, key: string, value: unknown) {
  await page.evaluate(
    ([k, v]) => localStorage.setItem(`pro__${k}`, JSON.stringify({ value: v, expire: null })),
    [key, value] as const,
  );
}

test.describe('layouts (spec 2.5)', () => {
  test('the user layout shows the system title, subtitle and copyright', async ({ page }) => {
    await page.goto('/user/login');
    const layout = page.locator('.isps-user-layout');
    await expect(layout.getByRole('heading', { level: 1, name: '供应商协同系统' })).toBeVisible();
    await expect(layout.getByText('供应商协同 · 采购 · 仓储 · 生产一体化管理平台')).toBeVisible();
    await expect(layout.getByText(/Copyright © \d{4} 供应商协同系统/)).toBeVisible();
  });

  test('the main layout has side menu, header, content and footer; the logo links to the dashboard', async ({
    page,
  }) => {
    await openLoggedIn(page, '/system/dict');
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.locator('.isps-header')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright');
    await sideMenu(page).getByRole('link', { name: '供应商协同系统' }).click();
    await expect(page).toHaveURL(HOME);
  });

  test('the page wrapper shows breadcrumbs from home with the current item unlinked, and the title', async ({
    page,
  }) => {
    await openLoggedIn(page, '/exception/403');
    const header = page.locator('.isps-page-header');
    const crumbs = header.getByRole('listitem');
    await expect(crumbs).toHaveText(['首页', '异常页', '403']);
    await expect(crumbs.nth(0).getByRole('link', { name: '首页' })).toBeVisible();
    await expect(crumbs.nth(2).getByRole('link')).toHaveCount(0);
    await expect(header.getByRole('heading', { name: '403' })).toBeVisible();
    await crumbs.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(HOME);
  });

  test('the side menu is 200 wide, 80 collapsed, and the toggle switches it', async ({ page }) => {
    await openLoggedIn(page);
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(200);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(80);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(200);
  });

  test('up to 1087 px the side menu is collapsed (tablet)', async ({ page }) => {
    await page.setViewportSize({ width: 1087, height: 800 });
    await openLoggedIn(page);
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(80);
    await page.setViewportSize({ width: 1088, height: 800 });
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(200);
  });

  test('up to 767 px the side menu is a drawer and there are no tabs (phone)', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await openLoggedIn(page);
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.locator('.isps-multi-tab')).toHaveCount(0);
    await page.getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.locator('.isps-menu-drawer');
    await expect(drawer).toBeVisible();
    await chooseMenuItem(drawer, '个人页', '个人中心');
    await expect(page).toHaveURL('/account/center');
    await expect(drawer).toBeHidden();
  });

  test('the top menu puts the menu into the header, without side menu', async ({ page }) => {
    await page.goto('/user/login');
    await storeSetting(page, 'DEFAULT_LAYOUT_MODE', 'topmenu');
    await openLoggedIn(page);
    await expect(sideMenu(page)).toHaveCount(0);
    const header = page.locator('.isps-header');
    await expect(header.getByRole('menu')).toBeVisible();
    await expect(header.getByRole('menuitem', { name: '首页' })).toBeVisible();
  });

  test('the embedded shell mode hides side menu, header and tabs', async ({ page }) => {
    await page.goto('/user/login');
    await storeSetting(page, 'FSM_SHELL_MODE', true);
    await page.goto('/account/center');
    await page.getByPlaceholder('帐户名').fill('admin');
    await page.getByPlaceholder(/^密码$/).fill('123456');
    await page
      .getByRole('button', { name: /登\s*录/ })
      .first()
      .click();
    // A password login ends the shell mode: the full layout is back.
    await expect(page).toHaveURL('/account/center');
    await expect(sideMenu(page)).toBeVisible();
    await storeSetting(page, 'FSM_SHELL_MODE', true);
    await page.reload();
    await expect(page.locator('isps-account-center')).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.locator('.isps-header')).toHaveCount(0);
    await expect(page.locator('.isps-multi-tab')).toHaveCount(0);
  });
});
