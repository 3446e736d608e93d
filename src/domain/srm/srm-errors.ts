import type { LocalText } from '../i18n-text';

/** Purchasing and supplier collaboration (domain.md 3.6, 4.1): the purchase order's own refusals. */
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
} as const satisfies Record<string, LocalText>;
