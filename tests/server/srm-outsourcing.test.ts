import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { consumeOutsourcingComponents } from '../../server/modules/srm/outsourcing-order-effects';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { noticesOf, type SrmWorld, srmCalls, startSrmApp } from './srm-fixtures';

describe.each(engines)('outsourcing orders (domain.md 3.6) on %s', (engine) => {
  let world: SrmWorld;
  let warehouse: { facilityId: string; positionId: string };
  let subcontractorFacilityId: string;
  let finishedId: string;
  const { api, actNow, releasedPo } = srmCalls(() => world, 'OS');
  const admin = jsonApi(() => ({ t: world.t, token: world.admin }));

  const order = async (id: string) =>
    resultOf(await api.get(`/srm/outsourcing/queryById?id=${id}`, world.buyer));
  const components = async (id: string) =>
    ((await order(id)).components as Json[]).map((c) => ({
      required: Number(c.requiredQty),
      consumed: Number(c.consumedQty),
      issued: Number(c.issuedQty),
    }));
  /** On hand of a product at a facility. */
  const onHand = async (facilityId: string, productId: string) => {
    const rows = await db(world.t)
      .selectFrom('wmsInventoryBalance')
      .select('onhandQty')
      .where('facilityId', '=', facilityId)
      .where('productId', '=', productId)
      .execute();
    return rows.reduce((total, row) => total + Number(row.onhandQty), 0) / 1000;
  };
  /** A pending order of 10 finished goods from supplier_a: 2 of the first product and 0.5 of the second each. */
  const addOrder = async (productId = finishedId) =>
    String(
      resultOf(
        await api.post(
          '/srm/outsourcing/add',
          {
            partnerId: DEMO_PARTNER_IDS.supplierA,
            productId,
            qty: 10,
            dueDate: '2026-12-20',
            issueFacilityId: warehouse.facilityId,
            receiveFacilityId: warehouse.facilityId,
            components: [
              { productId: world.productId, qtyPerUnit: 2, lineNo: 1 },
              { productId: world.otherProductId, qtyPerUnit: 0.5, lineNo: 2 },
            ],
          },
          world.buyer,
        ),
      ).id,
    );
  /** Receipt of finished goods of an order, as the receiving flow calls it in its transaction. */
  const receive = (id: string, qty: number) =>
    db(world.t)
      .transaction()
      .execute((trx) =>
        consumeOutsourcingComponents(
          { trx, engine: world.t.engine, tenantId: 0, username: 'wh_clerk', now: Date.now() },
          {
            outsourcingOrderId: id,
            qty: qty * 1000,
            source: { docType: 'receipt', docId: id, docCode: 'RC-TEST' },
          },
        ),
      );

  /** The warehouse ships the order's issue transfer to the subcontractor and it arrives there. */
  const issueComponents = async (issueCommandId: unknown) => {
    const command = resultOf(await admin.get(`/wms/transfer/queryById?id=${String(issueCommandId)}`));
    resultOf(
      await admin.post('/wms/transfer/outbound', {
        id: issueCommandId,
        version: command.version,
        requestId: randomUUID(),
        lines: (command.lines as Json[]).map((line) => ({ lineId: line.id, qty: line.qty })),
      }),
    );
    const afterOut = resultOf(await admin.get(`/wms/transfer/queryById?id=${String(issueCommandId)}`));
    if (afterOut.fulfilStatus !== 'completed') {
      resultOf(
        await admin.post('/wms/transfer/inbound', {
          id: issueCommandId,
          version: afterOut.version,
          requestId: randomUUID(),
          lines: (afterOut.lines as Json[]).map((line) => ({ lineId: line.id, qty: line.qty })),
        }),
      );
    }
  };

  beforeAll(async () => {
    world = await startSrmApp(engine, 'OS');
    warehouse = await addWarehouse(admin, { code: 'OS-WH2', name: 'OS WH 2' });
    subcontractorFacilityId = String(
      resultOf(
        await admin.post('/wms/facility/add', {
          code: 'OS-SUB',
          name: 'Subcontractor A',
          facilityType: 'subcontractor',
          partnerId: DEMO_PARTNER_IDS.supplierA,
        }),
      ).id,
    );
    finishedId = String(
      resultOf(
        await admin.post('/mdm/product/add', {
          code: 'OS-FG',
          name: 'OS-FG',
          productType: 'finished',
          uom: 'PCS',
        }),
      ).id,
    );
    await receiveOnPosition(admin, warehouse, world.productId, 100);
    await receiveOnPosition(admin, warehouse, world.otherProductId, 100);
  });
  afterAll(async () => world.t.close());

  it('approve posts the subcontract issue transfer; cancel approval withdraws it; the subcontractor confirms', async () => {
    const id = await addOrder();
    const first = resultOf(await actNow('outsourcing', 'approve', id, world.buyer));
    expect(first).toMatchObject({ docStatus: 'approved' });
    const command = resultOf(await admin.get(`/wms/transfer/queryById?id=${String(first.issueCommandId)}`));
    expect(command).toMatchObject({
      commandType: 'transfer',
      movementTypeCode: 'subcontract_issue',
      docStatus: 'approved',
      outFacilityId: warehouse.facilityId,
      inFacilityId: subcontractorFacilityId,
    });
    expect((command.lines as Json[]).map((line) => [line.productId, Number(line.qty)])).toEqual([
      [world.productId, 20],
      [world.otherProductId, 5],
    ]);
    expect(await order(id)).toMatchObject({
      subcontractFacilityId: subcontractorFacilityId,
      returnStatus: 'not_returned',
    });
    expect((await components(id)).map((c) => c.required)).toEqual([20, 5]);
    const told = (await noticesOf(world.t, 'supplier_a')).filter((notice) => notice.busId === id);
    expect(told).toHaveLength(1);
    // supplier_b does not see supplier_a's order; the supplier may not approve.
    expect(await api.get(`/srm/outsourcing/queryById?id=${id}`, world.supplierB)).toMatchObject({
      success: false,
    });

    // Cancel approval while nothing was issued: the command is cancelled.
    resultOf(await actNow('outsourcing', 'cancelApproval', id, world.buyer));
    const withdrawn = resultOf(await admin.get(`/wms/transfer/queryById?id=${String(first.issueCommandId)}`));
    expect(withdrawn.docStatus).toBe('cancelled');
    expect(await order(id)).toMatchObject({ docStatus: 'pending', issueCommandId: null });

    const second = resultOf(await actNow('outsourcing', 'approve', id, world.buyer));
    expect(second.issueCommandId).not.toBe(first.issueCommandId);
    expect(await actNow('outsourcing', 'confirmOrder', id, world.buyer)).toMatchObject({ success: false });
    resultOf(await actNow('outsourcing', 'confirmOrder', id, world.supplierA));
    expect(await order(id)).toMatchObject({ confirmStatus: 'confirmed', confirmBy: 'supplier_a' });
    expect(String((await actNow('outsourcing', 'confirmOrder', id, world.supplierA)).message)).toContain(
      '已被委外商确认',
    );
    const toBuyer = (await noticesOf(world.t, 'buyer')).filter((notice) => notice.busId === id);
    expect(toBuyer).toHaveLength(1);
  });

  it('receipts consume the components pro rata at the subcontractor; force finish waits for the rest', async () => {
    const id = await addOrder();
    const { issueCommandId } = resultOf(await actNow('outsourcing', 'approve', id, world.buyer));
    await issueComponents(issueCommandId);
    expect(await onHand(subcontractorFacilityId, world.productId)).toBe(20);

    // Everything issued is still at the subcontractor: force finish is refused with the component named.
    const early = await actNow('outsourcing', 'forceFinish', id, world.buyer, { remark: 'Stop' });
    expect(early).toMatchObject({ success: false });
    expect(String(early.message)).toContain('须先退回或盘亏核销');

    await receive(id, 4);
    expect(await components(id)).toEqual([
      { required: 20, consumed: 8, issued: 20 },
      { required: 5, consumed: 2, issued: 5 },
    ]);
    expect(await order(id)).toMatchObject({
      receivedQty: 4,
      fulfilStatus: 'executing',
      returnStatus: 'partial_returned',
    });
    expect(await onHand(subcontractorFacilityId, world.productId)).toBe(12);
    const lines = (
      resultOf(await admin.get(`/wms/transfer/queryById?id=${String(issueCommandId)}`)).lines as Json[]
    ).map((line) => Number(line.consumedQty));
    expect(lines).toEqual([8, 2]);
    // More than the open quantity is refused and changes nothing.
    await expect(receive(id, 7)).rejects.toMatchObject({ code: 'outsourcing.overReceipt' });
    expect(await onHand(subcontractorFacilityId, world.productId)).toBe(12);

    await receive(id, 6);
    expect((await components(id)).map((c) => c.consumed)).toEqual([20, 5]);
    expect(await order(id)).toMatchObject({
      receivedQty: 10,
      fulfilStatus: 'completed',
      returnStatus: 'returned',
    });
    expect(await onHand(subcontractorFacilityId, world.productId)).toBe(0);
    expect(await onHand(subcontractorFacilityId, world.otherProductId)).toBe(0);
    await expect(receive(id, 1)).rejects.toMatchObject({ code: 'outsourcing.notOpen' });
  });

  it('force-finishes an order whose components never left: the issue command is cancelled', async () => {
    const id = await addOrder();
    const { issueCommandId } = resultOf(await actNow('outsourcing', 'approve', id, world.buyer));
    const finished = resultOf(
      await actNow('outsourcing', 'forceFinish', id, world.buyer, { remark: 'Not needed' }),
    );
    expect(finished).toMatchObject({ fulfilStatus: 'closed' });
    expect(await order(id)).toMatchObject({ returnStatus: 'returned' });
    const command = resultOf(await admin.get(`/wms/transfer/queryById?id=${String(issueCommandId)}`));
    expect(command.docStatus).toBe('cancelled');
  });

  it('ships finished goods on delivery-note lines naming an approved order of the supplier for the product', async () => {
    const po = await releasedPo();
    const item = po.items[0]!;
    const note = async (outsourcingOrderId: string) =>
      String(
        resultOf(
          await api.post('/srm/deliveryNote/add', {
            partnerId: DEMO_PARTNER_IDS.supplierA,
            facilityId: world.facilityId,
            expectedArrivalDate: '2026-12-10',
            lines: [
              {
                poItemId: item.id,
                outsourcingOrderId,
                productId: item.productId,
                qty: 1,
                uom: 'PCS',
                lineNo: 1,
              },
            ],
          }),
        ).id,
      );
    // An order of another finished product, then a pending one, are refused.
    const other = await addOrder();
    resultOf(await actNow('outsourcing', 'approve', other, world.buyer));
    const refused = await actNow('deliveryNote', 'approve', await note(other), world.supplierA);
    expect(String(refused.message)).toContain('委外订单不是该供应商已审核且未完成');
    const own = await addOrder(world.productId);
    expect(await actNow('deliveryNote', 'approve', await note(own), world.supplierA)).toMatchObject({
      success: false,
    });
    const { issueCommandId } = resultOf(await actNow('outsourcing', 'approve', own, world.buyer));
    await issueComponents(issueCommandId);
    const shipped = await note(own);
    resultOf(await actNow('deliveryNote', 'approve', shipped, world.supplierA));

    // The receipt of the note receives the order's finished goods, in the posting's transaction.
    const clerk = await world.t.login('wh_clerk');
    const opened = resultOf(
      await api.post(
        '/wms/receipt/receiveDeliveryNote',
        { deliveryNoteId: shipped, prefill: true, requestId: randomUUID() },
        clerk,
      ),
    );
    const receiptId = String(opened.id);
    const before = resultOf(await api.get(`/wms/receipt/queryById?id=${receiptId}`, clerk));
    resultOf(
      await api.post(
        '/wms/receipt/approve',
        { id: receiptId, version: before.version, requestId: randomUUID() },
        clerk,
      ),
    );
    expect(await order(own)).toMatchObject({ receivedQty: 1, fulfilStatus: 'executing' });
    expect((await components(own)).map((c) => c.consumed)).toEqual([2, 0.5]);
  });
});
