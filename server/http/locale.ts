import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/i18n-text';

/** zh_CN unless the request asks for English by `X-Locale: en_US` or `Accept-Language: en...`. */
export function requestLocale(headers: FastifyRequest['headers']): Locale {
  const explicit = headers['x-locale'];
  if (typeof explicit === 'string' && explicit !== '')
    return explicit.toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
  const accept = headers['accept-language'];
  return typeof accept === 'string' && accept.trimStart().toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
}
