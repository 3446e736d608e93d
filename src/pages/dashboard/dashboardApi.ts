import { get } from '../../client/http';
import type { DictionaryMap } from '../../client/session';

export async function loadFigures<T>(page: 'analysis' | 'workplace' | 'task' | 'chart'): Promise<T> {
  const response = await get<T>(`/dashboard/${page}`);
  if (!response.success) throw new Error(response.message);
  return response.result;
}

/** The text of a dictionary value from the session's dictionary cache (api-contract 9.11). */
export function dictText(dictionaries: DictionaryMap, code: string, value: string | null): string {
  if (!value) return '';
  const item = dictionaries[code]?.find((option) => option.value === value);
  return item?.text ?? item?.title ?? item?.label ?? value;
}

/** The tag colour a dictionary gives a value (passed is green, failed red), for charts that show it. */
export function dictColor(
  dictionaries: DictionaryMap,
  code: string,
  value: string | null,
): string | undefined {
  const item = dictionaries[code]?.find((option) => option.value === value) as { color?: string } | undefined;
  return item?.color;
}

/** Amounts with thousands separators and 2 decimals (spec 9 display filters). */
export function formatAmount(value: number, locale: string): string {
  return value.toLocaleString(locale === 'en_US' ? 'en-US' : 'zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
