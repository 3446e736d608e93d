import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `mdm_price_trim` (domain.md 3.1): an adjustment applied after the catalog price, by priority; a
 * non-stackable trim ends the chain.
 */
export const priceTrim = defineEntity({
  name: 'priceTrim',
  table: 'mdm_price_trim',
  permission: menuPermission('mdm.priceTrim'),
  label: { zh: '调价规则', en: 'Price trim' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '规则编码', en: 'Trim code' }, required: true }),
    name: field.str(64, { label: { zh: '规则名称', en: 'Trim name' }, required: true, query: 'like' }),
    priceGroupId: field.ref('priceGroup', { label: { zh: '价格组', en: 'Price group' }, query: 'eq' }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' } }),
    categoryId: field.ref('productCategory', { label: { zh: '物料分类', en: 'Category' }, list: false }),
    trimType: field.dict('trim_type', {
      label: { zh: '调价方式', en: 'Trim type' },
      required: true,
      query: 'eq',
    }),
    value: field.price({ label: { zh: '调价值', en: 'Value' }, required: true }),
    minQty: field.qty({ label: { zh: '起始数量', en: 'Minimum quantity' }, default: 0, min: 0 }),
    priority: field.int({ label: { zh: '优先级', en: 'Priority' }, default: 10, sortable: true }),
    stackable: field.bool({ label: { zh: '可叠加', en: 'Stackable' }, default: true }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  defaultSort: { column: 'priority', order: 'asc' },
});
