import { defineDocument } from '../document/define-document';
import { count, sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import { fromOpenPoItems, poItemRefFields, supplierShipToFields } from './srm-fields';

const server = { system: true, form: false } as const;

/**
 * `srm_delivery_plan_line` (domain.md 3.6): how much of one open purchase-order item the supplier plans
 * to deliver on which day. `delivered_qty` is the quantity of shipped delivery-note lines that named it
 * (`srm_delivery_note_line.plan_line_id`).
 */
export const deliveryPlanLine = defineEntity({
  name: 'deliveryPlanLine',
  table: 'srm_delivery_plan_line',
  permission: menuPermission('srm.deliveryPlan'),
  basePath: '/srm/deliveryPlanLine',
  label: { zh: '送货计划明细', en: 'Delivery plan line' },
  kind: 'line',
  fields: {
    deliveryPlanId: field.ref('deliveryPlan', {
      label: { zh: '送货计划', en: 'Delivery plan' },
      required: true,
      query: 'eq',
    }),
    ...poItemRefFields(),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, required: true }),
    plannedDate: field.date({
      label: { zh: '计划日期', en: 'Planned date' },
      required: true,
      sortable: true,
    }),
    plannedQty: field.qty({ label: { zh: '计划数量', en: 'Planned quantity' }, required: true, min: 0 }),
    deliveredQty: field.qty({ label: { zh: '已送数量', en: 'Delivered' }, ...server, default: 0 }),
    // Copied from the header at submit and cleared at rejection: only lines of submitted plans exist for
    // the supplier's delivery-note picker, scoped to its partner (domain.md 4.4).
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      query: 'eq',
    }),
    facilityId: field.ref('facility', {
      label: { zh: '收货仓库', en: 'Ship-to facility' },
      ...server,
      list: false,
      query: 'eq',
    }),
  },
  partnerField: 'partnerId',
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `srm_delivery_plan` (domain.md 3.6, 4.1 step 3): the supplier's plan of deliveries of open, confirmed
 * items of its released orders to one facility over a period. W without legs: the supplier creates and
 * edits it while pending and submits it (approve: per item no more than still to plan; the items'
 * planned quantity rises); the buyer confirms it (a step) or rejects it with a remark (cancel approval:
 * back to pending, planned quantity released). Effects: server/modules/srm/delivery-plan-effects.ts.
 */
export const deliveryPlan = defineDocument({
  name: 'deliveryPlan',
  table: 'srm_delivery_plan',
  permission: menuPermission('srm.deliveryPlan'),
  label: { zh: '送货计划', en: 'Delivery plan' },
  fields: {
    code: field.code({ label: { zh: '计划单号', en: 'Plan no' }, rule: 'DP' }),
    fulfilStatus: fulfilStatusField(),
    ...supplierShipToFields(),
    periodFrom: field.date({
      label: { zh: '计划开始', en: 'Period from' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    periodTo: field.date({ label: { zh: '计划结束', en: 'Period to' }, required: true, sortable: true }),
    buyerConfirmStatus: field.dict('confirm_status', {
      label: { zh: '采购确认', en: 'Buyer confirmation' },
      default: 'unconfirmed',
      ...server,
      query: 'eq',
    }),
    buyerRemark: field.str(500, { label: { zh: '采购意见', en: 'Buyer remark' }, ...server }),
    buyerConfirmBy: field.str(32, { label: { zh: '确认人', en: 'Confirmed by' }, ...server, list: false }),
    buyerConfirmTime: field.datetime({
      label: { zh: '确认时间', en: 'Confirmed at' },
      ...server,
      list: false,
    }),
  },
  lines: {
    lines: { entity: deliveryPlanLine, foreignKey: 'deliveryPlanId', label: { zh: '明细', en: 'Lines' } },
  },
  columns: [
    'code',
    'docStatus',
    'buyerConfirmStatus',
    'partnerId',
    'facilityId',
    'periodFrom',
    'periodTo',
    'buyerRemark',
    'approveTime',
    'createTime',
  ],
  partnerField: 'partnerId',
  defaultSort: { column: 'periodFrom', order: 'desc' },
  docType: 'delivery_plan',
  workflow: documentWorkflow(),
  actions: {
    approve: {
      by: ['supplier'],
      side: 'supplier',
      title: { zh: '提交', en: 'Submit' },
      confirm: { zh: '确定提交该送货计划给采购吗?', en: 'Submit this delivery plan to the buyer?' },
      notify: {
        to: { role: 'buyer' },
        title: { zh: '送货计划 {code} 已提交, 待确认', en: 'Delivery plan {code} submitted: to confirm' },
        openPage: '/srm/delivery-plan',
      },
    },
    cancelApproval: {
      by: ['buyer', 'purchase_manager'],
      title: { zh: '驳回', en: 'Reject' },
      confirm: { zh: '确定驳回该送货计划吗?', en: 'Reject this delivery plan?' },
      remark: 'required',
      input: 'remark',
      notify: {
        to: 'partnerUsers',
        title: { zh: '送货计划 {code} 被驳回', en: 'Delivery plan {code} rejected' },
        openPage: '/srm/delivery-plan',
      },
    },
    cancel: { by: ['supplier'], side: 'supplier' },
  },
  steps: {
    confirmPlan: {
      title: { zh: '确认', en: 'Confirm' },
      confirm: { zh: '确定确认该送货计划吗?', en: 'Confirm this delivery plan?' },
      perm: 'confirm',
      by: ['buyer', 'purchase_manager'],
      from: 'open',
      input: 'none',
      notify: {
        to: 'partnerUsers',
        title: { zh: '送货计划 {code} 已确认', en: 'Delivery plan {code} confirmed' },
        openPage: '/srm/delivery-plan',
      },
    },
  },
  createFrom: {
    openPoItems: fromOpenPoItems({
      poItemId: 'id',
      purchaseOrderId: 'purchaseOrderId',
      productId: 'productId',
      plannedDate: 'supplierPromiseDate',
      plannedQty: 'confirmedQty',
    }),
  },
  totals: {
    totalQty: {
      label: { zh: '计划总数', en: 'Total planned' },
      formula: sum('lines', 'plannedQty'),
      display: 'qty',
    },
    lineCount: { label: { zh: '行数', en: 'Lines' }, formula: count('lines'), display: 'int' },
  },
});
