import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/** `mes_transfer_receive_line` (domain.md 3.9): finished goods of one batch (or serial) to receive. */
export const transferReceiveLine = defineEntity({
  name: 'transferReceiveLine',
  table: 'mes_transfer_receive_line',
  permission: menuPermission('mes.transferReceive'),
  label: { zh: '转移接收明细', en: 'Transfer receive line' },
  kind: 'line',
  fields: {
    transferReceiveId: field.ref('transferReceive', {
      label: { zh: '转移接收单', en: 'Transfer receive' },
      required: true,
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '成品', en: 'Product' }, required: true }),
    batchNo: field.str(64, { label: { zh: '批次号', en: 'Batch no' } }),
    serialNo: field.str(64, { label: { zh: '序列号', en: 'Serial no' } }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    stockInQty: field.qty({ label: { zh: '已入库数量', en: 'Received' }, ...server, default: 0 }),
    closedQty: field.qty({ label: { zh: '关闭数量', en: 'Closed' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `mes_transfer_receive` (domain.md 3.9, production › transfer receive): finished goods handed from the
 * line to the warehouse. W in only: inbound (wh_clerk) posts `fg_receipt` into a new batch per line
 * (received today, production date = report date, quality qualified) and adds to the order's received
 * quantity, which completes the order once it reaches the planned one. Created by report-order approval.
 * Effects: server/modules/production/transfer-receive-effects.ts.
 */
export const transferReceive = defineDocument({
  name: 'transferReceive',
  table: 'mes_transfer_receive',
  permission: menuPermission('mes.transferReceive'),
  label: { zh: '转移接收单', en: 'Transfer receive' },
  fields: {
    code: field.code({ label: { zh: '接收单号', en: 'Receive no' }, rule: 'TR' }),
    fulfilStatus: fulfilStatusField(),
    productionOrderId: field.ref('productionOrder', {
      label: { zh: '生产订单', en: 'Production order' },
      required: true,
      query: 'eq',
    }),
    reportOrderId: field.ref('reportOrder', { label: { zh: '报工单', en: 'Report order' }, query: 'eq' }),
    inspectionId: field.ref('inspection', { label: { zh: '报工检验', en: 'Work check' }, list: false }),
    inFacilityId: field.ref('facility', {
      label: { zh: '入库仓库', en: 'Warehouse' },
      required: true,
      query: 'eq',
    }),
    inPositionId: field.ref('position', { label: { zh: '入库库位', en: 'Position' } }),
    productionDate: field.date({ label: { zh: '生产日期', en: 'Production date' } }),
  },
  lines: {
    lines: {
      entity: transferReceiveLine,
      foreignKey: 'transferReceiveId',
      label: { zh: '明细', en: 'Lines' },
    },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'productionOrderId',
    'reportOrderId',
    'inFacilityId',
    'productionDate',
    'approveTime',
    'createTime',
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'transfer_receive',
  workflow: documentWorkflow({ legs: 'in' }),
  actions: {
    approve: { by: ['wh_clerk'] },
    cancelApproval: { by: ['wh_clerk'] },
    cancel: { by: ['wh_clerk'] },
    inbound: { by: ['wh_clerk'] },
    forceFinish: { by: ['wh_manager'] },
  },
});
