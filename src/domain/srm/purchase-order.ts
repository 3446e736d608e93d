import { defineDocument } from '../document/define-document';
import { count, sum, sumProduct } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const rollUp = (zh: string, en: string) => field.qty({ label: { zh, en }, ...server, default: 0 });

/**
 * `srm_purchase_order_item` (domain.md 3.6, purchasing › purchase order item): one ordered product. The
 * supplier confirms it (quantity and promised date), rejects it or asks for a change; delivery notes,
 * receipts, inspections, returns and settlements keep its roll-up quantities. `partner_id` and
 * `supplier_visible` copy the header's at release so that the item list is scoped like the header
 * (docs/decisions.md).
 */
export const purchaseOrderItem = defineEntity({
  name: 'purchaseOrderItem',
  table: 'srm_purchase_order_item',
  permission: menuPermission('srm.purchaseOrderItem'),
  label: { zh: '采购订单明细', en: 'Purchase order item' },
  kind: 'line',
  // Years of purchasing (issue 12: a million lines): a broad filter's total stops counting at 10 000.
  listTotalCap: 10_000,
  fields: {
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      required: true,
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, required: true, query: 'eq' }),
    supplierPartNo: field.str(64, { label: { zh: '供应商料号', en: 'Supplier part no' }, list: false }),
    description: field.str(256, { label: { zh: '描述', en: 'Description' }, list: false }),
    qty: field.qty({ label: { zh: '订购数量', en: 'Ordered quantity' }, required: true, min: 0 }),
    uom: field.dict('uom', { label: { zh: '单位', en: 'UoM' } }),
    netPrice: field.price({ label: { zh: '净价', en: 'Net price' }, min: 0 }),
    priceUnit: field.qty({ label: { zh: '价格单位', en: 'Price unit' }, min: 0, default: 1, list: false }),
    taxRate: field.pct({ label: { zh: '税率', en: 'Tax rate' }, min: 0, list: false }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
    deliveryDate: field.date({
      label: { zh: '需求日期', en: 'Requested date' },
      required: true,
      sortable: true,
    }),
    confirmedQty: rollUp('确认数量', 'Confirmed quantity'),
    supplierPromiseDate: field.date({ label: { zh: '承诺交期', en: 'Promised date' }, ...server }),
    confirmStatus: field.dict('confirm_status', {
      label: { zh: '确认状态', en: 'Confirmation' },
      default: 'unconfirmed',
      ...server,
      query: 'eq',
    }),
    supplierRemark: field.str(500, { label: { zh: '供应商说明', en: 'Supplier remark' }, ...server }),
    buyerReply: field.str(500, { label: { zh: '采购答复', en: 'Buyer reply' }, ...server }),
    overReceiptPct: field.pct({
      label: { zh: '超收比例', en: 'Over-receipt %' },
      min: 0,
      default: 0,
      list: false,
    }),
    underReceiptPct: field.pct({
      label: { zh: '短收比例', en: 'Under-receipt %' },
      min: 0,
      default: 0,
      list: false,
    }),
    plannedQty: rollUp('计划数量', 'Planned quantity'),
    inTransitQty: rollUp('在途数量', 'In transit'),
    receivedQty: rollUp('收货数量', 'Received quantity'),
    acceptedQty: rollUp('合格数量', 'Accepted quantity'),
    rejectedQty: rollUp('不合格数量', 'Rejected quantity'),
    returnedQty: rollUp('退货数量', 'Returned quantity'),
    replaceQty: rollUp('补货数量', 'Replacement quantity'),
    settledQty: rollUp('结算数量', 'Settled quantity'),
    closedQty: rollUp('关闭数量', 'Closed quantity'),
    facilityId: field.ref('facility', {
      label: { zh: '收货仓库', en: 'Ship-to facility' },
      list: false,
      query: 'eq',
    }),
    storageLocation: field.str(4, { label: { zh: '库存地点', en: 'Storage location' }, list: false }),
    fulfilStatus: fulfilStatusField(),
    deletionFlag: field.bool({ label: { zh: '删除标记', en: 'Deletion flag' }, ...server, list: false }),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      query: 'eq',
    }),
    supplierVisible: field.bool({
      label: { zh: '供应商可见', en: 'Visible to supplier' },
      ...server,
      list: false,
    }),
  },
  columns: [
    'purchaseOrderId',
    'lineNo',
    'productId',
    'qty',
    'uom',
    'netPrice',
    'amount',
    'deliveryDate',
    'confirmStatus',
    'confirmedQty',
    'supplierPromiseDate',
    'supplierRemark',
    'plannedQty',
    'inTransitQty',
    'receivedQty',
    'closedQty',
    'fulfilStatus',
    'partnerId',
  ],
  defaultSort: { column: 'deliveryDate', order: 'desc' },
  partnerField: 'partnerId',
  // domain.md 4.4 rule 2: only items of released purchase orders exist for the supplier.
  supplierView: { onlyWhen: 'supplierVisible' },
});

/** The supplier's answers on items (domain.md 3.6): the per-line half of the confirmation. */
const SUPPLIER_STEP = {
  perm: null,
  side: 'supplier',
  by: ['supplier'],
  from: 'open',
  input: 'custom',
} as const;
/** Told to the buyer (the PO's creator) when the supplier answered. */
const toBuyer = (zh: string, en: string) => ({
  to: 'creator' as const,
  title: { zh: `采购订单 {code} ${zh}`, en: `Purchase order {code} ${en}` },
  openPage: '/srm/purchase-order',
});

/**
 * `srm_purchase_order` (domain.md 3.6, 4.1 steps 1-2): header + items, `code` the SAP PO number. W without
 * execution legs: the buyer releases (approve) it to the supplier, cancels the release while nothing is
 * under way, cancels a pending one or force-finishes (closes) the open quantity; the supplier confirms,
 * rejects or asks to change items, the buyer answers change requests and rejections. Receipts move the
 * fulfilment (later slices). Effects: server/modules/srm/purchase-order-effects.ts.
 */
export const purchaseOrder = defineDocument({
  name: 'purchaseOrder',
  table: 'srm_purchase_order',
  permission: menuPermission('srm.purchaseOrder'),
  label: { zh: '采购订单', en: 'Purchase order' },
  // PostgreSQL: a PO number searched by a middle part is a trigram index scan (migration 0140).
  trigramSearch: true,
  fields: {
    code: field.code({ label: { zh: '采购订单号', en: 'PO number' }, required: true, max: 16 }),
    fulfilStatus: fulfilStatusField(),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      query: 'eq',
    }),
    poType: field.dict('po_type', {
      label: { zh: '订单类型', en: 'PO type' },
      required: true,
      default: 'standard',
      query: 'eq',
    }),
    companyCode: field.str(4, { label: { zh: '公司代码', en: 'Company code' }, list: false }),
    purchOrg: field.str(4, { label: { zh: '采购组织', en: 'Purchasing org' }, list: false }),
    purchGroup: field.str(3, { label: { zh: '采购组', en: 'Purchasing group' }, query: 'eq' }),
    buyerUserId: field.ref('user', { label: { zh: '采购员', en: 'Buyer' }, ...server, list: false }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    poDate: field.date({
      label: { zh: '订单日期', en: 'PO date' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    paymentTerms: field.dict('payment_terms', {
      label: { zh: '付款条件', en: 'Payment terms' },
      list: false,
    }),
    incoterm: field.dict('incoterm', { label: { zh: '贸易条款', en: 'Incoterm' }, list: false }),
    facilityId: field.ref('facility', { label: { zh: '收货仓库', en: 'Ship-to facility' }, query: 'eq' }),
    contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
    tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
    address: field.str(256, { label: { zh: '收货地址', en: 'Address' }, list: false }),
    amountExclTax: field.amount({ label: { zh: '未税金额', en: 'Amount excl. tax' }, ...server }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax amount' }, ...server, list: false }),
    confirmStatus: field.dict('confirm_status', {
      label: { zh: '供应商确认', en: 'Supplier confirmation' },
      default: 'unconfirmed',
      ...server,
      query: 'eq',
    }),
    confirmTime: field.datetime({ label: { zh: '确认时间', en: 'Confirmed at' }, ...server, list: false }),
    confirmBy: field.str(32, { label: { zh: '确认人', en: 'Confirmed by' }, ...server, list: false }),
    revision: field.int({ label: { zh: '版次', en: 'Revision' }, ...server, default: 0, list: false }),
    sourceSystem: field.dict('source_system', {
      label: { zh: '来源系统', en: 'Source system' },
      default: 'manual',
      values: ['manual', 'sap'],
      ...server,
    }),
    etlHeaderId: field.ref('etlPoHeader', {
      label: { zh: 'ETL订单', en: 'ETL header' },
      ...server,
      list: false,
    }),
    supplierRemark: field.str(500, { label: { zh: '供应商备注', en: 'Supplier remark' }, ...server }),
    supplierVisible: field.bool({
      label: { zh: '供应商可见', en: 'Visible to supplier' },
      ...server,
      list: false,
    }),
  },
  lines: {
    items: { entity: purchaseOrderItem, foreignKey: 'purchaseOrderId', label: { zh: '明细', en: 'Items' } },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'confirmStatus',
    'partnerId',
    'poType',
    'poDate',
    'facilityId',
    'currency',
    'amountExclTax',
    'purchGroup',
    'supplierRemark',
    'approveTime',
    'createTime',
  ],
  partnerField: 'partnerId',
  // domain.md 4.4 rule 2: purchase orders exist for the supplier only once released (approved).
  supplierView: { onlyWhen: 'supplierVisible' },
  defaultSort: { column: 'poDate', order: 'desc' },
  docType: 'purchase_order',
  workflow: documentWorkflow({ with: ['forceFinish'] }),
  actions: {
    approve: {
      by: ['buyer', 'purchase_manager'],
      title: { zh: '下达', en: 'Release' },
      confirm: { zh: '确定下达该采购订单给供应商吗?', en: 'Release this purchase order to the supplier?' },
      notify: {
        to: 'partnerUsers',
        title: { zh: '新采购订单 {code} 待确认', en: 'New purchase order {code} to confirm' },
        openPage: '/srm/purchase-order',
      },
    },
    cancelApproval: { by: ['buyer', 'purchase_manager'] },
    cancel: { by: ['buyer', 'purchase_manager'] },
    forceFinish: { by: ['buyer', 'purchase_manager'] },
  },
  steps: {
    confirmItems: {
      ...SUPPLIER_STEP,
      title: { zh: '确认', en: 'Confirm' },
      notify: toBuyer('已被供应商确认', 'confirmed by the supplier'),
    },
    rejectItems: {
      ...SUPPLIER_STEP,
      title: { zh: '拒绝', en: 'Reject' },
      remark: 'required',
      notify: toBuyer('有明细被供应商拒绝', 'has items rejected by the supplier'),
    },
    requestChange: {
      ...SUPPLIER_STEP,
      title: { zh: '申请变更', en: 'Request change' },
      remark: 'required',
      notify: toBuyer('供应商申请变更', 'has a change requested by the supplier'),
    },
    answerChange: {
      title: { zh: '答复变更', en: 'Answer change' },
      perm: 'answerChange',
      by: ['buyer', 'purchase_manager'],
      from: 'open',
      input: 'custom',
      remark: 'required',
      notify: {
        to: 'partnerUsers',
        title: {
          zh: '采购订单 {code} 已答复, 请重新确认',
          en: 'Purchase order {code} answered: confirm again',
        },
        openPage: '/srm/purchase-order',
      },
    },
  },
  totals: {
    totalQty: {
      label: { zh: '订购总数', en: 'Total quantity' },
      formula: sum('items', 'qty'),
      display: 'qty',
    },
    totalAmount: {
      label: { zh: '总金额', en: 'Total amount' },
      formula: sumProduct('items', 'qty', 'netPrice'),
      display: 'amount',
    },
    itemCount: { label: { zh: '行数', en: 'Items' }, formula: count('items'), display: 'int' },
  },
});
