import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { pageApi as api, DEMO_PASSWORD, loginAs, openDb } from './app-support';

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

/** Narrows a document list page to the document of `code` (its query form), once the list shows only it. */
async function showOnly(page: Page, list: string, code: unknown, id: unknown) {
  const root = page.locator(list);
  await root.locator('input#entity-query_code').fill(String(code));
  await root.locator('.isps-query-search').click();
  const rows = root.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-row-key', String(id));
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

/**
 * A document action through the API with the page's session, at the document's current version (the
 * steps of the story that are not the user's page: preparing and approving the documents they execute).
 */
async function act(page: Page, base: string, action: string, id: unknown, extra: Json = {}) {
  const { version } = await api(page, 'GET', `${base}/queryById?id=${id}`);
  return api(page, 'POST', `${base}/${action}`, { id, version, requestId: randomUUID(), ...extra });
}

/** Ledger quantities (scaled by 1000 in the database) summed per `product@facility`, of one document or of all. */
function ledger(filter: { docId?: unknown; productId?: unknown }): Map<string, number> {
  const db = openDb();
  try {
    const where = filter.docId === undefined ? 'product_id = ?' : 'source_doc_id = ?';
    const rows = db
      .prepare(
        `select product_id as p, facility_id as f, sum(qty_delta) as q from wms_inventory_ledger
         where tenant_id = 0 and ${where} group by product_id, facility_id`,
      )
      .all(String(filter.docId ?? filter.productId)) as { p: string; f: string; q: number }[];
    return new Map(rows.filter((row) => row.q !== 0).map((row) => [`${row.p}@${row.f}`, row.q / 1000]));
  } finally {
    db.close();
  }
}

/**
 * After a step: each product's balance at each facility (the inventory query) is the expected quantity
 * and equals the sum of its ledger rows there.
 */
async function expectStock(page: Page, expected: [product: Json, facility: Json, qty: number][]) {
  for (const [product, facility, qty] of expected) {
    const key = `${product.code}@${facility.code}`;
    expect(await onhand(page, product.id, facility.id), key).toBe(qty);
    expect(ledger({ productId: product.id }).get(`${product.id}@${facility.id}`) ?? 0, key).toBe(qty);
  }
}

test('a planner releases, the clerk issues, the team reports twice with scrap, QC passes part and fails part, the clerk receives and returns, the order completes', async ({
  browser,
}) => {
  // Five users log in one after the other on a shared machine: more than the default minute.
  test.setTimeout(360_000);
  const stamp = Date.now();
  const today = new Date(stamp + 8 * 3_600_000).toISOString().slice(0, 10);
  const admin = await loginAs(browser, 'admin', '/production/order');

  // Master data and stock (not the story): a product with a BOM of one backflushed component (C1, scrap
  // allowance 100 %) and one issued-and-consumed component (C2), 20 of each in the central warehouse.
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
    scrapPct: 100,
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
  await act(admin, '/wms/receive', 'approve', receipt.id);
  const receiptLines = (await api(admin, 'GET', `/wms/receive/queryById?id=${receipt.id}`)).lines as Json[];
  await act(admin, '/wms/receive', 'inbound', receipt.id, {
    lines: receiptLines.map((line) => ({ lineId: line.id, qty: 20 })),
  });
  await expectStock(admin, [
    [c1, warehouse, 20],
    [c2, warehouse, 20],
  ]);
  // A planner and an operator of the line (demo roles planner and operator).
  const userOf = async (roleCode: string) => {
    const role = ((await api(admin, 'GET', `/sys/role/list?roleCode=${roleCode}`)).records as Json[])[0]!;
    const username = `e2e_${roleCode}_${stamp}`;
    await api(admin, 'POST', '/sys/user/add', {
      username,
      realname: `E2E ${roleCode}`,
      password: DEMO_PASSWORD,
      selectedroles: `${role.id},`,
    });
    return username;
  };
  const plannerName = await userOf('planner');
  const operatorName = await userOf('operator');
  const order = await api(admin, 'POST', '/mes/productionOrder/add', {
    code: `E2E-MO-${stamp}`,
    productId: fg.id,
    plannedQty: 3,
    facilityId: warehouse.id,
    lineSideFacilityId: lineSide.id,
  });
  const orderNow = () => api(admin, 'GET', `/mes/productionOrder/queryById?id=${order.id}`);
  const componentsNow = async () => {
    const rows = (await orderNow()).components as Json[];
    return Object.fromEntries(
      [c1, c2].map((c) => {
        const row = rows.find((r) => r.productId === c.id)!;
        return [
          String(c.code),
          [row.requiredQty, row.issuedQty, row.returnedQty, row.consumedQty].map(Number),
        ];
      }),
    );
  };

  // 1. The planner releases the order on its page: the components come from the BOM, C1 with its scrap
  //    allowance (3 x 1 x 2 = 6), C2 3 x 2 = 6. Nothing moves in stock.
  const planner = await loginAs(browser, plannerName, '/production/order');
  await confirmRowAction(planner, 'isps-production-order-list', String(order.id), 'approve');
  await expect(planner.locator(`isps-production-order-list tr[data-row-key="${order.id}"]`)).toContainText(
    '已审核',
  );
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 0, 0, 0], [String(c2.code)]: [6, 0, 0, 0] });
  const components = (await orderNow()).components as Json[];
  const componentOf = (p: Json) => components.find((c) => c.productId === p.id)!;
  expect(ledger({ docId: order.id }).size).toBe(0);

  // 2. The planner prepares and approves the material order; the clerk issues it on his page:
  //    6 + 6 from the warehouse to the line side, on the ledger as the document says.
  const issue = await api(planner, 'POST', '/mes/materialOrder/add', {
    productionOrderId: order.id,
    lines: [
      { lineNo: 1, productionComponentId: componentOf(c1).id, productId: c1.id, qty: 6 },
      { lineNo: 2, productionComponentId: componentOf(c2).id, productId: c2.id, qty: 6 },
    ],
  });
  await act(planner, '/mes/materialOrder', 'approve', issue.id);
  const clerk = await loginAs(browser, 'wh_clerk', '/production/material-order');
  await executeRow(clerk, 'isps-material-order-list', String(issue.id), 'outbound');
  expect(ledger({ docId: issue.id })).toEqual(
    new Map([
      [`${c1.id}@${warehouse.id}`, -6],
      [`${c1.id}@${lineSide.id}`, 6],
      [`${c2.id}@${warehouse.id}`, -6],
      [`${c2.id}@${lineSide.id}`, 6],
    ]),
  );
  await expectStock(admin, [
    [c1, warehouse, 14],
    [c1, lineSide, 6],
    [c2, warehouse, 14],
    [c2, lineSide, 6],
  ]);
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 6, 0, 0], [String(c2.code)]: [6, 6, 0, 0] });

  // 3. The team reports two partial quantities (2 good + 1 scrap, then 2 good), the planner approves each on
  //    the report page: C1 is backflushed at the line side for good + scrap (3, then 2).
  const operator = await loginAs(browser, operatorName, '/production/order');
  const reportOf = async (n: number, goodQty: number, scrapQty: number) => {
    const report = await api(operator, 'POST', '/mes/reportOrder/add', {
      productionOrderId: order.id,
      reportDate: today,
      shift: n === 1 ? 'day' : 'night',
      goodQty,
      scrapQty,
      workHours: 4,
      outputBatchNo: `E2E-FG-${stamp}-${n}`,
    });
    if (n === 1) await planner.goto('/production/report-order');
    else await planner.reload();
    const { code } = await api(planner, 'GET', `/mes/reportOrder/queryById?id=${report.id}`);
    await showOnly(planner, 'isps-report-order-list', code, report.id);
    await confirmRowAction(planner, 'isps-report-order-list', String(report.id), 'approve');
    await expect(planner.locator(`isps-report-order-list tr[data-row-key="${report.id}"]`)).toContainText(
      '已审核',
    );
    return report;
  };
  const report1 = await reportOf(1, 2, 1);
  expect(ledger({ docId: report1.id })).toEqual(new Map([[`${c1.id}@${lineSide.id}`, -3]]));
  await expectStock(admin, [[c1, lineSide, 3]]);
  expect([Number((await orderNow()).reportedQty), Number((await orderNow()).scrapQty)]).toEqual([2, 1]);
  expect((await orderNow()).fulfilStatus).toBe('executing');
  const report2 = await reportOf(2, 2, 0);
  expect(ledger({ docId: report2.id })).toEqual(new Map([[`${c1.id}@${lineSide.id}`, -2]]));
  await expectStock(admin, [
    [c1, lineSide, 1],
    [c2, lineSide, 6],
  ]);
  expect([Number((await orderNow()).reportedQty), Number((await orderNow()).scrapQty)]).toEqual([4, 1]);
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 6, 0, 5], [String(c2.code)]: [6, 6, 0, 0] });
  // ... and the team's use of C2 (2 per unit of the 2 + 1 + 2 reported: 10 would be the standard, 4 were
  // used) is consumed by a consume order on its page.
  const consume = await api(planner, 'POST', '/mes/consumeOrder/add', {
    productionOrderId: order.id,
    lines: [{ lineNo: 1, productionComponentId: componentOf(c2).id, productId: c2.id, qty: 4 }],
  });
  await act(planner, '/mes/consumeOrder', 'approve', consume.id);
  await planner.goto('/production/consume-order');
  await executeRow(planner, 'isps-consume-order-list', String(consume.id), 'outbound');
  expect(ledger({ docId: consume.id })).toEqual(new Map([[`${c2.id}@${lineSide.id}`, -4]]));
  await expectStock(admin, [[c2, lineSide, 2]]);

  // 4. QC: the inspector passes the first report's work check (2 of 2) and fails one unit of the second's
  //    (1 qualified, 1 unqualified, scrapped), approving each on the work check page.
  const inspector = await loginAs(browser, 'qc_inspector', '/production/work-check');
  const checkOf = async (report: Json) =>
    (
      (await api(inspector, 'GET', `/mes/workCheck/list?sourceDocType=report_order&sourceDocId=${report.id}`))
        .records as Json[]
    )[0]!;
  const decide = async (report: Json, result: Json) => {
    const check = await checkOf(report);
    expect(Number(check.lotQty)).toBe(2);
    await api(inspector, 'POST', '/mes/workCheck/edit', { id: check.id, version: check.version, ...result });
    await inspector.reload();
    await showOnly(inspector, 'isps-work-check-list', check.code, check.id);
    await confirmRowAction(inspector, 'isps-work-check-list', String(check.id), 'approve');
    await expect(inspector.locator(`isps-work-check-list tr[data-row-key="${check.id}"]`)).toContainText(
      '已审核',
    );
    return check;
  };
  await decide(report1, { result: 'pass', qualifiedQty: 2, unqualifiedQty: 0 });
  expect(Number((await orderNow()).checkedQty)).toBe(2);
  const failed = await decide(report2, {
    result: 'fail',
    qualifiedQty: 1,
    unqualifiedQty: 1,
    disposition: 'scrap',
  });
  expect(Number((await orderNow()).checkedQty)).toBe(3);
  // The failed unit goes into stock as unqualified at the defect position, waiting for its scrap command.
  expect(ledger({ docId: failed.id })).toEqual(new Map([[`${fg.id}@${warehouse.id}`, 1]]));
  await expectStock(admin, [[fg, warehouse, 1]]);

  // 5. The clerk approves the two transfer receives and receives the finished goods on his page: 2 + 1
  //    qualified, each into a new batch named by its report.
  const receives = (
    (await api(clerk, 'GET', `/mes/transferReceive/list?productionOrderId=${order.id}&pageSize=10`))
      .records as Json[]
  ).filter((row) => row.docStatus === 'pending');
  expect(receives).toHaveLength(2);
  await clerk.goto('/production/transfer-receive');
  for (const receive of receives) {
    await act(clerk, '/mes/transferReceive', 'approve', receive.id);
    await clerk.reload();
    await executeRow(clerk, 'isps-transfer-receive-list', String(receive.id), 'inbound');
  }
  const posted = receives.map((receive) => ledger({ docId: receive.id }).get(`${fg.id}@${warehouse.id}`));
  expect(posted.sort()).toEqual([1, 2]);
  await expectStock(admin, [[fg, warehouse, 4]]);
  const fgRows = (
    await api(admin, 'GET', `/wms/inventory/list?productId=${fg.id}&facilityId=${warehouse.id}&pageSize=100`)
  ).records as Json[];
  expect(fgRows.map((row) => [row.batchNo, row.qualityStatus, Number(row.onhandQty)]).sort()).toEqual([
    [`E2E-FG-${stamp}-1`, 'qualified', 2],
    [`E2E-FG-${stamp}-2`, 'qualified', 1],
    [`E2E-FG-${stamp}-2-NG`, 'unqualified', 1],
  ]);
  let finished = await orderNow();
  expect([Number(finished.receivedQty), finished.fulfilStatus]).toEqual([3, 'completed']);

  // 6. The clerk's inventory query shows the new batches with their age (received today: 0 days).
  await clerk.goto('/warehouse/inventory');
  const query = clerk.locator('isps-inventory-query');
  await query.locator('.isps-inventory-product input').fill(String(fg.code));
  await query.locator('.isps-inventory-search').click();
  const batchRow = query.locator('.ant-table-row', { hasText: `E2E-FG-${stamp}-1` }).first();
  await expect(batchRow).toBeVisible();
  const headers = await query.locator('.ant-table-thead th').allTextContents();
  const ageColumn = headers.findIndex((header) => header.includes('库龄'));
  expect(ageColumn).toBeGreaterThan(0);
  await expect(batchRow.locator('td').nth(ageColumn)).toHaveText('0');
  expect(fgRows.map((row) => row.ageDays)).toEqual([0, 0, 0]);
  await expect(query.locator('.ant-table-row', { hasText: `E2E-FG-${stamp}-2-NG` })).toHaveCount(1);

  // 7. The leftover components (1 C1, 2 C2) go back to the warehouse: the clerk writes the return order,
  //    the planner approves it, the clerk posts it on his page; each into the batch it was issued from.
  const back = await api(clerk, 'POST', '/mes/returnOrder/add', {
    productionOrderId: order.id,
    lines: [
      { lineNo: 1, productionComponentId: componentOf(c1).id, productId: c1.id, qty: 1 },
      { lineNo: 2, productionComponentId: componentOf(c2).id, productId: c2.id, qty: 2 },
    ],
  });
  await act(planner, '/mes/returnOrder', 'approve', back.id);
  await clerk.goto('/production/return-order');
  await executeRow(clerk, 'isps-return-order-list', String(back.id), 'outbound');
  expect(ledger({ docId: back.id })).toEqual(
    new Map([
      [`${c1.id}@${lineSide.id}`, -1],
      [`${c1.id}@${warehouse.id}`, 1],
      [`${c2.id}@${lineSide.id}`, -2],
      [`${c2.id}@${warehouse.id}`, 2],
    ]),
  );
  await expectStock(admin, [
    [c1, warehouse, 15],
    [c1, lineSide, 0],
    [c2, warehouse, 16],
    [c2, lineSide, 0],
  ]);
  const batchesOf = async (p: Json) =>
    (
      (await api(admin, 'GET', `/wms/inventory/list?productId=${p.id}&facilityId=${warehouse.id}`))
        .records as Json[]
    ).map((row) => row.batchNo);
  expect(new Set(await batchesOf(c1)).size).toBe(1);

  // 8. The order is complete and nothing of it is left at the line side: every component is issued =
  //    returned + consumed.
  finished = await orderNow();
  expect(finished.fulfilStatus).toBe('completed');
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 6, 1, 5], [String(c2.code)]: [6, 6, 2, 4] });

  // 9. The planner's production dashboard: the orders by status and the scrap rate as the endpoint answers.
  await planner.goto('/production/dashboard');
  const board = planner.locator('isps-production-dashboard');
  const figures = await api(planner, 'GET', '/mes/productionOrder/dashboard');
  await expect(board.locator('.isps-production-scrap-rate')).toContainText(
    Number(figures.scrapRatePct).toFixed(2),
  );
  const completed = (figures.byStatus as Json[]).find((row) => row.status === 'completed')!;
  const statusTable = board.locator('figure table', {
    has: planner.locator('caption', { hasText: '各状态生产订单' }),
  });
  await expect(statusTable.locator('tbody tr', { hasText: '已完成' })).toContainText(String(completed.count));
  await expect(board.locator('figure caption', { hasText: '每日产出与计划' })).toHaveCount(1);
});
