import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * `mes_report_order` (domain.md 3.9, production › report order): what a team produced on an operation
 * of a production order. W without legs: approve (planner or team leader) raises the order's reported and
 * scrap quantities, posts the backflush consumption of the order's backflush components at the line side
 * (quantity per unit x (good + scrap), oldest batch first) and creates the pending transfer receive of
 * the good quantity; cancel approval reverses those postings exactly while the transfer receive is still
 * pending. Effects: server/modules/production/report-order-effects.ts.
 */
export const reportOrder = defineDocument({
  name: 'reportOrder',
  table: 'mes_report_order',
  permission: menuPermission('mes.reportOrder'),
  label: { zh: '报工单', en: 'Report order' },
  fields: {
    code: field.code({ label: { zh: '报工单号', en: 'Report no' }, rule: 'RO' }),
    fulfilStatus: fulfilStatusField(),
    productionOrderId: field.ref('productionOrder', {
      label: { zh: '生产订单', en: 'Production order' },
      required: true,
      query: 'eq',
    }),
    operationNo: field.str(8, { label: { zh: '工序号', en: 'Operation' } }),
    workCenter: field.str(32, { label: { zh: '工作中心', en: 'Work center' } }),
    reportDate: field.date({
      label: { zh: '报工日期', en: 'Report date' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    shift: field.dict('shift', { label: { zh: '班次', en: 'Shift' }, query: 'eq' }),
    teamId: field.ref('team', { label: { zh: '班组', en: 'Team' }, query: 'eq' }),
    operatorUserId: field.ref('user', { label: { zh: '操作员', en: 'Operator' }, list: false }),
    goodQty: field.qty({ label: { zh: '合格数量', en: 'Good quantity' }, required: true, min: 0 }),
    scrapQty: field.qty({ label: { zh: '报废数量', en: 'Scrap quantity' }, min: 0, default: 0 }),
    reworkQty: field.qty({ label: { zh: '返工数量', en: 'Rework quantity' }, min: 0, default: 0 }),
    workHours: field.qty({ label: { zh: '工时', en: 'Work hours' }, min: 0, list: false }),
    machineHours: field.qty({ label: { zh: '机时', en: 'Machine hours' }, min: 0, list: false }),
    outputBatchNo: field.str(64, { label: { zh: '产出批次', en: 'Output batch' } }),
    serialFrom: field.str(64, { label: { zh: '起始序列号', en: 'Serial from' }, list: false }),
    serialTo: field.str(64, { label: { zh: '结束序列号', en: 'Serial to' }, list: false }),
    transferReceiveId: field.ref('transferReceive', {
      label: { zh: '转移接收单', en: 'Transfer receive' },
      ...server,
    }),
  },
  columns: [
    'code',
    'docStatus',
    'productionOrderId',
    'reportDate',
    'shift',
    'teamId',
    'goodQty',
    'scrapQty',
    'reworkQty',
    'outputBatchNo',
    'approveTime',
  ],
  defaultSort: { column: 'reportDate', order: 'desc' },
  docType: 'report_order',
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['planner', 'operator'] },
    cancelApproval: { by: ['planner', 'operator'] },
    cancel: { by: ['planner', 'operator'] },
  },
});
