import type { LocalText } from '../i18n-text';

/** Sales orders and proforma invoices (domain.md 3.11): their refusals. */
export const salesErrorCatalogue = {
  'salesOrder.noLines': { zh: '销售订单没有明细', en: 'The sales order has no lines' },
  'salesOrder.lineQtyPositive': {
    zh: '第 {lineNo} 行的数量须大于0',
    en: 'Line {lineNo}: the quantity must be greater than 0',
  },
  'salesOrder.noStoreFacility': {
    zh: '店铺 {store} 没有默认仓库, 无法生成发货指令',
    en: 'The product store {store} has no default facility to create the delivery command at',
  },
  'salesOrder.sapAccepted': {
    zh: 'SAP已接受该订单（SAP销售订单 {eccSaleOrderId}），不能取消审核',
    en: 'SAP has accepted this order (SAP sales order {eccSaleOrderId}); its approval cannot be cancelled',
  },
  'salesOrder.alreadyApproved': {
    zh: '{sourceSystem} 订单 {sourceOrderNo} 已审核, 不能再次导入修改',
    en: '{sourceSystem} order {sourceOrderNo} is already approved and cannot be changed by a new import',
  },
  'salesOrder.importInvalid': {
    zh: '订单导入数据有误: {detail}',
    en: 'The order import is invalid: {detail}',
  },
  'salesOrder.unknownReference': {
    zh: '订单 {sourceOrderNo}: 找不到{what} {value}',
    en: 'Order {sourceOrderNo}: unknown {what} {value}',
  },
  'salesOrder.pushUnauthorized': {
    zh: '订单推送的集成令牌无效',
    en: 'The integration token of the order push is missing or wrong',
  },
  'salesOrder.pushDisabled': {
    zh: '未配置订单推送的集成令牌(SALES_PUSH_TOKEN), 推送接口关闭',
    en: 'No integration token is configured (SALES_PUSH_TOKEN): the order push is closed',
  },
  'proforma.noSource': {
    zh: '请选择一个销售订单或一个报价单',
    en: 'Choose one sales order or one offer',
  },
  'proforma.sourceNotApproved': {
    zh: '{code} 未审核, 不能生成形式发票',
    en: '{code} is not approved: no proforma invoice can be made from it',
  },
  'proforma.notApproved': {
    zh: '形式发票审核后才能打印',
    en: 'A proforma invoice prints once it is approved',
  },
  'proforma.templateMissing': {
    zh: '找不到形式发票打印模板 {code}',
    en: 'No proforma invoice print template {code}',
  },
} as const satisfies Record<string, LocalText>;
