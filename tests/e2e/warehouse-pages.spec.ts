import { expect, type Page, test } from '@playwright/test';

/** Logs in as the demo administrator and lands on `path` (the admin app renders its element). */
async function login(page: Page, path: string): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder(/帐户名|Account/).fill('admin');
  await page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
  await page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  await expect(page).toHaveURL(path);
}

test('shows the demo stock with onhand, promise, usable and totals on the inventory page', async ({
  page,
}) => {
  await login(page, '/warehouse/inventory');
  const inventory = page.locator('isps-inventory-query');
  await expect(inventory.locator('.ant-table-row').first()).toBeVisible();
  await inventory.locator('.isps-inventory-product input').fill('SP-0000');
  await inventory.locator('.isps-inventory-search').click();
  await expect(inventory.locator('.isps-inventory-totals')).toContainText('合计');
  await expect(inventory.locator('.ant-table-row').first()).toContainText('SP-0000');
});

test('ships an approved transfer through the posting form', async ({ page }) => {
  await login(page, '/inventory/transfer');
  const list = page.locator('isps-transfer-command-list');
  // One approved, unexecuted transfer of the demo data, found through the API with the page's token.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  );
  const answer = await page.request.get(
    '/jeecg-boot/wms/transfer/list?docStatus=approved&fulfilStatus=unexecuted',
    {
      headers: { 'X-Access-Token': token },
    },
  );
  const [transfer] = (await answer.json()).result.records as { id: string; code: string }[];
  await list.locator('input#entity-query_code').fill(transfer!.code);
  await list.locator('.isps-query-search').click();
  const row = list.locator(`tr[data-row-key="${transfer!.id}"]`);
  await expect(row).toContainText('未执行');
  await row.locator('.isps-row-outbound').click();
  await expect(list.locator('.isps-execute-lines .ant-table-row').first()).toBeVisible();
  await list
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(row).toContainText(/执行中|已完成/);
});

test('renders a field-service page alone in the shell demo, logging in by itself', async ({ page }) => {
  await page.goto('/demo/fsm-pages.html?page=isps-fsm-spare-part-list-query');
  const query = page.locator('isps-fsm-spare-part-list-query');
  await expect(query.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  // The list is ordered by code and other tests add spare parts of their own (E2E-…): look up a demo part.
  await query.locator('input#product').fill('SP-00001');
  await query.locator('button[type="submit"]').click();
  await expect(query.locator('.ant-table-row')).toHaveCount(1);
  await expect(query.locator('.ant-table-row')).toContainText('SP-00001');
});
