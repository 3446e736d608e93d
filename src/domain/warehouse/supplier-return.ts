import { defineDocument } from '../document/define-document';
import { sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/** `wms_supplier_return_line` (domain.md 3.5): stock of one batch sent back, usually from `DEFECT`. */
export const supplierReturnLine = defineEntity({
  name: 'supplierReturnLine',
  table: 'wms_supplier_return_line',
  permission: menuPermission('wms.supplierReturn'),
  label: { zh: '退货明细', en: 'Return line' },
  kind: 'line',
  fields: {
    supplierReturnId: field.ref('supplierReturn', { label: { zh: '退货单', en: 'Return' }, required: true }),
    poItemId: field.ref('purchaseOrderItem', {
      label: { zh: '采购订单行', en: 'PO item' },
      ...server,
      list: false,
    }),
    receiptLineId: field.ref('receiptLine', { label: { zh: '收货明细', en: 'Receipt line' }, list: false }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次', en: 'Batch' } }),
    positionId: field.ref('position', { label: { zh: '库位', en: 'Position' } }),
    qty: field.qty({ label: { zh: '退货数量', en: 'Quantity' }, required: true, min: 0 }),
    deliveryQty: field.qty({ label: { zh: '已出库数量', en: 'Delivery quantity' }, ...server, default: 0 }),
    closedQty: field.qty({ label: { zh: '关闭数量', en: 'Closed quantity' }, ...server, default: 0 }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, min: 0 }),
    // Shipped quantity already deducted on a supplier settlement (domain.md 3.11, migration 0070).
    settledQty: field.qty({ label: { zh: '已对账数量', en: 'Settled quantity' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `wms_supplier_return` (domain.md 3.5, warehouse › return): stock sent back to a supplier. W, out only:
 * approve (buyer or qc_manager, not the creator) reserves from defect rows; outbound (wh_clerk) posts
 * `supplier_return` and adds to the receipt line's returned quantity; force finish closes the rest; the
 * supplier acknowledges an approved return in the portal (4.3). Effects: server/modules/warehouse/
 * supplier-return/supplier-return-effects.ts.
 */
export const supplierReturn = defineDocument({
  name: 'supplierReturn',
  table: 'wms_supplier_return',
  permission: menuPermission('wms.supplierReturn'),
  label: { zh: '退供应商单', en: 'Return to supplier' },
  fields: {
    code: field.code({ label: { zh: '退货单号', en: 'Return id' }, rule: 'RT' }),
    fulfilStatus: fulfilStatusField(),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      query: 'eq',
    }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      ...server,
      list: false,
    }),
    receiptId: field.ref('receipt', { label: { zh: '收货单', en: 'Receipt' }, ...server }),
    inspectionId: field.ref('inspection', { label: { zh: '检验单', en: 'Inspection' }, ...server }),
    returnReason: field.dict('return_reason', {
      label: { zh: '退货原因', en: 'Return reason' },
      required: true,
      default: 'quality',
      query: 'eq',
    }),
    replacementRequired: field.bool({ label: { zh: '需补货', en: 'Replacement required' } }),
    supplierConfirmStatus: field.dict('confirm_status', {
      label: { zh: '供应商确认', en: 'Supplier confirmation' },
      default: 'unconfirmed',
      ...server,
    }),
    shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' }, list: false }),
    expressCompany: field.dict('express_company', {
      label: { zh: '快递公司', en: 'Express company' },
      list: false,
    }),
    expressNo: field.str(64, { label: { zh: '快递单号', en: 'Express no' } }),
    freightType: field.dict('freight_type', { label: { zh: '运费方式', en: 'Freight type' }, list: false }),
    contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
    tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
    address: field.str(256, { label: { zh: '地址', en: 'Address' }, list: false }),
    sapStatus: field.dict('sync_status', {
      label: { zh: 'SAP状态', en: 'SAP status' },
      ...server,
      list: false,
    }),
  },
  lines: {
    lines: { entity: supplierReturnLine, foreignKey: 'supplierReturnId', label: { zh: '明细', en: 'Lines' } },
  },
  partnerField: 'partnerId',
  docType: 'supplier_return',
  workflow: documentWorkflow({ legs: 'out' }),
  actions: {
    approve: { by: ['buyer', 'qc_manager'], segregated: true },
    cancelApproval: { by: ['buyer', 'qc_manager'] },
    cancel: { by: ['wh_clerk'] },
    outbound: {
      by: ['wh_clerk'],
      notify: {
        to: 'partnerUsers',
        title: { zh: '退货单 {code} 已发出', en: 'Return {code} shipped to you' },
        body: {
          zh: '退货单 {code} 的货物已退回给您，请确认',
          en: 'The goods of return {code} were shipped back to you: please acknowledge',
        },
        openPage: '/warehouse/return',
      },
    },
    forceFinish: { by: ['wh_manager'] },
  },
  steps: {
    acknowledge: {
      title: { zh: '确认退货', en: 'Acknowledge' },
      confirm: { zh: '确定确认收到该退货吗?', en: 'Acknowledge this return?' },
      perm: null,
      side: 'supplier',
      by: ['supplier'],
      // Approved, shipped or not: the outbound's notice asks the supplier to acknowledge the goods it
      // sent back, and a fully shipped return is completed (closed when the rest was force-finished).
      from: [
        { docStatus: 'approved', fulfilStatus: 'unexecuted' },
        { docStatus: 'approved', fulfilStatus: 'executing' },
        { docStatus: 'approved', fulfilStatus: 'completed' },
        { docStatus: 'approved', fulfilStatus: 'closed' },
      ],
      input: 'none',
    },
  },
  createFrom: {
    rejectedReceiptLines: {
      label: { zh: '从不合格收货明细', en: 'From rejected receipt lines' },
      source: 'receiptLine',
      query: { rejectedQty: '> 0' },
      match: { partnerId: 'partnerId', facilityId: 'facilityId' },
      lines: 'lines',
      // Not the line's batch and position (the lot in QC): approve finds where its rejected part lies.
      fields: {
        receiptLineId: 'id',
        productId: 'productId',
        qty: 'rejectedQty',
      },
    },
  },
  totals: {
    totalQty: {
      label: { zh: '退货总数', en: 'Total quantity' },
      formula: sum('lines', 'qty'),
      display: 'qty',
    },
  },
});
