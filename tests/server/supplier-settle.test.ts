import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { financeVerifiesInvoices } from '../../server/db/migrations/0101_finance_verifies_invoices';
import { roleId } from '../../server/db/seed/demo-data';
import type { SapSender } from '../../server/integrations/sap/sap-boundary';
import { sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { type Json, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { type ReceivingWorld, startReceivingWorld } from './srm-receiving-fixtures';

const SETTLE = '/oms/supplierSettle';
const INVOICE = '/srm/invoiceApplication';

/** A fake SAP that accepts every message with a MIRO number. */
const acceptingSap: SapSender = {
  kind: 'http',
  send: async (message) => ({
    ok: true,
    sapDocNo: `51${message.id.slice(-8)}`,
    response: { status: 'posted' },
  }),
};

function multipart(fileName: string, content: string) {
  const boundary = '----isps-settle-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ninvoice\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Supplier settlement and invoice application through the API (issue 13 points 2, 8, 9; domain.md 3.6,
 * 3.11, 4.1 step 9) on both engines: generation amounts from posted receipts at the PO net price per
 * price unit, reserved quantities, supplier scope, the publish / dispute / correct / confirm loop, the
 * invoice application's refusals, finance's verification to the SAP outbox, SAP's answer and the payment
 * status pushed back.
 */
describe.each(engines)('supplier settlement on %s', (engine) => {
  let w: ReceivingWorld;
  let finance: string;
  let receiptLineIds: string[] = [];
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const scope = () => ({ partnerId: supplierAId, periodFrom: today, periodTo: today });
  let supplierAId = '';

  beforeAll(async () => {
    w = await startReceivingWorld(engine, 'STL');
    finance = await w.t.login('finance');
    const partner = await db(w.t)
      .selectFrom('sysUser')
      .select('partnerId')
      .where('username', '=', 'supplier_a')
      .executeTakeFirstOrThrow();
    supplierAId = String(partner.partnerId);
    const po = await w.releasedPo([
      { productId: w.productId, qty: 10 },
      { productId: w.otherProductId, qty: 7 },
    ]);
    // Prices as SAP sends them: 12.50 per piece at 13 %, 45.50 per 100 pieces at 13 %.
    const order = await w.detail('/srm/purchaseOrder', po.id);
    const items = order.items as Json[];
    await db(w.t)
      .updateTable('srmPurchaseOrderItem')
      .set({ netPrice: 12_500_000, priceUnit: 1000, taxRate: 1300 })
      .where('id', '=', String(items[0]!.id))
      .execute();
    await db(w.t)
      .updateTable('srmPurchaseOrderItem')
      .set({ netPrice: 45_500_000, priceUnit: 100_000, taxRate: 1300 })
      .where('id', '=', String(items[1]!.id))
      .execute();
    const note = await w.shippedNote([
      { itemId: po.itemIds[0]!, productId: w.productId, qty: 10 },
      { itemId: po.itemIds[1]!, productId: w.otherProductId, qty: 7 },
    ]);
    const receiptId = String(resultOf(await w.receiveNote(note)).id);
    await w.count(receiptId, [10, 7]);
    resultOf(await w.postReceipt(receiptId));
    const receipt = await w.detail('/wms/receipt', receiptId);
    receiptLineIds = (receipt.lines as Json[]).map((line) => String(line.id));
  }, 120_000);
  afterAll(async () => w.t.close());

  const settledOf = async (id: string) =>
    Number(
      (
        await db(w.t)
          .selectFrom('wmsReceiptLine')
          .select('settledQty')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).settledQty,
    ) / 1000;

  it('runs the whole loop: generate, publish, dispute, correct, confirm, invoice, verify, SAP, payment', async () => {
    const { post, get } = w.api;
    // Generate: one line per accepted receipt line, amounts per line, totals = sums.
    const built = resultOf(
      await post(`${SETTLE}/generate`, { ...scope(), requestId: randomUUID() }, w.buyer),
    );
    expect(String(built.code)).toMatch(/^ST\d{10}$/);
    const id = String(built.id);
    let settle = await w.detail(SETTLE, id);
    expect(settle).toMatchObject({
      docStatus: 'pending',
      totalQty: 17,
      amountExclTax: 128.19,
      taxAmount: 16.66,
      amountInclTax: 144.85,
      invoiceStatus: 'not_invoiced',
    });
    const lines = settle.lines as Json[];
    expect(lines.map((line) => [line.qty, line.amount, line.taxAmount])).toEqual([
      [10, 125, 16.25],
      [7, 3.19, 0.41],
    ]);
    expect(await settledOf(receiptLineIds[0]!)).toBe(10);
    // Nothing is settled twice: a second generation finds nothing.
    expect(await post(`${SETTLE}/generate`, { ...scope(), requestId: randomUUID() }, w.buyer)).toMatchObject({
      success: false,
      message: expect.stringContaining('没有待对账'),
    });
    // Not published: the supplier does not see it.
    expect(resultOf(await get(`${SETTLE}/list`, w.supplierA)).total).toBe(0);
    expect((await get(`${SETTLE}/queryById?id=${id}`, w.supplierA)).success).toBe(false);
    resultOf(await w.actOn(SETTLE, 'approve', id, w.buyer));
    expect(resultOf(await get(`${SETTLE}/list`, w.supplierA)).total).toBe(1);
    expect(resultOf(await get(`${SETTLE}/list`, w.supplierB)).total).toBe(0);
    expect((await get(`${SETTLE}/queryById?id=${id}`, w.supplierB)).success).toBe(false);
    // supplier_b cannot answer supplier_a's settlement; the buyer cannot answer for the supplier.
    expect((await w.actOn(SETTLE, 'confirmSettle', id, w.supplierB)).success).toBe(false);
    expect((await w.actOn(SETTLE, 'confirmSettle', id, w.buyer)).success).toBe(false);
    // supplier_a disputes the second line.
    resultOf(
      await w.actOn(SETTLE, 'dispute', id, w.supplierA, {
        lines: [{ lineId: lines[1]!.id, remark: '只收到5件' }],
      }),
    );
    settle = await w.detail(SETTLE, id);
    expect(settle.supplierConfirmStatus).toBe('rejected');
    expect((settle.lines as Json[])[1]).toMatchObject({ dispute: true, disputeRemark: '只收到5件' });
    expect(await w.actOn(SETTLE, 'confirmSettle', id, w.supplierA)).toMatchObject({
      success: false,
      message: '供应商已答复该对账单',
    });
    // The buyer withdraws, may not publish with the dispute open, corrects and publishes again.
    resultOf(await w.actOn(SETTLE, 'cancelApproval', id, w.buyer));
    expect(resultOf(await get(`${SETTLE}/list`, w.supplierA)).total).toBe(0);
    expect(await w.actOn(SETTLE, 'approve', id, w.buyer)).toMatchObject({
      success: false,
      message: '第 2 行有供应商异议, 请先修正再发布',
    });
    expect(
      (await w.actOn(SETTLE, 'correctLine', id, w.buyer, { lines: [{ lineId: lines[1]!.id, qty: 8 }] }))
        .success,
    ).toBe(false);
    resultOf(
      await w.actOn(SETTLE, 'correctLine', id, w.buyer, { lines: [{ lineId: lines[1]!.id, qty: 5 }] }),
    );
    settle = await w.detail(SETTLE, id);
    expect((settle.lines as Json[])[1]).toMatchObject({
      qty: 5,
      amount: 2.28,
      taxAmount: 0.3,
      dispute: false,
    });
    expect(settle).toMatchObject({
      totalQty: 15,
      amountExclTax: 127.28,
      taxAmount: 16.55,
      amountInclTax: 143.83,
    });
    expect(await settledOf(receiptLineIds[1]!)).toBe(5);
    resultOf(await w.actOn(SETTLE, 'approve', id, w.buyer));
    resultOf(await w.actOn(SETTLE, 'confirmSettle', id, w.supplierA));
    expect((await w.detail(SETTLE, id)).supplierConfirmStatus).toBe('confirmed');

    // The invoice application: two invoices with PDF scans, 100.00 + 27.28 net at 13 %.
    const upload = async (name: string) => {
      const body = multipart(name, '%PDF-1.4 invoice scan');
      const res = await w.t.inject({
        method: 'POST',
        url: `${w.t.config.apiPrefix}/sys/common/upload`,
        payload: body.payload,
        headers: { ...body.headers, 'x-access-token': w.supplierA },
      });
      return String((res.json() as Json).message);
    };
    const invoice = (no: string, amountExclTax: number, fileId: string | null) => ({
      invoiceCode: '044001900111',
      invoiceNo: no,
      invoiceDate: today,
      amountExclTax,
      taxRate: 13,
      fileId,
    });
    const scan = await upload('inv-1.pdf');
    const appId = String(
      resultOf(
        await post(
          `${INVOICE}/add`,
          {
            supplierSettleId: id,
            invoiceType: 'vat_special',
            lines: [invoice(`${engine}0001`, 100, scan), invoice(`${engine}0002`, 27.28, null)],
          },
          w.supplierA,
        ),
      ).id,
    );
    let application = await w.detail(INVOICE, appId);
    expect(application).toMatchObject({
      partnerId: supplierAId,
      amountExclTax: 127.28,
      taxAmount: 16.55,
      amountInclTax: 143.83,
      differenceAmount: 0,
    });
    // The same invoice twice is refused; supplier_b cannot see the application.
    expect(
      (
        await post(
          `${INVOICE}/add`,
          { supplierSettleId: id, invoiceType: 'vat_special', lines: [invoice(`${engine}0001`, 1, scan)] },
          w.supplierA,
        )
      ).success,
    ).toBe(false);
    expect((await get(`${INVOICE}/queryById?id=${appId}`, w.supplierB)).success).toBe(false);
    // Submit needs every scan.
    expect(await w.actOn(INVOICE, 'approve', appId, w.supplierA)).toMatchObject({
      success: false,
      message: '第 2 张发票没有上传扫描件',
    });
    const second = await upload('inv-2.pdf');
    application = await w.detail(INVOICE, appId);
    const withScans: Json[] = (application.lines as Json[]).map((line) => ({
      ...line,
      fileId: line.fileId ?? second,
    }));
    // A typo of 0.10 in the second invoice: submitted, then refused by finance naming the difference.
    withScans[1]!.amountExclTax = 27.37;
    resultOf(await post(`${INVOICE}/edit`, { ...application, lines: withScans }, w.supplierA));
    resultOf(await w.actOn(INVOICE, 'approve', appId, w.supplierA));
    expect(await w.actOn(INVOICE, 'verify', appId, w.supplierA)).toMatchObject({ success: false });
    expect(await w.actOn(INVOICE, 'verify', appId, finance)).toMatchObject({
      success: false,
      message: '发票含税合计 143.93 与对账单待开票金额 143.83 相差 0.10, 超过允许的 ±0.05',
    });
    resultOf(await w.actOn(INVOICE, 'cancelApproval', appId, finance, { remark: '金额不符' }));
    expect(await w.detail(INVOICE, appId)).toMatchObject({ docStatus: 'pending', verifyStatus: 'rejected' });
    application = await w.detail(INVOICE, appId);
    const fixed = (application.lines as Json[]).map((line, index) => ({
      ...line,
      amountExclTax: index === 1 ? 27.32 : line.amountExclTax,
    }));
    resultOf(await post(`${INVOICE}/edit`, { ...application, lines: fixed }, w.supplierA));
    // 27.32 at 13 % (tax 3.55): 143.87, 0.04 over: within the tolerance.
    resultOf(await w.actOn(INVOICE, 'approve', appId, w.supplierA));
    // Verifying is finance's (domain.md 3.6): the buyer, who settles, holds neither the button nor the route.
    expect(await w.actOn(INVOICE, 'verify', appId, w.buyer)).toMatchObject({ success: false, code: 510 });
    expect(await w.actOn(INVOICE, 'cancelApproval', appId, w.buyer, { remark: '买方退回' })).toMatchObject({
      success: false,
      code: 510,
    });
    expect(
      (await post(`${INVOICE}/sapPayment`, { sapDocNo: 'ANY', paymentStatus: 'paid' }, w.buyer)).success,
    ).toBe(false);
    expect(await w.detail(INVOICE, appId)).toMatchObject({
      docStatus: 'approved',
      verifyStatus: 'unverified',
    });
    resultOf(await w.actOn(INVOICE, 'verify', appId, finance));
    application = await w.detail(INVOICE, appId);
    expect(application).toMatchObject({
      verifyStatus: 'verified',
      sapStatus: 'pending',
      differenceAmount: 0.04,
    });
    expect(await w.detail(SETTLE, id)).toMatchObject({ fulfilStatus: 'executing' });
    // The outbox row, then the fake SAP's answer.
    const queued = await db(w.t)
      .selectFrom('omsSapLog')
      .selectAll()
      .where('bizDocId', '=', appId)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      interfaceCode: 'invoice_verify',
      syncStatus: 'pending',
      direction: 'outbound',
    });
    await sendSapOutbox(w.t.app.ctx, acceptingSap);
    application = await w.detail(INVOICE, appId);
    expect(application).toMatchObject({
      sapStatus: 'success',
      paymentStatus: 'unpaid',
      fulfilStatus: 'completed',
    });
    const sapDocNo = String(application.sapDocNo);
    expect(sapDocNo).toMatch(/^51/);
    expect(await w.detail(SETTLE, id)).toMatchObject({
      invoiceStatus: 'invoiced',
      invoicedAmount: 143.87,
      fulfilStatus: 'completed',
    });
    // The payment comes back from SAP; the supplier cannot push it.
    expect(
      (await post(`${INVOICE}/sapPayment`, { sapDocNo, paymentStatus: 'paid' }, w.supplierA)).success,
    ).toBe(false);
    resultOf(await post(`${INVOICE}/sapPayment`, { sapDocNo, paymentStatus: 'paid' }, finance));
    expect((await w.detail(INVOICE, appId)).paymentStatus).toBe('paid');
    expect(
      await post(`${INVOICE}/sapPayment`, { sapDocNo: 'NOPE', paymentStatus: 'paid' }, finance),
    ).toMatchObject({
      success: false,
      message: 'SAP凭证 NOPE 没有对应的开票申请',
    });
  }, 120_000);

  it('is withdrawn by cancel, which frees its quantities, never deleted with them still reserved', async () => {
    const { post } = w.api;
    const po = await w.releasedPo([{ productId: w.productId, qty: 4 }]);
    const note = await w.shippedNote([{ itemId: po.itemIds[0]!, productId: w.productId, qty: 4 }]);
    const receiptId = String(resultOf(await w.receiveNote(note)).id);
    await w.count(receiptId, [4]);
    resultOf(await w.postReceipt(receiptId));
    const lineId = String(((await w.detail('/wms/receipt', receiptId)).lines as Json[])[0]!.id);
    const id = String(
      resultOf(await post(`${SETTLE}/generate`, { ...scope(), requestId: randomUUID() }, w.buyer)).id,
    );
    expect(await settledOf(lineId)).toBe(4);
    // A generated settlement offers no delete (its lines reserve quantities): not for the buyer, not at all.
    const deleted = await w.t.inject({
      method: 'DELETE',
      url: `${w.t.config.apiPrefix}${SETTLE}/delete?id=${id}`,
      headers: { 'x-access-token': w.buyer },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await w.detail(SETTLE, id)).docStatus).toBe('pending');
    resultOf(await w.actOn(SETTLE, 'cancel', id, w.buyer, { remark: '重新对账' }));
    expect(await settledOf(lineId)).toBe(0);
    const again = resultOf(
      await post(`${SETTLE}/generate`, { ...scope(), requestId: randomUUID() }, w.buyer),
    );
    const lines = (await w.detail(SETTLE, String(again.id))).lines as Json[];
    expect(lines.filter((line) => line.receiptLineId === lineId).map((line) => line.qty)).toEqual([4]);
    expect(await settledOf(lineId)).toBe(4);
  }, 120_000);

  it('migration 0101 takes verify and reject from the purchasing roles of an older database, finance keeps them', async () => {
    const d = db(w.t);
    const permissionOf = async (perms: string) =>
      await d.selectFrom('sysPermission').selectAll().where('perms', '=', perms).executeTakeFirstOrThrow();
    const verify = await permissionOf('srm:invoiceApplication:verify');
    // As seeded before the change: the buyer held verify through the whole purchasing folder, and the
    // settlement had a delete button.
    const add = await permissionOf('oms:supplierSettle:add');
    const deleteId = newId();
    await d
      .insertInto('sysPermission')
      .values({
        ...add,
        id: deleteId,
        perms: 'oms:supplierSettle:delete',
        createTime: null,
        updateTime: null,
      })
      .execute();
    const grant = (role: string, permissionId: string) =>
      d
        .insertInto('sysRolePermission')
        .values({
          id: newId(),
          roleId: roleId(role),
          permissionId,
          dataRuleIds: null,
          operateDate: null,
          operateIp: null,
        })
        .execute();
    await grant('buyer', verify.id);
    await grant('buyer', deleteId);
    await financeVerifiesInvoices.up(d as never);
    const grants = async (role: string, permissionId: string) =>
      (
        await d
          .selectFrom('sysRolePermission')
          .select('id')
          .where('roleId', '=', roleId(role))
          .where('permissionId', '=', permissionId)
          .execute()
      ).length;
    expect(await grants('buyer', verify.id)).toBe(0);
    expect(await grants('finance', verify.id)).toBe(1);
    expect(await grants('buyer', deleteId)).toBe(0);
    expect(await d.selectFrom('sysPermission').select('id').where('id', '=', deleteId).execute()).toEqual([]);
    expect(await grants('buyer', add.id)).toBe(1);
  });
});
