import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { allMenus } from '../../src/domain/system/menu';
import { activePage, openLoggedIn } from './app-support';

// issue 16 point 5: no list leaves a data column under its pinned operation column (scrolled to the
// end, for a list wider than the screen). Walked in English,
// whose titles are the longest, on a common laptop screen; every list page of the menu.
// Menu rows whose element is not built yet show a placeholder page: only the released elements.
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: { tagName?: string }[] }[];
};
const RELEASED = new Set(
  manifest.modules.flatMap((module) => (module.declarations ?? []).map((d) => d.tagName)),
);
const LIST_PAGES = allMenus().filter(
  (item) =>
    item.component?.endsWith('-list') &&
    RELEASED.has(item.component) &&
    !item.path.includes(':') &&
    !item.hidden,
);

interface Overlap {
  column: string;
  right: number;
  pinnedLeft: number;
}

test('every list shows its data columns beside the pinned operation column', async ({ page }) => {
  test.setTimeout(60_000 + LIST_PAGES.length * 15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() =>
    localStorage.setItem('pro__language', JSON.stringify({ value: 'en_US', expire: null })),
  );
  await openLoggedIn(page);
  const hidden: string[] = [];
  let checked = 0;
  for (const item of LIST_PAGES) {
    const tag = item.component as string;
    await page.goto(item.path);
    const element = activePage(page, tag);
    // The shared list component (EntityListPage) draws the pinned column; tree and card pages have none.
    const list = element.locator('.isps-entity-list');
    await expect(element.locator('.isps-entity-list, .ant-tree, .ant-table, .ant-card').first()).toBeVisible({
      timeout: 20_000,
    });
    if ((await list.count()) === 0) continue;
    checked += 1;
    const table = list.locator('.ant-table-container').first();
    // The widths settle once the rows (or the empty note) are in: a column is as wide as its texts.
    await expect(list.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(list.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    // A list wider than the screen scrolls sideways (column widths: docs/documents-pages.md): scrolled to
    // its end, every data column must stand left of the pinned operation column.
    const overlaps = await table.evaluate(async (container): Promise<Overlap[]> => {
      const scroller = container.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const header = [...container.querySelectorAll<HTMLElement>('thead th')];
      const pinned = header.find((th) => th.classList.contains('ant-table-cell-fix-right'));
      if (!pinned) return [];
      const pinnedLeft = pinned.getBoundingClientRect().left;
      return header
        .filter((th) => !th.className.includes('ant-table-cell-fix') && th.textContent?.trim())
        .map((th) => ({
          column: th.textContent?.trim() ?? '',
          right: th.getBoundingClientRect().right,
          pinnedLeft,
        }))
        .filter((cell) => cell.right > cell.pinnedLeft + 1);
    });
    for (const overlap of overlaps) hidden.push(`${item.path}: "${overlap.column}"`);
  }
  expect(checked).toBeGreaterThan(40);
  expect(hidden).toEqual([]);
});
