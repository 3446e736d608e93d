import type { LocalText } from '../i18n-text';

/**
 * Errors of self-registration and password recovery (api-contract 2.6; the Chinese texts are
 * JeecgBoot's where it has one).
 */
export const accountErrorCatalogue = {
  'register.usernameTaken': { zh: '用户名已注册', en: 'This user name is registered already' },
  'register.phoneTaken': { zh: '该手机号已注册', en: 'This phone number is registered already' },
  'register.emailTaken': { zh: '邮箱已被注册', en: 'This e-mail address is registered already' },
  'register.smsExpired': {
    zh: '手机验证码失效，请重新获取',
    en: 'The SMS code has expired, please ask for a new one',
  },
  'recovery.failed': { zh: '验证失败', en: 'Verification failed' },
  'recovery.expired': {
    zh: '找回密码的验证已失效，请重新验证手机',
    en: 'The password recovery check has expired, please verify the phone again',
  },
} as const satisfies Record<string, LocalText>;

/** Success texts of the same calls. */
export const accountNotices = {
  registered: {
    zh: '注册成功，请等待管理员审核后登录',
    en: 'Registered: you can log in once an administrator approves the account',
  },
  verified: { zh: '验证成功', en: 'Verified' },
  passwordReset: { zh: '密码重置完成！', en: 'The password has been reset!' },
} as const satisfies Record<string, LocalText>;
