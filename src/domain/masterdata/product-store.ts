import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_product_store_facility`: facilities a store may reserve from, by sourcing priority. */
export const productStoreFacility = defineEntity({
  name: 'productStoreFacility',
  table: 'mdm_product_store_facility',
  permission: menuPermission('mdm.productStore'),
  label: { zh: '店铺仓库', en: 'Store facility' },
  kind: 'line',
  fields: {
    productStoreId: field.ref('productStore', {
      label: { zh: '产品店铺', en: 'Product store' },
      required: true,
    }),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true }),
    sequence: field.int({ label: { zh: '优先级', en: 'Sequence' }, default: 1 }),
    allowReserve: field.bool({ label: { zh: '允许占用', en: 'Allow reservation' }, default: true }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `mdm_product_store` (domain.md 3.1): a sales channel. `check_inventory` and `reserve_order` decide how
 * approval reserves stock (domain.md 2.5).
 */
export const productStore = defineEntity({
  name: 'productStore',
  table: 'mdm_product_store',
  permission: menuPermission('mdm.productStore'),
  label: { zh: '产品店铺', en: 'Product store' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '店铺编码', en: 'Store code' }, required: true }),
    name: field.str(64, { label: { zh: '店铺名称', en: 'Store name' }, required: true, query: 'like' }),
    storeType: field.dict('store_type', {
      label: { zh: '店铺类型', en: 'Store type' },
      required: true,
      query: 'eq',
    }),
    defaultFacilityId: field.ref('facility', { label: { zh: '默认仓库', en: 'Default facility' } }),
    checkInventory: field.bool({ label: { zh: '审核校验库存', en: 'Check inventory' }, default: true }),
    reserveOrder: field.dict('reserve_order', {
      label: { zh: '占用顺序', en: 'Reserve order' },
      default: 'fifo_received',
    }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    priceCatalogId: field.ref('priceCatalog', { label: { zh: '价格目录', en: 'Price catalog' } }),
    orderPrefix: field.str(8, { label: { zh: '订单前缀', en: 'Order prefix' }, list: false }),
    sapSalesOrg: field.str(4, { label: { zh: 'SAP销售组织', en: 'SAP sales org' } }),
    sapChannel: field.str(2, { label: { zh: 'SAP分销渠道', en: 'SAP channel' }, list: false }),
    sapDivision: field.str(2, { label: { zh: 'SAP产品组', en: 'SAP division' }, list: false }),
    minMarginPct: field.pct({ label: { zh: '最低毛利率(%)', en: 'Minimum margin (%)' }, list: false }),
  },
  lines: {
    facilities: {
      entity: productStoreFacility,
      foreignKey: 'productStoreId',
      label: { zh: '可用仓库', en: 'Facilities' },
    },
  },
});
