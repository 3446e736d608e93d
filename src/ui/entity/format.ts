import dayjs from 'dayjs';

/** spec 9 display filters: ellipsis default 25 characters. */
export const ELLIPSIS_LENGTH = 25;
/** spec 9: dates default to this format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** spec 3 / 9: a row key is at most 50 characters. */
export const ROW_KEY_LENGTH = 50;

/** The first `length` characters and `...` when the text is longer (spec 9). */
export function ellipsis(value: unknown, length = ELLIPSIS_LENGTH): string {
  if (value === null || value === undefined) return '';
  const characters = [...String(value)];
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : characters.join('');
}

/** A date or instant as `YYYY-MM-DD HH:mm:ss` (spec 9); texts already in that shape stay as they are. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format(format) : String(value);
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with thousands separators and 2 decimals (spec 9): 1234567.5 -> 1,234,567.50. */
export function formatAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? AMOUNT.format(number) : String(value);
}

/**
 * spec 3 "row key": the concatenation of all row values, cut to 50 characters; an entity row with an
 * id keys by its id.
 */
export function rowKeyOf(row: Record<string, unknown>): string {
  if (typeof row.id === 'string' && row.id !== '') return row.id;
  return concatRowKey(row);
}

/** api-contract 9.7: the popup's row key, every value in key order (the id first), cut to 50. */
export function concatRowKey(row: Record<string, unknown>): string {
  return Object.values(row)
    .map((value) =>
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    )
    .join('')
    .slice(0, ROW_KEY_LENGTH);
}
