import { defineDocument, type StepOptions } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import type { LocalText } from '../i18n-text';
import { packingPackage } from './packing-package';

const server = { system: true, form: false } as const;

/** `pkg_task_line` (domain.md 3.8): what the task packs, one reserved product and batch of a command line. */
export const packingTaskLine = defineEntity({
  name: 'packingTaskLine',
  table: 'pkg_task_line',
  permission: menuPermission('pkg.task'),
  label: { zh: '装箱明细', en: 'Packing line' },
  kind: 'line',
  fields: {
    taskId: field.ref('packingTask', { label: { zh: '装箱任务', en: 'Packing task' }, required: true }),
    commandLineId: field.ref('commandLine', {
      label: { zh: '指令明细', en: 'Command line' },
      ...server,
      list: false,
    }),
    // Copied from the reserved command line when the task is created (create-packing-task.ts).
    productId: field.ref('product', {
      label: { zh: '物料', en: 'Product id and name' },
      ...server,
      alwaysSet: true,
    }),
    batchId: field.ref('inventoryBatch', {
      label: { zh: '批次/序列号', en: 'Batch/serial number' },
      ...server,
    }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server, default: 0 }),
    packedQty: field.qty({ label: { zh: '已装数量', en: 'Packed quantity' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** The shipment columns a packing task copies from its command; the packing list prints them. */
export const shipmentFields = {
  partnerId: field.ref('businessPartner', {
    label: { zh: '业务伙伴', en: 'Business partner' },
    ...server,
    query: 'eq',
  }),
  shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' } }),
  expressCompany: field.dict('express_company', { label: { zh: '快递公司', en: 'Express company' } }),
  expressNo: field.str(64, { label: { zh: '快递单号', en: 'Express number' }, query: 'eq' }),
  contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
  tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
  address: field.str(256, { label: { zh: '地址', en: 'Address' }, list: false }),
  plannedShipDate: field.date({ label: { zh: '计划发运日期', en: 'Planned ship date' }, query: 'range' }),
};

/** Columns of `pkg_task` after the doc columns (domain.md 3.8), shared by the task and packing list pages. */
export const packingTaskFields = {
  code: field.code({ label: { zh: '装箱任务号', en: 'Packing task no' }, rule: 'PK' }),
  fulfilStatus: fulfilStatusField(),
  facilityId: field.ref('facility', {
    label: { zh: '仓库', en: 'Facility' },
    required: true,
    ...server,
    query: 'eq',
  }),
  sourceDocType: field.dict('command_type', { label: { zh: '来源单据类型', en: 'Source type' }, ...server }),
  sourceDocId: field.ref('command', {
    label: { zh: '来源单据', en: 'Source document' },
    ...server,
    list: false,
  }),
  // The command's number as it was when the task was made: what lists show and the packing list prints.
  sourceDocCode: field.str(32, {
    label: { zh: '来源单号', en: 'Source document no' },
    ...server,
    query: 'eq',
  }),
  ...shipmentFields,
  packerUserId: field.ref('user', { label: { zh: '装箱员', en: 'Packer' }, list: false }),
  packageCount: field.int({ label: { zh: '件数', en: 'Packages' }, ...server, default: 0 }),
  totalGrossWeight: field.qty({
    label: { zh: '总毛重(kg)', en: 'Gross weight (kg)' },
    ...server,
    default: 0,
  }),
  totalNetWeight: field.qty({ label: { zh: '总净重(kg)', en: 'Net weight (kg)' }, ...server, default: 0 }),
  totalVolume: field.qty({
    label: { zh: '总体积(m³)', en: 'Volume (m³)' },
    ...server,
    default: 0,
    list: false,
  }),
};

/** A step of the pack station (domain.md 3.8): the packer's, on a released task, with its own body. */
const stationStep = (title: LocalText, perm: 'exec' | 'weigh'): StepOptions => ({
  title,
  perm,
  from: 'open',
  input: 'custom',
  versioned: false,
  by: ['wh_clerk'],
});

/**
 * `pkg_task` (domain.md 3.8): the packing of one approved outbound command at the pack station.
 * Created from the command, released by approve, packed by scanning items into packages, completed
 * when every line is packed and every package weighed. It posts nothing: the goods stay reserved.
 */
export const packingTask = defineDocument({
  name: 'packingTask',
  table: 'pkg_task',
  permission: menuPermission('pkg.task'),
  label: { zh: '装箱任务', en: 'Packing task' },
  fields: packingTaskFields,
  lines: {
    lines: { entity: packingTaskLine, foreignKey: 'taskId', label: { zh: '明细', en: 'Lines' } },
    packages: { entity: packingPackage, foreignKey: 'taskId', label: { zh: '包装', en: 'Packages' } },
  },
  docType: 'packingTask',
  workflow: documentWorkflow({ with: ['forceFinish'] }),
  actions: {
    approve: { by: ['wh_manager'] },
    cancelApproval: { by: ['wh_manager'] },
    forceFinish: { by: ['wh_manager'] },
  },
  // The pack station's steps: its scans follow one another without the version the user saw.
  steps: {
    exec: stationStep({ zh: '装箱', en: 'Pack' }, 'exec'),
    seal: stationStep({ zh: '封箱', en: 'Seal' }, 'exec'),
    weigh: stationStep({ zh: '称重', en: 'Weigh' }, 'weigh'),
  },
  // Lines and packages change only through the pack station.
  linesEditable: false,
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'facilityId',
    'sourceDocCode',
    'partnerId',
    'shipType',
    'expressNo',
    'plannedShipDate',
    'packageCount',
    'totalGrossWeight',
    'createTime',
  ],
});
