import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  addMenuRows,
  chooseMenuItem,
  newId,
  openLoggedIn,
  refreshServerCaches,
  removeMenuRows,
  sideMenu,
} from './app-support';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Menu rows a JeecgBoot administrator could add, granted to the admin role for this file. */
const folder = newId();
const hiddenFolder = newId();
const alwaysFolder = newId();
const IFRAME_URL = "{{ window._CONFIG['domianURL'] }}/docs";
const EXTERNAL_URL = 'https://example.invalid/handbook';
let ids: string[] = [];

test.beforeAll(async ({ request }) => {
  ids = addMenuRows([
    { id: folder, name: 'E2E菜单', url: '/e2e', component: 'layouts/RouteView', icon: 'tool', sortNo: 1 },
    { parentId: folder, name: 'E2E内嵌', url: IFRAME_URL, component: 'layouts/IframePageView', sortNo: 1 },
    {
      parentId: folder,
      name: 'E2E外链',
      url: EXTERNAL_URL,
      component: 'layouts/IframePageView',
      internalOrExternal: true,
      sortNo: 2,
    },
    {
      parentId: folder,
      name: 'E2E在线报表',
      url: '/online/cgreport/r42',
      component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      sortNo: 3,
    },
    {
      parentId: folder,
      name: 'E2E未发布',
      url: '/e2e/missing',
      component: 'isps-e2e-missing-page',
      sortNo: 4,
    },
    {
      parentId: folder,
      name: 'E2E隐藏',
      url: '/e2e/hidden',
      component: 'isps-exception-500',
      hidden: true,
      sortNo: 5,
    },
    {
      parentId: folder,
      name: 'E2E非路由',
      url: '/e2e/no-route',
      component: 'isps-exception-403',
      isRoute: false,
    },
    { id: hiddenFolder, name: 'E2E全隐藏', url: '/e2e-h', component: 'layouts/RouteView', sortNo: 2 },
    {
      parentId: hiddenFolder,
      name: 'E2E子项',
      url: '/e2e-h/a',
      component: 'isps-exception-403',
      hidden: true,
    },
    {
      id: alwaysFolder,
      name: 'E2E聚合',
      url: '/e2e-always',
      component: 'layouts/RouteView',
      alwaysShow: true,
    },
    { parentId: alwaysFolder, name: 'E2E唯一页', url: '/e2e-always/only', component: 'isps-exception-403' },
  ]);
  await refreshServerCaches(request);
});

test.afterAll(async ({ request }) => {
  removeMenuRows(ids);
  await refreshServerCaches(request);
});

test.describe('routes from the server menu (spec 2.4)', () => {
  test('a menu item renders the element named in its component, in the side menu order', async ({ page }) => {
    await openLoggedIn(page);
    await chooseMenuItem(sideMenu(page), '异常页', '500');
    await expect(page).toHaveURL('/exception/500');
    await expect(page.locator('isps-exception-500').getByText('抱歉，服务器出错了')).toBeVisible();
  });

  test('an element that is not defined yet shows "page not available", not a crash', async ({ page }) => {
    await openLoggedIn(page, '/e2e/missing');
    await expect(page.getByText('该页面暂未提供')).toBeVisible();
    await expect(page.getByText('isps-e2e-missing-page')).toBeVisible();
  });

  test('an iframe item evaluates its {{ }} url template and shows the page in a frame', async ({ page }) => {
    await openLoggedIn(page);
    await chooseMenuItem(sideMenu(page), 'E2E菜单', 'E2E内嵌');
    // The server sends the MD5 of the url as path, relative to the folder (api-contract 3.1).
    await expect(page).toHaveURL(`/e2e/${md5(IFRAME_URL)}`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('iframe.isps-iframe-page')).toHaveAttribute('src', `${origin}/jeecg-boot/docs`);
  });

  test('an external item opens in a new window', async ({ page, context }) => {
    // There is no internet here: answer the external site locally.
    await context.route('https://example.invalid/**', (route) => route.fulfill({ body: 'handbook' }));
    await openLoggedIn(page);
    await sideMenu(page).getByRole('menuitem', { name: 'E2E菜单' }).click();
    const popup = page.waitForEvent('popup');
    await sideMenu(page).getByRole('menuitem', { name: 'E2E外链' }).click();
    expect((await popup).url()).toContain('example.invalid/handbook');
    await expect(page).toHaveURL('/dashboard/analysis');
  });

  test('the online-report component maps to the built-in online report element with its code', async ({
    page,
  }) => {
    await openLoggedIn(page, '/online/cgreport/r42');
    await expect(page.locator('isps-online-report[code="r42"]')).toHaveCount(1);
  });

  test('a hidden item is left out of the menu but still opens by its path', async ({ page }) => {
    await openLoggedIn(page);
    await sideMenu(page).getByRole('menuitem', { name: 'E2E菜单' }).click();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E内嵌' })).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E隐藏' })).toHaveCount(0);
    await page.goto('/e2e/hidden');
    await expect(page.locator('isps-exception-500')).toBeVisible();
  });

  test("an item whose route is '0' is not registered", async ({ page }) => {
    await openLoggedIn(page);
    await sideMenu(page).getByRole('menuitem', { name: 'E2E菜单' }).click();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E非路由' })).toHaveCount(0);
    await page.goto('/e2e/no-route');
    await expect(page).toHaveURL('/404');
  });

  test('an entry whose children are all hidden is hidden', async ({ page }) => {
    await openLoggedIn(page);
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E菜单' })).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E全隐藏' })).toHaveCount(0);
  });

  test('an alwaysShow item stays a folder in the menu and its own path leads into it', async ({ page }) => {
    await openLoggedIn(page);
    await sideMenu(page).getByRole('menuitem', { name: 'E2E聚合' }).click();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'E2E唯一页' })).toBeVisible();
    await page.goto('/e2e-always');
    await expect(page).toHaveURL('/e2e-always/only');
    await expect(page.locator('isps-exception-403')).toBeVisible();
  });
});
