import { expect, type Page, test } from '@playwright/test';
import { openLoggedIn, sideMenu } from './app-support';

async function openDrawer(page: Page) {
  await page
    .locator('.isps-header')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: '系统设置' }).click();
  const drawer = page.locator('.isps-setting-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

function stored(page: Page, key: string) {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, key);
}

test.describe('settings drawer (spec 2.8)', () => {
  test('starts from the defaults of spec 9', async ({ page }) => {
    await openLoggedIn(page);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('radio', { name: '亮色' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: '侧边栏导航' })).toBeChecked();
    await expect(drawer.getByRole('button', { name: '拂晓蓝（默认）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByRole('switch', { name: '固定 Header', exact: true })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: '多页签模式' })).toBeChecked();
    await expect(drawer.getByRole('combobox', { name: '内容区域宽度' })).toBeVisible();
    await expect(drawer.getByText('固定', { exact: true })).toBeVisible();
  });

  test('the dark menu theme and a colour preset apply at once, to the pages too, and persist', async ({
    page,
  }) => {
    await openLoggedIn(page, '/account/center');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('group', { name: '主题色' }).getByRole('button')).toHaveCount(8);
    await drawer.getByRole('radio', { name: '暗色' }).check();
    await expect(sideMenu(page)).toHaveCSS('background-color', 'rgb(0, 21, 41)');
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await page.keyboard.press('Escape');
    // The page element (its own shadow root) follows the primary colour.
    await expect(page.locator('isps-account-center').getByRole('button', { name: '切换部门' })).toHaveCSS(
      'background-color',
      'rgb(114, 46, 209)',
    );
    expect(await stored(page, 'DEFAULT_THEME')).toBe('dark');
    expect(await stored(page, 'DEFAULT_COLOR')).toBe('#722ED1');
    await page.reload();
    await expect(sideMenu(page)).toHaveCSS('background-color', 'rgb(0, 21, 41)');
  });

  test('the top menu allows the fluid width and disables the fixed side menu', async ({ page }) => {
    await openLoggedIn(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('combobox', { name: '内容区域宽度' }).click();
    await expect(page.locator('.ant-select-item-option-disabled', { hasText: '流式' })).toBeVisible();
    await page.keyboard.press('Escape');
    await drawer.getByRole('radio', { name: '顶部栏导航' }).check();
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    await drawer.getByRole('combobox', { name: '内容区域宽度' }).click();
    await page.locator('.ant-select-item-option', { hasText: '流式' }).click();
    expect(await stored(page, 'DEFAULT_CONTENT_WIDTH_TYPE')).toBe('Fluid');
    expect(await stored(page, 'DEFAULT_LAYOUT_MODE')).toBe('topmenu');
  });

  test('hiding the header on scroll needs a fixed header and hides it after 100 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openLoggedIn(page);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();
    await drawer.getByRole('switch', { name: '固定 Header', exact: true }).click();
    await expect(page.locator('.isps-header')).toHaveCSS('position', 'fixed');
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await page.keyboard.press('Escape');
    const header = page.locator('.isps-header');
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(-64);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    expect(await stored(page, 'DEFAULT_FIXED_HEADER_HIDDEN')).toBe(true);
  });

  test('the fixed side menu stays in place while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openLoggedIn(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('switch', { name: '固定侧边菜单' }).click();
    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toHaveCSS('position', 'fixed');
    expect(await stored(page, 'DEFAULT_FIXED_SIDEMENU')).toBe(true);
  });

  test('the colour-weak mode inverts the page and multi-tab can be switched off', async ({ page }) => {
    await openLoggedIn(page, '/system/dict');
    const drawer = await openDrawer(page);
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.filter))
      .toMatch(/invert\((80%|0\.8)\)/);
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect(page.locator('.isps-multi-tab')).toHaveCount(0);
    expect(await stored(page, 'DEFAULT_COLOR_WEAK')).toBe(true);
    expect(await stored(page, 'DEFAULT_MULTI_PAGE')).toBe(false);
  });
});
