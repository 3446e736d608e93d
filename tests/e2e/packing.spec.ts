import { expect, test } from '@playwright/test';
import { API, apiToken, openLoggedIn } from './app-support';

test('opens the packing list and prints a packed shipment and its package labels', async ({ page }) => {
  const headers = { 'X-Access-Token': await apiToken(page.request) };
  const answer = await page.request.get(`${API}/wms/packingList/list?fulfilStatus=completed`, { headers });
  const [task] = (await answer.json()).result.records as { id: string; code: string }[];

  await openLoggedIn(page, '/warehouse/packing-list');
  const list = page.locator('isps-packing-list');
  const row = list.locator(`tr[data-row-key="${task!.id}"]`);
  await expect(row).toContainText(task!.code);
  await row.locator('.isps-packing-print').click();
  const sheet = list.locator('.isps-print-page').first();
  await expect(sheet).toBeVisible();
  const svg = decodeURIComponent((await sheet.getAttribute('src')) ?? '');
  expect(svg).toContain(`装箱单 Packing list ${task!.code}`);
  await list.locator('.isps-print-go').click();
  await expect(list.locator('.isps-print-preview')).toHaveCount(0);

  await row.locator('.isps-packing-print-labels').click();
  const label = list.locator('.isps-print-page').first();
  await expect(label).toBeVisible();
  // The package number itself is the Code 128 symbol and its human-readable line, both drawn as paths.
  expect(decodeURIComponent((await label.getAttribute('src')) ?? '')).toContain(`任务 Task: ${task!.code}`);
  await list.locator('.isps-print-go').click();
  await expect(list.locator('.isps-print-preview')).toHaveCount(0);
  const station = await page.request.get(`${API}/pkg/task/station?id=${task!.id}`, { headers });
  expect((await station.json()).result.packages[0].labelPrintCount).toBe(1);
});
