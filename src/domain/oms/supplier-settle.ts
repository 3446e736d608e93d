import { defineDocument } from '../document/define-document';
import { count, sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const SETTLE_PAGE = '/order/supplier-settle';

/**
 * `oms_supplier_settle_line` (domain.md 3.11): one accepted receipt line (positive quantity) or one
 * shipped return of accepted goods (negative quantity) at the PO item's net price per price unit; amount
 * and tax rounded per line (src/domain/money.ts). The supplier disputes a line with a remark; the buyer's
 * correction clears the dispute.
 */
export const supplierSettleLine = defineEntity({
  name: 'supplierSettleLine',
  table: 'oms_supplier_settle_line',
  permission: menuPermission('oms.supplierSettle'),
  basePath: '/oms/supplierSettleLine',
  label: { zh: '对账明细', en: 'Settlement line' },
  kind: 'line',
  fields: {
    supplierSettleId: field.ref('supplierSettle', {
      label: { zh: '供应商对账', en: 'Supplier settlement' },
      required: true,
      query: 'eq',
    }),
    receiptLineId: field.ref('receiptLine', { label: { zh: '收货明细', en: 'Receipt line' }, ...server }),
    supplierReturnLineId: field.ref('supplierReturnLine', {
      label: { zh: '退货明细', en: 'Return line' },
      ...server,
      list: false,
    }),
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      ...server,
    }),
    poItemId: field.ref('purchaseOrderItem', { label: { zh: '采购订单行', en: 'PO item' }, ...server }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, ...server }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server, default: 0 }),
    priceUnit: field.qty({ label: { zh: '价格单位', en: 'Price unit' }, ...server, default: 1 }),
    unitPrice: field.price({ label: { zh: '净价', en: 'Net price' }, ...server }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server, default: 0 }),
    taxRate: field.pct({ label: { zh: '税率(%)', en: 'Tax rate (%)' }, ...server, default: 0 }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server, default: 0 }),
    dispute: field.bool({ label: { zh: '有异议', en: 'Disputed' }, ...server }),
    disputeRemark: field.str(500, { label: { zh: '异议说明', en: 'Dispute remark' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `oms_supplier_settle` (domain.md 3.11, 4.1 step 9): what the company owes one supplier for a period.
 * Built by the buyer's *generate* or the month-end job from accepted, not yet settled receipt quantities
 * less shipped returns of accepted goods (the quantities are reserved on the receipt / return lines and
 * the PO items when the settlement is built: docs/decisions.md "Supplier settlement"). W without legs:
 * approve = the buyer publishes it to the supplier, who confirms it or disputes lines; the buyer cancels
 * the approval, corrects lines and publishes again. Invoicing moves fulfilment: executing at the first
 * verified invoice application, completed when SAP booked invoices reaching the total.
 * Effects: server/modules/settle/supplier-settle-effects.ts.
 */
export const supplierSettle = defineDocument({
  name: 'supplierSettle',
  table: 'oms_supplier_settle',
  permission: menuPermission('oms.supplierSettle'),
  label: { zh: '供应商对账', en: 'Supplier settlement' },
  fields: {
    code: field.code({ label: { zh: '对账单号', en: 'Settlement no' }, rule: 'ST' }),
    fulfilStatus: fulfilStatusField(),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      query: 'eq',
      form: false,
    }),
    periodFrom: field.date({
      label: { zh: '期间开始', en: 'Period from' },
      query: 'range',
      sortable: true,
      form: false,
    }),
    periodTo: field.date({ label: { zh: '期间结束', en: 'Period to' }, sortable: true, form: false }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    totalQty: field.qty({ label: { zh: '总数量', en: 'Total quantity' }, ...server, default: 0 }),
    amountExclTax: field.amount({ label: { zh: '不含税金额', en: 'Net amount' }, ...server, default: 0 }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server, default: 0 }),
    amountInclTax: field.amount({ label: { zh: '含税金额', en: 'Gross amount' }, ...server, default: 0 }),
    supplierConfirmStatus: field.dict('confirm_status', {
      label: { zh: '供应商确认', en: 'Supplier confirmation' },
      default: 'unconfirmed',
      ...server,
      query: 'eq',
    }),
    supplierConfirmTime: field.datetime({ label: { zh: '确认时间', en: 'Confirmed at' }, ...server }),
    invoiceStatus: field.dict('invoice_status', {
      label: { zh: '开票状态', en: 'Invoice status' },
      default: 'not_invoiced',
      ...server,
      query: 'eq',
    }),
    invoicedAmount: field.amount({ label: { zh: '已开票金额', en: 'Invoiced' }, ...server, default: 0 }),
    // Set while approved: only published settlements exist for the supplier (domain.md 4.4 rule 2).
    published: field.bool({ label: { zh: '已发布', en: 'Published' }, ...server, list: false }),
  },
  lines: {
    lines: { entity: supplierSettleLine, foreignKey: 'supplierSettleId', label: { zh: '明细', en: 'Lines' } },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'partnerId',
    'periodFrom',
    'periodTo',
    'currency',
    'totalQty',
    'amountExclTax',
    'taxAmount',
    'amountInclTax',
    'supplierConfirmStatus',
    'invoiceStatus',
    'invoicedAmount',
    'approveTime',
    'createTime',
  ],
  partnerField: 'partnerId',
  supplierView: { onlyWhen: 'published' },
  defaultSort: { column: 'periodFrom', order: 'desc' },
  docType: 'supplier_settle',
  workflow: documentWorkflow(),
  actions: {
    approve: {
      by: ['buyer', 'purchase_manager'],
      title: { zh: '发布', en: 'Publish' },
      confirm: { zh: '确定发布该对账单给供应商吗?', en: 'Publish this settlement to the supplier?' },
      notify: {
        to: 'partnerUsers',
        title: { zh: '对账单 {code} 已发布, 请确认', en: 'Settlement {code} published: please confirm' },
        openPage: SETTLE_PAGE,
      },
    },
    cancelApproval: { by: ['buyer', 'purchase_manager'] },
    cancel: { by: ['buyer', 'purchase_manager'] },
  },
  steps: {
    confirmSettle: {
      title: { zh: '确认对账', en: 'Confirm' },
      confirm: { zh: '确定确认该对账单吗?', en: 'Confirm this settlement?' },
      perm: null,
      side: 'supplier',
      by: ['supplier'],
      from: [{ docStatus: 'approved', fulfilStatus: 'unexecuted' }],
      input: 'none',
      notify: {
        to: 'creator',
        title: { zh: '供应商已确认对账单 {code}', en: 'The supplier confirmed settlement {code}' },
        openPage: SETTLE_PAGE,
      },
    },
    dispute: {
      title: { zh: '提出异议', en: 'Dispute' },
      perm: null,
      side: 'supplier',
      by: ['supplier'],
      from: [{ docStatus: 'approved', fulfilStatus: 'unexecuted' }],
      input: 'custom',
      notify: {
        to: 'creator',
        title: { zh: '供应商对对账单 {code} 提出异议', en: 'The supplier disputes settlement {code}' },
        openPage: SETTLE_PAGE,
      },
    },
    correctLine: {
      title: { zh: '修正明细', en: 'Correct line' },
      perm: 'edit',
      by: ['buyer', 'purchase_manager'],
      from: 'pending',
      input: 'custom',
    },
  },
  totals: {
    lineCount: { label: { zh: '行数', en: 'Lines' }, formula: count('lines'), display: 'int' },
    sumQty: { label: { zh: '数量合计', en: 'Quantity' }, formula: sum('lines', 'qty'), display: 'qty' },
  },
  // Built by generate: its lines change only through its actions (correct line).
  linesEditable: false,
});
