import { expect, type Page, test } from '@playwright/test';
import {
  addAnnouncement,
  addMenuRows,
  HOME,
  loginThroughPage,
  openLoggedIn,
  refreshServerCaches,
  removeMenuRows,
  retireAllAnnouncements,
} from './app-support';

function header(page: Page) {
  return page.locator('.isps-header');
}

async function openUserMenu(page: Page) {
  await header(page)
    .getByRole('button', { name: /用户菜单/ })
    .click();
}

test.describe('header (spec 2.6)', () => {
  test('greets by the hour with the welcome text', async ({ page }) => {
    const cases: [number, string][] = [
      [8, '早上好'],
      [10, '上午好'],
      [13, '中午好'],
      [19, '下午好'],
      [21, '晚上好'],
    ];
    await openLoggedIn(page);
    for (const [hour, greeting] of cases) {
      const at = new Date();
      at.setHours(hour, 30, 0, 0);
      await page.clock.setFixedTime(at);
      await page.reload();
      await expect(header(page).locator('.isps-welcome')).toHaveText(
        `${greeting}，管理员，欢迎使用供应商协同系统`,
      );
    }
  });

  test('shows the red support-phone notice', async ({ page }) => {
    await openLoggedIn(page);
    const notice = header(page).locator('.isps-support-phone');
    await expect(notice).toHaveText(/系统问题请联系技术支持：400-820-8820/);
    await expect(notice).toHaveCSS('color', 'rgb(207, 19, 34)');
  });

  test('searches the visible menu entries and navigates to the chosen one', async ({ page }) => {
    await openLoggedIn(page);
    const search = header(page).getByRole('combobox', { name: '搜索菜单' });
    await search.click();
    await search.fill('数据字');
    await expect(page.locator('.ant-select-item-option', { hasText: '系统管理 / 数据字典' })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL('/system/dict');
    // Hidden entries (the "view more" page) are not offered.
    await search.click();
    await search.fill('我的消息');
    await expect(page.locator('.ant-select-item-option', { hasText: '我的消息' })).toHaveCount(0);
  });

  test('opens external and iframe entries of the search in a new window', async ({
    page,
    context,
    request,
  }) => {
    const ids = addMenuRows([
      { name: 'E2E搜索内嵌', url: 'https://example.invalid/embedded', component: 'layouts/IframePageView' },
    ]);
    await refreshServerCaches(request);
    try {
      await context.route('https://example.invalid/**', (route) => route.fulfill({ body: 'ok' }));
      await openLoggedIn(page);
      const search = header(page).getByRole('combobox', { name: '搜索菜单' });
      await search.click();
      await search.fill('E2E搜索');
      const popup = page.waitForEvent('popup');
      await page.locator('.ant-select-item-option', { hasText: 'E2E搜索内嵌' }).click();
      expect((await popup).url()).toBe('https://example.invalid/embedded');
      await expect(page).toHaveURL(HOME);
    } finally {
      removeMenuRows(ids);
      await refreshServerCaches(request);
    }
  });

  test('the user dropdown leads to the account settings page (account-settings-base)', async ({ page }) => {
    await openLoggedIn(page);
    await openUserMenu(page);
    await expect(page.locator('.ant-dropdown').getByRole('menuitem')).toHaveText([
      '账户设置',
      '系统设置',
      '密码修改',
      '切换部门',
      '清理缓存',
      '切换语言',
    ]);
    await page.getByRole('menuitem', { name: '账户设置' }).click();
    await expect(page).toHaveURL('/account/settings/base');
    await expect(page.locator('.isps-page-header').getByRole('heading', { name: '个人设置' })).toBeVisible();
  });

  test("clear cache says 'Refresh cache complete !' and 'Refresh cache failed !' when it fails", async ({
    page,
  }) => {
    await openLoggedIn(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
    await page.route('**/sys/dict/refleshCache**', (route) => route.abort());
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存失败！')).toBeVisible();
  });

  test('switches the language from the user dropdown; menu titles come back in English', async ({ page }) => {
    await openLoggedIn(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换语言' }).click();
    const dialog = page.getByRole('dialog', { name: '切换语言' });
    await dialog.getByRole('radio', { name: 'English' }).check();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.isps-sider').getByRole('menuitem', { name: 'Home' })).toBeVisible();
    await expect(header(page).locator('.isps-welcome')).toContainText(
      'welcome to the supplier collaboration system',
    );
    expect(await page.evaluate(() => localStorage.getItem('pro__language'))).toContain('en_US');
    // Dictionary texts (status tags, chart legends, select options) follow the language as well.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? '{}') as {
            value?: Record<string, { value: string; text: string }[]>;
          };
          return stored.value?.doc_status?.find((item) => item.value === 'approved')?.text;
        }),
      )
      .toBe('Approved');
    await page.reload();
    await expect(page.locator('.isps-sider').getByRole('menuitem', { name: 'Home' })).toBeVisible();
  });

  test('logout asks "Do you really want to log out?" and goes to the login page', async ({ page }) => {
    await openLoggedIn(page, '/system/dict');
    await header(page).getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/system/dict')}`);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test('logout still logs out locally when the call fails, and says error', async ({ page }) => {
    await openLoggedIn(page);
    await page.route('**/sys/logout', (route) => route.abort());
    await header(page).getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    const error = page.locator('.ant-modal-confirm-error');
    await expect(error.locator('.ant-modal-confirm-title')).toHaveText('错误');
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });
});

test.describe('notice bell (spec 2.6, 4.3)', () => {
  test.beforeEach(() => retireAllAnnouncements());

  test('lists notices and system messages with counts and priority tags in a 300 wide popover', async ({
    page,
  }) => {
    addAnnouncement({ titile: 'E2E通知一', priority: 'H', category: '1' });
    addAnnouncement({ titile: 'E2E通知二', priority: 'M', category: '1' });
    addAnnouncement({ titile: 'E2E系统消息', priority: 'L', category: '2' });
    await openLoggedIn(page);
    const bell = header(page).getByRole('button', { name: /消息通知（3 条未读）/ });
    await bell.click();
    const popover = page.locator('.isps-notice-popover');
    await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
    await expect(popover.getByRole('tab', { name: '通知(2)' })).toBeVisible();
    await expect(popover.getByRole('tab', { name: '系统消息(1)' })).toBeVisible();
    const first = popover.locator('.isps-notice-item', { hasText: 'E2E通知一' });
    await expect(first.getByText('H', { exact: true })).toBeVisible();
    await expect(
      popover.locator('.isps-notice-item', { hasText: 'E2E通知二' }).getByText('M', { exact: true }),
    ).toBeVisible();
    await popover.getByRole('tab', { name: '系统消息(1)' }).click();
    await expect(
      popover.locator('.isps-notice-item', { hasText: 'E2E系统消息' }).getByText('L', { exact: true }),
    ).toBeVisible();
  });

  test('opening a notice shows it sanitised, marks it read and reloads the counts', async ({ page }) => {
    addAnnouncement({
      titile: 'E2E脚本通知',
      msgContent: '<p>正文<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=2</script>',
    });
    await openLoggedIn(page);
    await header(page)
      .getByRole('button', { name: /消息通知（1 条未读）/ })
      .click();
    await page.locator('.isps-notice-item', { hasText: 'E2E脚本通知' }).click();
    const modal = page.getByRole('dialog', { name: '通知详情' });
    await expect(modal.getByText('正文')).toBeVisible();
    await expect(modal.getByText(/发布人：admin 发布时间：/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(header(page).getByRole('button', { name: /消息通知（0 条未读）/ })).toBeVisible();
    // spec 9: the announcement modal is 60 % wide.
    const width = Math.round((page.viewportSize()?.width ?? 0) * 0.6);
    const modalBox = page.locator('.ant-modal', { hasText: '通知详情' });
    await expect.poll(async () => Math.round((await modalBox.boundingBox())?.width ?? 0)).toBe(width);
  });

  test("a url notice has 'go handle', which navigates to its page", async ({ page }) => {
    addAnnouncement({ titile: 'E2E待处理', openType: 'url', openPage: '/system/dict' });
    await openLoggedIn(page);
    await header(page)
      .getByRole('button', { name: /消息通知/ })
      .click();
    await page.locator('.isps-notice-item', { hasText: 'E2E待处理' }).click();
    await page.getByRole('button', { name: '去处理' }).click();
    await expect(page).toHaveURL('/system/dict');
  });

  test('a component notice opens its page in a dialog', async ({ page }) => {
    addAnnouncement({ titile: 'E2E组件通知', openType: 'component', openPage: 'isps-exception-403' });
    await openLoggedIn(page);
    await header(page)
      .getByRole('button', { name: /消息通知/ })
      .click();
    await page.locator('.isps-notice-item', { hasText: 'E2E组件通知' }).click();
    await expect(
      page.getByRole('dialog', { name: 'E2E组件通知' }).locator('isps-exception-403'),
    ).toBeVisible();
  });

  test("'view more' goes to /isps/userAnnouncement", async ({ page }) => {
    await openLoggedIn(page);
    await header(page)
      .getByRole('button', { name: /消息通知/ })
      .click();
    await page.locator('.isps-notice-popover').getByRole('button', { name: '查看更多' }).first().click();
    await expect(page).toHaveURL('/isps/userAnnouncement');
    await expect(page.locator('isps-user-announcement')).toBeVisible();
  });
});

test('a logged-in user of another kind sees their own name in the header', async ({ page }) => {
  await page.goto('/user/login');
  await loginThroughPage(page, 'wh_clerk');
  await expect(header(page).getByRole('button', { name: /用户菜单：李仓管/ })).toBeVisible();
});
