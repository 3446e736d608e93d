import type { LocalText } from '../i18n-text';

/** Purchasing and supplier collaboration (domain.md 3.6, 4.1): the purchase order's and the delivery note's refusals. */
export const srmErrorCatalogue = {
  'purchaseOrder.noItems': { zh: '采购订单没有明细', en: 'The purchase order has no items' },
  'purchaseOrder.itemQtyPositive': {
    zh: '第 {lineNo} 行的订购数量须大于0',
    en: 'Item {lineNo}: the ordered quantity must be greater than 0',
  },
  'purchaseOrder.itemNotFound': {
    zh: '采购订单明细 {lineId} 不属于该订单',
    en: 'Item {lineId} is not an item of this purchase order',
  },
  'purchaseOrder.itemTwice': {
    zh: '采购订单明细 {lineNo} 出现了两次',
    en: 'Item {lineNo} is given twice',
  },
  'purchaseOrder.itemNotOpen': {
    zh: '第 {lineNo} 行已完成或已关闭',
    en: 'Item {lineNo} is completed or closed',
  },
  'purchaseOrder.itemAwaitsBuyer': {
    zh: '第 {lineNo} 行已拒绝或申请变更，须等待采购答复',
    en: 'Item {lineNo} was rejected or a change was requested: the buyer answers first',
  },
  'purchaseOrder.itemNotAwaitingAnswer': {
    zh: '第 {lineNo} 行没有待答复的拒绝或变更申请',
    en: 'Item {lineNo} has no rejection or change request to answer',
  },
  'purchaseOrder.itemUnderWay': {
    zh: '第 {lineNo} 行已有在途或已收货数量，不能拒绝',
    en: 'Item {lineNo} has quantity in transit or received: it cannot be rejected',
  },
  'purchaseOrder.confirmedQtyRange': {
    zh: '第 {lineNo} 行的确认数量须大于0且不超过订购数量 {qty}',
    en: 'Item {lineNo}: the confirmed quantity must be greater than 0 and at most the ordered {qty}',
  },
  'purchaseOrder.promiseDateInvalid': {
    zh: '第 {lineNo} 行的承诺交期不是有效日期',
    en: 'Item {lineNo}: the promised date is not a valid date',
  },
  'purchaseOrder.qtyBelowDelivered': {
    zh: '第 {lineNo} 行的新数量不能小于已收货与在途数量之和 {min}',
    en: 'Item {lineNo}: the new quantity cannot be below the received and in-transit {min}',
  },
  'purchaseOrder.inTransit': {
    zh: '采购订单有在途的送货单，不能强制完成',
    en: 'A delivery note of this purchase order is in transit: it cannot be force-finished',
  },
  'deliveryNote.noLines': { zh: '送货单没有明细', en: 'The delivery note has no lines' },
  'deliveryNote.lineQtyPositive': {
    zh: '第 {lineNo} 行的送货数量须大于0',
    en: 'Line {lineNo}: the quantity must be greater than 0',
  },
  'deliveryNote.poItemNotOpen': {
    zh: '第 {lineNo} 行的采购订单明细不是该供应商已下达且未完成的明细',
    en: 'Line {lineNo}: the PO item is not an open item of a released order of this supplier',
  },
  'deliveryNote.itemNotConfirmed': {
    zh: '第 {lineNo} 行的采购订单明细尚未被确认',
    en: 'Line {lineNo}: the PO item is not confirmed',
  },
  'deliveryNote.facilityMismatch': {
    zh: '第 {lineNo} 行的采购订单明细的收货仓库与送货单不同',
    en: 'Line {lineNo}: the PO item ships to another facility than the delivery note',
  },
  'deliveryNote.productMismatch': {
    zh: '第 {lineNo} 行的物料与采购订单明细不同',
    en: "Line {lineNo}: the product is not the PO item's",
  },
  'deliveryNote.overOpenQty': {
    zh: '第 {lineNo} 行的送货数量超过采购订单明细的未交数量 {open}',
    en: 'Line {lineNo}: the quantity exceeds the open quantity {open} of the PO item',
  },
  'receipt.deliveryNoteNotOpen': {
    zh: '送货单 {code} 未发货或已完成，不能收货',
    en: 'Delivery note {code} is not shipped or is already finished: it cannot be received',
  },
  'receipt.deliveryNoteMismatch': {
    zh: '收货单的供应商或仓库与送货单 {code} 不同',
    en: 'The supplier or facility of the receipt is not that of delivery note {code}',
  },
  'receipt.lineNotOnDeliveryNote': {
    zh: '第 {lineNo} 行不是送货单 {code} 的明细或物料不同',
    en: 'Line {lineNo} is not a line of delivery note {code} or its product differs',
  },
  'receipt.overTolerance': {
    zh: '第 {lineNo} 行超出采购订单允许的超收量，最多可收 {max}，多余部分须退回',
    en: 'Line {lineNo} exceeds the over-receipt tolerance of the PO item: at most {max} can be received, the excess goes back',
  },
  'deliveryNote.packagesMismatch': {
    zh: '第 {lineNo} 行的包数 {packageCount} 与每包数量 {packageQty} 装不下或多于送货数量 {qty}',
    en: 'Line {lineNo}: {packageCount} packages of {packageQty} do not hold exactly the quantity {qty}',
  },
  'deliveryNote.tooManyLabels': {
    zh: '送货单的标签数 {count} 超过上限 {max}',
    en: 'The delivery note would print {count} labels, more than the limit of {max}',
  },
  'label.noneSelected': { zh: '请选择要打印的标签', en: 'Select the labels to print' },
  'label.tooMany': {
    zh: '一次最多打印 {max} 张标签',
    en: 'At most {max} labels are printed at once',
  },
  'label.templateMissing': {
    zh: '标签打印模板 {code} 不存在',
    en: 'The label print template {code} does not exist',
  },
  'scan.unknownCode': {
    zh: '未找到条码 {code} 对应的送货单或标签',
    en: 'No delivery note or label has the code {code}',
  },
  'scan.labelVoided': {
    zh: '标签 {labelNo} 已作废，不能收货',
    en: 'Label {labelNo} is voided: it cannot be received',
  },
  'scan.labelTwice': {
    zh: '标签 {labelNo} 已扫描过，不能重复收货',
    en: 'Label {labelNo} was already scanned: it is received once',
  },
  'scan.labelOtherNote': {
    zh: '标签 {labelNo} 属于送货单 {other}，不属于本收货单的送货单 {code}',
    en: "Label {labelNo} belongs to delivery note {other}, not to this receipt's delivery note {code}",
  },
  'scan.receiptWithoutNote': {
    zh: '请先扫描送货单，再扫描标签',
    en: 'Scan the delivery note first, then its labels',
  },
  'scorecard.badRange': {
    zh: '起始月份 {from} 晚于截止月份 {to}',
    en: 'The first month {from} is after the last month {to}',
  },
  'scorecard.rangeTooLong': {
    zh: '一次最多查询 {max} 个月',
    en: 'At most {max} months at a time',
  },
  'supplierWorkbench.suppliersOnly': {
    zh: '供应商工作台仅供供应商用户使用',
    en: 'The supplier workbench is for supplier users',
  },
} as const satisfies Record<string, LocalText>;
