import { expect, type Page, test } from '@playwright/test';
import { pageApi as api, confirmRowAction, loginAs, searchCode } from './app-support';

type Json = Record<string, unknown>;

/** The totals line of the inventory page for one product code. */
async function inventoryTotals(page: Page, productCode: string) {
  await page.goto('/warehouse/inventory');
  const inventory = page.locator('isps-inventory-query');
  await inventory.locator('.isps-inventory-product input').fill(productCode);
  await inventory.locator('.isps-inventory-search').click();
  return inventory.locator('.isps-inventory-totals');
}

test('receives a lot to QC, fails most of it in quality testing and ships the rejects back to the supplier', async ({
  browser,
}) => {
  const productCode = `E2E-QI-${Date.now()}`;
  const admin = await loginAs(browser, 'admin', '/warehouse/receive');
  const facility = (
    (await api(admin, 'GET', '/wms/facility/list?facilityType=warehouse&pageSize=1')).records as Json[]
  )[0]!;
  const supplier = ((await api(admin, 'GET', '/mdm/businessPartner/list?code=S001')).records as Json[])[0]!;
  const product = await api(admin, 'POST', '/mdm/product/add', {
    code: productCode,
    name: 'E2E valve',
    productType: 'raw_material',
    uom: 'PCS',
    inspectionMode: 'full',
  });
  const receipt = await api(admin, 'POST', '/wms/receipt/add', {
    partnerId: supplier.id,
    facilityId: facility.id,
    lines: [{ productId: product.id, receivedQty: 10 }],
  });

  // Receive: the clerk's list approves (posts) the pending receipt.
  await admin.reload();
  await searchCode(admin, 'isps-receipt-list', String(receipt.code), String(receipt.id));
  await confirmRowAction(admin, 'isps-receipt-list', String(receipt.id), 'approve', '确定审核吗?');
  await expect(admin.locator(`isps-receipt-list tr[data-row-key="${receipt.id}"]`)).toContainText('已审核');
  await expect(await inventoryTotals(admin, productCode)).toContainText('合计：在库 10，占用 0，可用 0');

  // Inspect: the inspector records 6 good and 4 rejected to return, and approves.
  const inspector = await loginAs(browser, 'qc_inspector', '/warehouse/quality-testing');
  const line = ((await api(admin, 'GET', `/wms/receipt/queryById?id=${receipt.id}`)).lines as Json[])[0]!;
  const inspection = await api(inspector, 'GET', `/qms/inspection/queryById?id=${line.inspectionId}`);
  await api(inspector, 'POST', '/qms/inspection/edit', {
    id: inspection.id,
    version: inspection.version,
    result: 'fail',
    qualifiedQty: 6,
    unqualifiedQty: 4,
    disposition: 'return_to_supplier',
    defectType: 'dimension',
  });
  // The inspector's list was loaded before the edit: approve only once the search shows the edited row.
  await searchCode(inspector, 'isps-quality-testing-list', String(inspection.code), String(inspection.id));
  await confirmRowAction(
    inspector,
    'isps-quality-testing-list',
    String(inspection.id),
    'approve',
    '确定审核吗?',
  );
  await expect(
    inspector.locator(`isps-quality-testing-list tr[data-row-key="${inspection.id}"]`),
  ).toContainText('已审核');
  // The 6 good units wait in QC, reserved by their put-away; the 4 rejects lie in DEFECT.
  await expect(await inventoryTotals(admin, productCode)).toContainText('合计：在库 10，占用 6，可用 0');
  await expect(admin.locator('isps-inventory-query .ant-table-row', { hasText: 'DEFECT' })).toContainText(
    '4',
  );

  // Return: someone other than its creator approves it, then ships the rejects.
  await admin.goto('/warehouse/return');
  const returns = (await api(admin, 'GET', `/wms/supplierReturn/list?inspectionId=${inspection.id}`))
    .records as Json[];
  const back = returns[0]!;
  await searchCode(admin, 'isps-supplier-return-list', String(back.code), String(back.id));
  await confirmRowAction(admin, 'isps-supplier-return-list', String(back.id), 'approve', '确定审核吗?');
  const row = admin.locator(`isps-supplier-return-list tr[data-row-key="${back.id}"]`);
  await row.locator('.isps-row-outbound').click();
  const list = admin.locator('isps-supplier-return-list');
  await expect(list.locator('.isps-execute-lines .ant-table-row').first()).toContainText('4');
  await list
    .locator('.ant-modal-footer:visible')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(row).toContainText('已完成');
  await expect(await inventoryTotals(admin, productCode)).toContainText('合计：在库 6，占用 6，可用 0');
  await expect(admin.locator('isps-inventory-query .ant-table-row', { hasText: 'DEFECT' })).toHaveCount(0);
});
