import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `mdm_product_facility` (domain.md 3.1, OFBiz ProductFacility): settings of one product in one
 * facility. `min_qty` / `max_qty` / `reorder_multiple` drive the nightly replenish job (domain.md 3.4);
 * stock comes from `replenish_from_facility_id`, else from the facility's parent (domain.md 3.2).
 */
export const productFacility = defineEntity({
  name: 'productFacility',
  table: 'mdm_product_facility',
  permission: menuPermission('mdm.productFacility'),
  basePath: '/mdm/productFacility',
  label: { zh: '产品仓库设置', en: 'Product facility settings' },
  kind: 'master',
  fields: {
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true, query: 'eq' }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    defaultPositionId: field.ref('position', { label: { zh: '默认上架库位', en: 'Put-away position' } }),
    minQty: field.qty({ label: { zh: '最低库存', en: 'Minimum quantity' }, min: 0 }),
    maxQty: field.qty({ label: { zh: '最高库存', en: 'Maximum quantity' }, min: 0 }),
    reorderMultiple: field.qty({ label: { zh: '补货倍数', en: 'Reorder multiple' }, min: 0 }),
    replenishFromFacilityId: field.ref('facility', { label: { zh: '补货来源仓库', en: 'Replenish from' } }),
    abcClass: field.dict('abc_class', { label: { zh: 'ABC分类', en: 'ABC class' } }),
    countCycleDays: field.int({ label: { zh: '盘点周期(天)', en: 'Count cycle (days)' }, min: 0 }),
    lastCountDate: field.date({ label: { zh: '上次盘点日期', en: 'Last count date' } }),
  },
  uniqueTogether: [['productId', 'facilityId']],
});
