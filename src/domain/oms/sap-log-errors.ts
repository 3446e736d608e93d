import type { LocalText } from '../i18n-text';

/** The SAP log page's refusals (domain.md 3.11, issue 13 point 6). */
export const sapLogErrorCatalogue = {
  'sapLog.notFound': { zh: 'SAP日志记录不存在', en: 'The SAP log entry does not exist' },
  'sapLog.notFailed': {
    zh: '只能重试或忽略失败的消息（当前状态: {status}）',
    en: 'Only a failed message can be retried or ignored (its status is {status})',
  },
  'sapLog.notOutbound': {
    zh: '入站记录不能重试',
    en: 'An inbound entry cannot be retried',
  },
} as const satisfies Record<string, LocalText>;
