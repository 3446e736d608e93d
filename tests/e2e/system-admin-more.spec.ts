import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API, apiToken, chooseOption, openLoggedIn } from './app-support';

const STAMP = Date.now().toString(36);

async function confirmPopover(scope: Locator): Promise<void> {
  await scope
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

test('users exported from the user page import back as new frozen users, and again are refused by row', async ({
  page,
}, testInfo) => {
  await openLoggedIn(page, '/system/user');
  const users = page.locator('isps-sys-user-list');
  await users.locator('input#entity-query_username').fill('wh_clerk');
  await users.locator('.isps-query-search').click();
  await expect(users.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await users.locator('.isps-toolbar-export').click();
  const exported = testInfo.outputPath('users.xlsx');
  await (await downloading).saveAs(exported);

  // The same sheet with a new account and employee number: everything else round-trips as exported.
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(exported) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(3).getCell(1).value).toBe('用户账号');
  const username = `e2e_imp_${STAMP}`;
  sheet.getRow(4).getCell(1).value = username;
  sheet.getRow(4).getCell(3).value = `WN-${STAMP}`;
  const file = testInfo.outputPath('users-import.xlsx');
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));

  await users.locator('.ant-upload input[type=file]').setInputFiles(file);
  await expect(users.locator('.ant-message')).toContainText('文件导入成功！数据行数：1');
  await users.locator('input#entity-query_username').fill(username);
  await users.locator('.isps-query-search').click();
  const row = users.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('冻结');
  await expect(row).toContainText('中心仓库');

  await users.locator('.ant-upload input[type=file]').setInputFiles(file);
  await expect(users.locator('.ant-modal-confirm')).toContainText(`第4行：用户账号“${username}”已存在`);
});

test('a dictionary item is edited in place in the items drawer and served at once', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { 'X-Access-Token': token };
  const code = `e2e_dict_${STAMP}`;
  const dict = await (
    await request.post(`${API}/sys/dict/add`, {
      headers,
      data: { dictName: `E2E字典${STAMP}`, dictCode: code },
    })
  ).json();
  await request.post(`${API}/sys/dictItem/add`, {
    headers,
    data: { dictId: dict.result.id, itemText: '旧文字', itemValue: 'v1' },
  });

  await openLoggedIn(page, '/system/dict');
  const dicts = page.locator('isps-sys-dict-list');
  await dicts.locator('input#entity-query_dictCode').fill(code);
  await dicts.locator('.isps-query-search').click();
  // The page shows the unfiltered list until the search answers.
  const row = dicts.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  await row.locator('.isps-dict-items').click();
  const drawer = dicts.getByRole('dialog', { name: /字典配置/ });
  await expect(drawer).toContainText('旧文字');
  await drawer.locator('.isps-dict-item-edit').click();
  await drawer.locator('input.isps-dict-item-text').fill('新文字');
  await drawer.locator('.isps-dict-item-save').click();
  await expect(dicts.locator('.ant-message')).toContainText('修改成功!');
  await expect(drawer.locator('.ant-table-tbody')).toContainText('新文字');
  await expect(drawer.locator('input.isps-dict-item-text')).toHaveCount(0);

  const served = await (await request.get(`${API}/sys/dict/getDictItems/${code}`, { headers })).json();
  expect(served.result).toEqual([expect.objectContaining({ value: 'v1', text: '新文字' })]);
});

test('the users tab of a department adds an existing user and removes them again', async ({ page }) => {
  await openLoggedIn(page, '/system/depart');
  const departs = page.locator('isps-sys-depart-list');
  await departs.getByPlaceholder('搜索部门').fill('采购部');
  await departs.getByPlaceholder('搜索部门').press('Enter');
  await departs.locator('.ant-tree-title', { hasText: /^采购部$/ }).click();
  await departs.getByRole('tab', { name: '用户' }).click();
  const table = departs.locator('.isps-depart-users');
  await expect(table.locator('.ant-table-tbody')).toBeVisible();
  await expect(table).not.toContainText('wh_clerk');

  await departs.locator('.isps-depart-user-add').click();
  await chooseOption(page, departs.locator('.isps-depart-user-choose'), 'wh_clerk', /wh_clerk/);
  // The multiple select keeps its list open; a click on the title closes it.
  await departs.locator('.ant-modal-title:visible').click();
  await departs
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(departs.locator('.ant-message')).toContainText('添加成功！');
  const clerk = table.locator('.ant-table-row', { hasText: 'wh_clerk' });
  await expect(clerk).toHaveCount(1);

  await clerk.locator('.isps-depart-user-remove').click();
  await confirmPopover(departs);
  await expect(departs.locator('.ant-message')).toContainText('删除成功!');
  await expect(clerk).toHaveCount(0);
});

test('the gateway route page says that nothing is published without Redis', async ({ page }) => {
  await openLoggedIn(page, '/system/gateway-route');
  const routes = page.locator('isps-sys-gateway-route-list');
  await routes.locator('.isps-gateway-clear').click();
  await confirmPopover(routes);
  await expect(routes.locator('.ant-message')).toContainText('未配置Redis，没有需要清除的网关路由缓存');
});

test('the position and system message pages, outside the menu, open by address', async ({ page }) => {
  await openLoggedIn(page, '/system/position');
  const positions = page.locator('isps-sys-position-list');
  await positions.locator('.isps-toolbar-add').click();
  await positions.locator('input#entity-form_code').fill(`P${STAMP}`);
  await positions.locator('input#entity-form_name').fill('端到端职务');
  await positions
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(positions.locator('.ant-message')).toContainText('添加成功！');
  await expect(positions.locator('.ant-table-tbody')).toContainText('端到端职务');

  await page.goto('/message/sysMessage');
  await expect(page.locator('isps-sys-message-list .ant-table')).toBeVisible();
});

test('a published notice is edited on the page only after revoking it', async ({ page, request }) => {
  const headers = { 'X-Access-Token': await apiToken(request) };
  const title = `E2E通知${STAMP}`;
  const added = await (
    await request.post(`${API}/sys/annountCement/add`, {
      headers,
      data: { titile: title, msgContent: '<p>x</p>' },
    })
  ).json();
  await request.get(`${API}/sys/annountCement/doReleaseData?id=${added.result.id}`, { headers });

  await openLoggedIn(page, '/system/announcement');
  const notices = page.locator('isps-sys-announcement-list');
  await notices.locator('input#entity-query_titile').fill(title);
  await notices.locator('.isps-query-search').click();
  const row = notices.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  const saveEdit = async (newTitle: string) => {
    await row.locator('.isps-row-edit').click();
    await notices.locator('input#entity-form_titile').fill(newTitle);
    await notices
      .locator('.ant-modal-footer:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
  };
  // Released: no edit button (the server refuses such an edit too, tests/server/system-content.test.ts).
  await expect(row.locator('.isps-row-edit')).toHaveCount(0);
  await expect(row.locator('.isps-announcement-revoke')).toBeVisible();

  await row.locator('.isps-announcement-revoke button').click();
  await confirmPopover(notices);
  await expect(notices.locator('.ant-message')).toContainText('该系统通知撤销成功');
  await saveEdit(`${title}改`);
  await expect(notices.locator('.ant-message')).toContainText('修改成功!');
  await expect(row).toContainText(`${title}改`);
});
