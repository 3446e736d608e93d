import type { LocalText } from '../i18n-text';

/**
 * The document-number fill rules of domain.md 0.4: `PREFIX + yyMMdd + daily sequence per tenant`.
 * The rule code is the prefix, so a descriptor says `code: field.code({ rule: 'DN' })`.
 * Purchase orders and production orders keep the SAP number and have no rule.
 */
export interface DocumentNumberRule {
  code: string;
  name: LocalText;
  /** Width of the daily sequence (labels use 6). */
  digits: number;
}

const rule = (code: string, zh: string, en: string, digits = 4): DocumentNumberRule => ({
  code,
  name: { zh, en },
  digits,
});

export const documentNumberRules: readonly DocumentNumberRule[] = [
  rule('DP', '送货计划', 'Delivery plan'),
  rule('DN', '送货单', 'Delivery note'),
  rule('LB', '标签', 'Label', 6),
  rule('RC', '收货单', 'Receipt'),
  rule('QI', '检验单', 'Quality inspection'),
  rule('RT', '退供应商单', 'Return to supplier'),
  rule('OS', '委外单', 'Outsourcing order'),
  rule('ST', '供应商结算', 'Supplier settlement'),
  rule('IA', '开票申请', 'Invoice application'),
  rule('SP', 'FSM备件申请', 'FSM spare-part request'),
  rule('RV', '收货指令', 'Receive command'),
  rule('DL', '发货指令', 'Delivery command'),
  rule('TF', '调拨指令', 'Transfer command'),
  rule('SC', '报废指令', 'Scrap command'),
  rule('RP', '补货指令', 'Replenish command'),
  rule('RM', '退换货指令', 'RMA command'),
  rule('BR', '借用指令', 'Borrow command'),
  rule('SR', '服务收货指令', 'Service receive command'),
  rule('SD', '服务发货指令', 'Service delivery command'),
  rule('EC', 'ECN工单', 'ECN work order'),
  rule('CI', '盘点单', 'Check inventory'),
  rule('PL', '拣货单', 'Picklist'),
  rule('BL', '账单', 'Billing list'),
  rule('PK', '装箱任务', 'Packing task'),
  rule('MI', '领料单', 'Material issue'),
  rule('MR', '退料单', 'Material return'),
  rule('MC', '耗用单', 'Material consume'),
  rule('RO', '报工单', 'Report order'),
  rule('TR', '转移接收单', 'Transfer receive'),
  rule('OF', '报价单', 'Offer'),
  rule('PI', '形式发票', 'Proforma invoice'),
  rule('CM', '贷项申请', 'CM apply'),
  rule('SS', '服务结算', 'Service settle'),
  rule('SO', '销售订单', 'Sales order'),
];
