import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const limit = (zh: string, en: string) => field.price({ label: { zh, en } });

/** `qms_inspection_item` (domain.md 3.7): one characteristic checked, copied from the product's standards. */
export const inspectionItem = defineEntity({
  name: 'inspectionItem',
  table: 'qms_inspection_item',
  permission: menuPermission('wms.qualityTesting'),
  label: { zh: '检验项目', en: 'Inspection item' },
  kind: 'line',
  fields: {
    inspectionId: field.ref('inspection', { label: { zh: '检验单', en: 'Inspection' }, required: true }),
    standardId: field.ref('inspectionStandard', {
      label: { zh: '检验标准', en: 'Standard' },
      ...server,
      list: false,
    }),
    characteristic: field.str(64, { label: { zh: '检验特性', en: 'Characteristic' }, required: true }),
    method: field.str(64, { label: { zh: '检验方法', en: 'Method' } }),
    standardValue: field.str(64, { label: { zh: '标准值', en: 'Standard value' } }),
    lowerLimit: limit('下限', 'Lower limit'),
    upperLimit: limit('上限', 'Upper limit'),
    unit: field.str(16, { label: { zh: '单位', en: 'Unit' } }),
    measuredValues: field.json({ label: { zh: '实测值', en: 'Measured values' }, list: true }),
    result: field.dict('inspection_result', { label: { zh: '判定', en: 'Result' } }),
    isKey: field.bool({ label: { zh: '关键项', en: 'Key item' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
  // domain.md 4.3: the supplier sees the readings of its lots, not internal remarks.
  supplierView: {
    fields: [
      'inspectionId',
      'lineNo',
      'characteristic',
      'method',
      'standardValue',
      'lowerLimit',
      'upperLimit',
      'unit',
      'measuredValues',
      'result',
      'isKey',
    ],
  },
});

/**
 * `qms_inspection` (domain.md 3.7, warehouse › quality testing): one lot under inspection, created
 * pending by the receipt posting. The inspector records readings, result and split; approve makes it
 * final and moves the stock (pass: put-away; fail: `DEFECT` and the disposition's document).
 */
export const inspection = defineDocument({
  name: 'inspection',
  table: 'qms_inspection',
  permission: menuPermission('wms.qualityTesting'),
  label: { zh: '检验单', en: 'Inspection' },
  fields: {
    code: field.code({ label: { zh: '检验单号', en: 'Inspection id' }, rule: 'QI' }),
    fulfilStatus: field.dict('fulfil_status', {
      label: { zh: '执行状态', en: 'Fulfilment' },
      default: 'unexecuted',
      ...server,
      list: false,
    }),
    inspectionType: field.dict('inspection_type', {
      label: { zh: '检验类型', en: 'Inspection type' },
      default: 'incoming',
      ...server,
      query: 'eq',
    }),
    sourceDocType: field.dict('doc_type', {
      label: { zh: '来源单据类型', en: 'Source type' },
      ...server,
      list: false,
    }),
    sourceDocId: field.ref('receipt', { label: { zh: '来源单据', en: 'Source document' }, ...server }),
    sourceLineId: field.ref('receiptLine', {
      label: { zh: '来源明细', en: 'Source line' },
      ...server,
      list: false,
    }),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      query: 'eq',
    }),
    productId: field.ref('product', {
      label: { zh: '物料', en: 'Product id and name' },
      ...server,
      query: 'eq',
    }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次', en: 'Batch' }, ...server }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, ...server, query: 'eq' }),
    positionId: field.ref('position', { label: { zh: '库位', en: 'Position' }, ...server, list: false }),
    lotQty: field.qty({ label: { zh: '批量', en: 'Lot quantity' }, ...server, default: 0 }),
    inspectionMode: field.dict('inspection_mode', { label: { zh: '检验方式', en: 'Inspection mode' } }),
    samplingPlanId: field.ref('samplingPlan', {
      label: { zh: '抽样方案', en: 'Sampling plan' },
      list: false,
    }),
    sampleQty: field.qty({ label: { zh: '样本量', en: 'Sample size' }, min: 0 }),
    defectQty: field.qty({ label: { zh: '样本不良数', en: 'Defects in sample' }, min: 0 }),
    result: field.dict('inspection_result', { label: { zh: '检验结果', en: 'Result' }, query: 'eq' }),
    qualifiedQty: field.qty({ label: { zh: '合格数量', en: 'Qualified quantity' }, min: 0 }),
    unqualifiedQty: field.qty({ label: { zh: '不合格数量', en: 'Unqualified quantity' }, min: 0 }),
    disposition: field.dict('disposition', { label: { zh: '处置方式', en: 'Disposition' } }),
    defectType: field.dict('defect_type', { label: { zh: '缺陷类型', en: 'Defect type' } }),
    defectDesc: field.str(500, { label: { zh: '缺陷描述', en: 'Defect description' }, list: false }),
    inspectorUserId: field.ref('user', { label: { zh: '检验员', en: 'Inspector' }, ...server, list: false }),
    inspectedAt: field.datetime({ label: { zh: '检验时间', en: 'Inspected at' }, ...server, sortable: true }),
    concessionBy: field.str(32, { label: { zh: '让步批准人', en: 'Concession by' }, ...server, list: false }),
    concessionTime: field.datetime({
      label: { zh: '让步批准时间', en: 'Concession time' },
      ...server,
      list: false,
    }),
    fileIds: field.str(256, { label: { zh: '附件', en: 'Files' }, list: false }),
    supplierVisible: field.bool({ label: { zh: '供应商可见', en: 'Visible to supplier' }, default: true }),
  },
  lines: {
    items: { entity: inspectionItem, foreignKey: 'inspectionId', label: { zh: '检验项目', en: 'Items' } },
  },
  docType: 'inspection',
  workflow: documentWorkflow({ without: ['cancel'] }),
  partnerField: 'partnerId',
  // domain.md 4.3, 4.4 rule 2: results, defects and photos of the supplier's own lots, unless hidden.
  supplierView: {
    onlyWhen: 'supplierVisible',
    fields: [
      'code',
      'docStatus',
      'inspectionType',
      'sourceDocId',
      'partnerId',
      'productId',
      'lotQty',
      'inspectionMode',
      'sampleQty',
      'defectQty',
      'result',
      'qualifiedQty',
      'unqualifiedQty',
      'disposition',
      'defectType',
      'defectDesc',
      'inspectedAt',
      'fileIds',
      'createTime',
    ],
  },
});
