import { sql } from 'kysely';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { serialNumbers } from '../../../src/domain/srm/label-rules';
import { openQty } from '../../../src/domain/srm/po-item-answers';
import {
  deliveryNoteFulfilStatus,
  itemFulfilStatus,
  orderFulfilStatus,
  type ReceivedItem,
  receiveOnItem,
  unreceivedQty,
  withinTolerance,
} from '../../../src/domain/srm/receiving-rules';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import '../quality/quality-tables';
import { type DeliveryNoteDocument, loadDeliveryNote } from './delivery-note-effects';
import { consumeOutsourcingComponents } from './outsourcing-order-effects';
import { OPEN_QTY_COLUMNS, openQtyOf } from './purchase-order-effects';

/**
 * Receiving from delivery notes (domain.md 3.5, 3.6, 4.1 steps 5-7): the warehouse receipt takes its lines
 * from a shipped note, and the receipt's posting, the inspections' approvals and the supplier returns'
 * shipments roll their quantities up to the note's lines and the purchase-order items, in the
 * transaction of the action that causes them.
 */

/** The note may be received: shipped (approved) and not finished. */
function requireOpen(note: DeliveryNoteDocument): void {
  const { docStatus, fulfilStatus, code } = note.header;
  if (docStatus !== 'approved' || (fulfilStatus !== 'unexecuted' && fulfilStatus !== 'executing')) {
    throw new AppError('receipt.deliveryNoteNotOpen', { code });
  }
}

/**
 * "Receive delivery note": the pending receipt of a shipped note, created with one line per note line
 * still on its way (its quantity prefilled with the unreceived one, or 0 for scanning, where the labels
 * add it), or the note's pending receipt when it already has one. Answers its id and code.
 */
export async function receiveDeliveryNote(
  lc: LedgerContext,
  deliveryNoteId: string,
  prefill: boolean,
): Promise<{ id: string; code: string; created: boolean }> {
  const note = await loadDeliveryNote(lc, deliveryNoteId);
  requireOpen(note);
  const pending = await lc.trx
    .selectFrom('wmsReceipt')
    .select(['id', 'code'])
    .where('tenantId', '=', lc.tenantId)
    .where('deliveryNoteId', '=', note.header.id)
    .where('docStatus', '=', 'pending')
    .orderBy('createTime', 'asc')
    .executeTakeFirst();
  if (pending) return { id: pending.id, code: pending.code ?? pending.id, created: false };
  const extra = new Map(
    (
      await lc.trx
        .selectFrom('srmDeliveryNoteLine')
        .select(['id', 'supplierBatchNo', 'serialNos', 'productionDate', 'expiryDate'])
        .where('tenantId', '=', lc.tenantId)
        .where('deliveryNoteId', '=', note.header.id)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const purchaseOrder = await lc.trx
    .selectFrom('srmDeliveryNote')
    .select('purchaseOrderId')
    .where('id', '=', note.header.id)
    .executeTakeFirst();
  const header = await newDocumentHeader(lc, 'RC');
  await lc.trx
    .insertInto('wmsReceipt')
    .values({
      ...header,
      partnerId: note.header.partnerId,
      facilityId: note.header.facilityId,
      deliveryNoteId: note.header.id,
      purchaseOrderId: purchaseOrder?.purchaseOrderId ?? null,
      qcRequired: 0,
    })
    .execute();
  const serialLabels = await unreceivedSerials(
    lc,
    note.header.id,
    note.lines
      .filter((line) => serialNumbers(extra.get(line.id)?.serialNos).length > 0)
      .map((line) => line.id),
  );
  let lineNo = 0;
  for (const line of note.lines) {
    const open = unreceivedQty(line);
    if (open <= 0) continue;
    const more = extra.get(line.id);
    // A serial-tracked line: one receipt line per unit still on its way, named by its serial (its batch).
    const units = serialLabels.get(line.id);
    const parts = units
      ? units.map((unit) => ({ qty: unit.qty, batch: unit.serial }))
      : [{ qty: open, batch: more?.supplierBatchNo ?? null }];
    for (const part of parts) {
      lineNo += 1;
      await lc.trx
        .insertInto('wmsReceiptLine')
        .values({
          id: newId(),
          tenantId: lc.tenantId,
          receiptId: header.id,
          lineNo,
          deliveryNoteLineId: line.id,
          poItemId: line.poItemId,
          productId: line.productId,
          receivedQty: prefill ? part.qty : 0,
          overQty: 0,
          supplierBatchNo: part.batch,
          productionDate: dayOf(more?.productionDate ?? null),
          expiryDate: dayOf(more?.expiryDate ?? null),
          acceptedQty: 0,
          rejectedQty: 0,
          returnedQty: 0,
          settledQty: 0,
          createBy: lc.username,
          createTime: header.createTime,
        })
        .execute();
    }
  }
  if (lineNo === 0) throw new AppError('receipt.deliveryNoteNotOpen', { code: note.header.code });
  return { id: header.id, code: header.code, created: true };
}

/**
 * The units of serial-tracked note lines still to receive: their labels neither received nor voided
 * (one unit and one serial each, label-effects.ts), per note line in package order.
 */
async function unreceivedSerials(
  lc: LedgerContext,
  deliveryNoteId: string,
  lineIds: readonly string[],
): Promise<Map<string, { serial: string | null; qty: number }[]>> {
  const units = new Map<string, { serial: string | null; qty: number }[]>();
  if (lineIds.length === 0) return units;
  const labels = await lc.trx
    .selectFrom('srmLabel')
    .select(['deliveryNoteLineId', 'supplierBatchNo', 'qty'])
    .where('tenantId', '=', lc.tenantId)
    .where('deliveryNoteId', '=', deliveryNoteId)
    .where('deliveryNoteLineId', 'in', [...lineIds])
    .where('labelStatus', '=', 'created')
    .orderBy('packageSeq', 'asc')
    .execute();
  for (const id of lineIds) units.set(id, []);
  for (const label of labels) {
    units.get(label.deliveryNoteLineId)?.push({ serial: label.supplierBatchNo, qty: qty(label.qty) });
  }
  return units;
}

/** The roll-up columns of purchase-order items, read for a guarded update. */
const ITEM_COLUMNS = [...OPEN_QTY_COLUMNS, 'underReceiptPct', 'acceptedQty', 'purchaseOrderId'] as const;

type Item = ReceivedItem & { id: string; purchaseOrderId: string; acceptedQty: number };

async function loadItems(lc: LedgerContext, ids: readonly string[]): Promise<Map<string, Item>> {
  if (ids.length === 0) return new Map();
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem')
    .select(['id', ...ITEM_COLUMNS])
    .where('tenantId', '=', lc.tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        purchaseOrderId: row.purchaseOrderId,
        ...openQtyOf(row),
        underReceiptPct: qty(row.underReceiptPct),
        acceptedQty: qty(row.acceptedQty),
      },
    ]),
  );
}

/** Writes an item's receipt roll-ups, guarded by the values read (a concurrent receipt is `doc.stateChanged`). */
async function saveItem(lc: LedgerContext, before: Item, after: Item): Promise<void> {
  const changed = await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({
      receivedQty: after.receivedQty,
      inTransitQty: after.inTransitQty,
      acceptedQty: after.acceptedQty,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', before.id)
    .where('receivedQty', '=', before.receivedQty)
    .where('inTransitQty', '=', before.inTransitQty)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
}

/** A posted receipt line as the roll-up reads it. */
export interface PostedLine {
  id: string;
  lineNo: number;
  productId: string;
  deliveryNoteLineId: string | null;
  receivedQty: number;
  /** Accepted at posting: the whole quantity of an exempt product, 0 while awaiting inspection. */
  acceptedQty: number;
}

/**
 * The posting of a receipt of a delivery note (domain.md 4.1 step 5), in the approval's transaction:
 * every line is a line of the shipped, unfinished note (same supplier, facility and product); the note
 * lines' received quantity rises, the items' received (and, for exempt products, accepted) quantity
 * rises and their in-transit quantity falls by the part that was on its way; the rest is over-receipt,
 * refused beyond the item's tolerance (`receipt.overTolerance`). The note's, the items' and the orders'
 * fulfilment follow; the note's version moves so a stale action on it is refused.
 */
export async function postDeliveryNoteReceipt(
  lc: LedgerContext,
  receipt: { id: string; code: string | null; partnerId: string; facilityId: string; deliveryNoteId: string },
  lines: readonly PostedLine[],
): Promise<void> {
  const note = await loadDeliveryNote(lc, receipt.deliveryNoteId);
  requireOpen(note);
  const { code } = note.header;
  if (note.header.partnerId !== receipt.partnerId || note.header.facilityId !== receipt.facilityId) {
    throw new AppError('receipt.deliveryNoteMismatch', { code });
  }
  const noteLines = new Map(note.lines.map((line) => [line.id, { ...line }]));
  const before = await loadItems(lc, [...new Set(note.lines.map((line) => line.poItemId))]);
  const items = new Map([...before].map(([id, item]) => [id, { ...item }]));
  const overByLine = new Map<string, number>();
  for (const line of lines) {
    const noteLine = line.deliveryNoteLineId ? noteLines.get(line.deliveryNoteLineId) : undefined;
    if (!noteLine || noteLine.productId !== line.productId) {
      throw new AppError('receipt.lineNotOnDeliveryNote', { lineNo: line.lineNo, code });
    }
    if (line.receivedQty <= 0) continue;
    const item = items.get(noteLine.poItemId);
    if (!item) throw new AppError('receipt.lineNotOnDeliveryNote', { lineNo: line.lineNo, code });
    const unreceived = unreceivedQty(noteLine);
    const outcome = receiveOnItem(item, line.receivedQty, unreceived);
    if (!withinTolerance(outcome.item)) {
      throw new AppError('receipt.overTolerance', {
        lineNo: line.lineNo,
        max: fromScaled(unreceived + Math.max(openQty(item), 0), 'qty'),
      });
    }
    items.set(item.id, { ...outcome.item, acceptedQty: item.acceptedQty + line.acceptedQty });
    noteLine.receivedQty += line.receivedQty;
    overByLine.set(line.id, outcome.over);
  }
  const now = toDbDateTime(lc.now);
  for (const [id, after] of items) {
    const old = before.get(id);
    if (old && (old.receivedQty !== after.receivedQty || old.acceptedQty !== after.acceptedQty)) {
      await saveItem(lc, old, after);
    }
  }
  for (const line of note.lines) {
    const after = noteLines.get(line.id);
    if (!after || after.receivedQty === line.receivedQty) continue;
    const changed = await lc.trx
      .updateTable('srmDeliveryNoteLine')
      .set({ receivedQty: after.receivedQty, updateBy: lc.username, updateTime: now })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .where('receivedQty', '=', line.receivedQty)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  }
  // Finished goods of an outsourcing order consume its components at the subcontractor (domain.md 3.6).
  for (const line of lines) {
    const orderId = line.deliveryNoteLineId
      ? noteLines.get(line.deliveryNoteLineId)?.outsourcingOrderId
      : undefined;
    if (!orderId || line.receivedQty <= 0) continue;
    await consumeOutsourcingComponents(lc, {
      outsourcingOrderId: orderId,
      qty: line.receivedQty,
      source: { docType: 'receipt', docId: receipt.id, docCode: receipt.code },
      sourceLineId: line.id,
    });
  }
  for (const [lineId, over] of overByLine) {
    if (over === 0) continue;
    await lc.trx.updateTable('wmsReceiptLine').set({ overQty: over }).where('id', '=', lineId).execute();
  }
  const noteChanged = await lc.trx
    .updateTable('srmDeliveryNote')
    .set({
      fulfilStatus: deliveryNoteFulfilStatus([...noteLines.values()]),
      version: note.header.version + 1,
      ...(note.header.fulfilStatus === 'unexecuted' ? { arrivalTime: now } : {}),
      updateBy: lc.username,
      updateTime: now,
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', note.header.id)
    .where('version', '=', note.header.version)
    .executeTakeFirst();
  if (Number(noteChanged.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  await refreshFulfilment(lc, [...items.keys()]);
}

/**
 * The fulfilment of the given items and of their orders (domain.md 3.6), recomputed from the items'
 * quantities after a receipt, a return or an inspection moved them.
 */
export async function refreshFulfilment(lc: LedgerContext, itemIds: readonly string[]): Promise<void> {
  const items = await loadItems(lc, itemIds);
  const stored = new Map(
    itemIds.length === 0
      ? []
      : (
          await lc.trx
            .selectFrom('srmPurchaseOrderItem')
            .select(['id', 'fulfilStatus'])
            .where('tenantId', '=', lc.tenantId)
            .where('id', 'in', [...itemIds])
            .execute()
        ).map((row) => [row.id, row.fulfilStatus]),
  );
  for (const item of items.values()) {
    const status = itemFulfilStatus(item);
    if (stored.get(item.id) === status) continue;
    await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({ fulfilStatus: status })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', item.id)
      .execute();
  }
  for (const orderId of new Set([...items.values()].map((item) => item.purchaseOrderId))) {
    const order = await lc.trx
      .selectFrom('srmPurchaseOrder')
      .select(['fulfilStatus', 'docStatus'])
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (order?.docStatus !== 'approved') continue;
    const statuses = await lc.trx
      .selectFrom('srmPurchaseOrderItem')
      .select('fulfilStatus')
      .where('tenantId', '=', lc.tenantId)
      .where('purchaseOrderId', '=', orderId)
      .execute();
    const current = order.fulfilStatus ?? 'unexecuted';
    const status = orderFulfilStatus(
      current,
      statuses.map((row) => row.fulfilStatus ?? 'unexecuted'),
    );
    if (status === current) continue;
    await lc.trx
      .updateTable('srmPurchaseOrder')
      .set({ fulfilStatus: status })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', orderId)
      .execute();
  }
}

/** The purchase-order item a receipt line was received against, or null for a direct receipt. */
async function itemOfReceiptLine(lc: LedgerContext, receiptLineId: string | null): Promise<string | null> {
  if (!receiptLineId) return null;
  const row = await lc.trx
    .selectFrom('wmsReceiptLine')
    .select('poItemId')
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', receiptLineId)
    .executeTakeFirst();
  return row?.poItemId ?? null;
}

/**
 * An inspection's approval (or its cancellation, with negative quantities) on the item of the lot's
 * receipt line (domain.md 3.7): accepted and rejected quantities move by the split.
 */
export async function inspectedOnItem(
  lc: LedgerContext,
  receiptLineId: string | null,
  accepted: number,
  rejected: number,
): Promise<void> {
  const itemId = await itemOfReceiptLine(lc, receiptLineId);
  if (!itemId || (accepted === 0 && rejected === 0)) return;
  await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({
      acceptedQty: sql<number>`accepted_qty + ${accepted}`,
      rejectedQty: sql<number>`rejected_qty + ${rejected}`,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', itemId)
    .execute();
}

/**
 * A supplier return's shipment (domain.md 3.5, 4.1 step 7) on the item of the returned line: returned
 * quantity rises, and with `replacement_required` the replace quantity too, which re-opens it for
 * redelivery (its fulfilment and its order's may fall back to executing).
 */
export async function returnedOnItem(
  lc: LedgerContext,
  line: { poItemId: string | null; receiptLineId: string | null },
  shipped: number,
  replacement: boolean,
): Promise<void> {
  const itemId = line.poItemId ?? (await itemOfReceiptLine(lc, line.receiptLineId));
  if (!itemId || shipped === 0) return;
  await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({
      returnedQty: sql<number>`returned_qty + ${shipped}`,
      ...(replacement ? { replaceQty: sql<number>`replace_qty + ${shipped}` } : {}),
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', itemId)
    .execute();
  if (replacement) await refreshFulfilment(lc, [itemId]);
}
