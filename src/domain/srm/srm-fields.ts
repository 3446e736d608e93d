import type { CreateFromDef } from '../document/define-document';
import { field } from '../entity/field';
import { fromScaled, toScaled } from '../entity/scaled-number';
import { openQty } from './po-item-answers';

/** The supplier and ship-to facility a delivery note or plan is for (domain.md 3.6), both filters. */
export const supplierShipToFields = () => ({
  partnerId: field.ref('businessPartner', {
    label: { zh: '供应商', en: 'Supplier' },
    required: true,
    query: 'eq',
  }),
  facilityId: field.ref('facility', {
    label: { zh: '收货仓库', en: 'Ship-to facility' },
    required: true,
    query: 'eq',
  }),
});

/**
 * What is left to deliver of a picked purchase-order item (its list values): its open quantity (domain.md
 * 3.6: ordered within tolerance, less received, in transit and closed, plus what went back to be
 * replaced), at most what the supplier confirmed, never below zero.
 */
export function deliverableQty(item: Readonly<Record<string, unknown>>): number {
  const scaled = (key: string, kind: 'qty' | 'pct') => toScaled(Number(item[key] ?? 0), kind) ?? 0;
  const open = openQty({
    qty: scaled('qty', 'qty'),
    overReceiptPct: scaled('overReceiptPct', 'pct'),
    receivedQty: scaled('receivedQty', 'qty'),
    replaceQty: scaled('replaceQty', 'qty'),
    inTransitQty: scaled('inTransitQty', 'qty'),
    closedQty: scaled('closedQty', 'qty'),
  });
  return fromScaled(Math.max(0, Math.min(open, scaled('confirmedQty', 'qty'))), 'qty');
}

/**
 * "Create from" the confirmed items of the document's supplier and ship-to facility (across orders) into
 * its `lines`, each item copied by `fields` (line field ← item field) and `computed`.
 */
export const fromOpenPoItems = (
  fields: Readonly<Record<string, string>>,
  computed?: CreateFromDef['computed'],
): CreateFromDef => ({
  label: { zh: '从未交采购订单明细', en: 'From open PO items' },
  source: 'purchaseOrderItem',
  // Open items only: a completed or closed item has nothing left to deliver (domain.md 3.6), and the
  // picker shows one page of them.
  query: { confirmStatus: 'confirmed', fulfilStatus_MultiString: 'unexecuted,executing' },
  match: { partnerId: 'partnerId', facilityId: 'facilityId' },
  lines: 'lines',
  fields,
  ...(computed ? { computed } : {}),
});

/** A line's purchase order and PO item (the item required, a filter; the order filled from it). */
export const poItemRefFields = () => ({
  purchaseOrderId: field.ref('purchaseOrder', { label: { zh: '采购订单', en: 'Purchase order' } }),
  poItemId: field.ref('purchaseOrderItem', {
    label: { zh: '采购订单明细', en: 'PO item' },
    required: true,
    query: 'eq',
  }),
});
