import type { Browser, BrowserContext, Page } from 'playwright-core';

/** What the network bench and its trace share: the throttling, the goals and the signed-in supplier. */

/** Chrome DevTools' "Slow 4G" figures, as the issue states them. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
  connectionType: 'cellular4g',
} as const;

/** What each case waits for: an element inside the shadow root of a tag (tags may nest). */
export type Goal = readonly [tag: string, selector: string];
export const LOGIN_FORM: Goal = ['isps-user-login', 'input[placeholder]'];
export const DASHBOARD_FIGURE: Goal = ['isps-dashboard-analysis', '.isps-stat .ant-statistic-content-value'];
/**
 * Rows, or the "no data" row of a table that finished loading: antd draws that row under the spinner
 * while the first request is still under way, so it alone is no answer.
 */
const LOADED_ROWS = '.ant-table-row, .ant-table-wrapper:not(:has(.ant-spin-spinning)) .ant-table-placeholder';
export const ANNOUNCEMENT_ROWS: Goal = ['isps-user-announcement', LOADED_ROWS];
/** The supplier workbench opens on its first tab (orders to confirm): the rows of that list. */
export const WORKBENCH_ROWS: Goal = ['isps-supplier-workbench', LOADED_ROWS];

/**
 * Run in the page each frame: the time since the page's time origin once an element matching the goal's
 * selector is visible inside the shadow root of any instance of its tag, else 0. A string, because
 * tsx would wrap named functions of a compiled predicate in a helper the page does not have.
 */
const GOAL_SHOWN = `([tag, css]) => {
  const hosts = (scope) => [...scope.querySelectorAll('*')].flatMap((element) => [
    ...(element.localName === tag ? [element] : []),
    ...(element.shadowRoot ? hosts(element.shadowRoot) : []),
  ]);
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const shown = hosts(document).some((host) => [...(host.shadowRoot?.querySelectorAll(css) ?? [])].some(visible));
  return shown ? performance.now() : 0;
}`;

/** Milliseconds since the page's time origin when the goal is visible (checked every frame). */
export function waitVisible(page: Page, goal: Goal): Promise<number> {
  return page
    .waitForFunction(`(${GOAL_SHOWN})(${JSON.stringify(goal)})`, undefined, {
      polling: 'raf',
      timeout: 120_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A supplier who signed in on the partner portal before (the workbench's own login, unthrottled): the
 * session stays in the browser's storage, so the measured visits start signed in with a cold cache.
 */
export async function supplierSignedIn(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/demo/partner-portal.html`);
    await page.getByPlaceholder(/帐户名|Account/).fill('supplier_a');
    await page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
    await page
      .getByRole('button', { name: /登\s*录|Log in/ })
      .first()
      .click();
    await waitVisible(page, WORKBENCH_ROWS);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
