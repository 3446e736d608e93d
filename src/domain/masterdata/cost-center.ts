import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_cost_center` (domain.md 3.1): SAP cost centers charged by scrap and consumption. */
export const costCenter = defineEntity({
  name: 'costCenter',
  table: 'mdm_cost_center',
  permission: menuPermission('mdm.costCenter'),
  label: { zh: '成本中心', en: 'Cost center' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '成本中心编码', en: 'Cost center code' }, required: true, max: 16 }),
    name: field.str(64, { label: { zh: '名称', en: 'Name' }, required: true, query: 'like' }),
    companyCode: field.str(8, { label: { zh: '公司代码', en: 'Company code' }, query: 'eq' }),
    departId: field.ref('depart', { label: { zh: '部门', en: 'Department' } }),
    ownerUser: field.str(32, { label: { zh: '负责人', en: 'Owner' } }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  defaultSort: { column: 'code', order: 'asc' },
});
