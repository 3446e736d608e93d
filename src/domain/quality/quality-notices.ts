import type { LocalText } from '../i18n-text';

/**
 * The notice a supplier gets when an incoming lot of its fails inspection (domain.md 3.7 "supplier
 * notified on fail"). Supplier accounts carry no language, so the notice is sent in both; `{name}`
 * marks a parameter.
 */
export const inspectionFailedNotice = {
  title: { zh: '来料检验不合格：{code}', en: 'Incoming inspection failed: {code}' },
  body: {
    zh: '检验单{code}（收货单{receipt}）：物料{product}，批量{lot}，不合格{unqualified}，处置方式：{disposition}。缺陷类型：{defectType}；缺陷描述：{defectDesc}',
    en: 'Inspection {code} (receipt {receipt}): product {product}, lot {lot}, unqualified {unqualified}, disposition: {disposition}. Defect type: {defectType}; description: {defectDesc}',
  },
} as const satisfies Record<string, LocalText>;
