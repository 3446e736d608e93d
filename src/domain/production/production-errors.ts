import type { LocalText } from '../i18n-text';

/**
 * Errors of production orders, material documents, report orders and transfer receives (domain.md 3.9),
 * merged into the server's error catalogue (src/domain/errors.ts). `{name}` marks a parameter.
 */
export const productionErrorCatalogue = {
  'mes.noComponents': {
    zh: '生产订单没有组件，且该成品没有BOM',
    en: 'The production order has no components and the product has no BOM',
  },
  'mes.plannedQtyPositive': { zh: '计划数量必须大于0', en: 'The planned quantity must be above 0' },
  'mes.noLines': { zh: '单据没有明细', en: 'The document has no lines' },
  'mes.orderNotOpen': {
    zh: '生产订单{code}未下达或已完成',
    en: 'Production order {code} is not released or is already finished',
  },
  'mes.componentNotInOrder': {
    zh: '第{lineNo}行不是该生产订单的组件',
    en: 'Line {lineNo} is not a component of the production order',
  },
  'mes.overIssue': {
    zh: '{product}：领料数量{wanted}超过可领数量{available}',
    en: '{product}: issue quantity {wanted} exceeds the quantity still to issue {available}',
  },
  'mes.overReturn': {
    zh: '{product}：退料数量{wanted}超过线边剩余数量{available}',
    en: '{product}: return quantity {wanted} exceeds the quantity at the line side {available}',
  },
  'mes.overConsume': {
    zh: '{product}：耗用数量{wanted}超过线边剩余数量{available}',
    en: '{product}: consumption {wanted} exceeds the quantity at the line side {available}',
  },
  'mes.lineSideNotReturned': {
    zh: '{product}在线边仍有{qty}未退料或耗用，不能强制完成',
    en: '{product}: {qty} is still at the line side; return or consume it before force finishing',
  },
  'mes.reportQtyPositive': {
    zh: '合格数量与报废数量之和必须大于0',
    en: 'Good and scrap quantities must add up to more than 0',
  },
  'mes.receiveNotPending': {
    zh: '转移接收单{code}已审核，不能取消报工审核',
    en: 'Transfer receive {code} was already approved; the report approval cannot be cancelled',
  },
  'mes.workCheckNotPending': {
    zh: '报工检验{code}已审核，不能取消报工审核',
    en: 'Work check {code} was already approved; the report approval cannot be cancelled',
  },
  'mes.notAWorkCheck': {
    zh: '该检验单是报工检验，请在报工检验页面处理',
    en: 'This inspection is a work check: act on it on the work check page',
  },
  'mes.workCheckDisposition': {
    zh: '不合格数量{qty}需要处置：报废、返工或让步接收',
    en: 'The unqualified quantity {qty} needs a disposition: scrap, rework or concession',
  },
  'mes.noDefectPosition': {
    zh: '仓库{facility}没有默认不良品或收货库位',
    en: 'Warehouse {facility} has no default defect or receiving position',
  },
  'mes.followUpNotPending': {
    zh: '后续单据{code}已处理，不能取消审核',
    en: 'Follow-up document {code} was already processed; the approval cannot be cancelled',
  },
  'mes.benchRefused': {
    zh: '测试台数据被拒绝，全部未保存：{detail}',
    en: 'Bench readings refused, none stored: {detail}',
  },
} as const satisfies Record<string, LocalText>;
