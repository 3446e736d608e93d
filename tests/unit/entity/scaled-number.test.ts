import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled, fromScaledText, toScaled } from '../../../src/domain/entity/scaled-number';

describe('scaled numbers', () => {
  it('scales decimals exactly, without float drift', () => {
    expect(toScaled(0.1, 'amount')! + toScaled(0.2, 'amount')!).toBe(toScaled('0.3', 'amount'));
    expect(toScaled('1234.56', 'amount')).toBe(123456);
    expect(toScaled(1.005, 'qty')).toBe(1005);
    expect(toScaled('-2.5', 'price')).toBe(-2_500_000);
  });

  it('rejects more places than the kind keeps and non-decimals', () => {
    expect(toScaled('1.001', 'amount')).toBeUndefined();
    expect(toScaled('1e3', 'qty')).toBeUndefined();
    expect(toScaled('abc', 'qty')).toBeUndefined();
    expect(toScaled(Number.POSITIVE_INFINITY, 'qty')).toBeUndefined();
    expect(toScaled(1e-7, 'price')).toBeUndefined();
  });

  it('accepts trailing zeros beyond the scale', () => {
    expect(toScaled('1.2500', 'amount')).toBe(125);
  });

  it('turns stored integers back into decimals', () => {
    expect(fromScaled(123456, 'amount')).toBe(1234.56);
    expect(fromScaled(-5, 'qty')).toBe(-0.005);
    expect(fromScaled(0, 'price')).toBe(0);
  });

  it('divides to the same double as the decimal text, for any safe integer of every kind', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('qty', 'price', 'amount', 'pct'), (stored, kind) => {
        expect(fromScaled(stored, kind)).toBe(fromScaledText(stored, kind));
      }),
      { numRuns: 20_000 },
    );
  });
});
