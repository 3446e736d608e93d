import type { LocalText } from '../i18n-text';

/** Offer and pricing (domain.md 3.10): the refusals of prices, rates, sale BOMs and material costs. */
export const offerErrorCatalogue = {
  'rawMaterial.priceRange': {
    zh: '价格 {validFrom} 的失效日期 {validTo} 早于生效日期',
    en: 'The price from {validFrom} ends on {validTo}, before it starts',
  },
  'rawMaterial.priceOverlap': {
    zh: '价格有效期 {validFrom} ~ {validTo} 与已有价格 {otherFrom} ~ {otherTo} 重叠',
    en: 'The price valid {validFrom} to {validTo} overlaps the price valid {otherFrom} to {otherTo}',
  },
  'exchangeRate.samePair': {
    zh: '原币与目标币不能相同（{currency}）',
    en: 'The from and to currencies must differ ({currency})',
  },
  'exchangeRate.notPositive': { zh: '汇率须大于0', en: 'The rate must be greater than 0' },
  'exchangeRate.range': {
    zh: '失效日期 {validTo} 早于生效日期 {validFrom}',
    en: 'Valid to {validTo} is before valid from {validFrom}',
  },
  'offer.rateMissing': {
    zh: '{date} 没有生效的 {from}→{to} 汇率（{rateType}），无法计算',
    en: 'No {rateType} exchange rate {from}→{to} is in force on {date}: the calculation cannot go on',
  },
  'offer.priceMissing': {
    zh: '原材料 {code} 在 {date} 没有生效的价格',
    en: 'Raw material {code} has no price in force on {date}',
  },
  'offer.productCostMissing': {
    zh: '子件 {code} 既没有已审核的销售BOM，也没有采购订单价格或标准成本',
    en: 'Component {code} has neither an approved sale BOM, nor a purchase order price, nor a standard cost',
  },
  'saleBom.noLines': { zh: '销售BOM没有组件', en: 'The sale BOM has no components' },
  'saleBom.lineTarget': {
    zh: '第 {lineNo} 行须且只能填写子件物料或原材料之一',
    en: 'Line {lineNo}: give either a component product or a raw material, not both or neither',
  },
  'saleBom.qtyPositive': {
    zh: '第 {lineNo} 行的用量须大于0',
    en: 'Line {lineNo}: the quantity must be greater than 0',
  },
  'saleBom.cycle': {
    zh: '销售BOM通过子BOM包含了自身：{path}',
    en: 'The sale BOM contains itself through its sub-BOMs: {path}',
  },
  'saleBom.notApproved': {
    zh: '销售BOM {code} 未审核，只能按已审核的版本计算成本',
    en: 'Sale BOM {code} is not approved: costs are calculated from approved versions only',
  },
  'saleBom.otherProduct': {
    zh: '销售BOM {code} 不是该产品的BOM',
    en: 'Sale BOM {code} is not a BOM of this product',
  },
  'materialCost.notCalculated': {
    zh: '请先重新计算材料成本再审核',
    en: 'Recalculate the material cost before approving it',
  },
  'offer.noPrice': {
    zh: '第 {lineNo} 行（{code}）没有目录价，请填写单价',
    en: 'Line {lineNo} ({code}) has no list price: give a unit price',
  },
  'offer.apHeadNotApproved': {
    zh: '附加价方案 {code} 未审核',
    en: 'AP head {code} is not approved',
  },
  'offer.noLines': { zh: '报价单没有明细', en: 'The offer has no lines' },
  'offer.marginNeedsManager': {
    zh: '毛利率 {margin}% 低于店铺最低毛利率 {min}%，须销售经理审批',
    en: 'The margin {margin} % is below the store minimum {min} %: the sales manager must approve it',
  },
  'offer.marginNotLow': {
    zh: '毛利率 {margin}% 不低于店铺最低毛利率 {min}%，无须经理审批',
    en: 'The margin {margin} % is not below the store minimum {min} %: no manager approval is needed',
  },
  'offer.closed': { zh: '报价已有结果（{result}），不能再修改', en: 'The offer is already {result}' },
  'offer.alreadyRevised': {
    zh: '该报价已修订为版本 {version}',
    en: 'This offer was already revised into version {version}',
  },
  'offer.superseded': {
    zh: '该报价已修订为版本 {version}，请在最新版本上操作',
    en: 'This offer was revised into version {version}: act on the latest version',
  },
  'rawMaterial.noProduct': {
    zh: '原材料 {code} 未关联物料，无法取最近采购价',
    en: 'Raw material {code} names no product: there is no purchase order price to take',
  },
  'rawMaterial.noPurchaseOrder': {
    zh: '原材料 {code} 在 {date} 及之前没有已审核采购订单的净价',
    en: 'Raw material {code} has no net price on an approved purchase order dated {date} or before',
  },
  'offer.notApproved': {
    zh: '报价单 {code} 未审核，审核后才能打印',
    en: 'Offer {code} is not approved: only approved offers are printed',
  },
  'offer.templateMissing': {
    zh: '没有报价单打印模板 {code}',
    en: 'There is no offer print template {code}',
  },
} as const satisfies Record<string, LocalText>;
