import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import { startDemoServer } from './demo-server';
import { openInApp } from './in-app-navigation';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs', 'screenshots');
const port = Number(process.env.PORT_SCREENSHOTS ?? 18390);
const base = `http://127.0.0.1:${port}`;
const LOCALES = ['zh_CN', 'en_US'] as const;
type Locale = (typeof LOCALES)[number];

const TEXT = {
  zh_CN: { account: '帐户名', password: /^密码$/, login: /登\s*录/ },
  en_US: { account: 'Account', password: /^Password$/, login: /Log in/ },
} as const;

/** Pages opened one after the other in the app, so that the tab bar shows several tabs. */
const LIST_TABS = ['/mdm/product', '/warehouse/inventory', '/inventory/receive', '/mdm/business-partner'];

async function newPage(browser: Browser, locale: Locale, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addInitScript((language) => {
    localStorage.setItem('pro__language', JSON.stringify({ value: language, expire: null }));
  }, locale);
  return context.newPage();
}

async function login(page: Page, locale: Locale): Promise<void> {
  const text = TEXT[locale];
  await page.getByPlaceholder(text.account).fill('admin');
  await page.getByPlaceholder(text.password).fill('123456');
  await page.getByRole('button', { name: text.login }).first().click();
  await page.waitForURL('**/dashboard/analysis');
}

/** Waits until the network is quiet and the charts and tables have drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(out, `${name}.png`) });
  process.stdout.write(`docs/screenshots/${name}.png\n`);
}

async function run(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const server = await startDemoServer(port);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    for (const locale of LOCALES) {
      const page = await newPage(browser, locale, 1440, 900);
      await page.goto(`${base}/user/login`);
      await shoot(page, `${locale}-login`);
      await login(page, locale);
      await shoot(page, `${locale}-dashboard`);
      for (const path of LIST_TABS) await openInApp(page, path);
      await openInApp(page, LIST_TABS[0] as string);
      await shoot(page, `${locale}-list-tabs`);
      await page.context().close();

      const phone = await newPage(browser, locale, 390, 844);
      await phone.goto(`${base}/user/login`);
      await login(phone, locale);
      await shoot(phone, `${locale}-mobile`);
      await phone.locator('.isps-collapse-toggle').click();
      await shoot(phone, `${locale}-mobile-menu`);
      await phone.context().close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(
    `screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
