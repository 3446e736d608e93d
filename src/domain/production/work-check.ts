import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * Production › work check (domain.md 3.9, 3.7): the final inspection (`qms_inspection`, type final) a
 * report order creates when its product is inspected (inspection mode sampling or full). The inspector
 * records the result and splits the lot into qualified and unqualified; approve adds the qualified
 * quantity to the order's checked quantity and creates the pending transfer receive of it; cancel
 * approval undoes both while that transfer receive is pending. The unqualified quantity follows its
 * disposition: scrap (into a defect batch and a pending scrap command), rework (a pending rework order)
 * or concession (a concession batch, counted as checked and received). The page lists inspections of
 * report orders only. Effects: server/modules/production/work-check-effects.ts.
 */
export const workCheck = defineDocument({
  name: 'workCheck',
  table: 'qms_inspection',
  permission: menuPermission('mes.workCheck'),
  label: { zh: '报工检验', en: 'Work check' },
  fields: {
    code: field.code({ label: { zh: '检验单号', en: 'Inspection id' }, rule: 'QI' }),
    fulfilStatus: fulfilStatusField(),
    inspectionType: field.dict('inspection_type', {
      label: { zh: '检验类型', en: 'Inspection type' },
      default: 'final',
      ...server,
      query: 'eq',
    }),
    sourceDocType: field.dict('doc_type', {
      label: { zh: '来源单据类型', en: 'Source type' },
      ...server,
      list: false,
      query: 'eq',
    }),
    sourceDocId: field.ref('reportOrder', {
      label: { zh: '报工单', en: 'Report order' },
      ...server,
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, ...server, query: 'eq' }),
    facilityId: field.ref('facility', { label: { zh: '入库仓库', en: 'Warehouse' }, ...server }),
    lotQty: field.qty({ label: { zh: '报检数量', en: 'Lot quantity' }, ...server, default: 0 }),
    result: field.dict('inspection_result', { label: { zh: '检验结果', en: 'Result' }, query: 'eq' }),
    qualifiedQty: field.qty({ label: { zh: '合格数量', en: 'Qualified quantity' }, min: 0 }),
    unqualifiedQty: field.qty({ label: { zh: '不合格数量', en: 'Unqualified quantity' }, min: 0 }),
    // The unqualified quantity's follow-up (work-check-follow-up.ts): scrap, rework or concession.
    disposition: field.dict('disposition', { label: { zh: '不合格处置', en: 'Disposition' } }),
    defectType: field.dict('defect_type', { label: { zh: '缺陷类型', en: 'Defect type' } }),
    defectDesc: field.str(500, { label: { zh: '缺陷描述', en: 'Defect description' }, list: false }),
    inspectedAt: field.datetime({ label: { zh: '检验时间', en: 'Inspected at' }, ...server, sortable: true }),
  },
  columns: [
    'code',
    'docStatus',
    'sourceDocId',
    'productId',
    'lotQty',
    'result',
    'qualifiedQty',
    'unqualifiedQty',
    'inspectedAt',
    'createTime',
  ],
  defaultSort: { column: 'inspectedAt', order: 'desc' },
  docType: 'inspection',
  workflow: documentWorkflow({ without: ['cancel'] }),
  actions: {
    approve: { by: ['qc_inspector'] },
    cancelApproval: { by: ['qc_inspector', 'qc_manager'] },
  },
});
