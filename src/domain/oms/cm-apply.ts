import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import { documentTotals, lineAmount, taxOf } from '../money';

const server = { system: true, form: false } as const;

/** `oms_cm_apply_line` (domain.md 3.11): a credited quantity at a unit price difference, taxed per line. */
export const cmApplyLine = defineEntity({
  name: 'cmApplyLine',
  table: 'oms_cm_apply_line',
  permission: menuPermission('oms.cmApply'),
  label: { zh: '贷项申请明细', en: 'CM apply line' },
  kind: 'line',
  fields: {
    cmApplyId: field.ref('cmApply', { label: { zh: '贷项申请', en: 'CM apply' }, required: true }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    unitPriceDiff: field.price({
      label: { zh: '单价差额', en: 'Unit price difference' },
      required: true,
      min: 0,
    }),
    taxRate: field.pct({ label: { zh: '税率', en: 'Tax rate' }, default: 1300, min: 0 }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `oms_cm_apply` (domain.md 3.11): a credit memo request for a customer's billed sales order. Approved in
 * two steps, the sales manager then finance (the engine's multi-step approval); the final approval queues
 * the SAP credit memo request (`credit_memo`), whose answer stores SAP's number and status here.
 * `salesOrderId` is the sales order (oms_sales_order, of any source system) it credits. Effects:
 * server/modules/oms/cm-apply-effects.ts.
 */
export const cmApply = defineDocument({
  name: 'cmApply',
  table: 'oms_cm_apply',
  permission: menuPermission('oms.cmApply'),
  label: { zh: '贷项申请', en: 'CM apply' },
  fields: {
    code: field.code({ label: { zh: '申请单号', en: 'Request no' }, rule: 'CM' }),
    fulfilStatus: fulfilStatusField(),
    customerId: field.ref('businessPartner', {
      label: { zh: '客户', en: 'Customer' },
      required: true,
      query: 'eq',
    }),
    // Any sales order (BOS, e-shop or CRM): the bosOrder descriptor reads the whole table, as the
    // proforma's reference does (docs/decisions.md "The cm apply's sales order").
    salesOrderId: field.ref('bosOrder', { label: { zh: '销售订单', en: 'Sales order' }, list: false }),
    eccSaleOrderId: field.str(32, { label: { zh: 'SAP销售订单号', en: 'SAP sales order' }, query: 'eq' }),
    eccBillingNo: field.str(32, { label: { zh: 'SAP发票号', en: 'SAP billing no' }, query: 'eq' }),
    cmReason: field.dict('cm_reason', {
      label: { zh: '贷项原因', en: 'Reason' },
      required: true,
      query: 'eq',
    }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    amount: field.amount({ label: { zh: '金额(不含税)', en: 'Amount excl. tax' }, ...server }),
    taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server }),
    amountInclTax: field.amount({ label: { zh: '价税合计', en: 'Amount incl. tax' }, ...server }),
    approvalStep: field.int({
      label: { zh: '已审步骤', en: 'Steps approved' },
      default: 0,
      ...server,
      query: 'eq',
    }),
    salesApproveBy: field.str(64, {
      label: { zh: '销售经理审核人', en: 'Sales manager approval' },
      ...server,
    }),
    salesApproveTime: field.datetime({
      label: { zh: '销售经理审核时间', en: 'Sales manager approved at' },
      ...server,
      list: false,
    }),
    refuseRemark: field.str(500, { label: { zh: '驳回原因', en: 'Refusal remark' }, ...server }),
    sapStatus: field.dict('sync_status', {
      label: { zh: 'SAP状态', en: 'SAP status' },
      ...server,
      query: 'eq',
    }),
    sapDocNo: field.str(16, {
      label: { zh: 'SAP贷项单号', en: 'SAP credit memo no' },
      ...server,
      query: 'eq',
    }),
  },
  lines: {
    lines: { entity: cmApplyLine, foreignKey: 'cmApplyId', label: { zh: '明细', en: 'Lines' } },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'cm_apply',
  // Once finance approved, the request is SAP's: no cancel approval.
  workflow: documentWorkflow({ without: ['cancelApproval'] }),
  actions: {
    cancel: { by: ['sales', 'sales_manager'] },
  },
  approval: {
    stepField: 'approvalStep',
    refuseRemarkField: 'refuseRemark',
    steps: [
      {
        key: 'sales',
        title: { zh: '销售经理审核', en: 'Sales manager approval' },
        perm: 'approve',
        by: ['sales_manager'],
        stampBy: 'salesApproveBy',
        stampTime: 'salesApproveTime',
      },
      {
        key: 'finance',
        title: { zh: '财务审核', en: 'Finance approval' },
        perm: 'approveFinance',
        by: ['finance'],
      },
    ],
  },
});

/** A credit memo line as priced: scaled quantity (3 places), price difference (6), tax rate (pct units). */
export interface CmLineInput {
  qty: number;
  unitPriceDiff: number;
  taxRate: number;
}

/**
 * A credit memo's money (docs/decisions.md "Exact money"): each line's amount is qty × unit price
 * difference rounded once to the cent, its tax rounded per line; the header's amounts are the sums.
 */
export function priceCmLines(lines: readonly CmLineInput[]) {
  const priced = lines.map((line) => {
    const amount = lineAmount(line.qty, line.unitPriceDiff);
    return { amount, taxAmount: taxOf(amount, line.taxRate) };
  });
  const totals = documentTotals(priced);
  return {
    lines: priced,
    amount: totals.amountExclTax,
    taxAmount: totals.taxAmount,
    amountInclTax: totals.amountInclTax,
  };
}
