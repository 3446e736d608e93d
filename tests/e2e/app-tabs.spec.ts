import { expect, type Page, test } from '@playwright/test';
import { HOME, openLoggedIn, refreshServerCaches, setKeepAlive, sideMenu } from './app-support';

function tabBar(page: Page) {
  return page.locator('.isps-multi-tab').getByRole('tablist');
}

async function openFromMenu(page: Page, folder: string, item: string) {
  const menu = sideMenu(page);
  const folderItem = menu.getByRole('menuitem', { name: folder });
  // Only the current page's folders are open; open this one unless it is.
  if ((await folderItem.getAttribute('aria-expanded')) !== 'true') await folderItem.click();
  await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens home, 403, 404, 500 and the account center as tabs; the account center is active. */
async function openFiveTabs(page: Page) {
  await openLoggedIn(page);
  await openFromMenu(page, '异常页', '403');
  await openFromMenu(page, '异常页', '404');
  await openFromMenu(page, '异常页', '500');
  await openFromMenu(page, '个人页', '个人中心');
  await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '403', '404', '500', '个人中心']);
}

/** Right-clicks a tab and chooses an item of its context menu once the menu has stopped moving. */
async function tabMenu(page: Page, tab: string, item: string) {
  await tabBar(page).getByRole('tab', { name: tab, exact: true }).click({ button: 'right' });
  const menu = page.locator('.isps-tab-menu:visible');
  await expect(menu).not.toHaveClass(/slide-up/);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(page.locator('.isps-tab-menu:visible')).toHaveCount(0);
}

test.describe('tabs (spec 2.7)', () => {
  test('one tab per opened page, titled from the route, home first; the document title follows', async ({
    page,
  }) => {
    await openLoggedIn(page, '/system/dict');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '数据字典']);
    await expect(page).toHaveTitle('数据字典 · 供应商协同系统');
    await tabBar(page).getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page).toHaveTitle('供应商协同系统');
    // Opening an open page again activates its tab instead of adding one.
    await openFromMenu(page, '系统管理', '数据字典');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '数据字典']);
    await expect(tabBar(page).getByRole('tab', { name: '数据字典' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the home tab is never closed', async ({ page }) => {
    await openLoggedIn(page, '/system/dict');
    const home = tabBar(page).locator('.ant-tabs-tab', { hasText: '首页' });
    await home.locator('.ant-tabs-tab-remove').click();
    await expect(page.getByText('首页不能关闭!')).toBeVisible();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '数据字典']);
  });

  test('closing the active tab activates its neighbour', async ({ page }) => {
    await openFiveTabs(page);
    await tabBar(page).getByRole('tab', { name: '404' }).click();
    await tabBar(page).locator('.ant-tabs-tab', { hasText: '404' }).locator('.ant-tabs-tab-remove').click();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '403', '500', '个人中心']);
    await expect(page).toHaveURL('/exception/500');
  });

  test('the tab context menu works by keyboard alone (Shift+F10, arrows, Enter)', async ({ page }) => {
    await openFiveTabs(page);
    await tabBar(page).getByRole('tab', { name: '404' }).focus();
    await page.keyboard.press('Shift+F10');
    const item = page.locator('.isps-tab-menu:visible').getByRole('menuitem', { name: '关闭其它' });
    await expect(page.locator('.isps-tab-menu:visible').getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '404']);
  });

  test('the context menu of a page opened a moment ago stays open', async ({ page }) => {
    await openLoggedIn(page);
    for (const item of ['403', '404']) {
      await openFromMenu(page, '异常页', item);
      // At once, while the page is still loading and the app scrolls to the top.
      await tabBar(page).getByRole('tab', { name: item, exact: true }).click({ button: 'right' });
      const menu = page.locator('.isps-tab-menu:visible');
      await expect(menu).toBeVisible();
      await expect(menu).not.toHaveClass(/slide-up/);
      // Still open after the page has settled and the window scrolled (what used to close it).
      await expect(page.locator(`isps-exception-${item}`)).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: '刷新' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.isps-tab-menu:visible')).toHaveCount(0);
    }
  });

  test('a click outside closes the tab menu; a left click on a tab activates it without a menu', async ({
    page,
  }) => {
    await openFiveTabs(page);
    await tabBar(page).getByRole('tab', { name: '404' }).click({ button: 'right' });
    await expect(page.locator('.isps-tab-menu:visible')).toBeVisible();
    await page.locator('.isps-header').click({ position: { x: 5, y: 5 } });
    await expect(page.locator('.isps-tab-menu:visible')).toHaveCount(0);
    await tabBar(page).getByRole('tab', { name: '500' }).click();
    await expect(page).toHaveURL('/exception/500');
    await expect(page.locator('.isps-tab-menu:visible')).toHaveCount(0);
  });

  test('the context menu closes left (1), right (2) and others (3), keeping home', async ({ page }) => {
    await openFiveTabs(page);
    await tabMenu(page, '404', '关闭左侧');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '404', '500', '个人中心']);
    await expect(page).toHaveURL('/account/center');
    await tabMenu(page, '500', '关闭右侧');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '404', '500']);
    await expect(page).toHaveURL('/exception/500');
    await tabMenu(page, '404', '关闭其它');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '404']);
    await expect(page).toHaveURL('/exception/404');
  });

  test('the context menu refreshes (4) a page by mounting it again', async ({ page }) => {
    await openLoggedIn(page, '/exception/403');
    const element = page.locator('isps-exception-403');
    await element.evaluate((el) => {
      (el as HTMLElement & { __mark?: number }).__mark = 1;
    });
    await tabMenu(page, '403', '刷新');
    await expect(element).toBeVisible();
    expect(await element.evaluate((el) => (el as HTMLElement & { __mark?: number }).__mark)).toBeUndefined();
  });

  test('kept-alive pages keep their state, other pages start afresh', async ({ page, request }) => {
    const before = setKeepAlive('/isps/userAnnouncement', true);
    await refreshServerCaches(request);
    try {
      await openLoggedIn(page, '/isps/userAnnouncement');
      const kept = page.locator('isps-user-announcement');
      await kept.locator('.ant-card-extra').getByRole('combobox').click();
      await page.locator('.ant-select-item-option', { hasText: '系统消息' }).click();
      await expect(kept.locator('.ant-card-extra .ant-select')).toContainText('系统消息');
      await openFromMenu(page, '异常页', '403');
      await expect(kept).toBeHidden();
      const fresh = page.locator('isps-exception-403');
      await fresh.evaluate((el) => {
        (el as HTMLElement & { __mark?: number }).__mark = 1;
      });
      await tabBar(page).getByRole('tab', { name: '我的消息' }).click();
      await expect(kept.locator('.ant-card-extra .ant-select')).toContainText('系统消息');
      await tabBar(page).getByRole('tab', { name: '403' }).click();
      expect(await fresh.evaluate((el) => (el as HTMLElement & { __mark?: number }).__mark)).toBeUndefined();
    } finally {
      setKeepAlive('/isps/userAnnouncement', before === 1);
      await refreshServerCaches(request);
    }
  });

  test('multi-tab mode off keeps only the current page', async ({ page }) => {
    await page.goto('/user/login');
    await page.evaluate(() =>
      localStorage.setItem('pro__DEFAULT_MULTI_PAGE', JSON.stringify({ value: false, expire: null })),
    );
    await openLoggedIn(page, '/system/dict');
    await expect(page.locator('.isps-multi-tab')).toHaveCount(0);
    await openFromMenu(page, '异常页', '403');
    await expect(page.locator('isps-exception-403')).toBeVisible();
  });
});
