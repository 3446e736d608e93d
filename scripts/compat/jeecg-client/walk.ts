// Drives the real JeecgBoot 2.4.6 Vue2 client (built and served as run-jeecg-client.md says) against ISPS:
// logs in as admin, opens every system page, adds and edits a user, a role and a dictionary item, and
// writes one 1280x800 screenshot per step into docs/compat/ plus, per page, the API calls that failed
// (HTTP status, `success: false`), the client's error notices and its console errors.
// By hand, for issue 19 point 4; not CI.
//   npx tsx scripts/compat/jeecg-client/walk.ts [client origin] [report.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page, type Response } from 'playwright-core';
import { chromiumLaunchOptions } from '../../chromium.mjs';
import { openInApp } from '../../in-app-navigation';
import { JEECG_SYSTEM_PAGES } from './pages';

const root = resolve(import.meta.dirname, '..', '..', '..');
const out = join(root, 'docs', 'compat');
const origin = process.argv[2] ?? 'http://127.0.0.2:7226';
const reportFile = process.argv[3] ?? '/tmp/jeecg-client-walk.json';
const stamp = Date.now().toString(36).slice(-5);

interface Problem {
  call: string;
  status: number;
  message: string;
}
interface Step {
  name: string;
  screenshot: string;
  failedCalls: Problem[];
  notices: string[];
  consoleErrors: string[];
  error?: string;
}

const steps: Step[] = [];
let current: Step | null = null;

function begin(name: string): Step {
  current = { name, screenshot: '', failedCalls: [], notices: [], consoleErrors: [] };
  steps.push(current);
  return current;
}

async function watchResponse(response: Response): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/jeecg-boot/') || !current) return;
  const step = current;
  const call = `${response.request().method()} ${url.pathname}${url.search}`;
  let message = '';
  let failed = response.status() >= 400;
  if ((response.headers()['content-type'] ?? '').includes('json')) {
    try {
      const body = (await response.json()) as { success?: boolean; message?: string };
      if (body.success === false) failed = true;
      message = body.message ?? '';
    } catch {
      // a body the browser already dropped (navigation): nothing to read
    }
  }
  if (failed) step.failedCalls.push({ call, status: response.status(), message });
}

/** Error notices and messages the client shows (ant-design-vue notification / message). */
async function collectNotices(page: Page, step: Step): Promise<void> {
  const texts = await page
    .locator('.ant-notification-notice, .ant-message-error, .ant-message-warning')
    .allInnerTexts();
  for (const text of texts) {
    const line = text.replace(/\s+/g, ' ').trim();
    if (line && !step.notices.includes(line)) step.notices.push(line);
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1200);
}

/** Probe steps (`probe-…`) look deeper for wrong answers; their screenshots stay out of the repository. */
const probeOut = '/tmp/jeecg-client-probes';

async function shoot(page: Page, step: Step, file: string): Promise<void> {
  await settle(page);
  await collectNotices(page, step);
  const probe = file.startsWith('probe-');
  step.screenshot = probe ? `${probeOut}/${file}.png` : `docs/compat/${file}.png`;
  await page.screenshot({ path: join(probe ? probeOut : out, `${file}.png`) });
  process.stdout.write(`${step.screenshot}\n`);
}

async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click().catch(() => undefined);
  }
}

async function guarded(page: Page, name: string, file: string, body: (step: Step) => Promise<void>) {
  const step = begin(name);
  try {
    await body(step);
  } catch (error) {
    step.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    if (process.env.WALK_DEBUG) {
      process.stderr.write(`${step.name}: ${error instanceof Error ? error.message : String(error)}\n`);
      await page.screenshot({ path: `/tmp/${file}-failed.png` }).catch(() => undefined);
    }
  }
  if (!step.screenshot) await shoot(page, step, file).catch(() => undefined);
  await closeNotices(page);
}

/** The visible modal or drawer of ant-design-vue, by a field (or button) it shows. */
const dialog = (page: Page, field: string) =>
  page
    .locator('.ant-modal-wrap:visible, .ant-drawer-open')
    .filter({
      has: page.locator(`input[placeholder="${field}"]:visible, button:visible:has-text("${field}")`),
    })
    .last();

/** Fills a dialog's fields, takes its screenshot, submits it and expects the client's success message. */
async function fillAndSubmit(
  page: Page,
  step: Step,
  file: string,
  fields: readonly (readonly [string, string])[],
  submit: RegExp,
): Promise<void> {
  const form = dialog(page, fields[0]?.[0] ?? '');
  for (const [placeholder, value] of fields) await form.getByPlaceholder(placeholder).fill(value);
  await page.waitForTimeout(800);
  await shoot(page, step, file);
  await form.getByRole('button', { name: submit }).click();
  await page.locator('.ant-message-success, .ant-message-error, .ant-message-warning').first().waitFor();
  await collectNotices(page, step);
  if (!(await page.locator('.ant-message-success').count())) throw new Error('no success message');
}

async function run(): Promise<void> {
  mkdirSync(out, { recursive: true });
  mkdirSync(probeOut, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  page.on('response', (response) => void watchResponse(response));
  page.on('console', (message) => {
    // The 2.4.6 client opens its notice WebSocket without the token, which ISPS refuses (docs/compat.md).
    const text = message.text();
    if (message.type() !== 'error' || !current || /WebSocket connection to .*\/websocket\//.test(text))
      return;
    current.consoleErrors.push(text.slice(0, 300));
  });
  page.on('pageerror', (error) => current?.consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));

  await guarded(page, 'login', 'jeecg-login', async (step) => {
    await page.goto(`${origin}/user/login`);
    await page.getByPlaceholder('请输入帐户名 / admin').fill('admin');
    await page.getByPlaceholder('请输入密码 / 123456').fill('123456');
    await page.getByPlaceholder('请输入验证码').fill('1234');
    await shoot(page, step, 'jeecg-login');
    await page.locator('button.login-button').click();
    // admin has two tenants: the client asks for one (LoginSelectTenant). ISPS's headquarters tenant has
    // the id 0, which the client takes for "none chosen" (`!this.tenant_id`): picking it is refused.
    const pick = page.getByRole('button', { name: /确\s*认/ });
    await pick.waitFor({ timeout: 20_000 });
    const tenantSelect = page.locator('.ant-modal .ant-select').first();
    const choose = async (name: string) => {
      await tenantSelect.click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-dropdown-menu-item', { hasText: name })
        .click();
      await pick.click();
      await page.waitForTimeout(800);
    };
    await choose('ISPS总部');
    const refused = begin('login: tenant ISPS总部 (id 0)');
    await shoot(page, refused, 'jeecg-login-tenant-0');
    if (await pick.isVisible())
      refused.error = 'the client refuses tenant id 0 (its check is `!this.tenant_id`)';
    current = step;
    // The token is stored before the tenant question: a reload enters with no `tenant-id` header, and
    // ISPS uses the user's default tenant (0, where the demo data is). Picking 'ISPS演示子公司' (id 1)
    // instead logs in too, into that tenant's (mostly empty) data.
    await page.goto(`${origin}/dashboard/analysis`);
    await page.waitForURL('**/dashboard/analysis', { timeout: 20_000 });
  });

  await guarded(page, 'home (dashboard/Analysis)', 'jeecg-home', async (step) => {
    await shoot(page, step, 'jeecg-home');
  });

  for (const entry of JEECG_SYSTEM_PAGES) {
    const file = `jeecg-${entry.component.replace('system/', '').replace(/List$/, '').toLowerCase()}`;
    await guarded(page, `${entry.name} (${entry.component}, ${entry.url})`, file, async (step) => {
      await openInApp(page, entry.url);
      await shoot(page, step, file);
    });
  }

  const username = `jc${stamp}`;
  await guarded(page, 'user: recycle bin', 'jeecg-user-recycle-bin', async (step) => {
    await openInApp(page, '/isystem/user');
    await settle(page);
    await page.getByRole('button', { name: /回收站/ }).click();
    await shoot(page, step, 'jeecg-user-recycle-bin');
    await page
      .locator('.ant-modal-wrap:visible')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
  });

  const SUBMIT = /提\s*交/;
  const OK = /确\s*定/;
  await guarded(page, 'user: add', 'jeecg-user-add', async (step) => {
    await openInApp(page, '/isystem/user');
    await settle(page);
    await page.getByRole('button', { name: /添加用户/ }).click();
    const fields = [
      ['请输入用户账号', username],
      ['请输入登录密码', 'Jeecg#2024'],
      ['请重新输入登录密码', 'Jeecg#2024'],
      ['请输入用户姓名', 'JeecgBoot 客户端用户'],
      ['请输入工号', `W${stamp}`],
      ['请输入手机号码', `139${String(Date.now()).slice(-8)}`],
      ['请输入邮箱', `${username}@example.com`],
    ] as const;
    await fillAndSubmit(page, step, 'jeecg-user-add', fields, SUBMIT);
  });

  await guarded(page, 'user: edit', 'jeecg-user-edit', async (step) => {
    await settle(page);
    await page.locator('.ant-table-row', { hasText: username }).first().getByText('编辑').click();
    await fillAndSubmit(
      page,
      step,
      'jeecg-user-edit',
      [['请输入用户姓名', 'JeecgBoot 客户端用户（改）']],
      SUBMIT,
    );
  });

  const roleCode = `jc_role_${stamp}`;
  await guarded(page, 'role: add', 'jeecg-role-add', async (step) => {
    await openInApp(page, '/isystem/roleUserList');
    await settle(page);
    await page.getByRole('button', { name: /新建角色/ }).click();
    const fields = [
      ['请输入角色编码', roleCode],
      ['请输入角色名称', '客户端角色'],
      ['请输入角色描述', 'JeecgBoot 2.4.6 client run'],
    ] as const;
    await fillAndSubmit(page, step, 'jeecg-role-add', fields, OK);
  });

  await guarded(page, 'role: edit', 'jeecg-role-edit', async (step) => {
    await settle(page);
    await page.locator('.ant-table-row', { hasText: roleCode }).first().getByText('更多').hover();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item a', { hasText: '编辑' }).click();
    await fillAndSubmit(page, step, 'jeecg-role-edit', [['请输入角色名称', '客户端角色（改）']], OK);
  });

  const itemValue = `jc${stamp}`;
  await guarded(page, 'dictionary item: add', 'jeecg-dict-item-add', async (step) => {
    await openInApp(page, '/isystem/dict');
    await settle(page);
    await page.locator('.ant-table-row').first().getByText('字典配置').click();
    await settle(page);
    await page
      .locator('.ant-drawer-open')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const fields = [
      ['请输入名称', '客户端字典项'],
      ['请输入数据值', itemValue],
    ] as const;
    await fillAndSubmit(page, step, 'jeecg-dict-item-add', fields, OK);
  });

  await guarded(page, 'dictionary item: edit', 'jeecg-dict-item-edit', async (step) => {
    await settle(page);
    await page
      .locator('.ant-drawer-open .ant-table-row', { hasText: itemValue })
      .first()
      .getByText('编辑')
      .click();
    await fillAndSubmit(page, step, 'jeecg-dict-item-edit', [['请输入名称', '客户端字典项（改）']], OK);
  });

  await guarded(
    page,
    'user: edit form of a seeded user (wh_clerk)',
    'jeecg-user-edit-seeded',
    async (step) => {
      await openInApp(page, '/isystem/user');
      await settle(page);
      await page.getByPlaceholder('输入账号模糊查询').fill('wh_clerk');
      await page
        .getByRole('button', { name: /查\s*询/ })
        .first()
        .click();
      await settle(page);
      await page.locator('.ant-table-row', { hasText: 'wh_clerk' }).first().getByText('编辑').click();
      await dialog(page, '请输入用户姓名').waitFor();
      await shoot(page, step, 'jeecg-user-edit-seeded');
      await page
        .locator('.ant-drawer-open')
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await page
        .locator('.ant-popover:visible')
        .getByRole('button', { name: /确\s*定/ })
        .click();
    },
  );

  await guarded(page, 'department: details of 中心仓库', 'jeecg-depart-details', async (step) => {
    await openInApp(page, '/isystem/depart');
    await settle(page);
    await page.locator('.ant-tree-node-content-wrapper', { hasText: '中心仓库' }).first().click();
    await shoot(page, step, 'jeecg-depart-details');
  });

  await guarded(page, 'role: permissions of wh_clerk (授权)', 'jeecg-role-permissions', async (step) => {
    await openInApp(page, '/isystem/roleUserList');
    await settle(page);
    const row = page.locator('.ant-table-row', { hasText: 'wh_clerk' }).first();
    await row.getByText('更多').hover();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item a', { hasText: '授权' }).click();
    await shoot(page, step, 'jeecg-role-permissions');
    await page.keyboard.press('Escape');
  });

  /**
   * Clicks an action of a table row: a visible link, or an item of the row's 更多 menu. With a fixed
   * action column ant-design-vue draws the row twice (the body copy's actions hidden): both copies share
   * `data-row-key`.
   */
  const rowAction = async (rowText: string | null, label: string) => {
    const rows = page.locator('.ant-table-row:visible');
    const row = rowText === null ? rows.first() : rows.filter({ hasText: rowText }).first();
    const copies = page.locator(`.ant-table-row[data-row-key="${await row.getAttribute('data-row-key')}"]`);
    const direct = copies.locator('a:visible', { hasText: new RegExp(`^\\s*${label}\\s*$`) });
    if ((await direct.count()) > 0) {
      await direct.first().click();
      return;
    }
    await copies.locator('a:visible', { hasText: '更多' }).first().hover();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item a', { hasText: label }).click();
  };
  const closeDialogs = async () => {
    for (const close of await page
      .locator('.ant-modal-wrap:visible .ant-modal-close, .ant-drawer-open .ant-drawer-close')
      .all()) {
      await close.click().catch(() => undefined);
    }
    await page.waitForTimeout(400);
  };
  const probes: [string, string, string | null, string | null][] = [
    // [name, page, row text (null: first row), action (null: only the page)]
    ['user details', '/isystem/user', 'wh_clerk', '详情'],
    ['users of a role', '/isystem/roleUserList', 'wh_clerk', '用户'],
    ['menu edit', '/isystem/newPermissionList', null, '编辑'],
    ['menu data rules', '/isystem/newPermissionList', null, '数据规则'],
    ['quartz job edit', '/isystem/QuartzJobList', null, '编辑'],
    ['tenant edit', '/isys/tenant', null, '编辑'],
    ['fill rule edit', '/isys/fillRule', null, '编辑'],
    ['check rule test', '/isys/checkRule', null, '功能测试'],
    ['dictionary edit', '/isystem/dict', null, '编辑'],
    ['announcement add', '/isystem/annountCement', null, null],
  ];
  for (const [index, [name, path, rowText, action]] of probes.entries()) {
    await guarded(page, `probe: ${name}`, `probe-${index}`, async (step) => {
      await openInApp(page, path);
      await settle(page);
      if (action) await rowAction(rowText, action);
      else
        await page
          .getByRole('button', { name: /新\s*增/ })
          .first()
          .click();
      await shoot(page, step, `probe-${index}`);
      await closeDialogs();
    });
  }
  await guarded(page, 'probe: operation log', 'probe-oplog', async (step) => {
    await openInApp(page, '/isystem/log');
    await settle(page);
    await page.getByRole('tab', { name: '操作日志' }).click();
    await shoot(page, step, 'probe-oplog');
  });
  await guarded(page, 'probe: department permissions tab', 'probe-depart-perms', async (step) => {
    await openInApp(page, '/isystem/depart');
    await settle(page);
    await page.locator('.ant-tree-node-content-wrapper', { hasText: '中心仓库' }).first().click();
    await page.getByRole('tab', { name: '部门权限' }).click();
    await shoot(page, step, 'probe-depart-perms');
  });
  await guarded(page, 'probe: dictionary recycle bin', 'probe-dict-bin', async (step) => {
    await openInApp(page, '/isystem/dict');
    await settle(page);
    await page.getByRole('button', { name: /回收站/ }).click();
    await shoot(page, step, 'probe-dict-bin');
    await closeDialogs();
  });

  await guarded(page, 'probe: category dictionary add', 'probe-category-add', async (step) => {
    await openInApp(page, '/isys/category');
    await settle(page);
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    await fillAndSubmit(page, step, 'probe-category-add', [['请输入分类名称', `客户端分类${stamp}`]], OK);
    await settle(page);
    if (!(await page.locator('.ant-table-row', { hasText: `客户端分类${stamp}` }).count()))
      throw new Error('the added category is not in the list');
  });
  await guarded(page, 'probe: online users, force logout of wh_clerk', 'probe-online-force', async (step) => {
    // A second session, of another user, for the admin to end (the admin's own rows are the walk's).
    const login = await fetch(`${origin}/jeecg-boot/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'wh_clerk', password: '123456', captcha: '', checkKey: '' }),
    });
    const session = (await login.json()) as { success: boolean; result?: { token?: string } };
    const token = session.result?.token;
    if (!session.success || !token) throw new Error('wh_clerk could not log in');
    await openInApp(page, '/isystem/online');
    await settle(page);
    await page.getByPlaceholder('请输入账号查询').fill('wh_clerk');
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await settle(page);
    await page
      .locator('.ant-table-row', { hasText: 'wh_clerk' })
      .first()
      .getByRole('button', { name: /强\s*退/ })
      .click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.locator('.ant-message-success, .ant-message-error, .ant-message-warning').first().waitFor();
    await shoot(page, step, 'probe-online-force');
    if (!(await page.locator('.ant-message-success').count())) throw new Error('no success message');
    // The ended session's token is refused now (HTTP 500 "Token失效" with ISPS_AUTH_FAILURE_STATUS=500).
    const after = await fetch(`${origin}/jeecg-boot/sys/permission/getUserPermissionByToken`, {
      headers: { 'X-Access-Token': token },
    });
    if (after.status !== 500 && after.status !== 401)
      throw new Error(`the forced-out session still answers (HTTP ${after.status})`);
  });

  await guarded(
    page,
    'expired session (ISPS_AUTH_FAILURE_STATUS=500)',
    'jeecg-token-expired',
    async (step) => {
      // Ends the session behind the client's back (as an expiry would); its next call gets HTTP 500
      // "Token失效…", which is what the 2.4.6 client turns into its "登录已过期" dialog.
      const stored = await page.evaluate(() => localStorage.getItem('pro__Access-Token'));
      const token = stored ? (JSON.parse(stored) as { value: string }).value : '';
      await fetch(`${origin}/jeecg-boot/sys/logout`, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
      });
      await openInApp(page, '/isystem/role');
      await page.getByText('登录已过期').first().waitFor({ timeout: 15_000 });
      await shoot(page, step, 'jeecg-token-expired');
      // The expected 500 of the expired token is the point of this step, not a failure.
      step.failedCalls = step.failedCalls.filter((call) => call.status !== 500);
    },
  );

  await browser.close();
  writeFileSync(reportFile, `${JSON.stringify(steps, null, 2)}\n`);
  for (const step of steps) {
    const bad = step.failedCalls.length + step.notices.length + (step.error ? 1 : 0);
    process.stdout.write(`${bad ? '✗' : '✓'} ${step.name}${step.error ? ` — ${step.error}` : ''}\n`);
    for (const call of step.failedCalls)
      process.stdout.write(`    ${call.status} ${call.call} ${call.message}\n`);
    for (const notice of step.notices) process.stdout.write(`    notice: ${notice}\n`);
  }
  process.stdout.write(`report: ${reportFile}\n`);
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
