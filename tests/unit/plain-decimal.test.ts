import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceValue } from '../../src/domain/entity/coerce-value';
import { field } from '../../src/domain/entity/field';
import { toScaled } from '../../src/domain/entity/scaled-number';
import { isPlainDecimal, parseDecimal } from '../../src/domain/plain-decimal';

/** The notations of issue 16 point 2 that `Number()` reads and the product must not. */
const LOOSE = [
  '0x10',
  '0b11',
  '0o7',
  '1e1',
  ' 5 ',
  '+4',
  'Infinity',
  '-Infinity',
  '.5',
  '5.',
  '1_000',
  '',
  '-',
];

const LABEL = { label: { zh: '数', en: 'n' } };

const digits = fc.stringMatching(/^\d{1,12}$/);
const plainDecimal = fc
  .tuple(fc.boolean(), digits, fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('plain decimal notation', () => {
  it('refuses every notation Number() reads beyond plain decimals', () => {
    for (const text of LOOSE) {
      expect(isPlainDecimal(text)).toBe(false);
      expect(parseDecimal(text, { places: 3, negative: true })).toEqual({ ok: false, reason: 'notation' });
    }
  });

  it('reads every plain decimal within the scale as Number() does', () => {
    fc.assert(
      fc.property(plainDecimal, (text) => {
        const parsed = parseDecimal(text, { places: 3, negative: true });
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.units / 1000).toBeCloseTo(Number(text), 9);
      }),
    );
  });

  it('refuses any text with a sign, blank, exponent or prefix around a plain decimal', () => {
    const decoration = fc.constantFrom('+', ' ', '\t', '0x', '0b', '0o', 'e1', 'E2', '\n');
    fc.assert(
      fc.property(plainDecimal, decoration, fc.boolean(), (text, extra, before) => {
        const decorated = before ? `${extra}${text}` : `${text}${extra}`;
        expect(parseDecimal(decorated, { places: 3, negative: true }).ok).toBe(false);
      }),
    );
  });

  it('keeps the scale, the sign rule and the safe range', () => {
    expect(parseDecimal('1.2345', { places: 3, negative: true })).toEqual({ ok: false, reason: 'places' });
    expect(parseDecimal('1.2340', { places: 3, negative: true })).toEqual({ ok: true, units: 1234 });
    expect(parseDecimal('-1', { places: 0, negative: false })).toEqual({ ok: false, reason: 'negative' });
    expect(parseDecimal('-0', { places: 0, negative: false })).toEqual({ ok: true, units: 0 });
    expect(parseDecimal('9007199254740993', { places: 0, negative: true })).toEqual({
      ok: false,
      reason: 'range',
    });
  });

  it('reads JSON numbers as they print and refuses those printed with an exponent', () => {
    expect(parseDecimal(16, { places: 0, negative: true })).toEqual({ ok: true, units: 16 });
    expect(parseDecimal(0.1, { places: 2, negative: true })).toEqual({ ok: true, units: 10 });
    expect(parseDecimal(1e-7, { places: 6, negative: true }).ok).toBe(false);
    expect(parseDecimal(1e21, { places: 0, negative: true }).ok).toBe(false);
    expect(parseDecimal(Number.NaN, { places: 0, negative: true }).ok).toBe(false);
  });

  it('is what quantities, ints and spreadsheet cells go through', () => {
    for (const text of LOOSE) {
      expect(toScaled(text, 'qty')).toBeUndefined();
      if (text.trim() !== '') {
        expect(coerceValue(field.int(LABEL), text).ok).toBe(false);
        expect(coerceValue(field.qty(LABEL), text).ok).toBe(false);
      }
    }
    expect(coerceValue(field.int(LABEL), '-12')).toEqual({ ok: true, value: -12 });
    expect(coerceValue(field.qty(LABEL), '2.5')).toEqual({ ok: true, value: 2500 });
  });
});
