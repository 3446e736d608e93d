import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const after = (zh: string, en: string) => field.qty({ label: { zh, en }, ...server, default: 0 });

/**
 * `wms_receipt_line` (domain.md 3.5): one product counted at the dock. The posting fills the position
 * (`QC` when the product needs inspection), the batch and the inspection; inspections and returns keep
 * the accepted, rejected and returned quantities. A receipt of a delivery note links each line to its
 * note line and PO item (server/modules/srm/delivery-note-receiving.ts rolls the quantities up).
 */
export const receiptLine = defineEntity({
  name: 'receiptLine',
  table: 'wms_receipt_line',
  permission: menuPermission('wms.receipt'),
  // Its own read-only list (server/modules/warehouse/http/receipt-routes.ts): the supplier return's
  // "from rejected receipt lines" picker lists them.
  basePath: '/wms/receiptLine',
  label: { zh: '收货明细', en: 'Receipt line' },
  kind: 'line',
  fields: {
    receiptId: field.ref('receipt', { label: { zh: '收货单', en: 'Receipt' }, required: true }),
    deliveryNoteLineId: field.ref('deliveryNoteLine', {
      label: { zh: '送货单明细', en: 'Delivery note line' },
      ...server,
      list: false,
    }),
    poItemId: field.ref('purchaseOrderItem', {
      label: { zh: '采购订单行', en: 'PO item' },
      ...server,
      list: false,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    receivedQty: field.qty({ label: { zh: '收货数量', en: 'Received quantity' }, required: true, min: 0 }),
    overQty: after('超收数量', 'Over quantity'),
    positionId: field.ref('position', { label: { zh: '上架库位', en: 'Position' } }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次', en: 'Batch' }, ...server }),
    supplierBatchNo: field.str(64, { label: { zh: '供应商批次', en: 'Supplier batch no' } }),
    productionDate: field.date({ label: { zh: '生产日期', en: 'Production date' } }),
    expiryDate: field.date({ label: { zh: '失效日期', en: 'Expiry date' } }),
    inspectionId: field.ref('inspection', { label: { zh: '检验单', en: 'Inspection' }, ...server }),
    acceptedQty: after('合格数量', 'Accepted quantity'),
    rejectedQty: after('不合格数量', 'Rejected quantity'),
    returnedQty: after('退货数量', 'Returned quantity'),
    settledQty: after('结算数量', 'Settled quantity'),
    // The receipt's supplier and facility, copied at posting (migration 0130): a return picks the
    // rejected lines of its own supplier and facility.
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      list: false,
    }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, ...server, list: false }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
  // domain.md 4.3: the supplier sees the quantities of its receipts, not positions, batches or remarks.
  supplierView: {
    fields: [
      'receiptId',
      'lineNo',
      'deliveryNoteLineId',
      'poItemId',
      'productId',
      'receivedQty',
      'overQty',
      'supplierBatchNo',
      'productionDate',
      'expiryDate',
      'acceptedQty',
      'rejectedQty',
      'returnedQty',
      'settledQty',
    ],
  },
});

/**
 * `wms_receipt` (domain.md 3.5, warehouse › receive): one receiving execution. Pending while counted;
 * approve is the posting (inbound into new batches, at `QC` for products to inspect) and creates their
 * inspections; a posted receipt is never cancelled (returns go through `wms_supplier_return`).
 */
export const receipt = defineDocument({
  name: 'receipt',
  table: 'wms_receipt',
  permission: menuPermission('wms.receipt'),
  label: { zh: '收货单', en: 'Receipt' },
  fields: {
    code: field.code({ label: { zh: '收货单号', en: 'Receive id' }, rule: 'RC' }),
    // Never executed after approval (approve is the posting): stays unexecuted, kept for the W guards.
    fulfilStatus: field.dict('fulfil_status', {
      label: { zh: '执行状态', en: 'Fulfilment' },
      default: 'unexecuted',
      ...server,
      list: false,
    }),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      query: 'eq',
    }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    deliveryNoteId: field.ref('deliveryNote', {
      label: { zh: '送货单', en: 'Delivery note' },
      ...server,
      list: false,
    }),
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      ...server,
      list: false,
    }),
    receivedAt: field.datetime({ label: { zh: '收货时间', en: 'Received at' }, ...server, sortable: true }),
    receivedBy: field.str(32, { label: { zh: '收货人', en: 'Received by' }, ...server }),
    postingId: field.ref('inventoryPosting', {
      label: { zh: '过账', en: 'Posting' },
      ...server,
      list: false,
    }),
    qcRequired: field.bool({ label: { zh: '需检验', en: 'Inspection required' }, ...server }),
  },
  lines: { lines: { entity: receiptLine, foreignKey: 'receiptId', label: { zh: '明细', en: 'Lines' } } },
  docType: 'receipt',
  workflow: documentWorkflow({ without: ['cancelApproval'] }),
  actions: {
    // Issue 12 point 9: the supplier's users are told their goods were received (domain.md 4.1 step 5).
    approve: {
      notify: {
        to: 'partnerUsers',
        title: { zh: '收货单 {code} 已过账', en: 'Receipt {code} posted' },
        body: {
          zh: '您的货物已收货入库，收货单 {code}',
          en: 'Your goods were received and posted on receipt {code}',
        },
        openPage: '/warehouse/receive',
      },
    },
  },
  // domain.md 4.1 step 5: the scan-receiving page adds each scanned label to its line, one scan after
  // another without the version the clerk saw (the claim still refuses a concurrent change).
  steps: {
    scan: {
      title: { zh: '扫描标签', en: 'Scan label' },
      perm: 'edit',
      from: 'pending',
      input: 'custom',
      versioned: false,
      by: ['wh_clerk'],
    },
  },
  partnerField: 'partnerId',
  // domain.md 4.3 "view receipts of own delivery notes (quantities only)": no posting, clerk or remarks.
  supplierView: {
    fields: [
      'code',
      'docStatus',
      'partnerId',
      'facilityId',
      'deliveryNoteId',
      'purchaseOrderId',
      'receivedAt',
      'createTime',
    ],
  },
});
