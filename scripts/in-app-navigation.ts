import type { Page } from 'playwright-core';

/**
 * In-app navigation of a single-page app in history mode (ours, and JeecgBoot's Vue2 client): push the
 * path and let the router follow the popstate, so the app keeps its state and tabs.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}
