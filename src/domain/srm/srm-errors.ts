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
  'deliveryNote.serialCount': {
    zh: '第 {lineNo} 行的物料按序列号管理：{qty} 件须逐件填写 {qty} 个序列号，现有 {count} 个',
    en: 'Line {lineNo}: the product is serial-tracked: {qty} units need {qty} serial numbers, {count} given',
  },
  'deliveryNote.serialTwice': {
    zh: '第 {lineNo} 行的序列号 {serial} 填写了两次',
    en: 'Line {lineNo}: serial number {serial} is given twice',
  },
  'deliveryNote.serialInvalid': {
    zh: '第 {lineNo} 行的序列号 {serial} 无效（最多64个字符，不能含“|”）',
    en: 'Line {lineNo}: serial number {serial} is not valid (at most 64 characters, no "|")',
  },
  'deliveryNote.serialNotTracked': {
    zh: '第 {lineNo} 行的物料不按序列号管理，请勿填写序列号',
    en: 'Line {lineNo}: the product is not serial-tracked: leave the serial numbers empty',
  },
  'deliveryNote.serialKnown': {
    zh: '第 {lineNo} 行的序列号 {serial} 已在途或已入库',
    en: 'Line {lineNo}: serial number {serial} is already in transit or in stock',
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
  'etl.formatError': {
    zh: 'SAP文件格式错误, 未导入任何内容: {detail}',
    en: 'SAP file malformed, nothing imported: {detail}',
  },
  'etl.importFailed': { zh: 'SAP导入失败: {detail}', en: 'SAP import failed: {detail}' },
  'etl.unknownSupplier': {
    zh: '供应商 {code} 在业务伙伴中不存在',
    en: 'Supplier {code} is not a business partner',
  },
  'etl.unknownMaterial': {
    zh: '行 {itemNo}: 物料 {code} 不存在',
    en: 'Item {itemNo}: material {code} is not a product',
  },
  'etl.unknownPlant': {
    zh: '行 {itemNo}: 工厂 {code} 没有对应的仓库',
    en: 'Item {itemNo}: plant {code} is no facility',
  },
  'etl.noDeliveryDate': {
    zh: '行 {itemNo}: 没有交货日期 (E1EDP20-EDATU)',
    en: 'Item {itemNo}: no delivery date (E1EDP20-EDATU)',
  },
  'etl.supplierChanged': {
    zh: '采购订单 {code} 的供应商不能由 SAP 变更',
    en: 'The supplier of purchase order {code} cannot change in SAP',
  },
  'etl.orderErrors': {
    zh: '采购订单有错误的行, 未发布',
    en: 'The order has items in error: not published',
  },
  'etl.closeInTransit': {
    zh: '行 {itemNo}: 有在途送货单, 不能关闭 (SAP 删除或交货完成)',
    en: 'Item {itemNo}: a delivery note is in transit, the line cannot be closed (SAP deletion or delivery completed)',
  },
  'etl.itemsInError': {
    zh: '{count} 行未能处理: {first}',
    en: '{count} items could not be processed: {first}',
  },
  'etl.orderCancelled': {
    zh: '采购订单 {code} 已取消, 不再处理 SAP 变更',
    en: 'Purchase order {code} is cancelled: SAP changes are not applied',
  },
  'etl.deletedBeforePublish': {
    zh: '在发布前已在 SAP 删除',
    en: 'Deleted in SAP before it was published',
  },
  'etl.importRunning': {
    zh: 'SAP导入正在运行, 请稍后',
    en: 'An SAP import is running: try again shortly',
  },
  'deliveryPlan.noLines': { zh: '送货计划没有明细', en: 'The delivery plan has no lines' },
  'deliveryPlan.lineQtyPositive': {
    zh: '第 {lineNo} 行的计划数量须大于0',
    en: 'Line {lineNo}: the planned quantity must be greater than 0',
  },
  'deliveryPlan.poItemNotOpen': {
    zh: '第 {lineNo} 行的采购订单明细不是该供应商已下达且未完成的明细',
    en: 'Line {lineNo}: the PO item is not an open item of a released order of this supplier',
  },
  'deliveryPlan.itemNotConfirmed': {
    zh: '第 {lineNo} 行的采购订单明细尚未被确认',
    en: 'Line {lineNo}: the PO item is not confirmed',
  },
  'deliveryPlan.facilityMismatch': {
    zh: '第 {lineNo} 行的采购订单明细的收货仓库与送货计划不同',
    en: 'Line {lineNo}: the PO item ships to another facility than the delivery plan',
  },
  'deliveryPlan.productMismatch': {
    zh: '第 {lineNo} 行的物料与采购订单明细不同',
    en: "Line {lineNo}: the product is not the PO item's",
  },
  'deliveryPlan.overOpenQty': {
    zh: '第 {lineNo} 行的计划数量超过采购订单明细的可计划数量 {open}',
    en: 'Line {lineNo}: the planned quantity exceeds the quantity {open} of the PO item still to plan',
  },
  'deliveryPlan.dateOutsidePeriod': {
    zh: '第 {lineNo} 行的计划日期不在计划期间内',
    en: "Line {lineNo}: the planned date is outside the plan's period",
  },
  'deliveryPlan.periodInvalid': {
    zh: '计划期间的开始日期晚于结束日期',
    en: 'The plan period starts after it ends',
  },
  'deliveryPlan.alreadyConfirmed': {
    zh: '送货计划已被采购确认',
    en: 'The delivery plan is already confirmed by the buyer',
  },
  'deliveryPlan.lineNotOnPlan': {
    zh: '第 {lineNo} 行引用的送货计划明细不是该供应商已确认或已提交计划中同一采购订单明细的计划',
    en: 'Line {lineNo}: the delivery plan line is not a submitted plan line of the same PO item of this supplier',
  },
  'deliveryNote.notOutsourcingOrder': {
    zh: '第 {lineNo} 行的委外订单不是该供应商已审核且未完成、成品为该物料的委外订单',
    en: 'Line {lineNo}: the outsourcing order is not an approved, open order of this supplier for the product',
  },
  'outsourcing.noComponents': { zh: '委外订单没有组件', en: 'The outsourcing order has no components' },
  'outsourcing.qtyPositive': {
    zh: '委外数量须大于0',
    en: 'The outsourcing quantity must be greater than 0',
  },
  'outsourcing.componentQtyPositive': {
    zh: '第 {lineNo} 行组件的单位用量须大于0',
    en: 'Component {lineNo}: the quantity per unit must be greater than 0',
  },
  'outsourcing.noSubcontractFacility': {
    zh: '委外订单没有委外仓, 且该委外商没有委外仓',
    en: 'The outsourcing order names no subcontractor facility and the subcontractor has none',
  },
  'outsourcing.noIssueFacility': {
    zh: '委外订单没有发料仓库',
    en: 'The outsourcing order names no facility to issue the components from',
  },
  'outsourcing.alreadyConfirmed': {
    zh: '委外订单已被委外商确认',
    en: 'The outsourcing order is already confirmed by the subcontractor',
  },
  'outsourcing.issueUnderWay': {
    zh: '委外发料指令已开始执行, 不能取消审核',
    en: 'The subcontract issue is already being executed: the approval cannot be cancelled',
  },
  'outsourcing.componentsOutstanding': {
    zh: '组件 {productCode} 尚有 {qty} 留在委外商处, 须先退回或盘亏核销',
    en: 'Component {productCode}: {qty} is still at the subcontractor; return it or write it off first',
  },
  'outsourcing.overReceipt': {
    zh: '收货数量 {qty} 超过委外订单的未收数量 {open}',
    en: 'The received quantity {qty} exceeds the open quantity {open} of the outsourcing order',
  },
  'outsourcing.notOpen': {
    zh: '委外订单 {code} 不是已审核且未完成的订单',
    en: 'Outsourcing order {code} is not approved and open',
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
