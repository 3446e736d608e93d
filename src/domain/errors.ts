import { documentErrorCatalogue } from './document/document-errors';
import { entityErrorCatalogue } from './entity/entity-errors';
import type { Locale, LocalText } from './i18n-text';
import { offerErrorCatalogue } from './offer/offer-errors';
import { cmServiceErrorCatalogue } from './oms/cm-service-errors';
import { salesErrorCatalogue } from './oms/sales-errors';
import { sapLogErrorCatalogue } from './oms/sap-log-errors';
import { settleErrorCatalogue } from './oms/settle-errors';
import { packingErrorCatalogue } from './packing/packing-errors';
import { productionErrorCatalogue } from './production/production-errors';
import { qualityErrorCatalogue } from './quality/quality-errors';
import { srmErrorCatalogue } from './srm/srm-errors';
import { accountErrorCatalogue } from './system/account-errors';
import { compatErrorCatalogue } from './system/compat-errors';
import { systemErrorCatalogue } from './system/entities/system-errors';
import { warehouseErrorCatalogue } from './warehouse/warehouse-errors';
import { workflowErrorMessages } from './workflow';

/**
 * Every error the server answers with, by code, in both product languages (zh_CN default).
 * The Chinese texts are the JeecgBoot texts where the contract names one (api-contract.md 2, 4.1, 5.2),
 * because unmodified clients match on them (`Token失效`, `密码错误`). `{name}` marks a parameter.
 */
export const errorCatalogue = {
  // api-contract 1.2 and 2.3: the client keys its re-login modal on `Token失效`, so the English text keeps it.
  'auth.tokenInvalid': {
    zh: 'Token失效，请重新登录',
    en: 'Token失效，请重新登录 (your session has expired, please log in again)',
  },
  'auth.tokenUnknown': { zh: 'Token无效!', en: 'Invalid token!' },
  'auth.logoutWithoutToken': { zh: '退出登录失败！', en: 'Logout failed: no token was sent!' },
  'auth.captchaMissing': { zh: '验证码无效', en: 'The verification code is missing or invalid' },
  'auth.captchaWrong': { zh: '验证码错误', en: 'Wrong verification code' },
  'auth.userDeleted': { zh: '该用户已注销', en: 'This user has been deleted' },
  'auth.userFrozen': { zh: '该用户已冻结', en: 'This user is frozen' },
  'auth.wrongPassword': { zh: '用户名或密码错误', en: 'Wrong user name or password (密码错误)' },
  'auth.accountLocked': {
    zh: '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  'auth.tenantsFrozen': {
    zh: '与该用户关联的租户均已被冻结，无法登录！',
    en: 'Every tenant of this user is frozen, login is not possible!',
  },
  'auth.smsStillValid': {
    zh: '验证码10分钟内，仍然有效！',
    en: 'The code sent less than 10 minutes ago is still valid!',
  },
  'auth.smsPhoneRegistered': {
    zh: '手机号已经注册，请直接登录！',
    en: 'This phone number is registered, please log in!',
  },
  'auth.smsUserNotBound': { zh: '该用户不存在或未绑定手机号', en: 'No user is bound to this phone number' },
  'auth.smsSendFailed': {
    zh: '短信验证码发送失败,请稍后重试',
    en: 'The SMS code could not be sent, try again later',
  },
  'auth.smsCodeWrong': { zh: '手机验证码错误', en: 'Wrong SMS verification code' },
  'auth.shellNotConfigured': {
    zh: '外壳自动登录未配置（ISPS_SHELL_USERNAME、ISPS_SHELL_SECRET）',
    en: 'Shell login is not configured (ISPS_SHELL_USERNAME, ISPS_SHELL_SECRET)',
  },
  'auth.shellAccountShellOnly': {
    zh: '外壳服务账号只能通过外壳自动登录',
    en: 'The shell service account logs in through the shell only',
  },
  'auth.shellAssertionInvalid': { zh: '外壳登录凭证无效', en: 'The shell login assertion is not valid' },
  'auth.shellAssertionExpired': { zh: '外壳登录凭证已过期', en: 'The shell login assertion has expired' },
  'auth.shellAssertionLifetime': {
    zh: '外壳登录凭证有效期超过{seconds}秒',
    en: 'The shell login assertion is valid for more than {seconds} s',
  },
  'auth.shellAssertionAudience': {
    zh: '外壳登录凭证不是签发给本系统的',
    en: 'The shell login assertion was issued for another audience',
  },
  'auth.shellAssertionReused': {
    zh: '外壳登录凭证已被使用',
    en: 'The shell login assertion was used already',
  },
  'auth.shellOriginRefused': {
    zh: '不允许从该来源页面进行外壳登录',
    en: 'The shell login is not allowed from this page origin',
  },
  'auth.tooManyAttempts': {
    zh: '登录尝试过于频繁，请{seconds}秒后再试',
    en: 'Too many login attempts from this address, try again in {seconds} s',
  },
  'auth.shellAccountRefused': { zh: '该账号不允许外壳登录', en: 'This account may not use the shell login' },
  'auth.shellNetworkRefused': {
    zh: '不允许从该网络地址进行外壳登录',
    en: 'The shell login is not allowed from this network address',
  },
  'auth.casNotConfigured': {
    zh: 'CAS单点登录未配置（CAS_SERVER_URL）',
    en: 'CAS single sign-on is not configured (CAS_SERVER_URL)',
  },
  'auth.casTicketRefused': { zh: 'CAS票据校验失败：{reason}', en: 'The CAS ticket was refused: {reason}' },
  'auth.casUnreachable': { zh: 'CAS服务器无法访问', en: 'The CAS server cannot be reached' },
  'auth.casUserUnknown': {
    zh: 'CAS用户{username}在本系统中不存在',
    en: 'The CAS user {username} does not exist in this system',
  },
  'permission.denied': { zh: '没有权限，请联系管理员授权', en: 'No permission, please ask an administrator' },
  'tenant.denied': { zh: '无权访问该租户：{tenantId}', en: 'No access to tenant {tenantId}' },
  'depart.notMember': { zh: '您不属于该部门：{orgCode}', en: 'You are not a member of department {orgCode}' },
  'password.onlyOwn': { zh: '只允许修改自己的密码！', en: 'You may only change your own password!' },
  'password.userNotFound': { zh: '用户不存在！', en: 'The user does not exist!' },
  'password.oldRequired': { zh: '请输入旧密码!', en: 'Please enter the old password!' },
  'password.oldWrong': { zh: '旧密码输入错误!', en: 'The old password is wrong!' },
  'password.newRequired': { zh: '新密码不允许为空!', en: 'The new password must not be empty!' },
  'password.confirmRequired': { zh: '请确认新密码!', en: 'Please confirm the new password!' },
  'password.mismatch': { zh: '两次输入密码不一致!', en: 'The two passwords differ!' },
  'password.tooShort': {
    zh: '新密码长度不能少于{min}位!',
    en: 'The new password must have at least {min} characters!',
  },
  'dict.codeFormat': { zh: '字典Code格式不正确！', en: 'Malformed dictionary code!' },
  'dict.codeEmpty': { zh: '字典Code不能为空!', en: 'The dictionary code must not be empty!' },
  'entity.notFound': { zh: '未找到对应实体', en: 'Record not found' },
  'request.invalid': { zh: '请求参数不正确：{detail}', en: 'Invalid request: {detail}' },
  'request.notDecimal': {
    zh: '字段 {field} 须为普通十进制数字（如 12 或 -3.5），不接受 {value}',
    en: '{field} must be a plain decimal number (such as 12 or -3.5), not {value}',
  },
  'request.badJson': { zh: '请求体不是有效的JSON', en: 'The request body is not valid JSON' },
  'request.tooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'request.unsupportedMediaType': { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  'request.notFound': { zh: '路径不存在，请检查路径是否正确', en: 'Path not found, please check the path' },
  'request.methodNotAllowed': { zh: '不支持该请求方法', en: 'This request method is not supported' },
  'server.internal': {
    zh: '操作失败，系统内部错误（请求号 {requestId}）',
    en: 'Operation failed: internal error (request {requestId})',
  },
  // The entity engine, rules and online reports keep their texts in their own area file.
  ...entityErrorCatalogue,
  ...accountErrorCatalogue,
  // The document workflow W and the warehouse ledger keep theirs beside their rules.
  ...workflowErrorMessages,
  ...warehouseErrorCatalogue,
  ...packingErrorCatalogue,
  // Receipts, inspections and supplier returns (domain.md 3.5, 3.7).
  ...qualityErrorCatalogue,
  // Purchase orders and supplier collaboration (domain.md 3.6).
  ...srmErrorCatalogue,
  // Offers and pricing (domain.md 3.10).
  ...offerErrorCatalogue,
  // Production orders, material documents, report orders, transfer receives (domain.md 3.9).
  ...productionErrorCatalogue,
  // System administration, monitoring, files and jobs (issue 7).
  ...systemErrorCatalogue,
  // Sales orders and proforma invoices (domain.md 3.11).
  ...salesErrorCatalogue,
  // The SAP log page's retry and ignore (domain.md 3.11).
  ...sapLogErrorCatalogue,
  // The document engine's multi-step approval (docs/documents.md).
  ...documentErrorCatalogue,
  // Credit memo requests and service settlements (domain.md 3.11).
  ...cmServiceErrorCatalogue,
  // Supplier settlement and invoice application (domain.md 3.6, 3.11).
  ...settleErrorCatalogue,
  // The JeecgBoot 2.x compatibility endpoints (issue 19).
  ...compatErrorCatalogue,
} as const satisfies Record<string, LocalText>;

export type ErrorCode = keyof typeof errorCatalogue;

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown names stay visible so a missing parameter is noticed. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(code: ErrorCode, locale: Locale, params?: MessageParams): string {
  const text = errorCatalogue[code];
  return formatMessage(locale === 'en_US' ? text.en : text.zh, params);
}
