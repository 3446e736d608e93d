import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { addWarehouse, type Json, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { noticesOf } from './srm-fixtures';
import { type ReceivingWorld, startReceivingWorld } from './srm-receiving-fixtures';

describe.each(engines)('receiving from delivery notes (domain.md 3.6, 4.1 steps 5-7) on %s', (engine) => {
  let w: ReceivingWorld;

  beforeAll(async () => {
    w = await startReceivingWorld(engine, 'RV');
  });
  afterAll(async () => w.t.close());

  const note = async (id: string) => {
    const header = await w.detail('/srm/deliveryNote', id);
    return {
      fulfilStatus: header.fulfilStatus,
      received: (header.lines as Json[]).map((line) => Number(line.receivedQty)),
    };
  };
  const order = async (id: string) => (await w.detail('/srm/purchaseOrder', id)).fulfilStatus;
  const receiptOf = async (deliveryNoteId: string, prefill = true) => {
    const answer = resultOf(await w.receiveNote(deliveryNoteId, prefill));
    return String(answer.id);
  };

  it('opens the receipt of a shipped note with its unreceived lines; a partial posting rolls up, the rest arrives later', async () => {
    const po = await w.releasedPo([
      { productId: w.productId, qty: 100 },
      { productId: w.inspectedProductId, qty: 40 },
    ]);
    const [a, b] = po.itemIds as [string, string];
    const dn = await w.shippedNote([
      { itemId: a, productId: w.productId, qty: 60 },
      { itemId: b, productId: w.inspectedProductId, qty: 40 },
    ]);
    const receiptId = await receiptOf(dn);
    // Scanning the note again opens the same pending receipt.
    expect(resultOf(await w.receiveNote(dn))).toMatchObject({ id: receiptId });
    const receipt = await w.detail('/wms/receipt', receiptId);
    expect(receipt).toMatchObject({
      docStatus: 'pending',
      deliveryNoteId: dn,
      purchaseOrderId: po.id,
      facilityId: w.facilityId,
    });
    expect((receipt.lines as Json[]).map((line) => [line.poItemId, Number(line.receivedQty)])).toEqual([
      [a, 60],
      [b, 40],
    ]);

    await w.count(receiptId, [30, 40]);
    const posted = resultOf(await w.postReceipt(receiptId));
    expect(posted).toMatchObject({ docStatus: 'approved' });
    expect(posted.inspectionIds as string[]).toHaveLength(1);
    expect(await note(dn)).toEqual({ fulfilStatus: 'executing', received: [30, 40] });
    expect(await w.item(a)).toMatchObject({
      received: 30,
      inTransit: 30,
      accepted: 30,
      fulfilStatus: 'executing',
    });
    expect(await w.item(b)).toMatchObject({
      received: 40,
      inTransit: 0,
      accepted: 0,
      fulfilStatus: 'completed',
    });
    expect(await order(po.id)).toBe('executing');
    // Something was received: the supplier can no longer cancel the shipment.
    expect(await w.actOn('/srm/deliveryNote', 'cancelApproval', dn, w.supplierA)).toMatchObject({
      success: false,
    });

    // The rest arrives: a new receipt lists only what is still on its way.
    const rest = await receiptOf(dn);
    expect(rest).not.toBe(receiptId);
    const lines = (await w.detail('/wms/receipt', rest)).lines as Json[];
    expect(lines.map((line) => [line.poItemId, Number(line.receivedQty)])).toEqual([[a, 30]]);
    resultOf(await w.postReceipt(rest));
    expect(await note(dn)).toEqual({ fulfilStatus: 'completed', received: [60, 40] });
    expect(await w.item(a)).toMatchObject({ received: 60, inTransit: 0, fulfilStatus: 'executing' });
    // A finished note cannot be received again.
    expect(await w.receiveNote(dn)).toMatchObject({
      success: false,
      message: expect.stringContaining('不能收货'),
    });
  });

  it('refuses an over-receipt beyond the PO item tolerance with nothing written; within it, over_qty is kept', async () => {
    const po = await w.releasedPo([
      { productId: w.productId, qty: 100, overReceiptPct: 5, underReceiptPct: 2 },
    ]);
    const [a] = po.itemIds as [string];
    const dn = await w.shippedNote([{ itemId: a, productId: w.productId, qty: 100 }]);
    const receiptId = await receiptOf(dn);
    await w.count(receiptId, [106]);
    const refused = await w.postReceipt(receiptId);
    expect(refused).toMatchObject({ success: false });
    expect(String(refused.message)).toContain('105');
    expect(String(refused.message)).toContain('超收');
    expect(await w.item(a)).toMatchObject({ received: 0, inTransit: 100, fulfilStatus: 'unexecuted' });
    expect((await w.detail('/wms/receipt', receiptId)).docStatus).toBe('pending');

    await w.count(receiptId, [105]);
    resultOf(await w.postReceipt(receiptId));
    const line = ((await w.detail('/wms/receipt', receiptId)).lines as Json[])[0] as Json;
    expect(Number(line.overQty)).toBe(5);
    expect(await w.item(a)).toMatchObject({ received: 105, inTransit: 0, fulfilStatus: 'completed' });
    expect(await note(dn)).toEqual({ fulfilStatus: 'completed', received: [105] });
    expect(await order(po.id)).toBe('completed');
  });

  it('an under-receipt within the tolerance completes the item once the note is force-finished', async () => {
    const po = await w.releasedPo([{ productId: w.productId, qty: 100, underReceiptPct: 5 }]);
    const [a] = po.itemIds as [string];
    const dn = await w.shippedNote([{ itemId: a, productId: w.productId, qty: 100 }]);
    const receiptId = await receiptOf(dn);
    await w.count(receiptId, [95]);
    resultOf(await w.postReceipt(receiptId));
    expect(await w.item(a)).toMatchObject({ received: 95, inTransit: 5, fulfilStatus: 'completed' });
    resultOf(await w.actOn('/srm/deliveryNote', 'forceFinish', dn, w.buyer, { remark: 'short' }));
    expect(await w.item(a)).toMatchObject({ received: 95, inTransit: 0 });
    expect(await note(dn)).toEqual({ fulfilStatus: 'closed', received: [95] });
  });

  it('inspection results and a return with replacement reach the PO item; the re-opened quantity ships again', async () => {
    const po = await w.releasedPo([{ productId: w.inspectedProductId, qty: 40 }]);
    const [b] = po.itemIds as [string];
    const dn = await w.shippedNote([{ itemId: b, productId: w.inspectedProductId, qty: 40 }]);
    const receiptId = await receiptOf(dn);
    const posted = resultOf(await w.postReceipt(receiptId));
    const inspectionId = (posted.inspectionIds as string[])[0] as string;
    expect(await w.item(b)).toMatchObject({ received: 40, accepted: 0, fulfilStatus: 'completed' });
    expect(await order(po.id)).toBe('completed');

    resultOf(
      await w.inspect(inspectionId, {
        result: 'fail',
        qualifiedQty: 30,
        unqualifiedQty: 10,
        disposition: 'return_to_supplier',
        defectDesc: 'scratched',
      }),
    );
    expect(await w.item(b)).toMatchObject({ accepted: 30, rejected: 10, returned: 0 });
    const returnId = (await w.returnOf(inspectionId)) as string;
    expect(returnId).toBeDefined();
    resultOf(await w.shipReturn(returnId, true));
    expect(await w.item(b)).toMatchObject({
      received: 40,
      returned: 10,
      replace: 10,
      fulfilStatus: 'executing',
    });
    expect(await order(po.id)).toBe('executing');
    const line = ((await w.detail('/wms/receipt', receiptId)).lines as Json[])[0] as Json;
    expect(Number(line.returnedQty)).toBe(10);

    // Ten re-opened: eleven are refused, ten ship and complete the item again.
    expect(
      await w.addNote([{ itemId: b, productId: w.inspectedProductId, qty: 11 }]).then(async (added) => {
        const id = String(resultOf(added).id);
        return w.actOn('/srm/deliveryNote', 'approve', id, w.supplierA);
      }),
    ).toMatchObject({ success: false });
    const again = await w.shippedNote([{ itemId: b, productId: w.inspectedProductId, qty: 10 }]);
    expect(await w.item(b)).toMatchObject({ inTransit: 10 });
    resultOf(await w.postReceipt(await receiptOf(again)));
    expect(await w.item(b)).toMatchObject({
      received: 50,
      replace: 10,
      inTransit: 0,
      fulfilStatus: 'completed',
    });
    expect(await order(po.id)).toBe('completed');

    // The supplier's users were told of the posting, the failed lot and the return, each with its page.
    const told = await db(w.t)
      .selectFrom('sysAnnouncementSend as s')
      .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select(['a.busId', 'a.openType', 'a.openPage'])
      .where('u.username', '=', 'supplier_a')
      .where('a.busId', 'in', [receiptId, inspectionId, returnId])
      .execute();
    expect(told.map((row) => [row.busId, row.openType, row.openPage]).sort()).toEqual(
      [
        [receiptId, 'url', '/warehouse/receive'],
        [inspectionId, 'url', '/warehouse/quality-testing'],
        [returnId, 'url', '/warehouse/return'],
      ].sort(),
    );
    expect((await noticesOf(w.t, 'supplier_b')).filter((n) => n.busId === receiptId)).toEqual([]);
  });

  it('tells the shipped note only to the clerks of its receiving facility', async () => {
    const po = await w.releasedPo([{ productId: w.productId, qty: 10 }]);
    const [a] = po.itemIds as [string];
    const first = await w.shippedNote([{ itemId: a, productId: w.productId, qty: 4 }]);
    const toClerk = async (id: string) => (await noticesOf(w.t, 'wh_clerk')).filter((n) => n.busId === id);
    expect(await toClerk(first)).toHaveLength(1);
    // The clerk moves to another warehouse: the next note to this one reaches nobody there.
    const { facilityId: elsewhere } = await addWarehouse(w.api, { code: 'RV-WH9', name: 'Elsewhere' });
    const clerkId = String(
      ((resultOf(await w.api.get('/sys/user/list?username=wh_clerk')).records as Json[])[0] as Json).id,
    );
    resultOf(await w.api.post('/sys/user/facilities', { userId: clerkId, facilityIds: [elsewhere] }));
    const second = await w.shippedNote([{ itemId: a, productId: w.productId, qty: 4 }]);
    expect(await toClerk(second)).toEqual([]);
    resultOf(await w.api.post('/sys/user/facilities', { userId: clerkId, facilityIds: [w.facilityId] }));
  });

  it('refuses unshipped notes, lines not on the note, and suppliers', async () => {
    const po = await w.releasedPo([{ productId: w.productId, qty: 10 }]);
    const [a] = po.itemIds as [string];
    const pending = String(resultOf(await w.addNote([{ itemId: a, productId: w.productId, qty: 5 }])).id);
    expect(await w.receiveNote(pending)).toMatchObject({
      success: false,
      message: expect.stringContaining('未发货'),
    });
    resultOf(await w.actOn('/srm/deliveryNote', 'approve', pending, w.supplierA));
    expect(
      (
        await w.t.post(
          '/wms/receipt/receiveDeliveryNote',
          { requestId: 'r'.repeat(12), deliveryNoteId: pending },
          w.supplierA,
        )
      ).statusCode,
    ).toBe(403);

    const receiptId = await receiptOf(pending, false);
    const receipt = await w.detail('/wms/receipt', receiptId);
    expect((receipt.lines as Json[]).map((line) => Number(line.receivedQty))).toEqual([0]);
    // Nothing counted: nothing to post.
    expect(await w.postReceipt(receiptId)).toMatchObject({ success: false });
    // A line of another product added by hand is not a line of the note.
    resultOf(
      await w.api.post(
        '/wms/receipt/edit',
        {
          ...receipt,
          lines: [
            { ...(receipt.lines as Json[])[0], receivedQty: 5 },
            { productId: w.otherProductId, receivedQty: 1 },
          ],
        },
        w.clerk,
      ),
    );
    expect(await w.postReceipt(receiptId)).toMatchObject({
      success: false,
      message: expect.stringContaining('不是送货单'),
    });
    expect(await w.item(a)).toMatchObject({ received: 0, inTransit: 5 });
  });

  it('receives by scanning: the note QR opens the receipt, labels add their package once; twice, another note and voided are refused', async () => {
    const po = await w.releasedPo([{ productId: w.productId, qty: 30 }]);
    const [a] = po.itemIds as [string];
    const shipWithPackages = async (qty: number) => {
      const added = await w.api.post(
        '/srm/deliveryNote/add',
        {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId: w.facilityId,
          expectedArrivalDate: '2026-12-02',
          lines: [{ poItemId: a, productId: w.productId, qty, packageQty: 4, uom: 'PCS', lineNo: 1 }],
        },
        w.supplierA,
      );
      const id = String(resultOf(added).id);
      resultOf(await w.actOn('/srm/deliveryNote', 'approve', id, w.supplierA));
      const labels = await db(w.t)
        .selectFrom('srmLabel')
        .select(['labelNo', 'qrPayload'])
        .where('deliveryNoteId', '=', id)
        .orderBy('packageSeq')
        .execute();
      return { id, code: String((await w.detail('/srm/deliveryNote', id)).code), labels };
    };
    const dn = await shipWithPackages(10);
    const other = await shipWithPackages(4);
    expect(dn.labels).toHaveLength(3);
    const scanNote = (code: string) => w.act('/wms/receipt', 'scanDeliveryNote', { code }, w.clerk);
    expect(await scanNote('NO-SUCH-CODE')).toMatchObject({
      success: false,
      message: expect.stringContaining('未找到'),
    });
    const receiptId = String(resultOf(await scanNote(`ISPS1|DN|${dn.code}`)).id);
    // Scanning the note again (its plain code) opens the same receipt; its line waits at 0.
    expect(resultOf(await scanNote(dn.code))).toMatchObject({ id: receiptId });
    expect(
      ((await w.detail('/wms/receipt', receiptId)).lines as Json[]).map((l) => Number(l.receivedQty)),
    ).toEqual([0]);

    const scan = (code: string) => w.act('/wms/receipt', 'scan', { id: receiptId, code }, w.clerk);
    const [first, second, third] = [dn.labels[0]!, dn.labels[1]!, dn.labels[2]!];
    expect(resultOf(await scan(String(first.qrPayload)))).toMatchObject({
      labelNo: first.labelNo,
      receivedQty: 4,
    });
    expect(resultOf(await scan(String(second.labelNo)))).toMatchObject({ receivedQty: 8 });
    expect(await scan(String(first.labelNo))).toMatchObject({
      success: false,
      message: expect.stringContaining('已扫描过'),
    });
    const foreign = (other.labels as Json[])[0] as Json;
    expect(await scan(String(foreign.labelNo))).toMatchObject({
      success: false,
      message: expect.stringContaining(other.code),
    });
    resultOf(await w.actOn('/srm/deliveryNote', 'cancelApproval', other.id, w.supplierA));
    expect(await scan(String(foreign.labelNo))).toMatchObject({
      success: false,
      message: expect.stringContaining('作废'),
    });
    expect(await scan('LB000000000000')).toMatchObject({
      success: false,
      message: expect.stringContaining('未找到'),
    });
    // A supplier cannot scan; the refusals changed nothing.
    expect(
      (
        await w.t.post(
          '/wms/receipt/scan',
          { id: receiptId, code: third.labelNo, requestId: 's'.repeat(12) },
          w.supplierA,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      ((await w.detail('/wms/receipt', receiptId)).lines as Json[]).map((l) => Number(l.receivedQty)),
    ).toEqual([8]);

    resultOf(await w.postReceipt(receiptId));
    const statuses = await db(w.t)
      .selectFrom('srmLabel')
      .select(['labelStatus', 'receivedBy'])
      .where('deliveryNoteId', '=', dn.id)
      .orderBy('packageSeq')
      .execute();
    expect(statuses.map((l) => [l.labelStatus, l.receivedBy])).toEqual([
      ['received', 'wh_clerk'],
      ['received', 'wh_clerk'],
      ['created', null],
    ]);
    expect(await w.item(a)).toMatchObject({ received: 8, inTransit: 2 });
    expect(await note(dn.id)).toEqual({ fulfilStatus: 'executing', received: [8] });

    // The last package arrives: a new receipt, the received labels stay refused.
    const rest = String(resultOf(await scanNote(dn.code)).id);
    expect(rest).not.toBe(receiptId);
    const scanRest = (code: string) => w.act('/wms/receipt', 'scan', { id: rest, code }, w.clerk);
    expect(await scanRest(String(first.labelNo))).toMatchObject({
      success: false,
      message: expect.stringContaining('已扫描过'),
    });
    expect(resultOf(await scanRest(String(third.labelNo)))).toMatchObject({ receivedQty: 2 });
    resultOf(await w.postReceipt(rest));
    expect(await note(dn.id)).toEqual({ fulfilStatus: 'completed', received: [10] });
  });
});
