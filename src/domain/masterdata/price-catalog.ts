import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_price_catalog_item`: a product's price in a catalog, with quantity breaks. */
export const priceCatalogItem = defineEntity({
  name: 'priceCatalogItem',
  table: 'mdm_price_catalog_item',
  permission: menuPermission('mdm.priceCatalog'),
  label: { zh: '价格目录明细', en: 'Catalog price' },
  kind: 'line',
  fields: {
    catalogId: field.ref('priceCatalog', { label: { zh: '价格目录', en: 'Price catalog' }, required: true }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, required: true, query: 'eq' }),
    price: field.price({ label: { zh: '价格', en: 'Price' }, required: true, min: 0 }),
    priceUnit: field.qty({ label: { zh: '价格单位', en: 'Price unit' }, default: 1, min: 0 }),
    minQty: field.qty({ label: { zh: '起订数量', en: 'Minimum quantity' }, default: 0, min: 0 }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** `mdm_price_catalog` (domain.md 3.1): list, purchase, service or cost prices. */
export const priceCatalog = defineEntity({
  name: 'priceCatalog',
  table: 'mdm_price_catalog',
  permission: menuPermission('mdm.priceCatalog'),
  label: { zh: '价格目录', en: 'Price catalog' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '目录编码', en: 'Catalog code' }, required: true }),
    name: field.str(64, { label: { zh: '目录名称', en: 'Catalog name' }, required: true, query: 'like' }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    priceType: field.dict('price_type', {
      label: { zh: '价格类型', en: 'Price type' },
      required: true,
      query: 'eq',
    }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  lines: {
    items: { entity: priceCatalogItem, foreignKey: 'catalogId', label: { zh: '价格', en: 'Prices' } },
  },
});
