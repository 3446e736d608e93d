import { deliveryNote } from '../../../src/domain/srm/delivery-note';
import { qtyByItem, type ShipItem, shipRefusal } from '../../../src/domain/srm/delivery-note-rules';
import { formatDateTime, toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { movePlanDelivered } from './delivery-plan-delivered';
import { checkSerials, generateLabels, voidLabels } from './label-effects';
import { checkOutsourcingLines } from './outsourcing-order-effects';
import { OPEN_QTY_COLUMNS, openQtyOf } from './purchase-order-effects';
import './srm-tables';

/** A delivery note of the caller's tenant with its lines, or `doc.notFound`. */
export function loadDeliveryNote(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'srmDeliveryNote',
      headerColumns: ['partnerId', 'facilityId', 'shipDate', 'createBy'],
      lines: 'srmDeliveryNoteLine',
      parent: 'deliveryNoteId',
      lineColumns: [
        'id',
        'poItemId',
        'planLineId',
        'outsourcingOrderId',
        'productId',
        'uom',
        'supplierBatchNo',
        'serialNos',
        'productionDate',
        'expiryDate',
        'packageCount',
      ],
      quantities: ['qty', 'receivedQty', 'closedQty', 'packageQty'],
    },
    id,
  );
}

export type DeliveryNoteDocument = Awaited<ReturnType<typeof loadDeliveryNote>>;
type Line = DeliveryNoteDocument['lines'][number];

/** What of a line is still on its way: shipped, neither received nor closed. */
const unreceived = (line: Line) => line.qty - line.receivedQty - line.closedQty;

/** A purchase-order item as shipping and planning check it, with its order and planned quantity. */
export type LoadedPoItem = ShipItem & { purchaseOrderId: string; plannedQty: number };

/** The purchase-order items the lines refer to, with their order's state, in the caller's tenant. */
export async function loadPoItems(lc: LedgerContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, LoadedPoItem>();
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select([
      'i.id',
      'i.purchaseOrderId',
      'i.productId',
      'i.partnerId',
      'i.facilityId',
      'i.supplierVisible',
      'i.confirmStatus',
      'i.fulfilStatus',
      'i.plannedQty',
      ...OPEN_QTY_COLUMNS,
      'o.docStatus',
      'o.fulfilStatus as orderFulfilStatus',
    ])
    .where('i.tenantId', '=', lc.tenantId)
    .where('o.tenantId', '=', lc.tenantId)
    .where('i.id', 'in', [...ids])
    .execute();
  const finished = (status: string | null) => status === 'completed' || status === 'closed';
  return new Map(
    rows.map((row): [string, LoadedPoItem] => [
      row.id,
      {
        id: row.id,
        purchaseOrderId: row.purchaseOrderId,
        productId: row.productId,
        partnerId: row.partnerId,
        facilityId: row.facilityId,
        confirmStatus: row.confirmStatus ?? 'unconfirmed',
        open:
          row.docStatus === 'approved' &&
          Number(row.supplierVisible) === 1 &&
          !finished(row.fulfilStatus) &&
          !finished(row.orderFulfilStatus),
        plannedQty: qty(row.plannedQty),
        ...openQtyOf(row),
      },
    ]),
  );
}

/**
 * Moves a roll-up quantity of the items (in transit, planned) by `delta` per item, each update guarded by
 * the quantity read (a note shipped or a plan submitted meanwhile on the same item is `doc.stateChanged`).
 */
export async function moveItemQty(
  lc: LedgerContext,
  column: 'inTransitQty' | 'plannedQty',
  items: ReadonlyMap<string, LoadedPoItem>,
  delta: ReadonlyMap<string, number>,
) {
  for (const [id, change] of delta) {
    const item = items.get(id);
    if (!item || change === 0) continue;
    const changed = await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({
        [column]: item[column] + change,
        updateBy: lc.username,
        updateTime: toDbDateTime(lc.now),
      })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', id)
      .where(column, '=', item[column])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  }
}

/**
 * Approve = ship (domain.md 3.6, 4.1 step 4): the lines checked against the open items, the items'
 * in-transit quantity raised, the lines' and the header's purchase order filled from the items, the
 * ship date today (GMT+8, the wire's day) unless given; one label per package (label-effects.ts).
 */
async function ship(lc: LedgerContext, doc: DeliveryNoteDocument): Promise<void> {
  const { header, lines } = doc;
  const items = await loadPoItems(lc, [...new Set(lines.map((line) => line.poItemId))]);
  const refusal = shipRefusal({ partnerId: header.partnerId, facilityId: header.facilityId }, lines, items);
  if (refusal) throw new AppError(refusal.code, refusal.params);
  await checkOutsourcingLines(lc, header.partnerId, lines);
  await checkSerials(lc, lines);
  await moveItemQty(lc, 'inTransitQty', items, qtyByItem(lines));
  await movePlanDelivered(lc, header.partnerId, lines, 1);
  for (const line of lines) {
    await lc.trx
      .updateTable('srmDeliveryNoteLine')
      .set({ purchaseOrderId: items.get(line.poItemId)?.purchaseOrderId ?? null })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .execute();
  }
  const orders = new Set([...items.values()].map((item) => item.purchaseOrderId));
  await lc.trx
    .updateTable('srmDeliveryNote')
    .set({
      purchaseOrderId: orders.size === 1 ? [...orders][0] : null,
      ...(header.shipDate ? {} : { shipDate: formatDateTime(lc.now)?.slice(0, 10) ?? null }),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', header.id)
    .execute();
  await generateLabels(lc, doc);
}

/** Gives the unreceived quantity of the lines back to their items as open (in transit down). */
async function releaseInTransit(lc: LedgerContext, doc: DeliveryNoteDocument): Promise<void> {
  const back = qtyByItem(doc.lines.map((line) => ({ poItemId: line.poItemId, qty: -unreceived(line) })));
  const items = await loadPoItems(lc, [...back.keys()]);
  await moveItemQty(lc, 'inTransitQty', items, back);
}

/**
 * Force finish (domain.md 3.6): what was not received is closed on the lines and released back to the
 * items as open, its labels voided; the note is closed when something was closed, else completed.
 */
async function forceFinish(lc: LedgerContext, doc: DeliveryNoteDocument): Promise<void> {
  await releaseInTransit(lc, doc);
  await voidLabels(lc, doc.header.id);
  let closedAny = false;
  for (const line of doc.lines) {
    const rest = unreceived(line);
    if (rest <= 0) continue;
    closedAny = true;
    await lc.trx
      .updateTable('srmDeliveryNoteLine')
      .set({ closedQty: line.closedQty + rest })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .execute();
  }
  doc.header.fulfilStatus = closedAny ? 'closed' : 'completed';
}

/**
 * The business effects of the delivery note's actions (descriptor: src/domain/srm/delivery-note.ts);
 * the engine claims, stamps, logs, answers and notifies the receiving clerks on ship.
 */
export const deliveryNoteEffects = documentEffects<DeliveryNoteDocument>(deliveryNote, {
  load: loadDeliveryNote,
  actions: {
    approve: { run: ({ lc, doc }) => ship(lc, doc) },
    cancelApproval: {
      // domain.md 3.6: only while nothing was received.
      facts: (doc) => ({ hasPostings: doc.lines.some((line) => line.receivedQty > 0) }),
      run: async ({ lc, doc }) => {
        await releaseInTransit(lc, doc);
        await voidLabels(lc, doc.header.id);
        await movePlanDelivered(lc, doc.header.partnerId, doc.lines, -1);
      },
    },
    cancel: {},
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.lines.some((line) => unreceived(line) > 0) }),
      run: ({ lc, doc }) => forceFinish(lc, doc),
    },
  },
});
