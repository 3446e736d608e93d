import { expect, type Locator, test } from '@playwright/test';
import { API, apiToken, chooseOption, loginThroughPage, openLoggedIn, sideMenu } from './app-support';

const STAMP = Date.now().toString(36);
const ROLE_CODE = `e2e_role_${STAMP}`;
const ROLE_NAME = `E2E角色${STAMP}`;
const USERNAME = `e2e_user_${STAMP}`;
const PASSWORD = 'e2e-pass-123';

async function confirmModal(scope: Locator): Promise<void> {
  await scope
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .last()
    .click();
}

/** Checks a node of the grant tree by its exact title. */
async function checkNode(tree: Locator, title: string): Promise<void> {
  await tree
    .locator('.ant-tree-treenode')
    .filter({ has: tree.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-tree-checkbox')
    .first()
    .click();
}

test('a new user with a new role of two menus sees exactly those menus', async ({ page, browser }) => {
  // The administrator adds the role and grants it the system folder with two of its pages.
  await openLoggedIn(page, '/system/role');
  const roles = page.locator('isps-sys-role-list');
  await roles.locator('.isps-toolbar-add').click();
  await roles.locator('input#entity-form_roleName').fill(ROLE_NAME);
  await roles.locator('input#entity-form_roleCode').fill(ROLE_CODE);
  await confirmModal(roles);
  await expect(roles.locator('.ant-message')).toContainText('添加成功！');
  await roles.locator('input#entity-query_roleCode').fill(ROLE_CODE);
  await roles.locator('.isps-query-search').click();
  const roleRow = roles.locator('.ant-table-tbody .ant-table-row');
  await expect(roleRow).toHaveCount(1);
  await roleRow.locator('.isps-role-grant').click();
  const tree = roles.locator('.isps-grant-tree');
  await expect(tree).toBeVisible();
  await checkNode(tree, '系统管理');
  await checkNode(tree, '租户管理');
  await checkNode(tree, '日志管理');
  await confirmModal(roles);
  await expect(roles.locator('.ant-message')).toContainText('保存成功！');

  // Then the user, with that role.
  await page.goto('/system/user');
  const users = page.locator('isps-sys-user-list');
  await users.locator('.isps-toolbar-add').click();
  await users.locator('input#entity-form_username').fill(USERNAME);
  await users.locator('input#entity-form_realname').fill('端到端用户');
  await users.locator('input#entity-form_password').fill(PASSWORD);
  await chooseOption(
    page,
    users.locator('.ant-select', { has: page.locator('input#entity-form_selectedroles') }),
    ROLE_NAME,
    new RegExp(ROLE_NAME),
  );
  await confirmModal(users);
  await expect(users.locator('.ant-message')).toContainText('添加成功！');

  // The new user logs in and sees home plus exactly the two granted pages.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/user/login');
  await loginThroughPage(other, USERNAME, PASSWORD);
  await expect(other).toHaveURL('/dashboard/analysis');
  const menu = sideMenu(other);
  await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(menu.getByRole('menuitem', { name: '租户管理' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '日志管理' })).toBeVisible();
  const leaves = await menu.locator('.ant-menu-item').allTextContents();
  expect(leaves.map((text) => text.trim()).sort()).toEqual(['日志管理', '租户管理', '首页'].sort());
  await menu.getByRole('menuitem', { name: '租户管理' }).click();
  await expect(other.locator('isps-sys-tenant-list .ant-table')).toBeVisible();
  await context.close();
});

test('publishing a notice on the announcement page raises the bell of a logged-in user without a reload', async ({
  page,
  browser,
}) => {
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const firstLoad = readerPage.waitForResponse((response) =>
    response.url().includes('/sys/annountCement/listByUser'),
  );
  await openLoggedIn(readerPage, '/dashboard/analysis', 'wh_clerk');
  await firstLoad;
  // The bell names its unread count once the first notice load is in.
  const bell = readerPage.locator('.isps-header').getByRole('button', { name: /消息通知（\d+ 条未读）/ });
  await expect(bell).toBeVisible();
  const before = Number(
    /（(\d+) 条未读）/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? Number.NaN,
  );
  expect(before).not.toBeNaN();

  await openLoggedIn(page, '/system/announcement');
  const list = page.locator('isps-sys-announcement-list');
  await list.locator('.isps-toolbar-add').click();
  const title = `E2E公告${STAMP}`;
  await list.locator('input#entity-form_titile').fill(title);
  await confirmModal(list);
  await expect(list.locator('.ant-message')).toContainText('添加成功！');
  await list.locator('input#entity-query_titile').fill(title);
  await list.locator('.isps-query-search').click();
  const row = list.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '发布' }).click();
  await list
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(list.locator('.ant-message')).toContainText('该系统通知发布成功');

  await expect(readerPage.getByText(title)).toBeVisible();
  await expect(
    readerPage.locator('.isps-header').getByRole('button', { name: `消息通知（${before + 1} 条未读）` }),
  ).toBeVisible();
  await reader.close();
});

test('the monitor pages show live figures and refuse non-administrators', async ({ page, request }) => {
  const staff = await apiToken(request, 'wh_clerk');
  const refused = await request.get(`${API}/sys/monitor/runtime`, { headers: { 'X-Access-Token': staff } });
  expect(refused.status()).toBe(403);
  await openLoggedIn(page, '/monitor/jvm');
  const runtime = page.locator('isps-monitor-jvm');
  await expect(runtime.getByText('Node版本')).toBeVisible();
  await page.goto('/monitor/redis');
  await expect(page.locator('isps-monitor-redis .isps-redis-not-configured')).toBeVisible();
  await page.goto('/monitor/http-trace');
  await expect(page.locator('isps-monitor-http-trace .ant-table-row').first()).toBeVisible();
});

const PAGES: [path: string, tag: string, ready: string][] = [
  ['/system/user', 'isps-sys-user-list', '.ant-table-row'],
  ['/system/depart', 'isps-sys-depart-list', '.ant-tree-node-content-wrapper'],
  ['/system/role', 'isps-sys-role-list', '.ant-table-row'],
  ['/system/permission', 'isps-sys-permission-list', '.ant-table-row'],
  ['/system/dict', 'isps-sys-dict-list', '.ant-table-row'],
  ['/system/log', 'isps-sys-log-list', '.ant-table-row'],
  ['/system/quartz-job', 'isps-sys-quartz-job-list', '.ant-table-row'],
  ['/system/tenant', 'isps-sys-tenant-list', '.ant-table-row'],
  ['/system/print-template', 'isps-sys-print-template-list', '.ant-table-row'],
  ['/system/data-source', 'isps-sys-data-source-list', '.ant-table'],
  ['/system/gateway-route', 'isps-sys-gateway-route-list', '.ant-table'],
  ['/system/check-rule', 'isps-sys-check-rule-list', '.ant-table-row'],
  ['/system/fill-rule', 'isps-sys-fill-rule-list', '.ant-table-row'],
  ['/system/address', 'isps-sys-address-list', '.ant-table'],
  ['/file/oss', 'isps-oss-file-list', '.ant-table'],
  ['/message/template', 'isps-message-template-list', '.ant-table'],
  ['/monitor/system', 'isps-monitor-system', '.ant-descriptions'],
  ['/monitor/tomcat', 'isps-monitor-tomcat', '.ant-descriptions'],
  ['/monitor/disk', 'isps-monitor-disk', '.ant-table-row'],
];

test('every system and monitor page renders its data', async ({ page }) => {
  await openLoggedIn(page);
  for (const [path, tag, ready] of PAGES) {
    await page.goto(path);
    await expect(page.locator(`${tag} ${ready}`).first(), path).toBeVisible();
  }
});

test('runs a job once from the job page and designs a label with a preview', async ({ page }) => {
  await openLoggedIn(page, '/system/quartz-job');
  const jobs = page.locator('isps-sys-quartz-job-list');
  // More built-in jobs than a page holds: the one wanted is searched for by its description.
  await jobs.locator('input#entity-query_description').fill('清理过期');
  await jobs.locator('.isps-query-search').click();
  const sweep = jobs.locator('.ant-table-row').filter({ hasText: '清理过期和已注销的会话' });
  await sweep.getByRole('button', { name: '执行一次' }).click();
  await jobs
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(jobs.locator('.ant-message')).toContainText('执行成功!');

  await page.goto('/system/print-template');
  const templates = page.locator('isps-sys-print-template-list');
  await templates
    .locator('.ant-table-row')
    .filter({ hasText: 'label_100x70' })
    .locator('.isps-print-design')
    .click();
  const canvas = templates.locator('.isps-print-canvas img');
  await expect(canvas).toBeVisible();
  const before = await canvas.getAttribute('src');
  await templates.locator('.isps-print-add-text').click();
  await expect(templates.locator('.isps-print-props')).toBeVisible();
  expect(await canvas.getAttribute('src')).not.toBe(before);
  await templates.locator('.ant-modal-footer:visible').getByRole('button', { name: '保存设计' }).click();
  await expect(templates.locator('.ant-message')).toContainText('编辑成功!');
});
