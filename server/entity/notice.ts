import { formatMessage } from '../../src/domain/errors';
import { type Locale, type LocalText, pickText } from '../../src/domain/i18n-text';
import { ok } from '../http/result';

/** A success Result whose message is one of our own texts (entityNotices) with its parameters. */
export function notice<T>(
  locale: Locale,
  result: T,
  text: LocalText,
  params?: Record<string, string | number>,
) {
  return { ...ok(locale, result), message: formatMessage(pickText(text, locale), params) };
}
