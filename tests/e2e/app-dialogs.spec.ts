import { expect, type Page, test } from '@playwright/test';
import { API, apiToken, DEMO_PASSWORD, loginThroughPage, openLoggedIn } from './app-support';

async function userMenu(page: Page, item: string) {
  await page
    .locator('.isps-header')
    .getByRole('button', { name: /用户菜单/ })
    .click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: item }).click();
}

function modalBox(page: Page, title: string | RegExp) {
  return page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

test.describe('dialogs (spec 2.9)', () => {
  test('the language select asked for by the host has no close button until a language is chosen', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.evaluate(() => document.querySelector('isps-app')?.setAttribute('ask-language', 'true'));
    const dialog = page.getByRole('dialog', { name: '切换语言' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'English' }).check();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByRole('heading', { name: 'Supplier Collaboration System' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pro__language'))).toContain('"en_US"');
  });

  test('a stored English loads the English texts and opens the login page in English (issue 17)', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('pro__language', JSON.stringify({ value: 'en_US', expire: null })),
    );
    const english = page.waitForResponse((response) => /\/locales-en_US-[^/]+\.js$/.test(response.url()));
    await page.goto('/user/login');
    await english;
    await expect(page.getByRole('heading', { name: 'Supplier Collaboration System' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '帐户名' })).toHaveCount(0);
  });

  test('the language select of the user menu can be closed without changing anything', async ({ page }) => {
    await openLoggedIn(page);
    await userMenu(page, '切换语言');
    const dialog = page.getByRole('dialog', { name: '切换语言' });
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.isps-sider').getByRole('menuitem', { name: '首页' })).toBeVisible();
  });

  test('change password: 800 wide, required fields and the mismatch message of spec 5', async ({ page }) => {
    await openLoggedIn(page);
    await userMenu(page, '密码修改');
    const modal = modalBox(page, '修改密码');
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(800);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal.getByText('请输入旧密码!')).toBeVisible();
    await expect(modal.getByText('请输入新密码!')).toBeVisible();
    await expect(modal.getByText('请确认新密码!')).toBeVisible();
    await modal.getByLabel('新密码', { exact: true }).fill('abcdef1');
    await modal.getByLabel('确认新密码').fill('abcdef2');
    await expect(modal.getByText('两次输入的密码不一样！')).toBeVisible();
  });

  test('change password reports a wrong old password and changes it with the right one', async ({
    page,
    request,
  }) => {
    await openLoggedIn(page, '/dashboard/analysis', 'qc_inspector');
    await userMenu(page, '密码修改');
    const modal = modalBox(page, '修改密码');
    await modal.getByLabel('旧密码').fill('wrong-password');
    await modal.getByLabel('新密码', { exact: true }).fill('n3w-secret');
    await modal.getByLabel('确认新密码').fill('n3w-secret');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('旧密码输入错误!')).toBeVisible();
    await modal.getByLabel('旧密码').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('密码重置成功!')).toBeVisible();
    await expect(modal).toBeHidden();
    // Put the demo password back for the other tests.
    const login = await request.post(`${API}/sys/login`, {
      data: { username: 'qc_inspector', password: 'n3w-secret' },
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const back = await request.put(`${API}/sys/user/updatePassword`, {
      headers: { 'X-Access-Token': token },
      data: { oldpassword: 'n3w-secret', password: DEMO_PASSWORD, confirmpassword: DEMO_PASSWORD },
    });
    expect(((await back.json()) as { success: boolean }).success).toBe(true);
  });

  test("change password without a logged-in user only warns 'no logged-in user'", async ({ page }) => {
    await openLoggedIn(page);
    await page.evaluate(() => localStorage.removeItem('pro__Login_Userinfo'));
    await page.reload();
    await expect(page.locator('.isps-header')).toBeVisible();
    await userMenu(page, '密码修改');
    await expect(page.getByText('当前系统无登录用户!')).toBeVisible();
    await expect(modalBox(page, '修改密码')).toHaveCount(0);
  });

  test('the department switch is 450 wide, explains itself, preselects the current one and keeps the choice 7 days', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await loginThroughPage(page, 'buyer');
    // buyer belongs to two departments: the login asks first (api-contract 9.3).
    const first = modalBox(page, /部门切换/);
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL('/dashboard/analysis');

    await userMenu(page, '切换部门');
    const modal = modalBox(page, /部门切换（当前部门 : 采购部）/);
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(450);
    await modal.locator('.anticon-question-circle').hover();
    await expect(page.getByRole('tooltip')).toHaveText('您隶属于多部门，请选择当前所在部门');
    await expect(modal.locator('.ant-select')).toContainText('采购部');
    await modal.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: '仓储物流部' }).click();
    const before = Date.now();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('部门切换成功')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}'));
    expect(stored.value.orgCode).toBe('A01A02');
    const sevenDays = 604_800_000;
    expect(stored.expire).toBeGreaterThanOrEqual(before + sevenDays - 60_000);
    expect(stored.expire).toBeLessThanOrEqual(Date.now() + sevenDays + 60_000);
  });

  test("a user without departments gets 'department info not set'", async ({ page, request }) => {
    await apiToken(request, 'supplier_a');
    await openLoggedIn(page, '/dashboard/analysis', 'supplier_a');
    await userMenu(page, '切换部门');
    await expect(page.getByText('您尚未设置部门信息!')).toBeVisible();
  });
});
