import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { loginAs, pageApi } from './app-support';

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
    await (await orderRow(buyer, code, id)).locator('.isps-row-approve').click();
    await buyer
      .getByRole('dialog', { name: '确定下达该采购订单给供应商吗?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
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
    // Serial-tracked products take their serial numbers on the receipt page, not by label: a note without.
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
});
