import { expect, type Page, test } from '@playwright/test';
import { countLive, loginThroughPage, openLoggedIn, sentSmsCode } from './app-support';

function stat(page: Page, title: string) {
  return page
    .locator('isps-dashboard-analysis .isps-stat', { hasText: title })
    .locator('.ant-statistic-content');
}

test.describe('dashboards (issue 4 point 10)', () => {
  test('the home page shows the real counts and the charts from the database', async ({ page }) => {
    await openLoggedIn(page);
    await expect(stat(page, '产品')).toHaveText(String(countLive('mdm_product')));
    await expect(stat(page, '仓库')).toHaveText(String(countLive('wms_facility')));
    await expect(stat(page, '业务伙伴')).toHaveText(String(countLive('mdm_business_partner')));
    const home = page.locator('isps-dashboard-analysis');
    await expect(home.getByRole('img', { name: '近14天收发货数量' })).toBeVisible();
    await expect(home.getByRole('img', { name: '单据状态分布' })).toBeVisible();
    await expect(home.getByRole('img', { name: '各仓库库存金额' })).toBeVisible();
    // The figures behind a chart are also a table for screen readers: fourteen days.
    await expect(home.getByRole('table', { name: '近14天收发货数量' }).getByRole('row')).toHaveCount(15);
    // The demo suppliers' delivery history (received notes against PO items) gives the on-time rates.
    const onTime = home.getByRole('table', { name: /供应商准时交货率/ });
    await expect(onTime.getByRole('row', { name: /S001/ })).toHaveCount(1);
    await expect(onTime.getByRole('row', { name: /S002/ })).toHaveCount(1);
  });

  for (const [path, tag, text] of [
    ['/dashboard/workplace', 'isps-dashboard-workplace', '待我审批'],
    ['/dashboard/task', 'isps-dashboard-task', '未执行'],
    ['/dashboard/monitor', 'isps-dashboard-monitor', '每秒请求数'],
    ['/dashboard/chart', 'isps-dashboard-chart', '库龄分布（数量）'],
  ] as const) {
    test(`${path} renders its figures`, async ({ page }) => {
      await openLoggedIn(page, path);
      await expect(page.locator(tag).getByText(text).first()).toBeVisible();
    });
  }

  test("a supplier's home page shows the figures of its own documents, not the company's", async ({
    page,
  }) => {
    await openLoggedIn(page, '/dashboard/analysis', 'supplier_a');
    await expect(stat(page, '我的收货单')).toHaveText(/^\d+$/);
    await expect(stat(page, '待处理退货')).toHaveText(/^\d+$/);
    await expect(stat(page, '产品')).toHaveCount(0);
    const home = page.locator('isps-dashboard-analysis');
    await expect(home.locator('.isps-figure', { hasText: '近14天收货单' })).toBeVisible();
    await expect(home.getByText('暂无数据来源')).toHaveCount(0);
    await expect(page.getByText('拒绝访问')).toHaveCount(0);
  });

  test('the workplace opens the page of documents waiting for my approval', async ({ page }) => {
    await openLoggedIn(page, '/dashboard/workplace');
    // The demo has pending purchase orders; the administrator holds their approve button.
    const pending = page.locator('isps-dashboard-workplace .isps-pending-approvals');
    await pending.getByRole('button', { name: '采购订单', exact: true }).click();
    await expect(page).toHaveURL('/srm/purchase-order?docStatus=pending');
    // The list opens filtered to them: the status in its query form, every row pending.
    const list = page.locator('isps-purchase-order-list');
    await expect(list.locator('.isps-query-form')).toContainText('待审核');
    const rows = list.locator('.ant-table-tbody .ant-table-row');
    await expect(rows.first()).toBeVisible();
    const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    for (const text of statuses) {
      expect(text).toContain('待审核');
      expect(text).not.toContain('已审核');
    }
    // Reset clears the link's filter like any other: more orders match.
    const total = list.locator('.ant-pagination-total-text');
    const count = async () => Number(/共\s*(\d+)\s*条/.exec((await total.textContent()) ?? '')?.[1]);
    const pendingCount = await count();
    await list.getByRole('button', { name: /重\s*置/ }).click();
    await expect(list.locator('.isps-query-form')).not.toContainText('待审核');
    await expect.poll(count).toBeGreaterThan(pendingCount);
  });

  test('the workplace shortcuts navigate inside the app', async ({ page }) => {
    await openLoggedIn(page, '/dashboard/workplace');
    await page.locator('isps-dashboard-workplace').getByRole('button', { name: '库存查询' }).click();
    await expect(page).toHaveURL('/warehouse/inventory');
  });
});

test.describe('exception and account pages (issue 4 point 10)', () => {
  for (const [code, text] of [
    ['403', '抱歉，您无权访问此页面'],
    ['404', '抱歉，您访问的页面不存在'],
    ['500', '抱歉，服务器出错了'],
  ] as const) {
    test(`exception ${code} says so and leads home`, async ({ page }) => {
      await openLoggedIn(page, `/exception/${code}`);
      const element = page.locator(`isps-exception-${code}`);
      await expect(element.getByText(text)).toBeVisible();
      await element.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL('/dashboard/analysis');
    });
  }

  test('the account center and the account settings show the user', async ({ page }) => {
    await openLoggedIn(page, '/account/center');
    await expect(page.locator('isps-account-center').getByText('13800138000')).toBeVisible();
    await page.goto('/account/settings/base');
    const settings = page.locator('isps-account-settings');
    await expect(settings.getByText('13800138000')).toBeVisible();
    await expect(settings.getByText('ISPS总部')).toBeVisible();
    await settings
      .getByRole('button', { name: /修\s*改/ })
      .first()
      .click();
    await expect(settings.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  });
});

test.describe('user pages (issue 4 point 11)', () => {
  test('the account login prompts for account, password and verification code', async ({ page }) => {
    // The e2e server runs without captcha; a deployment with it asks for the code too.
    await page.route('**/isps-config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), captcha: true } });
    });
    await page.goto('/user/login');
    const login = page.locator('isps-user-login');
    await login.getByRole('button', { name: /登\s*录/ }).click();
    await expect(login.getByText('请输入帐户名')).toBeVisible();
    await expect(login.getByText('请输入密码')).toBeVisible();
    await expect(login.getByText('请输入验证码')).toBeVisible();
    await expect(login.getByRole('img', { name: '验证码' })).toBeVisible();
  });

  test('the phone login sends an SMS code and logs in with it', async ({ page }) => {
    await page.goto('/user/login');
    const login = page.locator('isps-user-login');
    await login.getByRole('tab', { name: '手机号登录' }).click();
    await login
      .getByRole('button', { name: /登\s*录/ })
      .last()
      .click();
    await expect(login.getByText('请输入手机号')).toBeVisible();
    await expect(login.getByText('请输入短信验证码')).toBeVisible();
    await login.getByRole('textbox', { name: '手机号' }).fill('13800138003');
    await login.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await login.getByRole('textbox', { name: '短信验证码' }).fill(sentSmsCode('13800138003'));
    await login
      .getByRole('button', { name: /登\s*录/ })
      .last()
      .click();
    await expect(page).toHaveURL('/dashboard/analysis');
    await expect(page.locator('.isps-header')).toContainText('赵质检');
  });

  test('registration creates an account that waits for approval', async ({ page }) => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const account = `e2e_${Date.now()}`;
    await page.goto('/user/login');
    await page.locator('isps-user-login').getByRole('link', { name: '注册账户' }).click();
    await expect(page).toHaveURL('/user/register');
    const form = page.locator('isps-user-register');
    await form.getByRole('textbox', { name: '账户名' }).fill(account);
    await form.getByLabel('密码', { exact: true }).fill('s3cret-pass');
    await form.getByLabel('确认密码').fill('s3cret-pass');
    await form.getByRole('textbox', { name: '手机号' }).fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await form.getByRole('textbox', { name: '短信验证码' }).fill(sentSmsCode(phone));
    await form.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page).toHaveURL(`/user/register-result?account=${account}`);
    await expect(
      page.locator('isps-user-register-result').getByText(`你的账户 ${account} 注册成功`),
    ).toBeVisible();
    await page.locator('isps-user-register-result').getByRole('button', { name: '使用已有账户登录' }).click();
    await loginThroughPage(page, account, 's3cret-pass');
    await expect(page.getByText('该用户已冻结')).toBeVisible();
  });

  test('password recovery by SMS code sets a new password', async ({ page, request }) => {
    await page.goto('/user/login');
    await page.locator('isps-user-login').getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL('/user/alteration');
    const steps = page.locator('isps-user-alteration');
    await steps.getByLabel('手机号').fill('13800138005');
    await steps.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await steps.getByRole('textbox', { name: '短信验证码' }).fill(sentSmsCode('13800138005'));
    await steps.getByRole('button', { name: '下一步' }).click();
    await expect(steps.getByRole('textbox').first()).toHaveValue('supplier_b');
    await steps.getByLabel('新密码', { exact: true }).fill('b-new-pass');
    await steps.getByLabel('确认新密码').fill('b-new-pass');
    await steps.getByRole('button', { name: /提\s*交/ }).click();
    await expect(steps.getByText('密码已重置，请使用新密码登录')).toBeVisible();
    await steps.getByRole('button', { name: '使用已有账户登录' }).click();
    await loginThroughPage(page, 'supplier_b', 'b-new-pass');
    await expect(page).toHaveURL('/dashboard/analysis');
    // Put the demo password back.
    const login = await request.post('/jeecg-boot/sys/login', {
      data: { username: 'supplier_b', password: 'b-new-pass' },
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    await request.put('/jeecg-boot/sys/user/updatePassword', {
      headers: { 'X-Access-Token': token },
      data: { oldpassword: 'b-new-pass', password: '123456', confirmpassword: '123456' },
    });
  });
});

test('the steps page lets a logged-in user change the password by SMS to their own phone', async ({
  page,
}) => {
  await openLoggedIn(page, '/account/steps');
  const steps = page.locator('isps-user-steps');
  await expect(steps.getByText('验证手机')).toBeVisible();
  await expect(steps.getByLabel('手机号')).toHaveValue('13800138000');
  await expect(steps.getByLabel('手机号')).toBeDisabled();
});
