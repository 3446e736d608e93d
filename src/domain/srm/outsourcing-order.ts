import { defineDocument } from '../document/define-document';
import { count, sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const rollUp = (zh: string, en: string) => field.qty({ label: { zh, en }, ...server, default: 0 });

/**
 * `srm_outsourcing_component` (domain.md 3.6): a component the subcontractor works into the finished
 * product. `required_qty` = order qty × `qty_per_unit` (fixed at approval); issued is what arrived at the
 * subcontractor facility by the issue transfer, consumed what the receipts of finished goods used up pro
 * rata, returned what came back or was written off before force finish.
 */
export const outsourcingComponent = defineEntity({
  name: 'outsourcingComponent',
  table: 'srm_outsourcing_component',
  permission: menuPermission('srm.outsourcing'),
  label: { zh: '委外组件', en: 'Outsourcing component' },
  kind: 'line',
  fields: {
    outsourcingOrderId: field.ref('outsourcingOrder', {
      label: { zh: '委外订单', en: 'Outsourcing order' },
      required: true,
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '组件', en: 'Component' }, required: true }),
    qtyPerUnit: field.qty({ label: { zh: '单位用量', en: 'Quantity per unit' }, required: true, min: 0 }),
    requiredQty: rollUp('需求数量', 'Required'),
    issuedQty: rollUp('已发数量', 'Issued'),
    consumedQty: rollUp('已耗用数量', 'Consumed'),
    returnedQty: rollUp('已退回数量', 'Returned'),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `srm_outsourcing_order` (domain.md 3.6, 4.3): finished goods a subcontractor makes from components the
 * company issues to it. W without legs, with force finish: the buyer approves it, which creates and
 * approves the `subcontract_issue` transfer command from the issue facility to the subcontractor's
 * facility; the subcontractor confirms (a step) and ships the finished goods with a delivery note whose
 * lines name the order; their receipt consumes the components pro rata; the buyer cancels the approval
 * while nothing was issued, or force-finishes once the remaining components are back or written off.
 * Effects: server/modules/srm/outsourcing-order-effects.ts.
 */
export const outsourcingOrder = defineDocument({
  name: 'outsourcingOrder',
  table: 'srm_outsourcing_order',
  permission: menuPermission('srm.outsourcing'),
  label: { zh: '委外订单', en: 'Outsourcing order' },
  fields: {
    code: field.code({ label: { zh: '委外单号', en: 'Outsourcing no' }, rule: 'OS' }),
    fulfilStatus: fulfilStatusField(),
    returnStatus: field.dict('return_status', {
      label: { zh: '组件归还', en: 'Components back' },
      ...server,
    }),
    partnerId: field.ref('businessPartner', {
      label: { zh: '委外商', en: 'Subcontractor' },
      required: true,
      query: 'eq',
    }),
    purchaseOrderId: field.ref('purchaseOrder', { label: { zh: '委外采购订单', en: 'Subcontract PO' } }),
    productId: field.ref('product', { label: { zh: '成品', en: 'Finished product' }, required: true }),
    qty: field.qty({ label: { zh: '委外数量', en: 'Quantity' }, required: true, min: 0 }),
    receivedQty: rollUp('已收数量', 'Received'),
    dueDate: field.date({
      label: { zh: '交货日期', en: 'Due date' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    issueFacilityId: field.ref('facility', {
      label: { zh: '发料仓库', en: 'Issue from' },
      required: true,
      list: false,
    }),
    subcontractFacilityId: field.ref('facility', { label: { zh: '委外仓', en: 'Subcontractor facility' } }),
    receiveFacilityId: field.ref('facility', {
      label: { zh: '收货仓库', en: 'Receiving facility' },
      required: true,
      query: 'eq',
    }),
    confirmStatus: field.dict('confirm_status', {
      label: { zh: '委外商确认', en: 'Subcontractor confirmation' },
      default: 'unconfirmed',
      ...server,
      query: 'eq',
    }),
    confirmBy: field.str(32, { label: { zh: '确认人', en: 'Confirmed by' }, ...server, list: false }),
    confirmTime: field.datetime({ label: { zh: '确认时间', en: 'Confirmed at' }, ...server, list: false }),
    issueCommandId: field.ref('transferCommand', {
      label: { zh: '发料指令', en: 'Issue command' },
      ...server,
      list: false,
    }),
  },
  lines: {
    components: {
      entity: outsourcingComponent,
      foreignKey: 'outsourcingOrderId',
      label: { zh: '组件', en: 'Components' },
    },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'confirmStatus',
    'returnStatus',
    'partnerId',
    'productId',
    'qty',
    'receivedQty',
    'dueDate',
    'subcontractFacilityId',
    'receiveFacilityId',
    'approveTime',
  ],
  partnerField: 'partnerId',
  defaultSort: { column: 'dueDate', order: 'desc' },
  docType: 'outsourcing',
  workflow: documentWorkflow({ with: ['forceFinish'] }),
  actions: {
    approve: {
      by: ['buyer', 'purchase_manager'],
      title: { zh: '审核发料', en: 'Approve and issue' },
      confirm: {
        zh: '确定审核并向委外商发料吗?',
        en: 'Approve and issue the components to the subcontractor?',
      },
      notify: {
        to: 'partnerUsers',
        title: { zh: '委外订单 {code} 待确认', en: 'Outsourcing order {code} to confirm' },
        openPage: '/srm/outsourcing',
      },
    },
    cancelApproval: { by: ['buyer', 'purchase_manager'] },
    cancel: { by: ['buyer', 'purchase_manager'] },
    forceFinish: { by: ['buyer', 'purchase_manager'] },
  },
  steps: {
    confirmOrder: {
      title: { zh: '确认', en: 'Confirm' },
      confirm: { zh: '确定确认该委外订单吗?', en: 'Confirm this outsourcing order?' },
      perm: null,
      side: 'supplier',
      by: ['supplier'],
      from: 'open',
      input: 'none',
      notify: {
        to: 'creator',
        title: {
          zh: '委外订单 {code} 已被委外商确认',
          en: 'Outsourcing order {code} confirmed by the subcontractor',
        },
        openPage: '/srm/outsourcing',
      },
    },
  },
  totals: {
    componentQty: {
      label: { zh: '单位用量合计', en: 'Components per unit' },
      formula: sum('components', 'qtyPerUnit'),
      display: 'qty',
    },
    componentCount: {
      label: { zh: '组件数', en: 'Components' },
      formula: count('components'),
      display: 'int',
    },
  },
});
