import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `ofr_ap_type` (domain.md 3.10): a kind of adder (freight, packing, warranty…) and how it is computed
 * (`ap_calc_method`: % of cost, % of price, per unit, fixed amount).
 */
export const apType = defineEntity({
  name: 'apType',
  table: 'ofr_ap_type',
  permission: menuPermission('ofr.apType'),
  label: { zh: '附加价类型', en: 'AP type' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '类型编码', en: 'Type code' }, required: true }),
    nameZh: field.str(64, { label: { zh: '中文名称', en: 'Chinese name' }, required: true, query: 'like' }),
    nameEn: field.str(64, { label: { zh: '英文名称', en: 'English name' } }),
    calcMethod: field.dict('ap_calc_method', {
      label: { zh: '计算方式', en: 'Calculation method' },
      required: true,
      query: 'eq',
    }),
    defaultValue: field.price({ label: { zh: '默认值', en: 'Default value' }, default: 0 }),
    sort: field.int({ label: { zh: '排序', en: 'Sort' }, default: 10, sortable: true }),
  },
  defaultSort: { column: 'sort', order: 'asc' },
  display: 'nameZh',
});
