import { type APIRequestContext, expect, test } from '@playwright/test';
import { buttonId, menuId } from '../../server/db/seed/system-data';
import { menuByKey } from '../../src/domain/system/menu';
import { API, apiToken, chooseOption, loginThroughPage, openLoggedIn } from './app-support';

const STAMP = Date.now().toString(36);
const ROLE_CODE = `e2e_rules_${STAMP}`;
const USERNAME = `e2e_rules_${STAMP}`;
const PASSWORD = 'e2e-rules-123';
const RULE_NAME = `本人数据${STAMP}`;
const OWN_CODE = `E2E-OWN-${STAMP}`;
const ADMIN_CODE = `E2E-ADM-${STAMP}`;

type Json = Record<string, unknown>;

async function call(request: APIRequestContext, token: string, path: string, data: Json): Promise<Json> {
  const response = await request.post(`${API}${path}`, { data, headers: { 'X-Access-Token': token } });
  const body = (await response.json()) as Json;
  if (body.success !== true) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result as Json;
}

async function addProduct(request: APIRequestContext, token: string, code: string): Promise<void> {
  await call(request, token, '/mdm/product/add', { code, name: code, productType: 'spare_part', uom: 'PCS' });
}

/** A role granted the product page, a rule "own rows" on that page, a user with the role, a product each. */
async function prepare(request: APIRequestContext): Promise<void> {
  const admin = await apiToken(request);
  const role = await call(request, admin, '/sys/role/add', {
    roleName: `规则角色${STAMP}`,
    roleCode: ROLE_CODE,
  });
  const product = menuByKey('mdm.product')!;
  const granted = [
    menuId('mdm'),
    menuId('mdm.product'),
    ...(product.buttons ?? []).map((button) => buttonId('mdm.product', button.perms)),
  ];
  await call(request, admin, '/sys/permission/saveRolePermission', {
    roleId: role.id,
    permissionIds: granted.join(','),
    lastpermissionIds: '',
  });
  await call(request, admin, '/sys/permission/addPermissionRule', {
    permissionId: menuId('mdm.product'),
    ruleName: RULE_NAME,
    ruleColumn: 'createBy',
    ruleConditions: '=',
    ruleValue: '#{sys_user_code}',
  });
  await call(request, admin, '/sys/user/add', {
    username: USERNAME,
    realname: '规则用户',
    password: PASSWORD,
    selectedroles: role.id,
  });
  await addProduct(request, admin, ADMIN_CODE);
  const login = await request.post(`${API}/sys/login`, { data: { username: USERNAME, password: PASSWORD } });
  const user = ((await login.json()) as { result: { token: string } }).result.token;
  await addProduct(request, user, OWN_CODE);
}

test('a data rule chosen for a role in the role page limits what its users see', async ({
  page,
  browser,
  request,
}) => {
  await prepare(request);

  // The administrator chooses the page's "own rows" rule for the role in its grant dialog.
  await openLoggedIn(page, '/system/role');
  const roles = page.locator('isps-sys-role-list');
  await roles.locator('input#entity-query_roleCode').fill(ROLE_CODE);
  await roles.locator('.isps-query-search').click();
  const roleRow = roles.locator('.ant-table-tbody .ant-table-row');
  await expect(roleRow).toHaveCount(1);
  await roleRow.locator('.isps-role-grant').click();
  const tree = roles.locator('.isps-grant-tree');
  const productNode = tree
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: /^产品数据规则$/ }) });
  await productNode.getByRole('button', { name: '数据规则' }).click();
  const rule = roles.locator('.ant-checkbox-wrapper', { hasText: RULE_NAME });
  await rule.click();
  await expect(rule.locator('.ant-checkbox')).toHaveClass(/ant-checkbox-checked/);
  const ruleDialog = roles
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-checkbox-wrapper', { hasText: RULE_NAME }) });
  await ruleDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(roles.locator('.ant-message')).toContainText('保存成功！');
  await expect(ruleDialog).toBeHidden();
  await roles
    .locator('.ant-modal')
    .filter({ has: page.locator('.isps-grant-tree') })
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(tree).toBeHidden();

  // The user of the role sees only the product it created, not the administrator's.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await userPage.goto('/mdm/product');
  await expect(userPage).toHaveURL(/\/user\/login/);
  await loginThroughPage(userPage, USERNAME, PASSWORD);
  await expect(userPage).toHaveURL(/\/mdm\/product$/);
  const list = userPage.locator('isps-product-list');
  await expect(list.locator('.ant-table-tbody')).toContainText(OWN_CODE);
  await expect(list.locator('.ant-table-tbody')).not.toContainText(ADMIN_CODE);
  await expect(list.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
  await context.close();
});

test('the user page assigns the facilities #{sys_user_facilities} stands for', async ({ page, request }) => {
  const admin = await apiToken(request);
  const headers = { 'X-Access-Token': admin };
  const facilities = (await (
    await request.get(`${API}/wms/facility/list?pageSize=1&column=code&order=asc`, { headers })
  ).json()) as { result: { records: { id: string; code: string }[] } };
  const facility = facilities.result.records[0]!;

  await openLoggedIn(page, '/system/user');
  const users = page.locator('isps-sys-user-list');
  await users.locator('input#entity-query_username').fill('qc_inspector');
  await users.locator('.isps-query-search').click();
  const row = users.locator('.ant-table-tbody .ant-table-row');
  await expect(row).toHaveCount(1);
  await row.locator('.isps-user-facilities-open').click();
  await chooseOption(
    page,
    users.locator('.isps-user-facilities'),
    facility.code,
    new RegExp(`^${facility.code} `),
  );
  // A multiple select keeps its list open: a click on the dialog's hint closes it.
  await users.locator('.ant-modal .ant-typography', { hasText: 'sys_user_facilities' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await users
    .locator('.ant-modal')
    .filter({ has: page.locator('.isps-user-facilities') })
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(users.locator('.ant-message')).toContainText('保存成功');

  const list = (await (
    await request.get(`${API}/sys/user/list?username=qc_inspector`, { headers })
  ).json()) as {
    result: { records: { id: string }[] };
  };
  const assigned = (await (
    await request.get(`${API}/sys/user/facilities?userId=${list.result.records[0]!.id}`, { headers })
  ).json()) as { result: string[] };
  expect(assigned.result).toEqual([facility.id]);
});
