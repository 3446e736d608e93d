import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import {
  pageApi as api,
  chooseOption,
  confirmRowAction,
  DEMO_PASSWORD,
  loginAs,
  openDb,
  searchCode,
} from './app-support';

type Json = Record<string, unknown>;

const APPROVE = '确定审核吗?';

/** Approves a document on its list page (its approve button, then 确定) and waits for the row to say so. */
async function approveRow(page: Page, list: string, id: unknown) {
  await confirmRowAction(page, list, String(id), 'approve', APPROVE);
  await expect(page.locator(`${list} tr[data-row-key="${id}"]`)).toContainText('已审核');
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

/** The add / edit form open on a list page. */
const formOf = (page: Page, list: string) => page.locator(`${list} .isps-entity-form`);

/** Picks an option of the form's select `#entity-form_<field>` after typing `search`. */
async function pickIn(page: Page, form: Locator, field: string, search: string, option: RegExp) {
  const select = form.locator('.ant-select', { has: page.locator(`#entity-form_${field}`) });
  await chooseOption(page, select, search, option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Opens the list page's add form (its toolbar button). */
async function openAddForm(page: Page, list: string): Promise<Locator> {
  await page.locator(`${list} .isps-toolbar-add`).click();
  const form = formOf(page, list);
  await expect(form).toBeVisible();
  return form;
}

/** Saves the open form with its own 确定 and waits for it to close. */
async function saveForm(page: Page, list: string) {
  await page
    .locator(`${list} .ant-modal`, { has: page.locator('.isps-entity-form') })
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formOf(page, list)).toHaveCount(0);
}

/**
 * The master-detail form's "from the order components" picker: ticks the rows of these component
 * products (each row names its product by code) and adds them as lines.
 */
async function addComponentLines(page: Page, list: string, products: Json[]) {
  await formOf(page, list).locator('.isps-create-from-productionComponent').click();
  const picker = page.locator(`${list} .ant-modal`, { has: page.locator('.isps-create-from-rows') });
  for (const product of products) {
    await picker
      .locator('.isps-create-from-rows .ant-table-row', { hasText: String(product.code) })
      .locator('.ant-checkbox-input')
      .check();
  }
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toHaveCount(0);
}

/** A full-page screenshot of one step, kept with the test's output. */
const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** On-hand quantity of a product at a facility, summed over its rows, from the inventory page's query. */
async function onhand(page: Page, productId: unknown, facilityId: unknown): Promise<number> {
  const rows = (
    await api(page, 'GET', `/wms/inventory/list?productId=${productId}&facilityId=${facilityId}&pageSize=100`)
  ).records as Json[];
  return rows.reduce((sum, row) => sum + Number(row.onhandQty), 0);
}

/** The receipt of the test's stock (setup, not a user step), at the document's current version. */
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
}, info) => {
  // Five users log in one after the other and fill their forms on a shared machine: minutes, not one.
  test.setTimeout(480_000);
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

  // 1. The planner writes the order by hand on its page (3 of the product, from the central warehouse's
  //    line side) and releases it: the components come from the BOM, C1 with its scrap allowance
  //    (3 x 1 x 2 = 6), C2 3 x 2 = 6. Nothing moves in stock.
  const ORDERS = 'isps-production-order-list';
  const orderCode = `E2E-MO-${stamp}`;
  const planner = await loginAs(browser, plannerName, '/production/order');
  {
    const form = await openAddForm(planner, ORDERS);
    await form.locator('input#entity-form_code').fill(orderCode);
    await pickIn(planner, form, 'productId', String(fg.code), new RegExp(String(fg.code)));
    await form.locator('input#entity-form_plannedQty').fill('3');
    await pickIn(planner, form, 'facilityId', 'CW01', /CW01/);
    await pickIn(planner, form, 'lineSideFacilityId', 'LS01', /LS01/);
    await saveForm(planner, ORDERS);
  }
  const order = (
    (await api(planner, 'GET', `/mes/productionOrder/list?code=${orderCode}`)).records as Json[]
  )[0]!;
  expect([order.productId, Number(order.plannedQty), order.facilityId, order.lineSideFacilityId]).toEqual([
    fg.id,
    3,
    warehouse.id,
    lineSide.id,
  ]);
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
  await searchCode(planner, ORDERS, orderCode, String(order.id));
  await approveRow(planner, ORDERS, order.id);
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 0, 0, 0], [String(c2.code)]: [6, 0, 0, 0] });
  expect(ledger({ docId: order.id }).size).toBe(0);

  /**
   * A material document of one kind by clicks: the clerk writes it on its page (the order, the
   * components it offers, each at the quantity the picker proposes or the one typed over it), the
   * planner approves it on the same page of his, the clerk posts it with the execution dialog. Answers
   * the document as the server keeps it.
   */
  const materialDoc = async (
    clerkPage: Page,
    path: string,
    list: string,
    base: string,
    lines: [component: Json, qty: number | null][],
  ) => {
    await clerkPage.goto(path);
    const form = await openAddForm(clerkPage, list);
    await pickIn(clerkPage, form, 'productionOrderId', orderCode, new RegExp(orderCode));
    for (const [component] of lines) await addComponentLines(clerkPage, list, [component]);
    for (const [index, [, qty]] of lines.entries()) {
      if (qty !== null) await form.locator(`input#entity-form_lines_${index}_qty`).fill(String(qty));
    }
    await shot(clerkPage, info, `form-${base.split('/').pop()}`);
    await saveForm(clerkPage, list);
    const doc = (
      (await api(clerkPage, 'GET', `${base}/list?productionOrderId=${order.id}`)).records as Json[]
    )[0]!;
    const saved = await api(clerkPage, 'GET', `${base}/queryById?id=${doc.id}`);
    await planner.goto(path);
    await searchCode(planner, list, String(doc.code), String(doc.id));
    await approveRow(planner, list, doc.id);
    await clerkPage.reload();
    await searchCode(clerkPage, list, String(doc.code), String(doc.id));
    await executeRow(clerkPage, list, String(doc.id), 'outbound');
    return saved;
  };
  const linesOf = (doc: Json) =>
    (doc.lines as Json[]).map((line) => [line.productId, Number(line.qty)]).sort();

  // 2. The clerk writes the material order on its page from the components the order offers (at their
  //    requirement), the planner approves it, the clerk issues it: 6 + 6 move from the warehouse to the
  //    line side.
  const clerk = await loginAs(browser, 'wh_clerk', '/production/material-order');
  const issue = await materialDoc(
    clerk,
    '/production/material-order',
    'isps-material-order-list',
    '/mes/materialOrder',
    [
      [c1, null],
      [c2, null],
    ],
  );
  expect(linesOf(issue)).toEqual(
    [
      [c1.id, 6],
      [c2.id, 6],
    ].sort(),
  );
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

  // 3. The team reports two partial quantities on the report page (2 good + 1 scrap on the day shift,
  //    then 2 good at night), the planner approves each on the same page: C1 is backflushed at the line
  //    side for good + scrap (3, then 2).
  const REPORTS = 'isps-report-order-list';
  const operator = await loginAs(browser, operatorName, '/production/report-order');
  await planner.goto('/production/report-order');
  const reportOf = async (n: number, goodQty: number, scrapQty: number) => {
    const batchNo = `E2E-FG-${stamp}-${n}`;
    const form = await openAddForm(operator, REPORTS);
    await pickIn(operator, form, 'productionOrderId', orderCode, new RegExp(orderCode));
    const date = form.locator('input#entity-form_reportDate');
    await date.click();
    await date.fill(today);
    await date.press('Enter');
    await expect(date).toHaveValue(today);
    await pickIn(operator, form, 'shift', n === 1 ? '白班' : '夜班', n === 1 ? /白班/ : /夜班/);
    await form.locator('input#entity-form_goodQty').fill(String(goodQty));
    await form.locator('input#entity-form_scrapQty').fill(String(scrapQty));
    await form.locator('input#entity-form_workHours').fill('4');
    await form.locator('input#entity-form_outputBatchNo').fill(batchNo);
    if (n === 1) await shot(operator, info, 'form-report-order');
    await saveForm(operator, REPORTS);
    const report = (
      (
        await api(
          operator,
          'GET',
          `/mes/reportOrder/list?productionOrderId=${order.id}&outputBatchNo=${batchNo}`,
        )
      ).records as Json[]
    ).find((row) => row.outputBatchNo === batchNo)!;
    expect([report.reportDate, report.shift, Number(report.goodQty), Number(report.scrapQty)]).toEqual([
      today,
      n === 1 ? 'day' : 'night',
      goodQty,
      scrapQty,
    ]);
    await planner.reload();
    await searchCode(planner, REPORTS, String(report.code), String(report.id));
    await approveRow(planner, REPORTS, report.id);
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
  // used) is consumed by the clerk's consume order: the picker offers C2, the clerk types 4, the planner
  // approves, the clerk posts.
  const consume = await materialDoc(
    clerk,
    '/production/consume-order',
    'isps-consume-order-list',
    '/mes/consumeOrder',
    [[c2, 4]],
  );
  expect(linesOf(consume)).toEqual([[c2.id, 4]]);
  expect(ledger({ docId: consume.id })).toEqual(new Map([[`${c2.id}@${lineSide.id}`, -4]]));
  await expectStock(admin, [
    [c2, lineSide, 2],
    [c2, warehouse, 14],
  ]);
  expect(await componentsNow()).toEqual({ [String(c1.code)]: [6, 6, 0, 5], [String(c2.code)]: [6, 6, 0, 4] });

  // 4. QC: on the work check page the inspector enters the first report's result (2 of 2 pass) and the
  //    second's (1 qualified, 1 unqualified, scrapped) in the check's form, then approves each.
  const CHECKS = 'isps-work-check-list';
  const inspector = await loginAs(browser, 'qc_inspector', '/production/work-check');
  const decide = async (
    report: Json,
    result: { result: string; label: RegExp; qualifiedQty: number; unqualifiedQty: number; scrap?: true },
  ) => {
    const check = (
      (await api(inspector, 'GET', `/mes/workCheck/list?sourceDocType=report_order&sourceDocId=${report.id}`))
        .records as Json[]
    )[0]!;
    expect(Number(check.lotQty)).toBe(2);
    await searchCode(inspector, CHECKS, String(check.code), String(check.id));
    await inspector.locator(`${CHECKS} tr[data-row-key="${check.id}"] .isps-row-edit`).click();
    const form = formOf(inspector, CHECKS);
    await pickIn(inspector, form, 'result', result.label.source.replace(/[\^$]/g, ''), result.label);
    await form.locator('input#entity-form_qualifiedQty').fill(String(result.qualifiedQty));
    await form.locator('input#entity-form_unqualifiedQty').fill(String(result.unqualifiedQty));
    if (result.scrap) await pickIn(inspector, form, 'disposition', '报废', /报废/);
    if (result.scrap) await shot(inspector, info, 'form-work-check');
    await saveForm(inspector, CHECKS);
    const saved = await api(inspector, 'GET', `/mes/workCheck/queryById?id=${check.id}`);
    expect([saved.result, Number(saved.qualifiedQty), Number(saved.unqualifiedQty)]).toEqual([
      result.result,
      result.qualifiedQty,
      result.unqualifiedQty,
    ]);
    await approveRow(inspector, CHECKS, check.id);
    return check;
  };
  await decide(report1, { result: 'pass', label: /^合格$/, qualifiedQty: 2, unqualifiedQty: 0 });
  expect(Number((await orderNow()).checkedQty)).toBe(2);
  const failed = await decide(report2, {
    result: 'fail',
    label: /^不合格$/,
    qualifiedQty: 1,
    unqualifiedQty: 1,
    scrap: true,
  });
  expect(Number((await orderNow()).checkedQty)).toBe(3);
  // The failed unit goes into stock as unqualified at the defect position, waiting for its scrap command.
  expect(ledger({ docId: failed.id })).toEqual(new Map([[`${fg.id}@${warehouse.id}`, 1]]));
  await expectStock(admin, [[fg, warehouse, 1]]);

  // 5. The clerk approves the two transfer receives and receives the finished goods on his page: 2 + 1
  //    qualified, each into a new batch named by its report.
  const RECEIVES = 'isps-transfer-receive-list';
  const receives = (
    (await api(clerk, 'GET', `/mes/transferReceive/list?productionOrderId=${order.id}&pageSize=10`))
      .records as Json[]
  ).filter((row) => row.docStatus === 'pending');
  expect(receives).toHaveLength(2);
  await clerk.goto('/production/transfer-receive');
  for (const receive of receives) {
    await searchCode(clerk, RECEIVES, String(receive.code), String(receive.id));
    await approveRow(clerk, RECEIVES, receive.id);
    await executeRow(clerk, RECEIVES, String(receive.id), 'inbound');
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

  // 7. The leftover components (1 C1, 2 C2) go back to the warehouse: the clerk writes the return order
  //    from the order's components, typing what is left, the planner approves it, the clerk posts it;
  //    each goes back into the batch it was issued from.
  const back = await materialDoc(
    clerk,
    '/production/return-order',
    'isps-return-order-list',
    '/mes/returnOrder',
    [
      [c1, 1],
      [c2, 2],
    ],
  );
  expect(linesOf(back)).toEqual(
    [
      [c1.id, 1],
      [c2.id, 2],
    ].sort(),
  );
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
  expect(new Set(await batchesOf(c2)).size).toBe(1);

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
  await shot(planner, info, 'dashboard');
});
