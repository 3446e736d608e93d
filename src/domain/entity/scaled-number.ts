import { SCALE, type ScaledKind } from './field';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Turns a decimal (number or string) into the scaled integer stored for `kind` (domain.md 0.2),
 * using string arithmetic so that 0.1 + 0.2 never drifts. Returns undefined when the value is not a
 * decimal, has more places than the kind keeps, or leaves the safe-integer range.
 */
export function toScaled(value: number | string, kind: ScaledKind): number | undefined {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  if (text === undefined) return undefined;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const places = SCALE[kind];
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > places) return undefined;
  const digits = `${whole}${trimmed.padEnd(places, '0')}`;
  const scaled = Number(digits) * (sign === '-' ? -1 : 1);
  return Number.isSafeInteger(scaled) ? scaled + 0 : undefined;
}

/** The decimal number a stored scaled integer stands for. */
export function fromScaled(stored: number, kind: ScaledKind): number {
  const places = SCALE[kind];
  const negative = stored < 0;
  const digits = String(Math.abs(stored)).padStart(places + 1, '0');
  const text = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
  return Number(negative ? `-${text}` : text);
}

function numberToPlainString(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // String() uses exponent notation only below 1e-6 (more places than any kind keeps) or at
  // 1e21 and above (beyond the safe-integer range): both are rejected.
  const text = String(value);
  return text.includes('e') ? undefined : text;
}
