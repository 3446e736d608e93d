import { defineDocument } from '../document/define-document';
import { count, sum } from '../document/document-totals';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
const PAGE = '/srm/invoice-application';

/**
 * `srm_invoice_application_line` (domain.md 3.6): one invoice of the application with its scan. The tax
 * and the gross amount are computed from the net amount and the rate (per line, src/domain/money.ts)
 * when the application is saved. `file_id` keeps the stored path of the scan uploaded through
 * `/sys/common/upload` (readable by the supplier's own users and the company: file-access.ts). An invoice
 * (code + number) is filed once per tenant.
 */
export const invoiceApplicationLine = defineEntity({
  name: 'invoiceApplicationLine',
  table: 'srm_invoice_application_line',
  permission: menuPermission('srm.invoiceApplication'),
  basePath: '/srm/invoiceApplicationLine',
  label: { zh: '发票明细', en: 'Invoice' },
  kind: 'line',
  fields: {
    invoiceApplicationId: field.ref('invoiceApplication', {
      label: { zh: '开票申请', en: 'Invoice application' },
      required: true,
    }),
    invoiceCode: field.str(16, { label: { zh: '发票代码', en: 'Invoice code' }, required: true }),
    invoiceNo: field.str(32, { label: { zh: '发票号码', en: 'Invoice no' }, required: true }),
    invoiceDate: field.date({ label: { zh: '开票日期', en: 'Invoice date' }, required: true }),
    amountExclTax: field.amount({ label: { zh: '不含税金额', en: 'Net amount' }, required: true }),
    taxRate: field.pct({ label: { zh: '税率(%)', en: 'Tax rate (%)' }, default: 13, min: 0, maxValue: 100 }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server, default: 0 }),
    amountInclTax: field.amount({ label: { zh: '含税金额', en: 'Gross amount' }, ...server, default: 0 }),
    fileId: field.str(255, { label: { zh: '发票扫描件', en: 'Invoice scan' } }),
  },
  uniqueTogether: [['invoiceCode', 'invoiceNo']],
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `srm_invoice_application` (domain.md 3.6, 4.1 step 9): the supplier's invoices for one confirmed
 * settlement. The supplier creates and edits it (pending) and submits it (approve); finance *verifies* it
 * (the invoices' gross total within ±0.05 of what the settlement still has to invoice, then SAP invoice
 * verification is queued) or rejects it (cancel approval with a remark: back to the supplier). SAP's answer
 * stores the MIRO number; the payment status comes back from SAP (docs/integrations.md).
 * Effects: server/modules/settle/invoice-application-effects.ts.
 */
export const invoiceApplication = defineDocument({
  name: 'invoiceApplication',
  table: 'srm_invoice_application',
  permission: menuPermission('srm.invoiceApplication'),
  label: { zh: '开票申请', en: 'Invoice application' },
  fields: {
    code: field.code({ label: { zh: '申请单号', en: 'Application no' }, rule: 'IA' }),
    fulfilStatus: fulfilStatusField(),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      query: 'eq',
    }),
    supplierSettleId: field.ref('supplierSettle', {
      label: { zh: '供应商对账', en: 'Supplier settlement' },
      required: true,
      query: 'eq',
    }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    invoiceType: field.dict('invoice_type', {
      label: { zh: '发票类型', en: 'Invoice type' },
      default: 'vat_special',
      required: true,
      query: 'eq',
    }),
    amountExclTax: field.amount({ label: { zh: '不含税金额', en: 'Net amount' }, ...server, default: 0 }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server, default: 0 }),
    amountInclTax: field.amount({ label: { zh: '含税金额', en: 'Gross amount' }, ...server, default: 0 }),
    differenceAmount: field.amount({ label: { zh: '差异金额', en: 'Difference' }, ...server, default: 0 }),
    verifyStatus: field.dict('verify_status', {
      label: { zh: '校验状态', en: 'Verification' },
      default: 'unverified',
      ...server,
      query: 'eq',
    }),
    verifyBy: field.str(32, { label: { zh: '校验人', en: 'Verified by' }, ...server, list: false }),
    verifyTime: field.datetime({ label: { zh: '校验时间', en: 'Verified at' }, ...server }),
    verifyRemark: field.str(500, { label: { zh: '校验意见', en: 'Verification remark' }, ...server }),
    paymentStatus: field.dict('payment_status', {
      label: { zh: '付款状态', en: 'Payment' },
      default: 'unpaid',
      ...server,
      query: 'eq',
    }),
    sapDocNo: field.str(16, { label: { zh: 'SAP凭证号', en: 'SAP document no' }, ...server, query: 'eq' }),
    sapStatus: field.dict('sync_status', { label: { zh: 'SAP状态', en: 'SAP status' }, ...server }),
  },
  lines: {
    lines: {
      entity: invoiceApplicationLine,
      foreignKey: 'invoiceApplicationId',
      label: { zh: '发票', en: 'Invoices' },
    },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'partnerId',
    'supplierSettleId',
    'invoiceType',
    'amountExclTax',
    'taxAmount',
    'amountInclTax',
    'differenceAmount',
    'verifyStatus',
    'paymentStatus',
    'sapDocNo',
    'sapStatus',
    'createTime',
  ],
  partnerField: 'partnerId',
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'invoice_application',
  workflow: documentWorkflow(),
  actions: {
    approve: {
      by: ['supplier'],
      side: 'supplier',
      title: { zh: '提交', en: 'Submit' },
      confirm: { zh: '确定提交该开票申请吗?', en: 'Submit this invoice application?' },
      notify: {
        to: { role: 'finance' },
        title: {
          zh: '开票申请 {code} 已提交, 待校验',
          en: 'Invoice application {code} submitted: to verify',
        },
        openPage: PAGE,
      },
    },
    cancelApproval: {
      by: ['finance'],
      title: { zh: '退回', en: 'Reject' },
      confirm: { zh: '确定退回该开票申请吗?', en: 'Reject this invoice application?' },
      remark: 'required',
      input: 'remark',
      notify: {
        to: 'partnerUsers',
        title: { zh: '开票申请 {code} 被退回', en: 'Invoice application {code} rejected' },
        openPage: PAGE,
      },
    },
    cancel: { by: ['supplier'], side: 'supplier' },
  },
  steps: {
    verify: {
      title: { zh: '校验', en: 'Verify' },
      confirm: { zh: '确定校验通过该开票申请吗?', en: 'Verify this invoice application?' },
      perm: 'verify',
      by: ['finance'],
      from: [{ docStatus: 'approved', fulfilStatus: 'unexecuted' }],
      input: 'none',
      notify: {
        to: 'partnerUsers',
        title: { zh: '开票申请 {code} 已校验', en: 'Invoice application {code} verified' },
        openPage: PAGE,
      },
    },
  },
  totals: {
    lineCount: { label: { zh: '发票张数', en: 'Invoices' }, formula: count('lines'), display: 'int' },
    totalNet: {
      label: { zh: '不含税合计', en: 'Net total' },
      formula: sum('lines', 'amountExclTax'),
      display: 'amount',
    },
  },
});
