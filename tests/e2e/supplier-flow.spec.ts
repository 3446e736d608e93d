import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { demoOrders05 } from '../../server/db/seed/srm/demo-sap-orders';
import { chooseField, confirmRowAction, loginAs, openDb, pageApi, pickDay, searchCode } from './app-support';

type Json = Record<string, unknown>;

const LIST = 'isps-purchase-order-list';
const NOTES = 'isps-delivery-note-list';
const RECEIPTS = 'isps-receipt-list';
const TESTING = 'isps-quality-testing-list';
const RETURNS = 'isps-supplier-return-list';

/** Reads the API with the page's session. */
const api = (page: Page, url: string) => pageApi(page, 'GET', url);

const itemsOf = async (page: Page, id: string) =>
  (await api(page, `/srm/purchaseOrder/queryById?id=${id}`)).items as Json[];

/** Finds the order on the list page by its number and answers its row once the list shows only it. */
async function orderRow(page: Page, code: string, id: string): Promise<Locator> {
  const list = page.locator(LIST);
  await list.locator('input#entity-query_code').fill(code);
  await list.locator('.isps-query-search').click();
  const rows = list.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-row-key', id);
  return list.locator(`tr[data-row-key="${id}"]`);
}

/** The buyer releases the order from its row (domain.md 4.1 step 1), confirming the question. */
async function release(page: Page, code: string, id: string): Promise<void> {
  await orderRow(page, code, id);
  await confirmRowAction(page, LIST, id, 'approve', '确定下达该采购订单给供应商吗?');
}

/** The quantities of domain.md 3.6 of an order's item (its first when not named), read by `page`. */
async function quantities(page: Page, orderId: string, itemId?: string) {
  const rows = await itemsOf(page, orderId);
  const row = itemId ? rows.find((candidate) => candidate.id === itemId) : rows[0];
  if (!row) throw new Error(`no item ${itemId ?? ''} on order ${orderId}`);
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    id: String(row.id),
    qty: n('qty'),
    planned: n('plannedQty'),
    inTransit: n('inTransitQty'),
    received: n('receivedQty'),
    accepted: n('acceptedQty'),
    rejected: n('rejectedQty'),
    returned: n('returnedQty'),
    replace: n('replaceQty'),
    closed: n('closedQty'),
    fulfilStatus: row.fulfilStatus,
  };
}

/** The labels of a delivery note in label-number order, read by `page`. */
const labelsOf = async (page: Page, deliveryNoteId: string) =>
  (
    (await api(
      page,
      `/srm/label/list?deliveryNoteId=${deliveryNoteId}&pageSize=100&column=labelNo&order=asc`,
    )) as {
      records: Json[];
    }
  ).records;

/** Opens the system message `title` from the bell (it must arrive without a reload) and follows 去处理. */
async function openNotice(page: Page, title: string): Promise<void> {
  await page.locator('.isps-notice-bell').click();
  await page
    .locator('.isps-notice-popover')
    .getByRole('tab', { name: /系统消息/ })
    .click();
  const notice = page.locator('.isps-notice-popover').getByText(title, { exact: false });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.click();
  await page.getByRole('button', { name: /去\s*处\s*理/ }).click();
}

/**
 * The clerk's scan station on the receive page, opened with its input focused; `scan` types a code and
 * Enter, as a keyboard-wedge scanner does.
 */
async function openScanner(page: Page) {
  await page.locator(`${RECEIPTS} .isps-receipt-scan`).click();
  const input = page.locator(`${RECEIPTS} .isps-scan-input input`);
  await expect(input).toBeFocused();
  return {
    input,
    feedback: page.locator(`${RECEIPTS} .isps-scan-feedback`),
    scan: async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    },
  };
}

/** The header's supplier and ship-to facility of a supplier document's form, chosen by their codes. */
async function chooseSupplierAndFacility(
  page: Page,
  form: Locator,
  partnerCode: string,
  facilityCode: string,
) {
  await chooseField(page, form, 'entity-form_partnerId', partnerCode, new RegExp(partnerCode));
  await chooseField(page, form, 'entity-form_facilityId', facilityCode, new RegExp(facilityCode));
}

/** Picks the row `rowKey` in the form's "create from" picker of `source` (on list page `list`). */
async function pickFrom(page: Page, list: string, form: Locator, source: string, rowKey: string) {
  await form.locator(`.isps-create-from-${source}`).click();
  const picker = page.locator(`${list} .ant-modal`).filter({ has: page.locator('.isps-create-from-rows') });
  await picker.locator(`tr[data-row-key="${rowKey}"] .ant-checkbox-input`).check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toHaveCount(0);
}

/**
 * The delivery notes or plans with a line of the PO item, of one status when given (the database of the
 * e2e server).
 */
function documentsOf(table: 'srm_delivery_note' | 'srm_delivery_plan', itemId: string, status?: string) {
  const db = openDb();
  try {
    const rows = db
      .prepare(
        `SELECT DISTINCT d.id AS id FROM ${table} d
           JOIN ${table}_line l ON l.${table.slice('srm_'.length)}_id = d.id
          WHERE l.po_item_id = ? AND (? IS NULL OR d.doc_status = ?)`,
      )
      .all(itemId, status ?? null, status ?? null) as { id: string }[];
    return rows.map((row) => row.id);
  } finally {
    db.close();
  }
}

const pendingNotesOf = (itemId: string) => documentsOf('srm_delivery_note', itemId, 'pending');

/** Saves the open add/edit form of a list page (the delivery notes' by default) with its OK button. */
async function saveNoteForm(page: Page, list = NOTES): Promise<void> {
  await page
    .locator(`${list} .ant-modal-footer:visible`)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator(`${list} .isps-entity-form`)).toHaveCount(0);
}

/**
 * The supplier adds a delivery note on its page: supplier, ship-to facility and arrival date in the
 * header, the line picked from its open PO items ("create from"), its quantity (the picker proposes the
 * confirmed one) in one package and, for a serial-tracked product, its serial list. Answers the new note.
 */
async function noteFromOpenItem(
  page: Page,
  line: {
    partnerCode: string;
    facilityCode: string;
    itemId: string;
    qty: number;
    serialNos?: string;
    /** Packages of the line (default one). */
    packages?: number;
    /** A screenshot of the filled form, before it is saved. */
    shot?: string;
  },
): Promise<{ id: string; code: string }> {
  const before = new Set(pendingNotesOf(line.itemId));
  await page.locator(`${NOTES} .isps-toolbar-add`).click();
  const form = page.locator(`${NOTES} .isps-entity-form`);
  await chooseSupplierAndFacility(page, form, line.partnerCode, line.facilityCode);
  await pickDay(form, 'entity-form_expectedArrivalDate', '2026-12-09');
  await pickFrom(page, NOTES, form, 'purchaseOrderItem', line.itemId);
  await form.locator('input#entity-form_lines_0_qty').fill(String(line.qty));
  await form.locator('input#entity-form_lines_0_packageCount').fill(String(line.packages ?? 1));
  if (line.serialNos !== undefined) {
    await form.locator('textarea#entity-form_lines_0_serialNos').fill(line.serialNos);
  }
  if (line.shot) await page.screenshot({ path: line.shot });
  await saveNoteForm(page);
  const added = pendingNotesOf(line.itemId).filter((id) => !before.has(id));
  expect(added).toHaveLength(1);
  const id = added[0]!;
  const note = await api(page, `/srm/deliveryNote/queryById?id=${id}`);
  expect((note.lines as Json[]).map((noteLine) => [noteLine.poItemId, Number(noteLine.qty)])).toEqual([
    [line.itemId, line.qty],
  ]);
  return { id, code: String(note.code) };
}

/** The supplier ships (approves) a note from its row, answering the question; waits for it unless refused. */
async function shipNote(page: Page, code: string, id: string, refused = false): Promise<void> {
  await searchCode(page, NOTES, code, id);
  await confirmRowAction(page, NOTES, id, 'approve', '确定发货吗?');
  if (refused) return;
  await expect
    .poll(async () => (await api(page, `/srm/deliveryNote/queryById?id=${id}`)).docStatus)
    .toBe('approved');
}

/** The answer dialog of a row action on the order's items (QuantityLinesModal). */
const answerDialog = (page: Page, title: string) =>
  page.locator(`${LIST} .ant-modal`).filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test.describe('supplier collaboration, domain.md 4.1 steps 1-8, as its users', () => {
  test('the buyer releases an order, the supplier is told at once, confirms one item and asks to change the other, the buyer answers from the workplace', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The supplier is at work before the order is released: its bell must ring without a reload.
    const supplier = await loginAs(browser, 'supplier_a', '/dashboard/analysis');
    const buyer = await loginAs(browser, 'buyer', '/srm/purchase-order');

    // A pending demo order of supplier_a with two items or more (the demo has them in every state).
    const partnerId = DEMO_PARTNER_IDS.supplierA;
    const pending = (await api(
      buyer,
      `/srm/purchaseOrder/list?docStatus=pending&partnerId=${partnerId}&pageSize=50`,
    )) as { records: Json[] };
    let order: Json | undefined;
    for (const record of pending.records) {
      if ((await itemsOf(buyer, String(record.id))).length >= 2) {
        order = record;
        break;
      }
    }
    if (!order) throw new Error('the demo has no pending order of supplier_a with two items');
    const id = String(order.id);
    const code = String(order.code);
    const [first, second] = await itemsOf(buyer, id);

    // Step 1: the buyer releases it.
    await release(buyer, code, id);
    await expect
      .poll(async () => (await api(buyer, `/srm/purchaseOrder/queryById?id=${id}`)).docStatus)
      .toBe('approved');

    // The supplier's bell shows it without a reload; "go handle" opens the order.
    await openNotice(supplier, `新采购订单 ${code} 待确认`);
    await expect(supplier).toHaveURL(`/srm/purchase-order?busId=${id}`);
    const detail = supplier.locator(`${LIST} .isps-entity-detail`);
    await expect(detail).toContainText(code);
    await supplier.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Step 2: supplier_a confirms the first item as ordered (quantity and date preset) and not the second.
    await (await orderRow(supplier, code, id)).locator('.isps-row-confirmItems').click();
    const confirm = answerDialog(supplier, `确认 ${code}`);
    await expect(confirm.locator('.isps-po-items .ant-table-row')).toHaveCount(
      (await itemsOf(buyer, id)).length,
    );
    const secondRow = confirm.locator(`.isps-po-items tr[data-row-key="${second!.id}"]`);
    await secondRow.locator('.ant-input-number input').fill('0');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirm).toBeHidden();
    let [a, b] = await itemsOf(buyer, id);
    expect(a).toMatchObject({
      confirmStatus: 'confirmed',
      confirmedQty: first!.qty,
      supplierPromiseDate: first!.deliveryDate,
    });
    expect(b).toMatchObject({ confirmStatus: 'unconfirmed', confirmedQty: 0 });

    // ... and asks to change the second, with its reason.
    await (await orderRow(supplier, code, id)).locator('.isps-row-requestChange').click();
    const change = answerDialog(supplier, `申请变更 ${code}`);
    await change.locator(`tr[data-row-key="${second!.id}"] .ant-checkbox-input`).check();
    await change.locator('.isps-po-remark').fill('该行交期需推迟一周');
    await change.getByRole('button', { name: /确\s*定/ }).click();
    await expect(change).toBeHidden();
    [a, b] = await itemsOf(buyer, id);
    expect(b).toMatchObject({ confirmStatus: 'change_requested', supplierRemark: '该行交期需推迟一周' });

    // The buyer sees the exception on the workplace and opens the order from it.
    await buyer.goto('/dashboard/workplace');
    const exception = buyer.locator('isps-dashboard-workplace .isps-supplier-exceptions tr', {
      hasText: code,
    });
    await expect(exception).toContainText('该行交期需推迟一周');
    await exception.getByRole('button', { name: code }).click();
    await expect(buyer).toHaveURL(`/srm/purchase-order?busId=${id}`);
    await expect(buyer.locator(`${LIST} .isps-entity-detail`)).toContainText(code);
    await buyer.keyboard.press('Escape');

    // The buyer answers with a new quantity: the item waits for the supplier again.
    const agreed = Number(second!.qty) - 1;
    await (await orderRow(buyer, code, id)).locator('.isps-row-answerChange').click();
    const answer = answerDialog(buyer, `答复变更 ${code}`);
    await answer.locator(`tr[data-row-key="${second!.id}"] .ant-input-number input`).fill(String(agreed));
    await answer.locator('.isps-po-remark').fill('同意, 数量减一');
    await answer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(answer).toBeHidden();
    [a, b] = await itemsOf(buyer, id);
    expect(b).toMatchObject({ confirmStatus: 'unconfirmed', qty: agreed, buyerReply: '同意, 数量减一' });

    // supplier_a confirms the answered item: the whole order is confirmed.
    await (await orderRow(supplier, code, id)).locator('.isps-row-confirmItems').click();
    const again = answerDialog(supplier, `确认 ${code}`);
    await expect(again.locator(`.isps-po-items tr[data-row-key="${second!.id}"]`)).toBeVisible();
    await again.getByRole('button', { name: /确\s*定/ }).click();
    await expect(again).toBeHidden();
    const header = await api(buyer, `/srm/purchaseOrder/queryById?id=${id}`);
    expect(header).toMatchObject({ confirmStatus: 'confirmed', confirmBy: 'supplier_a' });
    expect((await itemsOf(buyer, id)).map((item) => item.confirmStatus)).toEqual(
      (await itemsOf(buyer, id)).map(() => 'confirmed'),
    );
  });

  test('the supplier ships a delivery note and prints its labels; the clerk receives it by scanning the note and its labels', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const supplier = await loginAs(browser, 'supplier_a', '/srm/delivery-note');
    const clerk = await loginAs(browser, 'wh_clerk', '/warehouse/receive');
    const admin = await loginAs(browser, 'admin', '/dashboard/analysis');
    // A pending demo note of supplier_a (the demo has notes at every step).
    const pending = (await api(supplier, '/srm/deliveryNote/list?docStatus=pending&pageSize=50')) as {
      records: Json[];
    };
    // A note without serial-tracked products: theirs ship one label per serial, not per package
    // (tests/server/srm-serials.test.ts), and this step counts packages.
    let note: Json | undefined;
    for (const candidate of pending.records) {
      const candidateLines = (await api(supplier, `/srm/deliveryNote/queryById?id=${candidate.id}`))
        .lines as Json[];
      const tracking = await Promise.all(
        candidateLines.map(
          async (line) => (await api(admin, `/mdm/product/queryById?id=${line.productId}`)).tracking,
        ),
      );
      if (!tracking.includes('serial')) {
        note = candidate;
        break;
      }
    }
    if (!note) throw new Error('the demo has no pending delivery note of supplier_a without serial numbers');
    const id = String(note.id);
    const code = String(note.code);
    const notes = supplier.locator('isps-delivery-note-list');
    await notes.locator('input#entity-query_code').fill(code);
    await notes.locator('.isps-query-search').click();
    const row = notes.locator(`tr[data-row-key="${id}"]`);
    await expect(notes.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);

    // Step 4: ship (its own word and question, not W's approve).
    await row.locator('.isps-row-approve', { hasText: '发货' }).click();
    await supplier
      .getByRole('dialog', { name: '确定发货吗?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect
      .poll(async () => (await api(supplier, `/srm/deliveryNote/queryById?id=${id}`)).docStatus)
      .toBe('approved');
    const shipped = await api(supplier, `/srm/deliveryNote/queryById?id=${id}`);
    const lines = shipped.lines as Json[];
    const labels = (
      (await api(
        supplier,
        `/srm/label/list?deliveryNoteId=${id}&labelStatus=created&pageSize=100&column=labelNo&order=asc`,
      )) as {
        records: Json[];
      }
    ).records;
    // One label per package of every line (a note shipped before and cancelled keeps its voided ones).
    expect(labels.length).toBe(lines.reduce((sum, line) => sum + Number(line.packageCount), 0));

    // The supplier prints them: one PDF, counted as a print.
    const download = supplier.waitForEvent('download');
    await row.locator('.isps-row-printLabels').click();
    expect((await download).suggestedFilename()).toBe(`labels-${code}.pdf`);
    await expect
      .poll(async () => (await api(supplier, `/srm/deliveryNote/queryById?id=${id}`)).labelPrintCount)
      .toBe(1);

    // Step 5: the clerk scans the note, then every label but the first line's last, then one twice.
    await clerk.locator('isps-receipt-list .isps-receipt-scan').click();
    const input = clerk.locator('isps-receipt-list .isps-scan-input input');
    await expect(input).toBeFocused();
    const scan = async (text: string) => {
      await clerk.keyboard.type(text);
      await clerk.keyboard.press('Enter');
    };
    await scan(code);
    const feedback = clerk.locator('isps-receipt-list .isps-scan-feedback');
    await expect(feedback).toContainText('已打开送货单的收货单');
    const firstLine = String(lines[0]!.id);
    const kept = labels.filter((label) => label.deliveryNoteLineId === firstLine).at(-1)!;
    const scanned = labels.filter((label) => label !== kept);
    for (const label of scanned) await scan(String(label.labelNo));
    await expect(feedback).toContainText(String(scanned.at(-1)!.labelNo));
    await scan(String(scanned[0]!.labelNo));
    await expect(feedback).toContainText('已扫描过');
    await expect(input).toBeFocused();

    // A partial receipt is posted: the note and its order items count what came, the rest stays in transit.
    await clerk.locator('isps-receipt-list .isps-scan-post').click();
    await expect(feedback).toContainText('已过账');
    const after = await api(supplier, `/srm/deliveryNote/queryById?id=${id}`);
    expect(after.fulfilStatus).toBe('executing');
    const keptQty = Number(kept.qty);
    const afterLines = after.lines as Json[];
    for (const line of afterLines) {
      const expected = Number(line.qty) - (line.id === firstLine ? keptQty : 0);
      expect(Number(line.receivedQty)).toBe(expected);
    }
    const items = await itemsOf(supplier, String(afterLines[0]!.purchaseOrderId));
    const item = items.find((candidate) => candidate.id === afterLines[0]!.poItemId)!;
    expect(Number(item.inTransitQty)).toBeGreaterThanOrEqual(keptQty);
  });

  test('SAP order imported from the ETL page, planned and confirmed, received by scan on a handheld; inspection fails part, the return with replacement re-opens it, the rest arrives (steps 1-8)', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await loginAs(browser, 'admin', '/dashboard/analysis');
    const buyer = await loginAs(browser, 'buyer', '/srm/etl-po-header');
    const supplier = await loginAs(browser, 'supplier_a', '/srm/delivery-plan');

    // A material of supplier_a that is inspected on receipt, and a ship-to facility with its SAP storage location.
    const items = (
      (await api(
        admin,
        `/srm/purchaseOrderItem/list?partnerId=${DEMO_PARTNER_IDS.supplierA}&pageSize=100`,
      )) as {
        records: Json[];
      }
    ).records;
    let material:
      | {
          code: string;
          uom: string;
          productId: string;
          location: string;
          facilityId: string;
          facilityCode: string;
          name: string;
        }
      | undefined;
    for (const candidate of items) {
      const product = await api(admin, `/mdm/product/queryById?id=${candidate.productId}`);
      if (product.inspectionMode !== 'sampling' || !candidate.facilityId) continue;
      const facility = await api(admin, `/wms/facility/queryById?id=${candidate.facilityId}`);
      if (!facility.sapStorageLocation) continue;
      material = {
        code: String(product.code),
        uom: String(product.uom ?? 'PCS'),
        productId: String(product.id),
        location: String(facility.sapStorageLocation),
        facilityId: String(facility.id),
        facilityCode: String(facility.code),
        name: String(product.name),
      };
      break;
    }
    if (!material)
      throw new Error('the demo has no inspected material of supplier_a at a SAP storage location');
    const partner = await api(admin, `/mdm/businessPartner/queryById?id=${DEMO_PARTNER_IDS.supplierA}`);

    // Step 1: SAP offers an ORDERS05 IDoc; the buyer imports it from the ETL page and sees the staged and published order.
    const sapPoNo = `459${String(Date.now()).slice(-7)}`;
    // The e2e server pulls purchase orders from the fake SAP adapter (playwright.config.ts): the IDoc
    // waits there for the buyer's import, as it would in SAP PI.
    const sapUrl = process.env.ISPS_E2E_SAP_URL;
    if (!sapUrl) throw new Error('ISPS_E2E_SAP_URL is not set: run through playwright.config.ts');
    const idoc = demoOrders05(
      {
        sapPoNo,
        poType: 'NB',
        purchGroup: '001',
        supplierCode: String(partner.code),
        poDate: '2026-11-20',
        items: [
          {
            lineNo: 10,
            materialCode: material.code,
            shortText: 'e2e',
            qty: 10_000,
            uom: material.uom,
            netPrice: 12_500,
            storageLocation: material.location,
            deliveryDate: '2026-12-10',
          },
        ],
      },
      `0000000${sapPoNo}`,
    );
    const waiting = await buyer.request.post(`${sapUrl}/control`, {
      data: { orders: [{ id: `ORDERS05_${sapPoNo}`, idoc }] },
    });
    expect(waiting.ok()).toBe(true);
    const etl = buyer.locator('isps-etl-po-header-list');
    await etl.locator('.isps-etl-run-import').click();
    await buyer
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(buyer.locator('.ant-message')).toContainText('SAP导入完成', { timeout: 30_000 });
    await etl.locator('input#entity-query_sapPoNo').fill(sapPoNo);
    await etl.locator('.isps-query-search').click();
    await expect(etl.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
    const published = (
      (await api(buyer, `/srm/purchaseOrder/list?code=${sapPoNo}&pageSize=5`)) as { records: Json[] }
    ).records.filter((record) => record.code === sapPoNo);
    expect(published).toHaveLength(1);
    const poId = String(published[0]!.id);
    expect(published[0]).toMatchObject({ docStatus: 'pending', sourceSystem: 'sap' });
    // domain.md 3.6 quantities of the item, after each step.
    const item = () => quantities(admin, poId);
    expect(await item()).toMatchObject({ qty: 10, inTransit: 0, received: 0, fulfilStatus: 'unexecuted' });

    // The buyer releases it from the order page; supplier_a confirms it in full.
    await buyer.goto('/srm/purchase-order');
    await release(buyer, sapPoNo, poId);
    await expect
      .poll(async () => (await api(buyer, `/srm/purchaseOrder/queryById?id=${poId}`)).docStatus)
      .toBe('approved');
    const itemId = (await item()).id;
    await supplier.goto('/srm/purchase-order');
    await (await orderRow(supplier, sapPoNo, poId)).locator('.isps-row-confirmItems').click();
    const confirmation = answerDialog(supplier, `确认 ${sapPoNo}`);
    await expect(confirmation.locator(`.isps-po-items tr[data-row-key="${itemId}"]`)).toBeVisible();
    await confirmation.getByRole('button', { name: /确\s*定/ }).click();
    await expect(confirmation).toBeHidden();
    expect((await itemsOf(admin, poId))[0]).toMatchObject({
      confirmStatus: 'confirmed',
      confirmedQty: 10,
      supplierPromiseDate: '2026-12-10',
    });
    await supplier.goto('/srm/delivery-plan');

    // Step 3: supplier_a's delivery plan, made in the plan page's form (supplier, ship-to facility and
    // period in the header, the line picked from its open PO items, planned a little earlier than promised)
    // and submitted there; the buyer confirms it there.
    const plans = 'isps-delivery-plan-list';
    await supplier.locator(`${plans} .isps-toolbar-add`).click();
    const planForm = supplier.locator(`${plans} .isps-entity-form`);
    await chooseSupplierAndFacility(supplier, planForm, String(partner.code), material.facilityCode);
    await pickDay(planForm, 'entity-form_periodFrom', '2026-12-01');
    await pickDay(planForm, 'entity-form_periodTo', '2026-12-15');
    await pickFrom(supplier, plans, planForm, 'purchaseOrderItem', itemId);
    // The picker proposes the promised date and the confirmed quantity.
    await expect(planForm.locator('input#entity-form_lines_0_plannedQty')).toHaveValue(/^10(\.0+)?$/);
    await pickDay(planForm, 'entity-form_lines_0_plannedDate', '2026-12-08');
    await supplier.screenshot({ path: 'test-results/delivery-plan-form.png' });
    await saveNoteForm(supplier, plans);
    const planIds = documentsOf('srm_delivery_plan', itemId);
    expect(planIds).toHaveLength(1);
    const planId = planIds[0]!;
    const planned = await api(supplier, `/srm/deliveryPlan/queryById?id=${planId}`);
    expect(planned).toMatchObject({
      docStatus: 'pending',
      partnerId: DEMO_PARTNER_IDS.supplierA,
      facilityId: material.facilityId,
      periodFrom: '2026-12-01',
      periodTo: '2026-12-15',
    });
    expect(
      (planned.lines as Json[]).map((line) => [line.poItemId, line.plannedDate, Number(line.plannedQty)]),
    ).toEqual([[itemId, '2026-12-08', 10]]);
    const planCode = String(planned.code);
    await searchCode(supplier, plans, planCode, planId);
    await confirmRowAction(supplier, plans, planId, 'approve', '确定提交该送货计划给采购吗?');
    await expect
      .poll(async () => (await api(admin, `/srm/deliveryPlan/queryById?id=${planId}`)).docStatus)
      .toBe('approved');
    expect(await item()).toMatchObject({ planned: 10, inTransit: 0 });
    await buyer.goto('/srm/delivery-plan');
    await searchCode(buyer, plans, planCode, planId);
    await confirmRowAction(buyer, plans, planId, 'confirmPlan', '确定确认该送货计划吗?');
    await expect
      .poll(async () => (await api(admin, `/srm/deliveryPlan/queryById?id=${planId}`)).buyerConfirmStatus)
      .toBe('confirmed');

    // Step 4: supplier_a ships the ten in two packages, from its delivery-note page.
    await supplier.goto('/srm/delivery-note');
    const first = await noteFromOpenItem(supplier, {
      partnerCode: String(partner.code),
      facilityCode: material.facilityCode,
      itemId,
      qty: 10,
      packages: 2,
    });
    await shipNote(supplier, first.code, first.id);
    expect(await item()).toMatchObject({ inTransit: 10, received: 0 });

    // Step 5 on a handheld terminal (360 x 640 touch screen): the clerk scans the note and its two labels.
    const clerk = await loginAs(browser, 'wh_clerk', '/warehouse/receive', {
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    const { input, feedback, scan } = await openScanner(clerk);
    await scan(first.code);
    await expect(feedback).toContainText('已打开送货单的收货单');
    const labels = await labelsOf(admin, first.id);
    expect(labels.map((label) => Number(label.qty))).toEqual([5, 5]);
    for (const label of labels) await scan(String(label.qrPayload));
    await expect(feedback).toContainText(String(labels[1]!.labelNo));
    // The drawer fits the handheld's screen: the input and the post button within its width, the button in view.
    const inputBox = await input.boundingBox();
    expect(inputBox!.x).toBeGreaterThanOrEqual(0);
    expect(inputBox!.x + inputBox!.width).toBeLessThanOrEqual(360);
    await expect(clerk.locator('isps-receipt-list .isps-scan-post')).toBeInViewport();
    const receiptCode = String(
      await clerk.locator('isps-receipt-list .ant-drawer-body .ant-tag').first().textContent(),
    ).trim();
    await clerk.screenshot({ path: 'test-results/scan-receiving-360x640.png' });
    await clerk.locator('isps-receipt-list .isps-scan-post').click();
    await expect(feedback).toContainText('已过账');
    expect(await item()).toMatchObject({
      received: 10,
      inTransit: 0,
      accepted: 0,
      fulfilStatus: 'completed',
    });

    // Step 6: the inspector opens the lot's inspection on the quality testing page, records that 4 of
    // the 10 fail, to be sorted (the auto-opened return of disposition 退供应商 is walked in
    // warehouse-receiving.spec.ts), and approves it.
    const receipts = (
      (await api(admin, `/wms/receipt/list?code=${receiptCode}&pageSize=5`)) as { records: Json[] }
    ).records.filter((row) => row.code === receiptCode);
    expect(receipts).toHaveLength(1);
    const receipt = await api(admin, `/wms/receipt/queryById?id=${receipts[0]!.id}`);
    const inspectionId = String((receipt.lines as Json[])[0]!.inspectionId);
    const inspectionCode = String((await api(admin, `/qms/inspection/queryById?id=${inspectionId}`)).code);
    const inspector = await loginAs(browser, 'qc_inspector', '/warehouse/quality-testing');
    await searchCode(inspector, TESTING, inspectionCode, inspectionId);
    await inspector.locator(`${TESTING} tr[data-row-key="${inspectionId}"] .isps-row-edit`).click();
    const record = inspector.locator(`${TESTING} .isps-entity-form`);
    await chooseField(inspector, record, 'entity-form_result', '不合格', '不合格');
    await record.locator('input#entity-form_qualifiedQty').fill('6');
    await record.locator('input#entity-form_unqualifiedQty').fill('4');
    await chooseField(inspector, record, 'entity-form_disposition', '挑选', '挑选');
    await record.locator('input#entity-form_defectDesc').fill('外壳划伤');
    await inspector.screenshot({ path: 'test-results/inspection-fail-form.png' });
    await inspector
      .locator(`${TESTING} .ant-drawer-footer`)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(record).toHaveCount(0);
    await searchCode(inspector, TESTING, inspectionCode, inspectionId);
    await confirmRowAction(inspector, TESTING, inspectionId, 'approve', '确定审核吗?');
    await expect(inspector.locator(`${TESTING} tr[data-row-key="${inspectionId}"]`)).toContainText('已审核');
    expect(await item()).toMatchObject({ received: 10, accepted: 6, rejected: 4, returned: 0, replace: 0 });

    // Step 7: the four go back after all, to be replaced. The clerk adds the return on the return page:
    // supplier and facility, replacement asked, the line picked from the rejected receipt lines of that
    // supplier and facility ("create from"). The buyer approves it (not its creator), the clerk ships it
    // through the out-leg's execution dialog.
    const receiptLineId = String((receipt.lines as Json[])[0]!.id);
    const desk = await loginAs(browser, 'wh_clerk', '/warehouse/return');
    await desk.locator(`${RETURNS} .isps-toolbar-add`).click();
    const returnForm = desk.locator(`${RETURNS} .isps-entity-form`);
    await chooseSupplierAndFacility(desk, returnForm, String(partner.code), material.facilityCode);
    const replacement = returnForm.locator('button#entity-form_replacementRequired');
    await replacement.click();
    await expect(replacement).toHaveAttribute('aria-checked', 'true');
    await pickFrom(desk, RETURNS, returnForm, 'receiptLine', receiptLineId);
    await expect(returnForm.locator('input#entity-form_lines_0_qty')).toHaveValue(/^4(\.0+)?$/);
    // The picked line names its product, not its id.
    await expect(
      returnForm.locator('.ant-select', { has: desk.locator('#entity-form_lines_0_productId') }),
    ).toContainText(material.name);
    await desk.screenshot({ path: 'test-results/return-from-rejected-lines.png' });
    await desk
      .locator(`${RETURNS} .ant-modal-footer:visible`)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(returnForm).toHaveCount(0);
    const returns = (
      (await api(
        admin,
        `/wms/supplierReturn/list?partnerId=${DEMO_PARTNER_IDS.supplierA}&docStatus=pending&pageSize=100`,
      )) as {
        records: Json[];
      }
    ).records;
    let returnId = '';
    for (const candidate of returns) {
      const lines = (await api(admin, `/wms/supplierReturn/queryById?id=${candidate.id}`)).lines as Json[];
      if (lines.some((line) => line.receiptLineId === receiptLineId)) returnId = String(candidate.id);
    }
    const added = await api(admin, `/wms/supplierReturn/queryById?id=${returnId}`);
    expect(added).toMatchObject({
      replacementRequired: true,
      docStatus: 'pending',
      facilityId: material.facilityId,
    });
    expect((added.lines as Json[]).map((line) => [line.receiptLineId, Number(line.qty)])).toEqual([
      [receiptLineId, 4],
    ]);
    const returnCode = String(added.code);
    const returnRow = desk.locator(`${RETURNS} tr[data-row-key="${returnId}"]`);
    await buyer.goto('/warehouse/return');
    await searchCode(buyer, RETURNS, returnCode, returnId);
    await confirmRowAction(buyer, RETURNS, returnId, 'approve', '确定审核吗?');
    await expect(buyer.locator(`${RETURNS} tr[data-row-key="${returnId}"]`)).toContainText('已审核');
    // Approval pinned the picked line to where its rejected part lies (DEFECT), not to the lot in QC.
    const pinned = ((await api(admin, `/wms/supplierReturn/queryById?id=${returnId}`)).lines as Json[])[0]!;
    expect(pinned.batchId).toBeTruthy();
    expect(pinned.positionId).not.toBe((receipt.lines as Json[])[0]!.positionId);
    await searchCode(desk, RETURNS, returnCode, returnId);
    await returnRow.locator('.isps-row-outbound').click();
    await expect(desk.locator(`${RETURNS} .isps-execute-lines .ant-table-row`).first()).toContainText('4');
    await desk
      .locator(`${RETURNS} .ant-modal-footer:visible`)
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect(returnRow).toContainText('已完成');
    // The returned four re-open the item: open = 10 - 10 + 4 - 0 - 0 = 4.
    expect(await item()).toMatchObject({
      received: 10,
      accepted: 6,
      rejected: 4,
      returned: 4,
      replace: 4,
      inTransit: 0,
      fulfilStatus: 'executing',
    });

    // supplier_a is told at once (its bell), opens the return from the notice and acknowledges it.
    await openNotice(supplier, `退货单 ${returnCode} 已发出`);
    await expect(supplier).toHaveURL(new RegExp(`/warehouse/return\\?busId=${returnId}$`));
    await expect(supplier.locator(`${RETURNS} .isps-entity-detail`)).toContainText(returnCode);
    await supplier.keyboard.press('Escape');
    await searchCode(supplier, RETURNS, returnCode, returnId);
    await confirmRowAction(supplier, RETURNS, returnId, 'acknowledge', '确定确认收到该退货吗?');
    await expect
      .poll(
        async () => (await api(admin, `/wms/supplierReturn/queryById?id=${returnId}`)).supplierConfirmStatus,
      )
      .toBe('confirmed');
    await expect(
      supplier.locator(`${RETURNS} tr[data-row-key="${returnId}"] .isps-row-acknowledge`),
    ).toHaveCount(0);
    await supplier.screenshot({ path: 'test-results/return-acknowledged.png' });

    // Step 8: supplier_a delivers the rest: a new note from the item it still has open, four in one package.
    await supplier.goto('/srm/delivery-note');
    const rest = await noteFromOpenItem(supplier, {
      partnerCode: String(partner.code),
      facilityCode: material.facilityCode,
      itemId,
      qty: 4,
    });
    await shipNote(supplier, rest.code, rest.id);
    expect(await item()).toMatchObject({ inTransit: 4, received: 10, replace: 4 });

    // The clerk receives it at the desk by scanning the note and its label.
    await desk.goto('/warehouse/receive');
    const station = await openScanner(desk);
    await station.scan(rest.code);
    await expect(station.feedback).toContainText('已打开送货单的收货单');
    const restLabels = await labelsOf(admin, rest.id);
    expect(restLabels.map((label) => Number(label.qty))).toEqual([4]);
    await station.scan(String(restLabels[0]!.labelNo));
    await expect(station.feedback).toContainText(String(restLabels[0]!.labelNo));
    await desk.locator(`${RECEIPTS} .isps-scan-post`).click();
    await expect(station.feedback).toContainText('已过账');
    expect(await item()).toMatchObject({
      received: 14,
      inTransit: 0,
      returned: 4,
      replace: 4,
      closed: 0,
      fulfilStatus: 'completed',
    });
    await clerk.context().close();
  });

  test('serial-tracked units: supplier_a lists one serial per unit in the note form and ships; the clerk receives one unit by its label and one by its serial, and a serial scanned twice or unknown is refused', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await loginAs(browser, 'admin', '/dashboard/analysis');
    const supplier = await loginAs(browser, 'supplier_a', '/srm/delivery-note');
    const partner = await api(admin, `/mdm/businessPartner/queryById?id=${DEMO_PARTNER_IDS.supplierA}`);

    // An open, confirmed demo item of supplier_a of a serial-tracked product with three units or more to deliver.
    const open = (
      (await api(
        admin,
        `/srm/purchaseOrderItem/list?partnerId=${DEMO_PARTNER_IDS.supplierA}&confirmStatus=confirmed&fulfilStatus_MultiString=unexecuted,executing&pageSize=100`,
      )) as { records: Json[] }
    ).records;
    const tracking = new Map<string, unknown>();
    let chosen: { orderId: string; itemId: string; facilityCode: string } | undefined;
    for (const candidate of open) {
      const n = (key: string) => Number(candidate[key] ?? 0);
      const left = n('qty') - n('receivedQty') + n('replaceQty') - n('inTransitQty') - n('closedQty');
      if (left < 3 || !candidate.facilityId) continue;
      const productId = String(candidate.productId);
      if (!tracking.has(productId)) {
        tracking.set(productId, (await api(admin, `/mdm/product/queryById?id=${productId}`)).tracking);
      }
      if (tracking.get(productId) !== 'serial') continue;
      const facility = await api(admin, `/wms/facility/queryById?id=${candidate.facilityId}`);
      chosen = {
        orderId: String(candidate.purchaseOrderId),
        itemId: String(candidate.id),
        facilityCode: String(facility.code),
      };
      break;
    }
    if (!chosen) throw new Error('the demo has no open serial-tracked item of supplier_a');
    const { orderId, itemId, facilityCode } = chosen;
    const item = () => quantities(admin, orderId, itemId);
    const before = await item();

    // supplier_a fills the note in the form, one serial given twice: the ship is refused, naming it.
    const run = Date.now().toString(36).toUpperCase();
    const serials = [1, 2, 3].map((n) => `SN${run}-${n}`);
    const note = await noteFromOpenItem(supplier, {
      partnerCode: String(partner.code),
      facilityCode,
      itemId,
      qty: 3,
      serialNos: [serials[0], serials[1], serials[0]].join('\n'),
      shot: 'test-results/delivery-note-serials-form.png',
    });
    await shipNote(supplier, note.code, note.id, true);
    await expect(supplier.locator('.ant-message')).toContainText(`第 1 行的序列号 ${serials[0]} 填写了两次`);
    expect((await api(admin, `/srm/deliveryNote/queryById?id=${note.id}`)).docStatus).toBe('pending');
    expect(await item()).toEqual(before);

    // Corrected in the form, the note ships: one label of one unit per serial, the item three more in transit.
    await supplier.locator(`${NOTES} tr[data-row-key="${note.id}"] .isps-row-edit`).click();
    await supplier
      .locator(`${NOTES} .isps-entity-form textarea#entity-form_lines_0_serialNos`)
      .fill(serials.join('\n'));
    await saveNoteForm(supplier);
    await shipNote(supplier, note.code, note.id);
    expect(await item()).toMatchObject({ inTransit: before.inTransit + 3, received: before.received });
    const labels = await labelsOf(admin, note.id);
    expect(labels.map((label) => [label.supplierBatchNo, Number(label.qty)]).sort()).toEqual(
      serials.map((serial) => [serial, 1]),
    );
    const labelOf = (serial: string) =>
      String(labels.find((label) => label.supplierBatchNo === serial)!.labelNo);

    // The clerk opens the receipt by the note, then scans the first unit's label and the second unit's own serial.
    const clerk = await loginAs(browser, 'wh_clerk', '/warehouse/receive');
    const { input, feedback, scan } = await openScanner(clerk);
    await scan(note.code);
    await expect(feedback).toContainText('已打开送货单的收货单');
    await scan(labelOf(serials[0]!));
    await expect(feedback).toContainText(`序列号 ${serials[0]}`);
    await expect(feedback).toHaveClass(/isps-scan-ok/);
    await scan(serials[1]!);
    await expect(feedback).toContainText(`标签 ${labelOf(serials[1]!)}：序列号 ${serials[1]}`);
    await expect(feedback).toHaveClass(/isps-scan-ok/);

    // The second unit again, by its serial: refused, in red; a serial nobody shipped: refused too.
    await scan(serials[1]!);
    await expect(feedback).toContainText(`标签 ${labelOf(serials[1]!)} 已扫描过，不能重复收货`);
    await expect(feedback).toHaveClass(/isps-scan-error/);
    const unknown = `SN${run}-9`;
    await scan(unknown);
    await expect(feedback).toContainText(`未找到条码 ${unknown}`);
    await expect(feedback).toHaveClass(/isps-scan-error/);
    await expect(input).toBeFocused();
    await clerk.screenshot({ path: 'test-results/scan-serials-refused.png' });

    // Two of the three units are posted: the third stays in transit.
    await clerk.locator(`${RECEIPTS} .isps-scan-post`).click();
    await expect(feedback).toContainText('已过账');
    expect(await item()).toMatchObject({
      received: before.received + 2,
      inTransit: before.inTransit + 1,
    });
    const after = await labelsOf(admin, note.id);
    expect(after.map((label) => [label.supplierBatchNo, label.labelStatus]).sort()).toEqual([
      [serials[0], 'received'],
      [serials[1], 'received'],
      [serials[2], 'created'],
    ]);
  });
});
