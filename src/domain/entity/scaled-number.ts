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

/** The decimal number a stored scaled integer stands for. */
export function fromScaled(stored: number, kind: ScaledKind): number {
  const places = SCALE[kind];
  const negative = stored < 0;
  const digits = String(Math.abs(stored)).padStart(places + 1, '0');
  const text = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
  return Number(negative ? `-${text}` : text);
}
