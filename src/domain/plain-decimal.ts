/**
 * The one notation numbers may enter the product in (issue 16 point 2): an optional `-`, digits, and
 * optionally `.` with more digits. Nothing that JavaScript's `Number()` or a JSON schema's type coercion
 * would also read as a number: no `+`, no surrounding spaces, no exponent (`1e1`), no `0x`/`0b`/`0o`
 * prefixes, no `Infinity`, no empty text. Every number in a request body, a query string, a path or a
 * spreadsheet cell is read through here.
 */
const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal read as text: sign, whole digits, and fraction digits without trailing zeros. */
export interface PlainDecimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Whether `text` is written in plain decimal notation (its scale is not checked here). */
export function isPlainDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

/**
 * Reads a number (a JSON number, a spreadsheet cell) or a text in plain decimal notation, or undefined.
 * A JavaScript number is read as it prints: one printed with an exponent (below 1e-6 or from 1e21 on)
 * has more places or more digits than any field keeps, so it is refused too.
 */
export function readPlainDecimal(input: number | string): PlainDecimal | undefined {
  const text = typeof input === 'number' ? printedNumber(input) : input;
  const match = text === undefined ? null : PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  return { negative: sign === '-', whole, fraction: fraction.replace(/0+$/, '') };
}

/** What a field accepts: how many decimal places it keeps and whether it may be negative. */
export interface DecimalRule {
  places: number;
  negative: boolean;
}

export type DecimalRefusal = 'notation' | 'places' | 'negative' | 'range';

/**
 * A plain decimal within `rule` as its value in `10^-places` units (the scaled integer of domain.md 0.2;
 * the number itself for `places: 0`), or why it is refused. String arithmetic, so 0.1 never drifts.
 */
export function parseDecimal(
  input: number | string,
  rule: DecimalRule,
): { ok: true; units: number } | { ok: false; reason: DecimalRefusal } {
  const decimal = readPlainDecimal(input);
  if (!decimal) return { ok: false, reason: 'notation' };
  if (decimal.fraction.length > rule.places) return { ok: false, reason: 'places' };
  const units = Number(`${decimal.whole}${decimal.fraction.padEnd(rule.places, '0')}`);
  if (!Number.isSafeInteger(units)) return { ok: false, reason: 'range' };
  if (decimal.negative && units !== 0 && !rule.negative) return { ok: false, reason: 'negative' };
  return { ok: true, units: decimal.negative && units !== 0 ? -units : units };
}

function printedNumber(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  return text.includes('e') ? undefined : text;
}
