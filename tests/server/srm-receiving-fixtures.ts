import { randomUUID } from 'node:crypto';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { db, type EngineName } from './harness';
import { startSrmApp } from './srm-fixtures';

/** A PO line to order: product, quantity and tolerances (percent, as the form sends them). */
export interface OrderLine {
  productId: string;
  qty: number;
  overReceiptPct?: number;
  underReceiptPct?: number;
}

/**
 * The receiving suites' world (domain.md 4.1 steps 1-7 through the API): the purchasing world plus a
 * product to inspect, the warehouse clerk working in the ship-to facility, and the steps of the flow as
 * its users take them: the buyer releases, supplier_a confirms and ships, the clerk receives and posts,
 * the inspector (admin) records and approves, the buyer approves returns, the clerk ships them.
 */
export async function startReceivingWorld(engine: EngineName, prefix: string) {
  const world = await startSrmApp(engine, prefix);
  const { t, admin, buyer, supplierA, facilityId } = world;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const inspectedProductId = String(
    resultOf(
      await post('/mdm/product/add', {
        code: `${prefix}-QC`,
        name: `${prefix} inspected`,
        productType: 'raw_material',
        uom: 'PCS',
        inspectionMode: 'full',
      }),
    ).id,
  );
  const clerk = await t.login('wh_clerk');
  const userId = async (username: string) =>
    String(((resultOf(await get(`/sys/user/list?username=${username}`)).records as Json[])[0] as Json).id);
  resultOf(
    await post('/sys/user/facilities', { userId: await userId('wh_clerk'), facilityIds: [facilityId] }),
  );

  const act = (base: string, action: string, body: Json, token: string) =>
    post(`${base}/${action}`, { requestId: randomUUID(), ...body }, token);
  const detail = async (base: string, id: string, token = admin) =>
    resultOf(await get(`${base}/queryById?id=${id}`, token));
  const actOn = async (base: string, action: string, id: string, token: string, extra: Json = {}) =>
    act(base, action, { id, version: (await detail(base, id)).version, ...extra }, token);
  let sequence = 0;

  /** A purchase order of supplier_a released by the buyer (and confirmed in full); its item ids in order. */
  const releasedPo = async (
    lines: readonly OrderLine[],
    confirm = true,
  ): Promise<{ id: string; itemIds: string[] }> => {
    sequence += 1;
    const code = `47${engine === 'sqlite' ? 1 : 2}${prefix.length}${String(sequence).padStart(6, '0')}`;
    const id = String(
      resultOf(
        await post(
          '/srm/purchaseOrder/add',
          {
            code,
            partnerId: DEMO_PARTNER_IDS.supplierA,
            poType: 'standard',
            poDate: '2026-11-01',
            facilityId,
            items: lines.map((line, index) => ({
              uom: 'PCS',
              netPrice: 1,
              deliveryDate: '2026-12-01',
              lineNo: index + 1,
              ...line,
            })),
          },
          buyer,
        ),
      ).id,
    );
    resultOf(await actOn('/srm/purchaseOrder', 'approve', id, buyer));
    const items = (await detail('/srm/purchaseOrder', id)).items as Json[];
    if (!confirm) return { id, itemIds: items.map((item) => String(item.id)) };
    resultOf(
      await actOn('/srm/purchaseOrder', 'confirmItems', id, supplierA, {
        items: items.map((item) => ({ lineId: item.id, confirmedQty: item.qty, promiseDate: '2026-12-01' })),
      }),
    );
    return { id, itemIds: items.map((item) => String(item.id)) };
  };

  /** A pending delivery note of supplier_a for the given items (serials and packages as the form sends them); the raw answer. */
  const addNote = (
    lines: readonly {
      itemId: string;
      productId: string;
      qty: number;
      serialNos?: string;
      packageCount?: number;
    }[],
  ) =>
    post(
      '/srm/deliveryNote/add',
      {
        partnerId: DEMO_PARTNER_IDS.supplierA,
        facilityId,
        expectedArrivalDate: '2026-12-02',
        lines: lines.map((line, index) => ({
          poItemId: line.itemId,
          productId: line.productId,
          qty: line.qty,
          uom: 'PCS',
          lineNo: index + 1,
          serialNos: line.serialNos ?? null,
          packageCount: line.packageCount ?? null,
        })),
      },
      supplierA,
    );

  /** A delivery note supplier_a added and shipped (approved). */
  const shippedNote = async (lines: readonly { itemId: string; productId: string; qty: number }[]) => {
    const id = String(resultOf(await addNote(lines)).id);
    resultOf(await actOn('/srm/deliveryNote', 'approve', id, supplierA));
    return id;
  };

  /** The clerk's "receive delivery note": the note's pending receipt (raw answer). */
  const receiveNote = (deliveryNoteId: string, prefill = true, token = clerk) =>
    act('/wms/receipt', 'receiveDeliveryNote', { deliveryNoteId, prefill }, token);

  /** The clerk counts: the receipt's lines get these quantities (by line order), then it is posted. */
  const count = async (receiptId: string, quantities: readonly number[]) => {
    const receipt = await detail('/wms/receipt', receiptId);
    const lines = (receipt.lines as Json[]).map((line, index) => ({
      ...line,
      receivedQty: quantities[index] ?? line.receivedQty,
    }));
    resultOf(await post('/wms/receipt/edit', { ...receipt, lines }, clerk));
  };
  const postReceipt = (receiptId: string) => actOn('/wms/receipt', 'approve', receiptId, clerk);

  /** The inspector records a result on the lot's inspection and approves it (raw answer of approve). */
  const inspect = async (inspectionId: string, record: Json) => {
    const before = await detail('/qms/inspection', inspectionId);
    resultOf(await post('/qms/inspection/edit', { id: inspectionId, version: before.version, ...record }));
    return actOn('/qms/inspection', 'approve', inspectionId, admin);
  };

  /** The pending return a failed inspection opened, with or without replacement, approved and shipped. */
  const returnOf = async (inspectionId: string) => {
    const page = resultOf(await get(`/wms/supplierReturn/list?inspectionId=${inspectionId}&pageSize=20`));
    const row = (page.records as Json[]).find(
      (r) => r.inspectionId === inspectionId && r.docStatus !== 'cancelled',
    );
    return row ? String(row.id) : undefined;
  };
  const shipReturn = async (returnId: string, replacement: boolean, qty?: number) => {
    const pending = await detail('/wms/supplierReturn', returnId);
    if (pending.docStatus === 'pending') {
      resultOf(await post('/wms/supplierReturn/edit', { ...pending, replacementRequired: replacement }));
      resultOf(await actOn('/wms/supplierReturn', 'approve', returnId, buyer));
    }
    const line = ((await detail('/wms/supplierReturn', returnId)).lines as Json[])[0] as Json;
    return actOn('/wms/supplierReturn', 'outbound', returnId, clerk, {
      lines: [{ lineId: line.id, qty: qty ?? line.qty }],
    });
  };

  /** A PO item's quantities (units, not scaled) and fulfilment, read from the table. */
  const item = async (id: string) => {
    const row = await db(t)
      .selectFrom('srmPurchaseOrderItem')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const n = (value: unknown) => Number(value) / 1000;
    return {
      received: n(row.receivedQty),
      inTransit: n(row.inTransitQty),
      accepted: n(row.acceptedQty),
      rejected: n(row.rejectedQty),
      returned: n(row.returnedQty),
      replace: n(row.replaceQty),
      closed: n(row.closedQty),
      fulfilStatus: row.fulfilStatus,
    };
  };

  return {
    ...world,
    api,
    clerk,
    inspectedProductId,
    act,
    actOn,
    detail,
    releasedPo,
    addNote,
    shippedNote,
    receiveNote,
    count,
    postReceipt,
    inspect,
    returnOf,
    shipReturn,
    item,
  };
}

export type ReceivingWorld = Awaited<ReturnType<typeof startReceivingWorld>>;
