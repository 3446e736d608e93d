import type { LocalText } from '../i18n-text';

/** Credit memo requests and service settlements (domain.md 3.11): their refusals. */
export const cmServiceErrorCatalogue = {
  'cmApply.noLines': { zh: '贷项申请没有明细行', en: 'The credit memo request has no lines' },
  'serviceSettle.scopeRequired': {
    zh: '请选择服务商或服务团队',
    en: 'Choose a service provider or a team',
  },
  'serviceSettle.notProvider': {
    zh: '{partner}不是服务商',
    en: '{partner} is not a service provider',
  },
  'serviceSettle.periodRange': {
    zh: '期间结束 {periodTo} 早于开始 {periodFrom}',
    en: 'The period ends on {periodTo}, before it starts on {periodFrom}',
  },
  'serviceSettle.nothingToSettle': {
    zh: '期间 {periodFrom} ~ {periodTo} 没有未结算的已完成服务活动',
    en: 'No completed field-service activity of {periodFrom} to {periodTo} is left to settle',
  },
  'serviceSettle.alreadySettled': {
    zh: '部分服务活动已被其他结算单结算，请刷新后重试',
    en: 'Some activities were settled by another settlement meanwhile; refresh and try again',
  },
  'serviceSettle.notConfirmed': {
    zh: '服务商尚未确认结算单{code}，不能审核',
    en: 'The provider has not confirmed settlement {code}: it cannot be approved yet',
  },
} as const satisfies Record<string, LocalText>;
