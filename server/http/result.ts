import type { Locale } from '../../src/domain/i18n-text';
import { type NoticeCode, noticeMessage } from './notices';

/** The Result envelope of api-contract.md 1.2; every JSON answer of the API has this shape. */
export interface Result<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export interface OkOptions {
  notice?: NoticeCode;
  /** 200 from JeecgBoot's OK helpers (login requires it); 0 from handlers that never call them (lists). */
  code?: 0 | 200;
}

export function ok<T>(locale: Locale, result: T, options: OkOptions = {}): Result<T> {
  return {
    success: true,
    message: noticeMessage(options.notice ?? 'ok', locale),
    code: options.code ?? 200,
    result,
    timestamp: Date.now(),
  };
}

export function failure(message: string, code: number): Result<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The same envelope around a result that is already JSON: the hottest calls (dictionaries, the menu)
 * keep their serialised result cached and skip serialisation (bench/api).
 */
export function okSerialized(locale: Locale, resultJson: string, options: OkOptions = {}): string {
  const message = JSON.stringify(noticeMessage(options.notice ?? 'ok', locale));
  return `{"success":true,"message":${message},"code":${options.code ?? 200},"result":${resultJson},"timestamp":${Date.now()}}`;
}
