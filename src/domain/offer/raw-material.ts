import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * `ofr_raw_material_price` (domain.md 3.10): one price of a raw material and its validity. The server
 * keeps the history a chain (server/modules/offer/raw-material-prices.ts): a new price closes the open
 * one the day before it starts; an explicit validity that overlaps another is refused.
 */
export const rawMaterialPrice = defineEntity({
  name: 'rawMaterialPrice',
  table: 'ofr_raw_material_price',
  permission: menuPermission('ofr.rawMaterial'),
  label: { zh: '原材料价格', en: 'Raw material price' },
  kind: 'line',
  fields: {
    rawMaterialId: field.ref('rawMaterial', { label: { zh: '原材料', en: 'Raw material' }, required: true }),
    price: field.price({ label: { zh: '价格', en: 'Price' }, required: true, min: 0 }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' }, required: true }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
    priceSource: field.dict('price_source', {
      label: { zh: '价格来源', en: 'Price source' },
      default: 'quote',
    }),
    supplierId: field.ref('businessPartner', { label: { zh: '供应商', en: 'Supplier' } }),
    sourceRef: field.str(64, { label: { zh: '来源单据', en: 'Source document' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `ofr_raw_material` (domain.md 3.10): a raw material with its price history as lines. The latest price,
 * its date and source are the server's, from the price in force today (issue 15 point 2). *Pull last PO
 * price* appends a `last_po` price from the last approved purchase order item of the material's product
 * (server/modules/offer/raw-material-prices.ts).
 */
export const rawMaterial = defineEntity({
  name: 'rawMaterial',
  table: 'ofr_raw_material',
  permission: menuPermission('ofr.rawMaterial'),
  label: { zh: '原材料', en: 'Raw material' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '原材料编码', en: 'Material code' }, required: true, max: 40 }),
    name: field.str(128, { label: { zh: '原材料名称', en: 'Material name' }, required: true, query: 'like' }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, list: false }),
    spec: field.str(128, { label: { zh: '规格', en: 'Specification' } }),
    category: field.str(64, { label: { zh: '类别', en: 'Category' }, query: 'eq' }),
    uom: field.str(16, { label: { zh: '单位', en: 'UoM' }, required: true, default: 'KG' }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    latestPrice: field.price({ label: { zh: '最新价格', en: 'Latest price' }, ...server }),
    priceDate: field.date({ label: { zh: '价格日期', en: 'Price date' }, ...server }),
    priceSource: field.dict('price_source', { label: { zh: '价格来源', en: 'Price source' }, ...server }),
    supplierId: field.ref('businessPartner', { label: { zh: '供应商', en: 'Supplier' } }),
  },
  lines: {
    prices: {
      entity: rawMaterialPrice,
      foreignKey: 'rawMaterialId',
      label: { zh: '价格历史', en: 'Price history' },
    },
  },
  defaultSort: { column: 'code', order: 'asc' },
});
