import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';

/** Demo password of every demo account (README). */
export const DEMO_PASSWORD = '123456';
export const HOME = '/dashboard/analysis';
export const API = '/jeecg-boot';

/** The SQLite file of the server the run started (playwright.config.ts gives it a throwaway folder). */
export function openDb(): Database.Database {
  const dir = process.env.ISPS_E2E_DATA_DIR;
  if (!dir) throw new Error('ISPS_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(join(dir, 'isps.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export function newId(): string {
  return randomBytes(16).toString('hex');
}

/** Logs in through the login page of the app (captcha is off for the e2e server). */
export async function loginThroughPage(
  page: Page,
  username = 'admin',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByPlaceholder(/帐户名|Account/).fill(username);
  await page.getByPlaceholder(/^密码$|^Password$/).fill(password);
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
}

/** Opens `path` (default home) logged in as `username`. */
export async function openLoggedIn(page: Page, path = HOME, username = 'admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/user\/login/);
  await loginThroughPage(page, username);
  // Login, the user's menu and the first page load in turn: on a loaded CI machine that takes longer
  // than the default 5 s wait.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout: 20_000 });
  await expect(page.locator('.isps-header')).toBeVisible();
}

/** A token of `username` from the API, for calls the UI does not make. */
export async function apiToken(request: APIRequestContext, username = 'admin'): Promise<string> {
  const response = await request.post(`${API}/sys/login`, { data: { username, password: DEMO_PASSWORD } });
  const body = (await response.json()) as { result: { token: string } };
  return body.result.token;
}

/** Empties the server caches (menu, permissions), as the header's clear-cache does. */
export async function refreshServerCaches(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request);
  await request.get(`${API}/sys/dict/refleshCache`, { headers: { 'X-Access-Token': token } });
}

export interface ExtraMenuRow {
  id?: string;
  parentId?: string | null;
  name: string;
  url: string;
  component: string;
  hidden?: boolean;
  isRoute?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  alwaysShow?: boolean;
  sortNo?: number;
  icon?: string;
}

/** Adds menu rows granted to the admin role; returns their ids for `removeMenuRows`. */
export function addMenuRows(rows: ExtraMenuRow[]): string[] {
  const db = openDb();
  try {
    const role = db.prepare("SELECT id FROM sys_role WHERE role_code = 'admin'").get() as { id: string };
    const now = new Date().toISOString();
    const insert = db.prepare(`INSERT INTO sys_permission
      (id, parent_id, name, name_en, url, component, component_name, redirect, menu_type, perms, perms_type,
       sort_no, always_show, icon, is_route, is_leaf, keep_alive, hidden, description, del_flag, rule_flag,
       status, internal_or_external, create_by, create_time, update_by, update_time)
      VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, NULL, NULL, ?, ?, ?, ?, 1, ?, ?, NULL, 0, 0, NULL, ?, 'e2e', ?, NULL, NULL)`);
    const grant = db.prepare(
      'INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids, operate_date, operate_ip) VALUES (?, ?, ?, NULL, NULL, NULL)',
    );
    const ids: string[] = [];
    for (const row of rows) {
      const id = row.id ?? newId();
      insert.run(
        id,
        row.parentId ?? null,
        row.name,
        row.name,
        row.url,
        row.component,
        row.parentId ? 1 : 0,
        row.sortNo ?? 900,
        row.alwaysShow ? 1 : 0,
        row.icon ?? null,
        row.isRoute === false ? 0 : 1,
        row.keepAlive ? 1 : 0,
        row.hidden ? 1 : 0,
        row.internalOrExternal ? 1 : 0,
        now,
      );
      grant.run(newId(), role.id, id);
      ids.push(id);
    }
    return ids;
  } finally {
    db.close();
  }
}

export function removeMenuRows(ids: string[]): void {
  const db = openDb();
  try {
    for (const id of ids) {
      db.prepare('DELETE FROM sys_role_permission WHERE permission_id = ?').run(id);
      db.prepare('DELETE FROM sys_permission WHERE id = ?').run(id);
    }
  } finally {
    db.close();
  }
}

/** Sets keep_alive of the menu item at `url`; returns the previous value. */
export function setKeepAlive(url: string, keepAlive: boolean): number {
  const db = openDb();
  try {
    const before = db.prepare('SELECT keep_alive AS k FROM sys_permission WHERE url = ?').get(url) as {
      k: number;
    };
    db.prepare('UPDATE sys_permission SET keep_alive = ? WHERE url = ?').run(keepAlive ? 1 : 0, url);
    return before.k;
  } finally {
    db.close();
  }
}

/** The side menu of the main layout. */
export function sideMenu(page: Page) {
  return page.locator('.isps-sider');
}

/** The visible page element of the active tab. */
export function activePage(page: Page, tag: string) {
  return page.locator(`${tag}:not([hidden])`);
}

export interface AnnouncementRow {
  titile: string;
  msgContent?: string;
  priority?: 'L' | 'M' | 'H';
  /** 1 notice, 2 system message. */
  category?: '1' | '2';
  /** 0 draft, 1 published. */
  sendStatus?: '0' | '1';
  msgType?: 'ALL' | 'USER';
  userIds?: string | null;
  openType?: 'url' | 'component' | null;
  openPage?: string | null;
}

/** Inserts an announcement of tenant 0 (published to everybody unless told otherwise); returns its id. */
export function addAnnouncement(row: AnnouncementRow): string {
  const db = openDb();
  try {
    const id = newId();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO sys_announcement (id, tenant_id, titile, msg_content, sender, priority, msg_category, msg_type,
         send_status, send_time, del_flag, open_type, open_page, user_ids, create_by, create_time)
       VALUES (?, 0, ?, ?, 'admin', ?, ?, ?, ?, ?, '0', ?, ?, ?, 'admin', ?)`,
    ).run(
      id,
      row.titile,
      row.msgContent ?? '<p>e2e</p>',
      row.priority ?? 'L',
      row.category ?? '1',
      row.msgType ?? 'ALL',
      row.sendStatus ?? '1',
      row.sendStatus === '0' ? null : now,
      row.openType ?? null,
      row.openPage ?? null,
      row.userIds ?? null,
      now,
    );
    return id;
  } finally {
    db.close();
  }
}

/** Deletes (logically) every announcement, so a test starts from an empty bell. */
export function retireAllAnnouncements(): void {
  const db = openDb();
  try {
    db.prepare("UPDATE sys_announcement SET del_flag = '1'").run();
  } finally {
    db.close();
  }
}

/**
 * The SMS code the server sent to `mobile`, read from its verification table: codes are stored as
 * sha256(code, mobile), and six digits are quickly tried (the e2e server's SMS sender only logs).
 */
export function sentSmsCode(mobile: string): string {
  const db = openDb();
  try {
    const keyHash = createHash('sha256').update(mobile).digest('hex');
    const row = db
      .prepare("SELECT code_hash AS h FROM sys_verification_code WHERE kind = 'sms' AND key_hash = ?")
      .get(keyHash) as { h: string } | undefined;
    if (!row) throw new Error(`no SMS code for ${mobile}`);
    for (let n = 0; n < 1_000_000; n++) {
      const code = String(n).padStart(6, '0');
      if (createHash('sha256').update(`${code}\u0000${mobile}`).digest('hex') === row.h) return code;
    }
    throw new Error(`the SMS code of ${mobile} is not six digits`);
  } finally {
    db.close();
  }
}

/** Counts rows of a table of tenant 0 that are not deleted. */
export function countLive(table: 'mdm_product' | 'wms_facility' | 'mdm_business_partner'): number {
  const db = openDb();
  try {
    return (
      db.prepare(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = 0 AND del_flag = 0`).get() as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

/** Opens `folder` of a menu (side bar or drawer) unless it is open, then chooses `item`. */
export async function chooseMenuItem(menu: Locator, folder: string, item: string): Promise<void> {
  const folderItem = menu.getByRole('menuitem', { name: folder });
  if ((await folderItem.getAttribute('aria-expanded')) !== 'true') await folderItem.click();
  await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Picks the option of a searchable antd select titled `option` (a string: the exact title) or containing
 * it (a pattern), after typing `search`. A dialog inside a shadow root takes the focus when its opening
 * animation ends (rc-dialog compares `document.activeElement`, which is the shadow host, with its own
 * nodes), so a list opened during the animation of a slow machine closes again: the pick is retried.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const wanted =
    typeof option === 'string'
      ? options.and(page.locator(`[title="${option}"]`))
      : options.filter({ hasText: option });
  await select.click();
  await expect(async () => {
    await select.locator('input').fill(search);
    await wanted.first().click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks `label` in the select of the form control `#id` after typing `search`, and waits for it to close. */
export async function chooseField(
  page: Page,
  form: Locator,
  id: string,
  search: string,
  label: string | RegExp,
) {
  await chooseOption(page, form.locator('.ant-select', { has: page.locator(`#${id}`) }), search, label);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types a day into the date picker `#id` and commits it. */
export async function pickDay(form: Locator, id: string, day: string) {
  const input = form.locator(`input#${id}`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

type Json = Record<string, unknown>;

/**
 * Logs in as a demo user in a fresh context (a handheld's viewport and touch screen when given) and
 * lands on `path`; a user of several departments takes the one offered first (api-contract 9.3).
 */
export async function loginAs(
  browser: Browser,
  username: string,
  path: string,
  device: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(device)).newPage();
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder(/帐户名|Account/).fill(username);
  await page.getByPlaceholder(/^密码$|^Password$/).fill(DEMO_PASSWORD);
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  const department = page.getByRole('dialog', { name: /部门切换/ });
  await expect(department.or(page.locator('.isps-header'))).toBeVisible({ timeout: 20_000 });
  if (await department.isVisible()) await department.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(path, { timeout: 20_000 });
  return page;
}

/** Calls the API with the page's session, as the page itself would; answers the result or throws. */
export async function pageApi(page: Page, method: 'GET' | 'POST', url: string, body?: Json): Promise<Json> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  );
  const answer = await page.request.fetch(`${API}${url}`, {
    method,
    headers: { 'X-Access-Token': token },
    ...(body ? { data: body } : {}),
  });
  const json = (await answer.json()) as Json;
  if (json.success !== true) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.result as Json;
}

/**
 * Looks a document up by code on a list page and waits for the answer: until then the list still shows
 * the rows it loaded before, whose version may be older than the row's (an inspection edited since), and
 * an action clicked there is refused as a concurrent change.
 */
export async function searchCode(page: Page, list: string, code: string, id: string) {
  await page.locator(`${list} input#entity-query_code`).fill(code);
  await page.locator(`${list} .isps-query-search`).click();
  const rows = page.locator(`${list} .ant-table-tbody .ant-table-row`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-row-key', id);
}

/** Runs a row's confirmed action (approve) on a list page: the button, then 确定 in its confirmation. */
export async function confirmRowAction(
  page: Page,
  list: string,
  id: string,
  action: string,
  question: string,
) {
  const row = page.locator(`${list} tr[data-row-key="${id}"]`);
  await row.locator(`.isps-row-${action}`).click();
  await page
    .getByRole('dialog', { name: question })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}
