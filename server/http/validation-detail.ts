import type { FastifySchemaValidationError } from 'fastify';
import type { Locale } from '../../src/domain/i18n-text';

/** One readable line per schema violation, in the request language (the rest of the message is errors.ts). */
const TEXTS = {
  required: { zh: '缺少字段 {field}', en: 'missing field {field}' },
  type: { zh: '字段 {field} 的类型应为 {type}', en: '{field} must be of type {type}' },
  maxLength: { zh: '字段 {field} 的长度不能超过 {limit}', en: '{field} must not be longer than {limit}' },
  minLength: { zh: '字段 {field} 的长度不能少于 {limit}', en: '{field} must not be shorter than {limit}' },
  maximum: { zh: '字段 {field} 不能大于 {limit}', en: '{field} must not be greater than {limit}' },
  minimum: { zh: '字段 {field} 不能小于 {limit}', en: '{field} must not be less than {limit}' },
  pattern: { zh: '字段 {field} 的格式不正确', en: '{field} has the wrong format' },
  other: { zh: '字段 {field} 的取值不正确', en: '{field} has an invalid value' },
} as const;

function fieldName(context: string | undefined, error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  const field = [path, missing].filter((s) => s !== '').join('.');
  return field === '' ? (context ?? 'body') : field;
}

export function validationDetail(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): string {
  const first = errors[0];
  if (!first) return '';
  const key = first.keyword in TEXTS ? (first.keyword as keyof typeof TEXTS) : 'other';
  const template = locale === 'en_US' ? TEXTS[key].en : TEXTS[key].zh;
  const values: Record<string, string> = {
    field: fieldName(context, first),
    type: String(first.params.type ?? ''),
    limit: String(first.params.limit ?? ''),
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
