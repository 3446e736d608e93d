import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API, DEMO_PASSWORD } from './app-support';

/** The demo users who sign in themselves (README); the shell account logs in by auto-login. */
export const DEMO_USERS = [
  'admin',
  'wh_clerk',
  'buyer',
  'qc_inspector',
  'supplier_a',
  'supplier_b',
  't1_clerk',
  'sales',
  'sales_manager',
  'finance',
] as const;

export interface DemoSession {
  token: string;
  /** The tenant the user works in: what the app picks from the login's tenant list. */
  tenantId: number;
}

const sessions = new Map<string, DemoSession>();

/**
 * One API login per demo user for the whole run (the server limits logins per address and minute):
 * the sessions outlive the run.
 */
export async function demoSession(request: APIRequestContext, username: string): Promise<DemoSession> {
  const known = sessions.get(username);
  if (known) return known;
  const response = await request.post(`${API}/sys/login`, { data: { username, password: DEMO_PASSWORD } });
  const body = (await response.json()) as { result: { token: string; tenantList: { id: number }[] } };
  const session = { token: body.result.token, tenantId: body.result.tenantList[0]?.id ?? 0 };
  sessions.set(username, session);
  return session;
}

/**
 * What a page must never do for a user who may open it (issue 16 point 3, issue 18 point 3): an HTTP
 * answer >= 400, an API answer `success: false`, an uncaught error or a console error. The watcher
 * records them with the page they happened on, so one run names every failing page at once.
 */
export class FailureWatcher {
  readonly failures: string[] = [];
  private where = '(start)';
  private inFlight = 0;
  private lastChange = Date.now();

  constructor(private readonly page: Page) {
    page.on('request', () => this.moved(1));
    page.on('requestfinished', () => this.moved(-1));
    page.on('requestfailed', (request) => {
      this.moved(-1);
      // A request the page itself abandoned (a newer search, an unmounted element) is no failure.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
        this.failures.push(`${this.where}: ${request.url()} failed: ${request.failure()?.errorText}`);
      }
    });
    page.on('response', async (response) => {
      const url = response.url();
      if (response.status() >= 400) {
        this.failures.push(`${this.where}: HTTP ${response.status()} ${response.request().method()} ${url}`);
        return;
      }
      if (!url.includes(`${API}/`) || !(response.headers()['content-type'] ?? '').includes('json')) return;
      const body = (await response.json().catch(() => null)) as {
        success?: unknown;
        message?: unknown;
      } | null;
      if (body?.success === false) this.failures.push(`${this.where}: success:false ${url}: ${body.message}`);
    });
    page.on('pageerror', (error) => this.failures.push(`${this.where}: uncaught ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.failures.push(`${this.where}: console ${message.text()}`);
    });
  }

  /** Names the step the next failures belong to. */
  at(where: string): void {
    this.where = where;
  }

  private moved(by: number): void {
    this.inFlight = Math.max(0, this.inFlight + by);
    this.lastChange = Date.now();
  }

  /** Waits until no request has been open for `quietMs` (the page and its selects have loaded). */
  async settled(quietMs = 300, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.inFlight === 0 && Date.now() - this.lastChange >= quietMs) return;
      await this.page.waitForTimeout(50);
    }
  }
}

interface MenuNode {
  path: string;
  component: string;
  hidden?: boolean;
  meta: { url?: string; title: string };
  children?: MenuNode[];
}

/** The pages of the caller's side menu (leaves rendered by an element), as the server sends them. */
export async function menuPages(page: Page): Promise<MenuPage[]> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string }).value,
  );
  return (await menuPagesOf(page.request, token)).filter((entry) => !entry.hidden);
}

export interface MenuPage {
  path: string;
  tag: string;
  title: string;
  /** Reached by address (a link, the header's bell), not shown in the side menu. */
  hidden: boolean;
}

/** Every menu page of the session `token` belongs to, those reached by address included. */
export async function menuPagesOf(request: APIRequestContext, token: string): Promise<MenuPage[]> {
  const answer = await request.get(`${API}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
  });
  const body = (await answer.json()) as { result: { menu: MenuNode[] } };
  const pages: MenuPage[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (!node.meta.url && node.component.startsWith('isps-')) {
        pages.push({ path: node.path, tag: node.component, title: node.meta.title, hidden: !!node.hidden });
      }
    }
  };
  walk(body.result.menu);
  return pages;
}

/** Opens a path inside the running app, as the browser's back button would (no reload). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Opens every select of a dialog the element opened by itself (a page that is its "new" dialog) and
 * closes the dialog, then every select of the element's query form (expanded first), so each loads its
 * options. Returns how many were opened.
 */
export async function openQuerySelects(element: Locator, watcher: FailureWatcher): Promise<number> {
  const page = element.page();
  // A page not built yet shows the "unavailable" notice instead of its element: nothing to open.
  if ((await element.count()) === 0) return 0;
  let opened = 0;
  const dialog = element.locator('.ant-modal-wrap:visible .ant-modal');
  // A "new" page (a menu entry that opens a list with its add dialog: `isps-…-add`) shows the dialog once
  // its list is ready, which may be after the page settled: wait for it rather than race it.
  if ((await element.evaluate((node) => node.localName)).endsWith('-add'))
    await expect(dialog.first()).toBeVisible();
  if (await dialog.count()) {
    opened += await openSelects(dialog.first(), watcher);
    // The Escape that closed the last select's list may still be settling in it: press again, as a user would.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  const form = element.locator('.isps-query-form').first();
  if ((await form.count()) === 0) return opened;
  // antd spaces out a two-character Chinese button label ("展 开").
  const expand = form.getByRole('button', { name: /^(展\s*开|Expand)$/ });
  if (await expand.count()) await expand.first().click();
  return opened + (await openSelects(form, watcher));
}

async function openSelects(scope: Locator, watcher: FailureWatcher): Promise<number> {
  const selects = scope.locator('.ant-select:not(.ant-select-disabled)');
  const count = await selects.count();
  for (let i = 0; i < count; i++) {
    await selects.nth(i).click();
    // A select asks for its options as it opens, at once; the page's own loads were waited for before.
    await watcher.settled(150);
    await scope.page().keyboard.press('Escape');
  }
  return count;
}
