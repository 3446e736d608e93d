import { expect, type Page, test } from '@playwright/test';
import { API, apiToken, openLoggedIn } from './app-support';

type Json = Record<string, unknown>;

/** An approved picklist of the demo warehouse, made through the API from approved deliveries. */
async function approvedPicklist(page: Page): Promise<{ id: string; code: string }> {
  const headers = { 'X-Access-Token': await apiToken(page.request) };
  const call = async (url: string, data?: Json) => {
    const response = data
      ? await page.request.post(`${API}${url}`, { headers, data })
      : await page.request.get(`${API}${url}`, { headers });
    return (await response.json()) as Json;
  };
  const deliveries = (
    (await call('/wms/delivery/list?docStatus=approved&fulfilStatus=unexecuted&pageSize=50')).result as Json
  ).records as Json[];
  for (const delivery of deliveries) {
    const created = await call('/wms/picklist/create', {
      facilityId: delivery.outFacilityId,
      commandIds: [delivery.id],
      requestId: crypto.randomUUID(),
    });
    if (!created.success) continue;
    const { id, code } = created.result as { id: string; code: string };
    await call('/wms/picklist/approve', { id, version: 0, requestId: crypto.randomUUID() });
    return { id, code };
  }
  throw new Error('no approved delivery with stock left to pick in the demo data');
}

const decoded = async (image: ReturnType<Page['locator']>) =>
  decodeURIComponent((await image.getAttribute('src')) ?? '');

test('prints a picklist with the text edited in the template designer', async ({ page }) => {
  await openLoggedIn(page, '/system/print-template');
  const templates = page.locator('isps-sys-print-template-list');
  await templates
    .locator('.ant-table-row')
    .filter({ hasText: '拣货单' })
    .locator('.isps-print-design')
    .click();
  await templates.locator('.ant-list-item').filter({ hasText: '拣货单 Picklist {{code}}' }).click();
  const text = templates.locator('.isps-print-text');
  await text.fill('E2E 拣货清单 {{code}} / {{facilityName}}');
  await templates.locator('.ant-modal-footer:visible').getByRole('button', { name: '保存设计' }).click();
  await expect(templates.locator('.ant-message')).toContainText('编辑成功!');

  const picklist = await approvedPicklist(page);
  await page.goto('/warehouse/picklist');
  const list = page.locator('isps-picklist-list');
  await list.locator('input#entity-query_code').fill(picklist.code);
  await list.locator('.isps-query-search').click();
  const row = list.locator(`tr[data-row-key="${picklist.id}"]`);
  await row.locator('.isps-picklist-print').click();
  const sheet = list.locator('.isps-print-page').first();
  await expect(sheet).toBeVisible();
  const svg = await decoded(sheet);
  expect(svg).toContain(`E2E 拣货清单 ${picklist.code} / `);
  // The lines come with a Code 128 symbol of each product (nested bwip-js SVG).
  expect(svg.match(/<svg x=/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  await list.locator('.isps-print-go').click();
  await expect(list.locator('.isps-print-preview')).toHaveCount(0);
  const headers = { 'X-Access-Token': await apiToken(page.request) };
  const detail = await (
    await page.request.get(`${API}/wms/picklist/queryById?id=${picklist.id}`, { headers })
  ).json();
  expect(detail.result.printCount).toBe(1);

  await row.locator('.isps-picklist-print-labels').click();
  const label = list.locator('.isps-print-page').first();
  await expect(label).toBeVisible();
  expect(await decoded(label)).toContain(picklist.code);
});
