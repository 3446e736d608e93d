import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { demoOrders05 } from '../../server/db/seed/srm/demo-sap-orders';
import { confirmRowAction, loginAs, pageApi, searchCode } from './app-support';

type Json = Record<string, unknown>;

const LIST = 'isps-purchase-order-list';

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

/** The answer dialog of a row action on the order's items (QuantityLinesModal). */
const answerDialog = (page: Page, title: string) =>
  page.locator(`${LIST} .ant-modal`).filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test.describe('supplier collaboration, domain.md 4.1 steps 1-5, as its users', () => {
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
    await supplier.locator('.isps-notice-bell').click();
    await supplier
      .locator('.isps-notice-popover')
      .getByRole('tab', { name: /系统消息/ })
      .click();
    const notice = supplier.locator('.isps-notice-popover').getByText(`新采购订单 ${code} 待确认`, {
      exact: false,
    });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.click();
    await supplier.getByRole('button', { name: /去\s*处\s*理/ }).click();
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
    const act = (page: Page, url: string, body: Json) =>
      pageApi(page, 'POST', url, { requestId: randomUUID(), ...body });
    const versionOf = async (base: string, id: string) =>
      (await api(admin, `${base}/queryById?id=${id}`)).version;

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
      | { code: string; uom: string; productId: string; location: string; facilityId: string }
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
    const item = async () => {
      const [row] = await itemsOf(admin, poId);
      const n = (key: string) => Number(row![key] ?? 0);
      return {
        id: String(row!.id),
        qty: n('qty'),
        planned: n('plannedQty'),
        inTransit: n('inTransitQty'),
        received: n('receivedQty'),
        accepted: n('acceptedQty'),
        rejected: n('rejectedQty'),
        returned: n('returnedQty'),
        replace: n('replaceQty'),
        closed: n('closedQty'),
        fulfilStatus: row!.fulfilStatus,
      };
    };
    expect(await item()).toMatchObject({ qty: 10, inTransit: 0, received: 0, fulfilStatus: 'unexecuted' });

    // The buyer releases it from the order page; supplier_a confirms it in full.
    await buyer.goto('/srm/purchase-order');
    await release(buyer, sapPoNo, poId);
    await expect
      .poll(async () => (await api(buyer, `/srm/purchaseOrder/queryById?id=${poId}`)).docStatus)
      .toBe('approved');
    const itemId = (await item()).id;
    await act(supplier, '/srm/purchaseOrder/confirmItems', {
      id: poId,
      version: await versionOf('/srm/purchaseOrder', poId),
      items: [{ lineId: itemId, confirmedQty: 10, promiseDate: '2026-12-10' }],
    });

    // Step 3: supplier_a's delivery plan, submitted on the plan page; the buyer confirms it there.
    const plan = await act(supplier, '/srm/deliveryPlan/add', {
      partnerId: DEMO_PARTNER_IDS.supplierA,
      facilityId: material.facilityId,
      periodFrom: '2026-12-01',
      periodTo: '2026-12-15',
      lines: [
        {
          lineNo: 1,
          poItemId: itemId,
          purchaseOrderId: poId,
          productId: material.productId,
          plannedDate: '2026-12-08',
          plannedQty: 10,
        },
      ],
    });
    const planId = String(plan.id);
    const planCode = String((await api(admin, `/srm/deliveryPlan/queryById?id=${planId}`)).code);
    const plans = 'isps-delivery-plan-list';
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

    // Step 4: supplier_a ships the ten in two packages.
    const ship = async (qty: number, packageCount: number) => {
      const note = await act(supplier, '/srm/deliveryNote/add', {
        partnerId: DEMO_PARTNER_IDS.supplierA,
        facilityId: material!.facilityId,
        expectedArrivalDate: '2026-12-08',
        lines: [
          {
            lineNo: 1,
            poItemId: itemId,
            productId: material!.productId,
            qty,
            packageCount,
            uom: material!.uom,
          },
        ],
      });
      const noteId = String(note.id);
      await act(supplier, '/srm/deliveryNote/approve', {
        id: noteId,
        version: await versionOf('/srm/deliveryNote', noteId),
      });
      return {
        id: noteId,
        code: String((await api(admin, `/srm/deliveryNote/queryById?id=${noteId}`)).code),
      };
    };
    const first = await ship(10, 2);
    expect(await item()).toMatchObject({ inTransit: 10, received: 0 });

    // Step 5 on a handheld terminal (360 x 640 touch screen): the clerk scans the note and its two labels.
    const clerk = await loginAs(browser, 'wh_clerk', '/warehouse/receive', {
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    await clerk.locator('isps-receipt-list .isps-receipt-scan').click();
    const input = clerk.locator('isps-receipt-list .isps-scan-input input');
    await expect(input).toBeFocused();
    const scan = async (text: string) => {
      await clerk.keyboard.type(text);
      await clerk.keyboard.press('Enter');
    };
    const feedback = clerk.locator('isps-receipt-list .isps-scan-feedback');
    await scan(first.code);
    await expect(feedback).toContainText('已打开送货单的收货单');
    const labels = (
      (await api(
        admin,
        `/srm/label/list?deliveryNoteId=${first.id}&pageSize=10&column=labelNo&order=asc`,
      )) as {
        records: Json[];
      }
    ).records;
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

    // Step 6: the inspector records the lot: 4 of 10 fail and go back to the supplier.
    const inspector = await loginAs(browser, 'qc_inspector', '/dashboard/analysis');
    const receipts = (
      (await api(admin, `/wms/receipt/list?code=${receiptCode}&pageSize=5`)) as { records: Json[] }
    ).records.filter((row) => row.code === receiptCode);
    expect(receipts).toHaveLength(1);
    const receipt = await api(admin, `/wms/receipt/queryById?id=${receipts[0]!.id}`);
    const inspectionId = String((receipt.lines as Json[])[0]!.inspectionId);
    await pageApi(inspector, 'POST', '/qms/inspection/edit', {
      id: inspectionId,
      version: await versionOf('/qms/inspection', inspectionId),
      result: 'fail',
      qualifiedQty: 6,
      unqualifiedQty: 4,
      disposition: 'return_to_supplier',
      defectDesc: '外壳划伤',
    });
    await act(inspector, '/qms/inspection/approve', {
      id: inspectionId,
      version: await versionOf('/qms/inspection', inspectionId),
    });
    expect(await item()).toMatchObject({ received: 10, accepted: 6, rejected: 4, returned: 0, replace: 0 });

    // Step 7: the clerk asks for replacement on the pending return, the buyer approves it, the clerk ships it.
    const clerkApi = await loginAs(browser, 'wh_clerk', '/dashboard/workplace');
    const returns = (
      (await api(admin, `/wms/supplierReturn/list?inspectionId=${inspectionId}&pageSize=5`)) as {
        records: Json[];
      }
    ).records.filter((row) => row.inspectionId === inspectionId);
    expect(returns).toHaveLength(1);
    const returnId = String(returns[0]!.id);
    const pendingReturn = await api(clerkApi, `/wms/supplierReturn/queryById?id=${returnId}`);
    await pageApi(clerkApi, 'POST', '/wms/supplierReturn/edit', {
      ...pendingReturn,
      replacementRequired: true,
    });
    await act(buyer, '/wms/supplierReturn/approve', {
      id: returnId,
      version: await versionOf('/wms/supplierReturn', returnId),
    });
    const approvedReturn = await api(clerkApi, `/wms/supplierReturn/queryById?id=${returnId}`);
    const returnLine = (approvedReturn.lines as Json[])[0]!;
    expect(Number(returnLine.qty)).toBe(4);
    await act(clerkApi, '/wms/supplierReturn/outbound', {
      id: returnId,
      version: approvedReturn.version,
      lines: [{ lineId: returnLine.id, qty: 4 }],
    });
    // The returned four re-open the item: open = 10 - 10 + 4 - 0 - 0 = 4.
    expect(await item()).toMatchObject({
      received: 10,
      returned: 4,
      replace: 4,
      inTransit: 0,
      fulfilStatus: 'executing',
    });

    // Step 8: supplier_a ships the four again, and they are received.
    const rest = await ship(4, 1);
    expect(await item()).toMatchObject({ inTransit: 4, replace: 4 });
    const again = await act(clerkApi, '/wms/receipt/receiveDeliveryNote', {
      deliveryNoteId: rest.id,
      prefill: true,
    });
    await act(clerkApi, '/wms/receipt/approve', {
      id: String(again.id),
      version: await versionOf('/wms/receipt', String(again.id)),
    });
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
});
