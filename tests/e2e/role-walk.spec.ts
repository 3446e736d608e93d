import { expect, test } from '@playwright/test';
import { FSM_SHELL_PATHS, menuTree } from '../../src/domain/system/menu';
import type { MenuDef } from '../../src/domain/system/types';
import { activePage, DEMO_PASSWORD } from './app-support';
import { DEMO_USERS, FailureWatcher, goInApp, menuPages, openQuerySelects } from './role-walk-support';

/**
 * Issue 16 point 3 / issue 18 point 3: no page fails for a user who may open it. Every demo user opens
 * every page of their own menu and every select of its query form; any HTTP error, `success: false`,
 * uncaught error or console error fails the walk, naming the page. Pages not built yet ("该页面暂未提供")
 * open without a request and pass.
 */
for (const username of DEMO_USERS) {
  test(`${username} opens every page of the menu without an error`, async ({ page }) => {
    test.setTimeout(240_000);
    const watcher = new FailureWatcher(page);
    watcher.at('home');
    await page.goto('/user/login?redirect=%2Fdashboard%2Fanalysis');
    await page.getByPlaceholder(/帐户名|Account/).fill(username);
    await page.getByPlaceholder(/^密码$|^Password$/).fill(DEMO_PASSWORD);
    await page
      .getByRole('button', { name: /登\s*录|Log in/ })
      .first()
      .click();
    // A user of several departments chooses one first (api-contract 9.3): the one offered.
    const departs = page.locator('.ant-modal:visible').filter({ hasText: /部门切换/ });
    await expect(departs.or(page.locator('.isps-header')).first()).toBeVisible({ timeout: 30_000 });
    if (await departs.count()) await departs.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL('/dashboard/analysis', { timeout: 30_000 });
    await watcher.settled();
    const pages = await menuPages(page);
    expect(pages.length).toBeGreaterThan(2);
    for (const { path, tag } of pages) {
      watcher.at(`${username} ${path}`);
      await goInApp(page, path);
      const element = activePage(page, tag);
      await expect(element.or(page.locator('.isps-page-unavailable:visible')).first()).toBeAttached();
      await watcher.settled();
      await openQuerySelects(element, watcher);
    }
    expect(watcher.failures).toEqual([]);
  });
}

function shellTags(items: readonly MenuDef[]): string[] {
  return items.flatMap((item) =>
    item.children
      ? shellTags(item.children)
      : (FSM_SHELL_PATHS as readonly string[]).includes(item.path)
        ? [item.component]
        : [],
  );
}

test('the field-service shell account opens every shell page without an error', async ({ page }) => {
  test.setTimeout(120_000);
  const watcher = new FailureWatcher(page);
  const tags = shellTags(menuTree);
  expect(tags).toHaveLength(FSM_SHELL_PATHS.length);
  for (const tag of tags) {
    watcher.at(`fsm_shell ${tag}`);
    // The shell demo renders one element that logs in by itself with the shell's account.
    await page.goto(`/demo/fsm-pages.html?page=${tag}`);
    const element = page.locator(tag);
    await expect(element.locator('.ant-table, .ant-form, .ant-card').first()).toBeVisible({
      timeout: 30_000,
    });
    await watcher.settled();
    await openQuerySelects(element, watcher);
  }
  expect(watcher.failures).toEqual([]);
});
