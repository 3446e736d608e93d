import type { Locale, LocalText } from '../../src/domain/i18n-text';

/** Success messages of the contract (api-contract.md 1.2, 2), localised like the errors. */
export const noticeCatalogue = {
  ok: { zh: '操作成功！', en: 'Operation succeeded!' },
  queryOk: { zh: '查询成功', en: 'Query succeeded' },
  loginOk: { zh: '登录成功', en: 'Login succeeded' },
  logoutOk: { zh: '退出登录成功！', en: 'Logged out!' },
  passwordChanged: { zh: '密码重置成功!', en: 'The password has been changed!' },
  smsSent: { zh: '短信验证码已发送', en: 'The SMS code has been sent' },
} as const satisfies Record<string, LocalText>;

export type NoticeCode = keyof typeof noticeCatalogue;

export function noticeMessage(code: NoticeCode, locale: Locale): string {
  const text = noticeCatalogue[code];
  return locale === 'en_US' ? text.en : text.zh;
}
