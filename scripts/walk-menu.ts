import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import { type DemoServer, startDemoServer } from './demo-server';

/**
 * Walks every menu page of each named user as a new user would: logs in through the login form, opens
 * each leaf of the menu the server gives that user inside the app, and records pages that still show
 * "not available", failed API answers (HTTP >= 400 or `success: false`) and page and console errors, with a
 * screenshot per page. `BASE` walks a running server; otherwise a demo server is started on a throwaway
 * data folder. Exits 1 when any page fails.
 *
 *   USERS=buyer,supplier_a LOCALE=en_US npx tsx scripts/walk-menu.ts
 */

const root = resolve(import.meta.dirname, '..');
const users = (process.env.USERS ?? 'buyer,supplier_a,wh_clerk,finance,sales,qc_inspector').split(',');
const locale = process.env.LOCALE === 'en_US' ? 'en_US' : 'zh_CN';
const out = process.env.OUT ?? join(root, 'test-results', 'walk-menu');
const port = Number(process.env.PORT_WALK ?? 18_395);

const LOGIN = {
  zh_CN: { account: '帐户名', password: /^密码$/, login: /登\s*录/, ok: /确\s*定/ },
  en_US: { account: 'Account', password: /^Password$/, login: /Log in/, ok: /^OK$/ },
} as const;
const UNAVAILABLE = /该页面暂未提供|not available yet/i;
// A string, not a function: the page evaluates it as it is (no bundler helpers inside).
const PAGE_TEXT = `(function () {
  function walk(node) {
    return (node.shadowRoot ? walk(node.shadowRoot) : '') +
      Array.from(node.childNodes || []).map(function (c) { return c.nodeType === 3 ? c.textContent : walk(c); }).join(' ');
  }
  return walk(document.body);
})()`;

interface MenuItem {
  path?: string;
  hidden?: boolean;
  children?: MenuItem[];
}

interface PageReport {
  path: string;
  unavailable: boolean;
  failures: string[];
}

function leaves(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length
      ? leaves(item.children)
      : item.path && !item.hidden && !/^https?:/.test(item.path)
        ? [item.path]
        : [],
  );
}

async function logIn(page: Page, base: string, user: string): Promise<void> {
  const text = LOGIN[locale];
  await page.goto(`${base}/user/login`);
  await page.getByPlaceholder(text.account).fill(user);
  await page.getByPlaceholder(text.password).fill('123456');
  await page.getByRole('button', { name: text.login }).first().click();
  // A user of several departments is asked which one to work in (JeecgBoot's login).
  for (let round = 0; round < 60 && new URL(page.url()).pathname.includes('/user/login'); round++) {
    const ok = page.getByRole('button', { name: text.ok });
    if (await ok.count()) await ok.first().click();
    await page.waitForTimeout(500);
  }
}

async function walkUser(browser: Browser, base: string, user: string): Promise<PageReport[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((language) => {
    localStorage.setItem('pro__language', JSON.stringify({ value: language, expire: null }));
  }, locale);
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  // What the elements report themselves: a chunk that failed to load, a React error boundary.
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('response', async (response) => {
    if (!response.url().includes('/jeecg-boot/')) return;
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    else if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        message?: string;
      } | null;
      if (body?.success === false) failures.push(`success:false ${response.url()} ${body.message ?? ''}`);
    }
  });
  await logIn(page, base, user);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  );
  const menu = await page.evaluate(
    async (accessToken) =>
      (
        await fetch('/jeecg-boot/sys/permission/getUserPermissionByToken', {
          headers: { 'X-Access-Token': String(accessToken) },
        })
      ).json(),
    token,
  );
  const reports: PageReport[] = [];
  for (const [index, path] of leaves(
    (menu as { result?: { menu?: MenuItem[] } }).result?.menu ?? [],
  ).entries()) {
    const before = failures.length;
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const text = String(await page.evaluate(PAGE_TEXT));
    await page.screenshot({
      path: join(out, `${locale}-${user}-${String(index).padStart(3, '0')}${path.replace(/\W+/g, '_')}.png`),
    });
    reports.push({ path, unavailable: UNAVAILABLE.test(text), failures: failures.slice(before) });
  }
  await context.close();
  return reports;
}

async function run(): Promise<number> {
  mkdirSync(out, { recursive: true });
  const server: DemoServer | null = process.env.BASE ? null : await startDemoServer(port);
  const base = process.env.BASE ?? server?.url ?? '';
  const browser = await chromium.launch(chromiumLaunchOptions);
  let failed = 0;
  const report: Record<string, PageReport[]> = {};
  try {
    for (const user of users) {
      const pages = await walkUser(browser, base, user);
      report[user] = pages;
      const bad = pages.filter((entry) => entry.unavailable || entry.failures.length > 0);
      failed += bad.length;
      process.stdout.write(`${user}: ${pages.length} pages, ${bad.length} failing\n`);
      for (const entry of bad)
        process.stdout.write(
          `  ${entry.path}${entry.unavailable ? ' (not available)' : ''} ${entry.failures.join('; ')}\n`,
        );
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  writeFileSync(join(out, `${locale}-report.json`), JSON.stringify(report, null, 1));
  process.stdout.write(`screenshots and report: ${out}\n`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await run();
