import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * `ofr_material_cost_line` (domain.md 3.10): one costed leaf of the exploded BOM (a raw material, or a
 * component product without a BOM of its own at its last approved purchase order price, else its standard
 * cost), with where its price came from (`priceSource`, `sourceRef`): the gross quantity per unit of the
 * product through every level with scrap, the unit price in its currency, the rate to the cost's currency
 * and the amount, so that a controller can follow the sum (rounding: docs/decisions.md).
 */
export const materialCostLine = defineEntity({
  name: 'materialCostLine',
  table: 'ofr_material_cost_line',
  permission: menuPermission('ofr.materialCost'),
  label: { zh: '材料成本明细', en: 'Material cost line' },
  kind: 'line',
  fields: {
    materialCostId: field.ref('materialCost', {
      label: { zh: '材料成本', en: 'Material cost' },
      required: true,
    }),
    level: field.int({ label: { zh: '层级', en: 'Level' }, ...server }),
    parentProductId: field.ref('product', { label: { zh: '上级产品', en: 'Parent' }, ...server }),
    componentProductId: field.ref('product', { label: { zh: '子件物料', en: 'Component' }, ...server }),
    rawMaterialId: field.ref('rawMaterial', { label: { zh: '原材料', en: 'Raw material' }, ...server }),
    qty: field.qty({ label: { zh: '毛用量', en: 'Gross quantity' }, ...server }),
    scrapPct: field.pct({ label: { zh: '损耗率(%)', en: 'Scrap (%)' }, ...server }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, ...server }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, ...server }),
    rate: field.price({ label: { zh: '汇率', en: 'Rate' }, ...server }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
    priceSource: field.dict('cost_price_source', {
      label: { zh: '价格来源', en: 'Price source' },
      ...server,
    }),
    sourceRef: field.str(64, { label: { zh: '来源单据', en: 'Source document' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `ofr_material_cost` (domain.md 3.10): the cost of one unit of a product from an approved sale BOM on a
 * cost date. *Recalculate* re-reads the raw material prices and exchange rates in force on that date
 * through every BOM level (server/modules/offer/material-cost-effects.ts); approve freezes it for offers.
 */
export const materialCost = defineDocument({
  name: 'materialCost',
  table: 'ofr_material_cost',
  permission: menuPermission('ofr.materialCost'),
  label: { zh: '材料成本', en: 'Material cost' },
  fields: {
    code: field.code({ label: { zh: '成本单号', en: 'Cost code' }, required: true }),
    fulfilStatus: fulfilStatusField(),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true, query: 'eq' }),
    saleBomId: field.ref('saleBom', { label: { zh: '销售BOM', en: 'Sale BOM' }, required: true }),
    bomVersion: field.str(16, { label: { zh: 'BOM版本', en: 'BOM version' }, ...server }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    costDate: field.date({
      label: { zh: '成本日期', en: 'Cost date' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    materialCost: field.amount({ label: { zh: '材料成本', en: 'Material cost' }, ...server }),
    laborCost: field.amount({ label: { zh: '人工成本', en: 'Labour cost' }, default: 0, min: 0 }),
    overheadCost: field.amount({ label: { zh: '制造费用', en: 'Overhead' }, default: 0, min: 0 }),
    totalCost: field.amount({ label: { zh: '总成本', en: 'Total cost' }, ...server }),
    calcTime: field.datetime({ label: { zh: '计算时间', en: 'Calculated at' }, ...server }),
  },
  lines: {
    lines: {
      entity: materialCostLine,
      foreignKey: 'materialCostId',
      label: { zh: '成本明细', en: 'Cost lines' },
    },
  },
  linesEditable: false,
  defaultSort: { column: 'costDate', order: 'desc' },
  docType: 'material_cost',
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['sales_manager'] },
    cancelApproval: { by: ['sales_manager'] },
    cancel: { by: ['sales_manager'] },
  },
  steps: {
    recalculate: {
      title: { zh: '重新计算', en: 'Recalculate' },
      perm: 'recalculate',
      from: 'pending',
      input: 'none',
      confirm: {
        zh: '按成本日期的原材料价格和汇率重新计算吗?',
        en: 'Recalculate from the raw material prices and exchange rates in force on the cost date?',
      },
    },
  },
});
