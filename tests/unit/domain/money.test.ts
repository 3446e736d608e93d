import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound, documentTotals, lineAmount, taxOf } from '../../../src/domain/money';

describe('exact money (domain.md 0.2)', () => {
  it('prices a line exactly, rounded once, half away from zero, per the price unit', () => {
    expect(lineAmount(10_000, 2_500_000)).toBe(2500); // 10 × 2.5 = 25.00
    expect(lineAmount(1_000, 1_005_000)).toBe(101); // 1 × 1.005 = 1.005 → 1.01
    expect(lineAmount(-1_000, 1_005_000)).toBe(-101); // a return: the mirror image
    expect(lineAmount(3_000, 1_000_000, 100_000)).toBe(3); // 3 × 1.00 per 100 = 0.03
    expect(taxOf(2500, 1300)).toBe(325);
    expect(taxOf(-2500, 1300)).toBe(-325);
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
  });

  it('is within half a cent of the exact product for any quantity and price a column holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom(1000, 100_000, 1_000_000),
        (q, p, unit) => {
          // Twice the error in cents against the exact rational value: at most one half cent.
          const exactTimes2 = BigInt(q) * BigInt(p) * 1000n * 2n;
          const error = BigInt(lineAmount(q, p, unit)) * BigInt(unit) * 10_000_000n * 2n - exactTimes2;
          const bound = BigInt(unit) * 10_000_000n;
          expect(error <= bound && error >= -bound).toBe(true);
          expect(lineAmount(-q, p, unit) + lineAmount(q, p, unit)).toBe(0);
        },
      ),
    );
  });

  it("totals are the sums of the lines' rounded amounts and taxes, whatever their order", () => {
    const line = fc
      .record({
        qty: fc.integer({ min: -(10 ** 7), max: 10 ** 7 }),
        price: fc.integer({ min: 0, max: 10 ** 10 }),
      })
      .chain(({ qty, price }) =>
        fc.constantFrom(0, 600, 900, 1300).map((rate) => {
          const amount = lineAmount(qty, price);
          return { amount, taxAmount: taxOf(amount, rate) };
        }),
      );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const totals = documentTotals(lines);
        expect(totals.amountExclTax).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
        expect(totals.taxAmount).toBe(lines.reduce((sum, l) => sum + l.taxAmount, 0));
        expect(totals.amountInclTax).toBe(totals.amountExclTax + totals.taxAmount);
        expect(documentTotals([...lines].reverse())).toEqual(totals);
        expect(Number.isSafeInteger(totals.amountInclTax)).toBe(true);
      }),
    );
  });
});
