/** Supplier settlement and invoice application (domain.md 3.6, 3.11, 4.1 step 9): their refusals. */
export const settleErrorCatalogue = {
  'supplierSettle.periodInvalid': {
    zh: '对账期间无效: 开始日期晚于结束日期',
    en: 'The settlement period is invalid: it starts after it ends',
  },
  'supplierSettle.nothingToSettle': {
    zh: '该供应商在 {periodFrom} 至 {periodTo} 没有待对账的已检收货或退货',
    en: 'The supplier has no accepted receipt or return to settle from {periodFrom} to {periodTo}',
  },
  'supplierSettle.concurrentSettle': {
    zh: '这些收货数量刚被另一张对账单占用, 请刷新后重新生成',
    en: 'Another settlement has just taken these receipt quantities: refresh and generate again',
  },
  'supplierSettle.disputeOpen': {
    zh: '第 {lineNo} 行有供应商异议, 请先修正再发布',
    en: 'Line {lineNo} is disputed by the supplier: correct it before publishing',
  },
  'supplierSettle.lineNotFound': {
    zh: '明细 {lineId} 不属于该对账单',
    en: 'Line {lineId} is not a line of this settlement',
  },
  'supplierSettle.qtyOutOfRange': {
    zh: '第 {lineNo} 行的数量须在 0 与 {max} 之间',
    en: 'Line {lineNo}: the quantity must be between 0 and {max}',
  },
  'supplierSettle.alreadyAnswered': {
    zh: '供应商已答复该对账单',
    en: 'The supplier has already answered this settlement',
  },
  'supplierSettle.hasInvoices': {
    zh: '该对账单已有开票申请 {code}, 不能取消审核或作废',
    en: 'Invoice application {code} refers to this settlement: it cannot be withdrawn or cancelled',
  },
  'supplierSettle.noLines': { zh: '对账单没有明细', en: 'The settlement has no lines' },
  'invoiceApplication.settleNotConfirmed': {
    zh: '对账单 {code} 未发布或供应商未确认, 不能开票',
    en: 'Settlement {code} is not published and confirmed by the supplier: it cannot be invoiced',
  },
  'invoiceApplication.otherApplication': {
    zh: '对账单 {code} 已有开票申请 {other}',
    en: 'Settlement {code} already has invoice application {other}',
  },
  'invoiceApplication.noLines': { zh: '开票申请没有发票', en: 'The invoice application has no invoices' },
  'invoiceApplication.scanMissing': {
    zh: '第 {lineNo} 张发票没有上传扫描件',
    en: 'Invoice {lineNo} has no scan uploaded',
  },
  'invoiceApplication.invoiceTaken': {
    zh: '发票 {invoiceCode} {invoiceNo} 已在开票申请中登记过',
    en: 'Invoice {invoiceCode} {invoiceNo} is already filed on an invoice application',
  },
  'invoiceApplication.difference': {
    zh: '发票含税合计 {invoiced} 与对账单待开票金额 {expected} 相差 {difference}, 超过允许的 ±0.05',
    en: "The invoices' gross total {invoiced} differs from the settlement's amount to invoice {expected} by {difference} (allowed ±0.05)",
  },
  'invoiceApplication.alreadyVerified': {
    zh: '开票申请已校验, 不能退回',
    en: 'The invoice application is verified: it can no longer be rejected',
  },
  'invoicePayment.unknownDocument': {
    zh: 'SAP凭证 {sapDocNo} 没有对应的开票申请',
    en: 'No invoice application has SAP document {sapDocNo}',
  },
} as const;
