import type { LocalText } from '../i18n-text';

/**
 * Errors of the inventory ledger, the movement commands and stock counts (domain.md 2, 3.4), merged into
 * the server's error catalogue (src/domain/errors.ts). `{name}` marks a parameter. Codes prefixed
 * `inventory.db.` are the refusals of the database's own constraints and triggers (the last line of
 * defence under the posting service, domain.md 2.4): the service refuses first with a clearer text.
 */
export const warehouseErrorCatalogue = {
  'inventory.insufficient': {
    zh: '{product}库存不足：需要{wanted}，可用{usable}',
    en: 'Not enough stock of {product}: wanted {wanted}, usable {usable}',
  },
  'inventory.reservedShortage': {
    zh: '{product}的库存已被单据占用（{documents}），请先取消审核或强制完成这些单据',
    en: 'Stock of {product} is reserved by {documents}; cancel their approval or force finish them first',
  },
  'inventory.reservedByOther': {
    zh: '{product}在该库位/批次上的库存已被其他单据占用',
    en: 'The stock of {product} on that position and batch is reserved by another document',
  },
  'inventory.serialOverOne': {
    zh: '序列号{batchNo}的在库数量不能超过1',
    en: 'Serial number {batchNo} cannot have more than one unit on hand',
  },
  'inventory.serialQtyOne': {
    zh: '序列号管理的物料{product}每个序列号数量只能为1',
    en: 'Product {product} is serial-tracked: each serial number has quantity 1',
  },
  'inventory.batchRequired': {
    zh: '物料{product}需要批次号或序列号',
    en: 'Product {product} needs a batch or serial number',
  },
  'inventory.batchUnknown': {
    zh: '批次/序列号{batchNo}不存在',
    en: 'Batch or serial number {batchNo} does not exist',
  },
  'inventory.positionNotInFacility': {
    zh: '库位不属于仓库{facility}',
    en: 'The position does not belong to facility {facility}',
  },
  'inventory.facilityUnknown': { zh: '仓库不存在或已停用', en: 'The facility does not exist or is disabled' },
  'inventory.productUnknown': { zh: '物料不存在或已停用', en: 'The product does not exist or is disabled' },
  'inventory.transitMissing': {
    zh: '未找到在途仓，请先建立在途仓',
    en: 'No transit facility exists; create one first',
  },
  'inventory.db.negativeOnhand': {
    zh: '库存不能为负数（数据库约束）',
    en: 'On-hand stock cannot go below zero (database constraint)',
  },
  'inventory.db.promiseOverOnhand': {
    zh: '占用数量不能超过库存数量（数据库约束）',
    en: 'The reserved quantity cannot exceed the stock on hand (database constraint)',
  },
  'inventory.db.ledgerAppendOnly': {
    zh: '库存流水只能追加，不能修改或删除',
    en: 'The stock ledger is append-only: rows cannot be changed or removed',
  },
  'inventory.db.onhandOutsideLedger': {
    zh: '库存数量只能通过库存流水变更',
    en: 'On-hand stock changes only through ledger postings',
  },
  'inventory.db.promiseOutsideReservations': {
    zh: '占用数量必须等于有效占用明细之和',
    en: 'The reserved quantity must equal the open reservations',
  },
  'inventory.db.ledgerChainBroken': {
    zh: '库存流水与库存余额不一致',
    en: 'The ledger row does not continue the balance it posts to',
  },
  'inventory.db.serialOverOne': {
    zh: '序列号的在库数量不能超过1（数据库约束）',
    en: 'A serial number cannot have more than one unit on hand (database constraint)',
  },
  'inventory.db.lineQuantities': {
    zh: '单据行数量不一致：已执行数量超过计划数量（数据库约束）',
    en: 'Line quantities are inconsistent: more executed than planned (database constraint)',
  },
  'inventory.db.reservationInvalid': {
    zh: '库存占用明细不一致（数据库约束）',
    en: 'The reservation is inconsistent (database constraint)',
  },
  'inventory.db.balanceKeyFixed': {
    zh: '库存余额的物料、仓库、库位、批次不能修改',
    en: 'The product, facility, position and batch of a balance row cannot change',
  },
  'doc.stateChanged': {
    zh: '单据已被他人修改，请刷新后重试',
    en: 'The document was changed by someone else, refresh',
  },
  'doc.requestIdRequired': {
    zh: '缺少请求号requestId',
    en: 'The requestId is missing',
  },
  'doc.notFound': { zh: '单据不存在', en: 'The document does not exist' },
  'doc.requestIdReused': {
    zh: '请求号{requestId}已用于其他操作',
    en: 'The requestId {requestId} was already used for another action',
  },
  'doc.segregationOfDuties': {
    zh: '单据创建人不能审核自己的单据',
    en: 'The creator of this document may not approve it',
  },
  'command.noLines': { zh: '单据没有明细行', en: 'The document has no lines' },
  'command.lineQtyPositive': {
    zh: '第{lineNo}行：数量必须大于0',
    en: 'Line {lineNo}: the quantity must be greater than 0',
  },
  'command.overIssue': {
    zh: '第{lineNo}行 {product}：出库数量{wanted}超过未出库数量{open}',
    en: 'Line {lineNo} {product}: outbound quantity {wanted} exceeds the open quantity {open}',
  },
  'command.overReceipt': {
    zh: '第{lineNo}行 {product}：入库数量{wanted}超过未入库数量{open}',
    en: 'Line {lineNo} {product}: inbound quantity {wanted} exceeds the open quantity {open}',
  },
  'command.lineNotInDocument': {
    zh: '明细行{lineId}不属于该单据',
    en: 'Line {lineId} does not belong to this document',
  },
  'command.noQuantities': {
    zh: '请至少填写一行大于0的数量',
    en: 'Enter a quantity greater than 0 on at least one line',
  },
  'command.legNotOpen': {
    zh: '该单据没有可执行的{leg}',
    en: 'This document has no open {leg} leg',
  },
  'command.movementTypeNotAllowed': {
    zh: '移动类型{movementType}不能用于{commandType}',
    en: 'Movement type {movementType} cannot be used on a {commandType} command',
  },
  'command.costCenterRequired': {
    zh: '移动类型{movementType}需要填写成本中心',
    en: 'Movement type {movementType} needs a cost center',
  },
  'command.saleOrderRequired': {
    zh: '销售发货需要填写电商或ECC销售订单号',
    en: 'A sales delivery needs an eshop or ECC sale order id',
  },
  'command.consumeTargetRequired': {
    zh: '借转耗需要填写FSM活动ID或成本中心',
    en: 'Borrow to consume needs an FSM activity id or a cost center',
  },
  'command.outFacilityRequired': { zh: '请选择出库仓库', en: 'Choose the out facility' },
  'command.inFacilityRequired': { zh: '请选择入库仓库', en: 'Choose the in facility' },
  'command.refCommandRequired': {
    zh: '请选择原借用单',
    en: 'Choose the original borrow command',
  },
  'command.refLineRequired': {
    zh: '第{lineNo}行必须引用原借用单的明细行',
    en: 'Line {lineNo} must refer to a line of the original borrow',
  },
  'command.refLineOverReturn': {
    zh: '第{lineNo}行：归还/耗用数量{wanted}超过原单未归还数量{open}',
    en: 'Line {lineNo}: quantity {wanted} exceeds what is still out on the original line ({open})',
  },
  'picklist.nothingToPick': {
    zh: '所选指令在该仓库没有待拣货的占用库存',
    en: 'The chosen commands have no reserved stock to pick in this facility',
  },
  'billing.nothingToBill': {
    zh: '该客户在此期间没有待开票的发货',
    en: 'Nothing delivered to this customer in the period is waiting to be billed',
  },
  'movementType.system': {
    zh: '系统内置的移动类型{code}不能删除',
    en: 'The built-in movement type {code} cannot be deleted',
  },
  'stockCount.emptyScope': {
    zh: '盘点范围内没有库存记录',
    en: 'No balance rows are in the scope of this count',
  },
  'stockCount.lineNotPending': {
    zh: '第{lineNo}行没有待处理的差异',
    en: 'Line {lineNo} has no pending difference',
  },
  'stockCount.notCounted': {
    zh: '第{lineNo}行尚未录入盘点数量',
    en: 'Line {lineNo} has not been counted yet',
  },
  'stockCount.counterMayNotAdjust': {
    zh: '盘点人不能调整自己盘点的差异',
    en: 'The counter may not adjust the differences he counted',
  },
} as const satisfies Record<string, LocalText>;

export type WarehouseErrorCode = keyof typeof warehouseErrorCatalogue;
