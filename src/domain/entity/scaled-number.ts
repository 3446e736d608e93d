import { parseDecimal } from '../plain-decimal';
import { SCALE, type ScaledKind } from './field';

/**
 * Turns a decimal (number, or text in plain decimal notation) into the scaled integer stored for
 * `kind` (domain.md 0.2). Returns undefined when the value is not a plain decimal, has more places than
 * the kind keeps, or leaves the safe-integer range.
 */
export function toScaled(value: number | string, kind: ScaledKind): number | undefined {
  const parsed = parseDecimal(value, { places: SCALE[kind], negative: true });
  return parsed.ok ? parsed.units : undefined;
}

const POWERS: Record<ScaledKind, number> = {
  qty: 10 ** SCALE.qty,
  price: 10 ** SCALE.price,
  amount: 10 ** SCALE.amount,
  pct: 10 ** SCALE.pct,
};

/**
 * The decimal number a stored scaled integer stands for. For a safe integer the division is exact in
 * the sense that matters: IEEE 754 rounds the quotient of two exactly represented numbers correctly, so
 * `stored / 10^places` is the double nearest the decimal, the same double `Number('<digits>.<places>')`
 * parses (tests/unit/entity/scaled-number.test.ts checks it over random values); every list row runs
 * this for each amount, quantity and price, so it is the cheap form.
 */
export function fromScaled(stored: number, kind: ScaledKind): number {
  if (Number.isSafeInteger(stored)) return stored / POWERS[kind];
  return fromScaledText(stored, kind);
}

/** The same through the decimal text: the reference, and the path of values that are not safe integers. */
export function fromScaledText(stored: number, kind: ScaledKind): number {
  const places = SCALE[kind];
  const negative = stored < 0;
  const digits = String(Math.abs(stored)).padStart(places + 1, '0');
  const text = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
  return Number(negative ? `-${text}` : text);
}
