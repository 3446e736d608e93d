import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/** The print template every tenant starts with (default-print-templates.ts). */
export const PROFORMA_TEMPLATE = 'proforma_invoice';

/**
 * `oms_proforma_invoice_line` (domain.md 3.11): a product with its customs data (HS code, weights per
 * line) copied from the product when the proforma is created from an order or an offer.
 */
export const proformaInvoiceLine = defineEntity({
  name: 'proformaInvoiceLine',
  table: 'oms_proforma_invoice_line',
  permission: menuPermission('oms.proformaInvoice'),
  label: { zh: '形式发票明细', en: 'Proforma invoice line' },
  kind: 'line',
  fields: {
    proformaInvoiceId: field.ref('proformaInvoice', {
      label: { zh: '形式发票', en: 'Proforma invoice' },
      required: true,
    }),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true }),
    description: field.str(256, { label: { zh: '描述', en: 'Description' } }),
    hsCode: field.str(16, { label: { zh: '海关编码', en: 'HS code' } }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, required: true, min: 0 }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
    grossWeight: field.qty({ label: { zh: '毛重(kg)', en: 'Gross weight (kg)' }, min: 0 }),
    netWeight: field.qty({ label: { zh: '净重(kg)', en: 'Net weight (kg)' }, min: 0 }),
    packageDesc: field.str(128, { label: { zh: '包装', en: 'Packing' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `oms_proforma_invoice` (domain.md 3.11): a proforma for a customer, created from a sales order or an
 * offer (`POST /oms/proformaInvoice/createFrom`). Approve locks it and allows printing (the PDF of the
 * `proforma_invoice` template). Effects: server/modules/oms/proforma-invoice-effects.ts.
 */
export const proformaInvoice = defineDocument({
  name: 'proformaInvoice',
  table: 'oms_proforma_invoice',
  permission: menuPermission('oms.proformaInvoice'),
  label: { zh: '形式发票', en: 'Proforma invoice' },
  fields: {
    code: field.code({ label: { zh: '发票号', en: 'Invoice no' }, rule: 'PI' }),
    fulfilStatus: fulfilStatusField(),
    customerId: field.ref('businessPartner', {
      label: { zh: '客户', en: 'Customer' },
      required: true,
      query: 'eq',
    }),
    salesOrderId: field.ref('bosOrder', { label: { zh: '销售订单', en: 'Sales order' }, query: 'eq' }),
    offerId: field.ref('offer', { label: { zh: '报价单', en: 'Offer' }, query: 'eq' }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    incoterm: field.dict('incoterm', { label: { zh: '贸易条款', en: 'Incoterm' } }),
    portOfLoading: field.str(64, { label: { zh: '装运港', en: 'Port of loading' }, list: false }),
    portOfDestination: field.str(64, { label: { zh: '目的港', en: 'Port of destination' }, list: false }),
    paymentTerms: field.dict('payment_terms', {
      label: { zh: '付款条件', en: 'Payment terms' },
      list: false,
    }),
    bankInfo: field.str(500, { label: { zh: '银行信息', en: 'Bank details' }, list: false }),
    validUntil: field.date({ label: { zh: '有效期至', en: 'Valid until' }, query: 'range' }),
    totalAmount: field.amount({ label: { zh: '总金额', en: 'Total' }, ...server }),
    depositPct: field.pct({
      label: { zh: '定金比例(%)', en: 'Deposit (%)' },
      min: 0,
      maxValue: 10000,
      list: false,
    }),
    depositAmount: field.amount({ label: { zh: '定金', en: 'Deposit' }, ...server }),
    receivedAmount: field.amount({ label: { zh: '已收款', en: 'Received' }, min: 0 }),
  },
  lines: {
    lines: {
      entity: proformaInvoiceLine,
      foreignKey: 'proformaInvoiceId',
      label: { zh: '明细', en: 'Lines' },
    },
  },
  columns: [
    'code',
    'docStatus',
    'customerId',
    'salesOrderId',
    'offerId',
    'currency',
    'incoterm',
    'validUntil',
    'totalAmount',
    'depositAmount',
    'receivedAmount',
    'approveTime',
    'createTime',
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'proforma_invoice',
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['sales', 'sales_manager'] },
    cancelApproval: { by: ['sales_manager'] },
    cancel: { by: ['sales', 'sales_manager'] },
  },
  print: { bizType: PROFORMA_TEMPLATE, template: PROFORMA_TEMPLATE },
});
