import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `qms_sampling_plan` (domain.md 3.7): single sampling by lot size (ISO 2859-1 / GB/T 2828.1 style);
 * a sampling inspection takes its sample size from the row whose lot range holds the lot.
 */
export const samplingPlan = defineEntity({
  name: 'samplingPlan',
  table: 'qms_sampling_plan',
  permission: menuPermission('wms.samplingPlan'),
  label: { zh: '抽样方案', en: 'Sampling plan' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '方案编码', en: 'Plan code' }, required: true }),
    inspectionLevel: field.str(4, { label: { zh: '检验水平', en: 'Inspection level' } }),
    aql: field.pct({ label: { zh: 'AQL', en: 'AQL' } }),
    lotFrom: field.qty({ label: { zh: '批量下限', en: 'Lot from' }, required: true, min: 0, sortable: true }),
    lotTo: field.qty({ label: { zh: '批量上限', en: 'Lot to' }, required: true, min: 0 }),
    sampleSize: field.qty({ label: { zh: '样本量', en: 'Sample size' }, required: true, min: 0 }),
    acceptCount: field.int({ label: { zh: '接收数', en: 'Accept count' }, min: 0 }),
    rejectCount: field.int({ label: { zh: '拒收数', en: 'Reject count' }, min: 0 }),
  },
  defaultSort: { column: 'lotFrom', order: 'asc' },
});
