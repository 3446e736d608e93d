import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
/** Set from the posted delivery line when the list is built (billing-actions.ts), amount included. */
const fromDelivery = { ...server, alwaysSet: true } as const;

/** `wms_billing_list_line` (domain.md 3.5): a posted delivery line put up for billing. */
export const billingListLine = defineEntity({
  name: 'billingListLine',
  table: 'wms_billing_list_line',
  permission: menuPermission('wms.billingList'),
  label: { zh: '开票明细', en: 'Billing line' },
  kind: 'line',
  fields: {
    billingListId: field.ref('billingList', {
      label: { zh: '开票清单', en: 'Billing list' },
      required: true,
    }),
    commandId: field.ref('command', {
      label: { zh: '发货指令', en: 'Delivery command id' },
      ...fromDelivery,
    }),
    commandLineId: field.ref('commandLine', {
      label: { zh: '指令明细', en: 'Command line' },
      ...fromDelivery,
      list: false,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, ...fromDelivery }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server, default: 0 }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, ...server }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...fromDelivery }),
    taxRate: field.pct({ label: { zh: '税率(%)', en: 'Tax rate (%)' }, default: 13 }),
    eshopSaleOrderId: field.str(32, {
      label: { zh: '电商销售订单号', en: 'Eshop sale order id' },
      ...server,
    }),
    eccSaleOrderId: field.str(16, { label: { zh: 'ECC销售订单号', en: 'ECC sale order id' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `wms_billing_list` (domain.md 3.5): the posted delivery and service-delivery lines of one customer
 * and period not yet billed; approve (finance) marks them billed, cancel approval takes that back.
 */
export const billingList = defineDocument({
  name: 'billingList',
  table: 'wms_billing_list',
  permission: menuPermission('wms.billingList'),
  label: { zh: '开票清单', en: 'Billing list' },
  fields: {
    code: field.code({ label: { zh: '清单号', en: 'Billing list no' }, rule: 'BL' }),
    fulfilStatus: fulfilStatusField(),
    partnerId: field.ref('businessPartner', {
      label: { zh: '客户', en: 'Customer' },
      required: true,
      query: 'eq',
    }),
    productStoreId: field.ref('productStore', { label: { zh: '产品店铺', en: 'Product store' } }),
    periodFrom: field.date({ label: { zh: '期间开始', en: 'Period from' } }),
    periodTo: field.date({ label: { zh: '期间结束', en: 'Period to' } }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    totalQty: field.qty({ label: { zh: '总数量', en: 'Total quantity' }, ...server, default: 0 }),
    totalAmount: field.amount({ label: { zh: '总金额', en: 'Total amount' }, ...server, default: 0 }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax amount' }, ...server, default: 0 }),
    eccBillingNo: field.str(16, { label: { zh: 'SAP开票号', en: 'ECC billing no' }, ...server }),
    sapStatus: field.dict('sync_status', { label: { zh: 'SAP状态', en: 'SAP status' }, ...server }),
  },
  lines: {
    lines: { entity: billingListLine, foreignKey: 'billingListId', label: { zh: '明细', en: 'Lines' } },
  },
  docType: 'billing_list',
  workflow: documentWorkflow(),
  // Built from posted delivery lines: its lines change only through its actions.
  linesEditable: false,
});
