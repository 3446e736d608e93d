import { defineDocument } from '../document/define-document';
import { count, sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import { deliverableQty, fromOpenPoItems, poItemRefFields, supplierShipToFields } from './srm-fields';

const server = { system: true, form: false } as const;

/**
 * `srm_delivery_note_line` (domain.md 3.6): one shipped quantity of one purchase-order item. The line id
 * is the seam labels (`srm_label.delivery_note_line_id`) and receipts (`delivery_note_line_id`) use.
 */
export const deliveryNoteLine = defineEntity({
  name: 'deliveryNoteLine',
  table: 'srm_delivery_note_line',
  permission: menuPermission('srm.deliveryNote'),
  label: { zh: '送货单明细', en: 'Delivery note line' },
  kind: 'line',
  fields: {
    deliveryNoteId: field.ref('deliveryNote', {
      label: { zh: '送货单', en: 'Delivery note' },
      required: true,
      query: 'eq',
    }),
    ...poItemRefFields(),
    planLineId: field.ref('deliveryPlanLine', {
      label: { zh: '送货计划明细', en: 'Delivery plan line' },
      list: false,
    }),
    outsourcingOrderId: field.ref('outsourcingOrder', {
      label: { zh: '委外订单', en: 'Outsourcing order' },
      list: false,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, required: true }),
    supplierPartNo: field.str(64, { label: { zh: '供应商料号', en: 'Supplier part no' }, list: false }),
    qty: field.qty({ label: { zh: '送货数量', en: 'Quantity' }, required: true, min: 0 }),
    uom: field.dict('uom', { label: { zh: '单位', en: 'UoM' } }),
    supplierBatchNo: field.str(64, { label: { zh: '供应商批次', en: 'Supplier batch' } }),
    // domain.md 4.1 step 4: one serial per unit of a serial-tracked product, one label each (label-rules.ts).
    serialNos: field.text({ label: { zh: '序列号清单', en: 'Serial numbers' } }),
    productionDate: field.date({ label: { zh: '生产日期', en: 'Production date' } }),
    expiryDate: field.date({ label: { zh: '有效期至', en: 'Expiry date' }, list: false }),
    packageQty: field.qty({ label: { zh: '每包数量', en: 'Quantity per package' }, min: 0, list: false }),
    packageCount: field.int({ label: { zh: '包数', en: 'Packages' }, min: 0, list: false }),
    receivedQty: field.qty({ label: { zh: '收货数量', en: 'Received' }, ...server, default: 0 }),
    closedQty: field.qty({ label: { zh: '关闭数量', en: 'Closed' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `srm_delivery_note` (domain.md 3.6, 4.1 step 4): the supplier's shipment against open items of its
 * released purchase orders for one ship-to facility (several orders allowed). W in only: the supplier
 * creates and edits it while pending and approves it (= ships: the items' in-transit quantity rises),
 * cancels the shipment while nothing is received (in transit released) or cancels a pending note; the
 * warehouse manager or buyer force-finishes it (unreceived quantity back to the order as open). Its
 * inbound is the warehouse receipt's posting (server/modules/srm/delivery-note-receiving.ts, docs/
 * decisions.md "Receiving from delivery notes"). Effects: server/modules/srm/delivery-note-effects.ts.
 */
export const deliveryNote = defineDocument({
  name: 'deliveryNote',
  table: 'srm_delivery_note',
  permission: menuPermission('srm.deliveryNote'),
  label: { zh: '送货单', en: 'Delivery note' },
  // PostgreSQL: a note number searched by a middle part is a trigram index scan (migration 0140).
  trigramSearch: true,
  fields: {
    code: field.code({ label: { zh: '送货单号', en: 'Delivery note no' }, rule: 'DN' }),
    fulfilStatus: fulfilStatusField(),
    ...supplierShipToFields(),
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      ...server,
      list: false,
    }),
    shipDate: field.date({ label: { zh: '发货日期', en: 'Ship date' }, query: 'range', sortable: true }),
    expectedArrivalDate: field.date({
      label: { zh: '预计到货日期', en: 'Expected arrival' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    arrivalTime: field.datetime({ label: { zh: '到货时间', en: 'Arrived at' }, ...server, list: false }),
    shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' }, list: false }),
    expressCompany: field.str(64, { label: { zh: '快递公司', en: 'Carrier' }, list: false }),
    expressNo: field.str(64, { label: { zh: '快递单号', en: 'Tracking no' } }),
    freightType: field.dict('freight_type', { label: { zh: '运费类型', en: 'Freight' }, list: false }),
    vehicleNo: field.str(32, { label: { zh: '车牌号', en: 'Vehicle no' }, list: false }),
    driver: field.str(32, { label: { zh: '司机', en: 'Driver' }, list: false }),
    driverTel: field.str(32, { label: { zh: '司机电话', en: 'Driver tel' }, list: false }),
    contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
    tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
    address: field.str(256, { label: { zh: '收货地址', en: 'Address' }, list: false }),
    packageCount: field.int({ label: { zh: '总包数', en: 'Packages' }, min: 0, list: false }),
    grossWeight: field.qty({ label: { zh: '毛重', en: 'Gross weight' }, min: 0, list: false }),
    labelPrintCount: field.int({ label: { zh: '标签打印次数', en: 'Label prints' }, ...server, list: false }),
  },
  lines: {
    lines: { entity: deliveryNoteLine, foreignKey: 'deliveryNoteId', label: { zh: '明细', en: 'Lines' } },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'partnerId',
    'facilityId',
    'shipDate',
    'expectedArrivalDate',
    'expressNo',
    'approveTime',
    'createTime',
  ],
  partnerField: 'partnerId',
  defaultSort: { column: 'expectedArrivalDate', order: 'desc' },
  docType: 'delivery_note',
  // Inbound is the warehouse receipt's posting (server/modules/srm/delivery-note-receiving.ts), not an action of the note.
  workflow: documentWorkflow({ legs: 'in', without: ['inbound'] }),
  actions: {
    approve: {
      by: ['supplier'],
      side: 'supplier',
      title: { zh: '发货', en: 'Ship' },
      confirm: { zh: '确定发货吗?', en: 'Ship this delivery note?' },
      notify: {
        // domain.md 4.1 step 5: the clerks of the receiving facility open its receipt.
        to: { role: 'wh_clerk', ofFacility: true },
        title: { zh: '送货单 {code} 已发货', en: 'Delivery note {code} shipped' },
        openPage: '/srm/delivery-note',
      },
    },
    cancelApproval: { by: ['supplier'], side: 'supplier', title: { zh: '取消发货', en: 'Cancel shipment' } },
    cancel: { by: ['supplier'], side: 'supplier' },
    forceFinish: { by: ['wh_manager', 'buyer'] },
  },
  createFrom: {
    // The quantity proposed is what is left to deliver (after partial deliveries and replacements).
    openPoItems: fromOpenPoItems(
      {
        poItemId: 'id',
        purchaseOrderId: 'purchaseOrderId',
        productId: 'productId',
        supplierPartNo: 'supplierPartNo',
        uom: 'uom',
      },
      { qty: deliverableQty },
    ),
    // domain.md 3.6: a plan defaults the quantities of new notes; the line remembers the plan line.
    submittedPlanLines: {
      label: { zh: '从送货计划', en: 'From delivery plans' },
      source: 'deliveryPlanLine',
      match: { partnerId: 'partnerId', facilityId: 'facilityId' },
      lines: 'lines',
      fields: {
        planLineId: 'id',
        poItemId: 'poItemId',
        purchaseOrderId: 'purchaseOrderId',
        productId: 'productId',
        qty: 'plannedQty',
      },
    },
  },
  totals: {
    totalQty: {
      label: { zh: '送货总数', en: 'Total quantity' },
      formula: sum('lines', 'qty'),
      display: 'qty',
    },
    lineCount: { label: { zh: '行数', en: 'Lines' }, formula: count('lines'), display: 'int' },
  },
});
