import { expect, type Page, test } from '@playwright/test';
import { pageApi as api, DEMO_PASSWORD, loginAs } from './app-support';

type Json = Record<string, unknown>;

/** Runs a row's confirmed action on a list page: its button, then 确定 in the confirmation. */
async function confirmRowAction(page: Page, list: string, id: string, action: string) {
  const row = page.locator(`${list} tr[data-row-key="${id}"]`);
  await row.locator(`.isps-row-${action}`).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /吗/ })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** Executes a row's outbound or inbound with the quantities the dialog proposes (the open ones). */
async function executeRow(page: Page, list: string, id: string, action: 'outbound' | 'inbound') {
  const row = page.locator(`${list} tr[data-row-key="${id}"]`);
  await row.locator(`.isps-row-${action}`).click();
  await expect(page.locator(`${list} .isps-execute-lines .ant-table-row`).first()).toBeVisible();
  await page
    .locator(`${list} .ant-modal-footer:visible`)
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(row).toContainText('已完成');
}

/** On-hand quantity of a product at a facility, summed over its rows, from the inventory page's query. */
async function onhand(page: Page, productId: unknown, facilityId: unknown): Promise<number> {
  const rows = (
    await api(page, 'GET', `/wms/inventory/list?productId=${productId}&facilityId=${facilityId}&pageSize=100`)
  ).records as Json[];
  return rows.reduce((sum, row) => sum + Number(row.onhandQty), 0);
}

test('a planner releases, the clerk issues, the team reports with backflush, QC checks, the clerk receives the finished goods', async ({
  browser,
}) => {
  // Four users log in one after the other on a shared machine: more than the default minute.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = await loginAs(browser, 'admin', '/production/order');

  // Master data and stock (not the story): a warehouse, a line side, a product with a BOM of one
  // backflushed and one issued-and-consumed component, 20 of each in the warehouse; a planner.
  // The central warehouse (one of the clerk's facilities) and the assembly line side of the demo.
  const facility = async (code: string) =>
    ((await api(admin, 'GET', `/wms/facility/list?code=${code}`)).records as Json[]).find(
      (f) => f.code === code,
    )!;
  const warehouse = await facility('CW01');
  const lineSide = await facility('LS01');
  const product = (code: string, extra: Json = {}) =>
    api(admin, 'POST', '/mdm/product/add', {
      code,
      name: code,
      productType: 'raw_material',
      uom: 'PCS',
      ...extra,
    });
  const fg = await product(`E2E-FG-${stamp}`, { productType: 'finished', inspectionMode: 'full' });
  const c1 = await product(`E2E-C1-${stamp}`);
  const c2 = await product(`E2E-C2-${stamp}`);
  await api(admin, 'POST', '/mes/bom/add', {
    productId: fg.id,
    bomVersion: '1',
    componentId: c1.id,
    qtyPerUnit: 1,
    backflush: true,
  });
  await api(admin, 'POST', '/mes/bom/add', {
    productId: fg.id,
    bomVersion: '1',
    componentId: c2.id,
    qtyPerUnit: 2,
  });
  // Received straight onto a storage position: stock there is allocatable.
  const storage = (
    (await api(admin, 'GET', `/wms/position/list?facilityId=${warehouse.id}&positionType=storage&pageSize=1`))
      .records as Json[]
  )[0]!;
  const receipt = await api(admin, 'POST', '/wms/receive/add', {
    movementTypeCode: 'other_receipt',
    inFacilityId: warehouse.id,
    lines: [
      { productId: c1.id, qty: 20, inPositionId: storage.id },
      { productId: c2.id, qty: 20, inPositionId: storage.id },
    ],
  });
  const received = () => api(admin, 'GET', `/wms/receive/queryById?id=${receipt.id}`);
  await api(admin, 'POST', '/wms/receive/approve', {
    id: receipt.id,
    version: (await received()).version,
    requestId: `${stamp}-r1`,
  });
  await api(admin, 'POST', '/wms/receive/inbound', {
    id: receipt.id,
    version: (await received()).version,
    requestId: `${stamp}-r2`,
    lines: ((await received()).lines as Json[]).map((line) => ({ lineId: line.id, qty: 20 })),
  });
  const role = ((await api(admin, 'GET', '/sys/role/list?roleCode=planner')).records as Json[])[0]!;
  const plannerName = `e2e_planner_${stamp}`;
  await api(admin, 'POST', '/sys/user/add', {
    username: plannerName,
    realname: 'E2E planner',
    password: DEMO_PASSWORD,
    selectedroles: `${role.id},`,
  });
  const order = await api(admin, 'POST', '/mes/productionOrder/add', {
    code: `E2E-MO-${stamp}`,
    productId: fg.id,
    plannedQty: 4,
    facilityId: warehouse.id,
    lineSideFacilityId: lineSide.id,
  });
  const orderNow = () => api(admin, 'GET', `/mes/productionOrder/queryById?id=${order.id}`);

  // 1. The planner releases the order on its page: the components come from the BOM.
  const planner = await loginAs(browser, plannerName, '/production/order');
  await confirmRowAction(planner, 'isps-production-order-list', String(order.id), 'approve');
  await expect(planner.locator(`isps-production-order-list tr[data-row-key="${order.id}"]`)).toContainText(
    '已审核',
  );
  const components = (await orderNow()).components as Json[];
  const componentOf = (productId: unknown) => components.find((c) => c.productId === productId)!;
  expect([Number(componentOf(c1.id).requiredQty), Number(componentOf(c2.id).requiredQty)]).toEqual([4, 8]);

  // 2. The planner prepares and approves the material order; the clerk issues it on his page.
  const issue = await api(planner, 'POST', '/mes/materialOrder/add', {
    productionOrderId: order.id,
    lines: [
      { lineNo: 1, productionComponentId: componentOf(c1.id).id, productId: c1.id, qty: 4 },
      { lineNo: 2, productionComponentId: componentOf(c2.id).id, productId: c2.id, qty: 8 },
    ],
  });
  const issueNow = () => api(planner, 'GET', `/mes/materialOrder/queryById?id=${issue.id}`);
  await api(planner, 'POST', '/mes/materialOrder/approve', {
    id: issue.id,
    version: (await issueNow()).version,
    requestId: `${stamp}-i1`,
  });
  const clerk = await loginAs(browser, 'wh_clerk', '/production/material-order');
  await executeRow(clerk, 'isps-material-order-list', String(issue.id), 'outbound');
  expect([await onhand(admin, c1.id, warehouse.id), await onhand(admin, c1.id, lineSide.id)]).toEqual([
    16, 4,
  ]);
  expect([await onhand(admin, c2.id, warehouse.id), await onhand(admin, c2.id, lineSide.id)]).toEqual([
    12, 8,
  ]);

  // 3. The team reports 4 good; the planner approves on the report page: C1 is backflushed at the line side.
  const report = await api(planner, 'POST', '/mes/reportOrder/add', {
    productionOrderId: order.id,
    reportDate: '2026-11-25',
    shift: 'day',
    goodQty: 4,
    scrapQty: 0,
    outputBatchNo: `E2E-FG-${stamp}`,
  });
  await planner.goto('/production/report-order');
  await confirmRowAction(planner, 'isps-report-order-list', String(report.id), 'approve');
  await expect(planner.locator(`isps-report-order-list tr[data-row-key="${report.id}"]`)).toContainText(
    '已审核',
  );
  expect(await onhand(admin, c1.id, lineSide.id)).toBe(0);
  const afterReport = (await orderNow()).components as Json[];
  expect(Number(afterReport.find((c) => c.productId === c1.id)!.consumedQty)).toBe(4);
  expect(Number((await orderNow()).reportedQty)).toBe(4);
  // ... and the rest of C2 is consumed by a consume order (the line's page: the planner's, not the clerk's).
  const consume = await api(planner, 'POST', '/mes/consumeOrder/add', {
    productionOrderId: order.id,
    lines: [{ lineNo: 1, productionComponentId: componentOf(c2.id).id, productId: c2.id, qty: 8 }],
  });
  const consumeNow = () => api(planner, 'GET', `/mes/consumeOrder/queryById?id=${consume.id}`);
  await api(planner, 'POST', '/mes/consumeOrder/approve', {
    id: consume.id,
    version: (await consumeNow()).version,
    requestId: `${stamp}-c1`,
  });
  await api(planner, 'POST', '/mes/consumeOrder/outbound', {
    id: consume.id,
    version: (await consumeNow()).version,
    requestId: `${stamp}-c2`,
    lines: ((await consumeNow()).lines as Json[]).map((line) => ({ lineId: line.id, qty: 8 })),
  });
  expect(await onhand(admin, c2.id, lineSide.id)).toBe(0);

  // 4. QC: the inspector passes the work check of the 4 reported units.
  const inspector = await loginAs(browser, 'qc_inspector', '/production/work-check');
  const check = (
    (await api(inspector, 'GET', `/mes/workCheck/list?sourceDocType=report_order&sourceDocId=${report.id}`))
      .records as Json[]
  )[0]!;
  expect(Number(check.lotQty)).toBe(4);
  await api(inspector, 'POST', '/mes/workCheck/edit', {
    id: check.id,
    version: check.version,
    result: 'pass',
    qualifiedQty: 4,
    unqualifiedQty: 0,
  });
  const checkNow = await api(inspector, 'GET', `/mes/workCheck/queryById?id=${check.id}`);
  await api(inspector, 'POST', '/mes/workCheck/approve', {
    id: check.id,
    version: checkNow.version,
    requestId: `${stamp}-q1`,
  });
  expect(Number((await orderNow()).checkedQty)).toBe(4);

  // 5. The clerk approves the transfer receive and receives the finished goods on his page.
  const receive = (
    (await api(clerk, 'GET', `/mes/transferReceive/list?productionOrderId=${order.id}`)).records as Json[]
  )[0]!;
  await api(clerk, 'POST', '/mes/transferReceive/approve', {
    id: receive.id,
    version: receive.version,
    requestId: `${stamp}-t1`,
  });
  await clerk.goto('/production/transfer-receive');
  await executeRow(clerk, 'isps-transfer-receive-list', String(receive.id), 'inbound');
  expect(await onhand(admin, fg.id, warehouse.id)).toBe(4);
  const fgRows = (
    await api(admin, 'GET', `/wms/inventory/list?productId=${fg.id}&facilityId=${warehouse.id}`)
  ).records as Json[];
  expect(fgRows.map((row) => row.qualityStatus)).toEqual(['qualified']);
  const finished = await orderNow();
  expect([Number(finished.receivedQty), finished.fulfilStatus]).toEqual([4, 'completed']);
  // Every component left the warehouse exactly as issued and nothing is left at the line side.
  expect([await onhand(admin, c1.id, warehouse.id), await onhand(admin, c2.id, warehouse.id)]).toEqual([
    16, 12,
  ]);
  const final = (await orderNow()).components as Json[];
  for (const c of final) expect(Number(c.issuedQty) - Number(c.returnedQty) - Number(c.consumedQty)).toBe(0);
});
