import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `qms_inspection_standard` (domain.md 3.7): the characteristics checked for a product and inspection
 * type; an inspection copies them into its items when it is created.
 */
export const inspectionStandard = defineEntity({
  name: 'inspectionStandard',
  table: 'qms_inspection_standard',
  permission: menuPermission('wms.inspectionStandard'),
  label: { zh: '检验标准', en: 'Inspection standard' },
  kind: 'master',
  fields: {
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, query: 'eq' }),
    categoryId: field.str(32, { label: { zh: '物料分类', en: 'Category' }, list: false }),
    inspectionType: field.dict('inspection_type', {
      label: { zh: '检验类型', en: 'Inspection type' },
      required: true,
      default: 'incoming',
      query: 'eq',
    }),
    itemNo: field.int({ label: { zh: '序号', en: 'Item no' }, sortable: true }),
    characteristic: field.str(64, { label: { zh: '检验特性', en: 'Characteristic' }, required: true }),
    method: field.str(64, { label: { zh: '检验方法', en: 'Method' } }),
    standardValue: field.str(64, { label: { zh: '标准值', en: 'Standard value' } }),
    lowerLimit: field.price({ label: { zh: '下限', en: 'Lower limit' } }),
    upperLimit: field.price({ label: { zh: '上限', en: 'Upper limit' } }),
    unit: field.str(16, { label: { zh: '单位', en: 'Unit' } }),
    isKey: field.bool({ label: { zh: '关键项', en: 'Key item' } }),
  },
  defaultSort: { column: 'itemNo', order: 'asc' },
});
