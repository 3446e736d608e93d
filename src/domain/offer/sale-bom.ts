import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `ofr_sale_bom_line` (domain.md 3.10): a component product (costed through its own approved sale BOM,
 * else its standard cost) or a raw material, per one unit of the header's product.
 */
export const saleBomLine = defineEntity({
  name: 'saleBomLine',
  table: 'ofr_sale_bom_line',
  permission: menuPermission('ofr.saleBom'),
  label: { zh: '销售BOM明细', en: 'Sale BOM line' },
  kind: 'line',
  fields: {
    saleBomId: field.ref('saleBom', { label: { zh: '销售BOM', en: 'Sale BOM' }, required: true }),
    componentProductId: field.ref('product', { label: { zh: '子件物料', en: 'Component' } }),
    rawMaterialId: field.ref('rawMaterial', { label: { zh: '原材料', en: 'Raw material' } }),
    qty: field.qty({ label: { zh: '用量', en: 'Quantity' }, required: true, min: 0 }),
    uom: field.str(16, { label: { zh: '单位', en: 'UoM' } }),
    scrapPct: field.pct({ label: { zh: '损耗率(%)', en: 'Scrap (%)' }, default: 0, min: 0, maxValue: 100 }),
    optional: field.bool({ label: { zh: '可选', en: 'Optional' } }),
    optionGroup: field.str(32, { label: { zh: '选配组', en: 'Option group' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `ofr_sale_bom` (domain.md 3.10): a saleable product's bill of materials in one version. Approve freezes
 * the version for costing and offers and refuses a BOM that contains itself through sub-BOMs
 * (server/modules/offer/sale-bom-effects.ts).
 */
export const saleBom = defineDocument({
  name: 'saleBom',
  table: 'ofr_sale_bom',
  permission: menuPermission('ofr.saleBom'),
  label: { zh: '销售BOM', en: 'Sale BOM' },
  fields: {
    code: field.code({ label: { zh: 'BOM编号', en: 'BOM code' }, required: true }),
    fulfilStatus: fulfilStatusField(),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true, query: 'eq' }),
    // domain.md `version` str(16): `version` is every row's optimistic lock (domain.md 0.3).
    bomVersion: field.str(16, { label: { zh: 'BOM版本', en: 'BOM version' }, required: true, default: 'V1' }),
    description: field.str(256, { label: { zh: '描述', en: 'Description' } }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  lines: { lines: { entity: saleBomLine, foreignKey: 'saleBomId', label: { zh: '组件', en: 'Components' } } },
  uniqueTogether: [['productId', 'bomVersion']],
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'sale_bom',
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['sales_manager'] },
    cancelApproval: { by: ['sales_manager'] },
    cancel: { by: ['sales_manager'] },
  },
});
