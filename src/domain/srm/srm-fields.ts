import type { CreateFromDef } from '../document/define-document';
import { field } from '../entity/field';

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
 * "Create from" the confirmed items of the document's supplier and ship-to facility (across orders) into
 * its `lines`, each item copied by `fields` (line field ← item field).
 */
export const fromOpenPoItems = (fields: Readonly<Record<string, string>>): CreateFromDef => ({
  label: { zh: '从未交采购订单明细', en: 'From open PO items' },
  source: 'purchaseOrderItem',
  // Open items only: a completed or closed item has nothing left to deliver (domain.md 3.6), and the
  // picker shows one page of them.
  query: { confirmStatus: 'confirmed', fulfilStatus_MultiString: 'unexecuted,executing' },
  match: { partnerId: 'partnerId', facilityId: 'facilityId' },
  lines: 'lines',
  fields,
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
