import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loginThroughPage } from '../tests/e2e/app-support';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * Screenshots of nine lists at 1440 x 900 (Chinese and English) and 360 x 640, as admin, from a running
 * demo server, with the headers and cells that wrap or are cut (docs/documents-pages.md "List columns").
 * Usage: tsx scripts/list-column-screens.ts [outDir] [view,view...]
 */
const base = process.env.ISPS_SCREENS_URL ?? 'http://127.0.0.1:7228';
const out = process.argv[2] ?? join(tmpdir(), 'isps-list-columns');
const only = process.argv[3]?.split(',');
mkdirSync(out, { recursive: true });
const LISTS: Record<string, string> = {
  product: '/mdm/product',
  partner: '/mdm/business-partner',
  poItem: '/srm/purchase-order-item',
  deliveryNote: '/srm/delivery-note',
  receipt: '/warehouse/receive',
  inventory: '/warehouse/inventory',
  productionOrder: '/production/order',
  sapLog: '/order/sap-log',
  user: '/system/user',
};
const VIEWS = [
  { name: 'zh-1440', locale: 'zh_CN', width: 1440, height: 900 },
  { name: 'en-1440', locale: 'en_US', width: 1440, height: 900 },
  { name: 'zh-360', locale: 'zh_CN', width: 360, height: 640 },
  { name: 'en-360', locale: 'en_US', width: 360, height: 640 },
];

async function measure(page: Page) {
  return page.evaluate(() => {
    // No named functions in here: tsx's __name helper does not exist in the page.
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const report: string[] = [];
    for (const root of roots) {
      for (const table of root.querySelectorAll('.ant-table-wrapper')) {
        const visible = (table as HTMLElement).offsetParent !== null;
        if (!visible) continue;
        const ths = [...table.querySelectorAll<HTMLElement>('thead th')];
        for (const th of ths) {
          const text = th.textContent?.trim() ?? '';
          if (!text) continue;
          const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
          // Lines: the distinct tops of the header text's line boxes.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          const lines = tops.size;
          if (lines > 1 || title.scrollWidth > title.clientWidth + 1)
            report.push(
              `th "${text}" w=${Math.round(th.getBoundingClientRect().width)} lines=${lines} overflow=${title.scrollWidth > title.clientWidth + 1}`,
            );
        }
        const rows = [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].slice(0, 10);
        for (const row of rows) {
          row.querySelectorAll<HTMLElement>('td').forEach((td, i) => {
            const text = td.textContent?.trim() ?? '';
            if (!text || td.classList.contains('ant-table-selection-column')) return;
            const cut =
              td.scrollWidth > td.clientWidth + 1 ||
              [...td.querySelectorAll<HTMLElement>('*')].some(
                (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).textOverflow === 'ellipsis',
              );
            const tall = td.getBoundingClientRect().height > 60;
            if (cut || tall)
              report.push(
                `td[${i}] "${text.slice(0, 40)}" cut=${cut} h=${Math.round(td.getBoundingClientRect().height)}`,
              );
          });
        }
        const body = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
        if (body) report.push(`scroll ${body.scrollWidth}/${body.clientWidth}`);
      }
    }
    return report;
  });
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const view of VIEWS) {
  if (only && !only.includes(view.name)) continue;
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height } });
  await context.addInitScript((language) => {
    localStorage.setItem('pro__language', JSON.stringify({ value: language, expire: null }));
  }, view.locale);
  const page = await context.newPage();
  await page.goto(`${base}/user/login`);
  await loginThroughPage(page);
  await page.waitForURL('**/dashboard/analysis', { timeout: 60_000 });
  for (const [name, path] of Object.entries(LISTS)) {
    await page.goto(`${base}${path}`);
    try {
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(700);
    } catch {
      process.stdout.write(`${view.name} ${name}: no table\n`);
    }
    // On a phone the query form fills the first screen: the table is what is looked at.
    if (view.width < 768)
      await page
        .locator('.ant-table-wrapper')
        .first()
        .evaluate((table) => table.scrollIntoView({ block: 'start' }))
        .catch(() => undefined);
    await page.screenshot({ path: join(out, `${name}-${view.name}.png`) });
    const report = await measure(page);
    process.stdout.write(`== ${view.name} ${name}\n${report.join('\n')}\n`);
  }
  await context.close();
}
await browser.close();
