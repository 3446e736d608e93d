import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceServiceLines } from '../../src/domain/oms/service-settle';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

/** Exact reference, written apart from src/domain/money.ts: n / d rounded half away from zero. */
function roundHalfAway(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d;
  const r = abs - q * d;
  const rounded = r * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** Cents of qty (1/1000) × price (1/1 000 000): the product is in 1/10^9, a cent is 10^7 of those. */
const lineCents = (qty: number, price: number) => roundHalfAway(BigInt(qty) * BigInt(price), 10_000_000n);
/** Tax cents of an amount at a rate in 1/100 of a percent. */
const taxCents = (amount: bigint, rate: number) => roundHalfAway(amount * BigInt(rate), 10_000n);
/** A decimal the API answers, in cents (amounts carry two places). */
const toCents = (value: unknown) => Math.round(Number(value) * 100);

const line = fc.record({
  qty: fc.integer({ min: 1, max: 5_000_000 }),
  price: fc.integer({ min: 0, max: 99_999_999_999 }),
  rate: fc.constantFrom(0, 600, 900, 1300, 1700),
});
const lines = fc.array(line, { minLength: 1, maxLength: 8 });

/**
 * Issue 13 point 8: money is exact end to end. Random credit memo lines go through the API and the
 * database of each engine: every line's amount is qty × unit price difference rounded once to the
 * cent, its tax rounded per line, and the header's amounts are exactly the sums of the stored lines.
 */
describe.each(engines)('credit memo money on %s (property)', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const { post, get } = jsonApi(() => ({ t, token: admin }));

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    ids.customer = String(
      resultOf(
        await post('/mdm/businessPartner/add', { code: 'CUST-PROP', name: 'Customer', isCustomer: true }),
      ).id,
    );
    ids.product = String(
      resultOf(
        await post('/mdm/product/add', {
          code: 'PROP-P',
          name: 'Part',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
  });
  afterAll(async () => t.close());

  it('stores per-line rounded amounts and taxes, and header totals equal to their sums', async () => {
    const samples = fc.sample(lines, { numRuns: 12, seed: engine === 'sqlite' ? 1311 : 1312 });
    for (const sample of samples) {
      const id = String(
        resultOf(
          await post('/oms/cmApply/add', {
            customerId: ids.customer,
            cmReason: 'price_difference',
            currency: 'CNY',
            lines: sample.map((l, index) => ({
              lineNo: index + 1,
              productId: ids.product,
              qty: l.qty / 1000,
              unitPriceDiff: l.price / 1_000_000,
              taxRate: l.rate / 100,
            })),
          }),
        ).id,
      );
      const cm = resultOf(await get(`/oms/cmApply/queryById?id=${id}`));
      const stored = cm.lines as Json[];
      let net = 0n;
      let tax = 0n;
      sample.forEach((l, index) => {
        const amount = lineCents(l.qty, l.price);
        const lineTax = taxCents(amount, l.rate);
        net += amount;
        tax += lineTax;
        expect(toCents(stored[index]!.amount), `line ${index + 1} amount`).toBe(Number(amount));
        expect(toCents(stored[index]!.taxAmount), `line ${index + 1} tax`).toBe(Number(lineTax));
      });
      expect(toCents(cm.amount)).toBe(Number(net));
      expect(toCents(cm.taxAmount)).toBe(Number(tax));
      expect(toCents(cm.amountInclTax)).toBe(Number(net + tax));
      // The stored integers themselves: the header is the sum of its lines in the database.
      const sums = await db(t)
        .selectFrom('omsCmApplyLine')
        .select((eb) => [
          eb.fn.sum<number | string>('amount').as('amount'),
          eb.fn.sum<number | string>('taxAmount').as('tax'),
        ])
        .where('cmApplyId', '=', id)
        .executeTakeFirstOrThrow();
      const header = await db(t)
        .selectFrom('omsCmApply')
        .select(['amount', 'taxAmount'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(sums.amount)).toBe(Number(header.amount));
      expect(Number(sums.tax)).toBe(Number(header.taxAmount));
    }
  });
});

describe('service settlement money (property)', () => {
  it('prices each fee line once to the cent; the total is the sum of the lines', () => {
    fc.assert(
      fc.property(lines, (sample) => {
        const priced = priceServiceLines(sample.map((l) => ({ qty: l.qty, unitPrice: l.price })));
        let total = 0n;
        sample.forEach((l, index) => {
          const amount = lineCents(l.qty, l.price);
          total += amount;
          expect(priced.lines[index]!.amount).toBe(Number(amount));
        });
        expect(priced.totalAmount).toBe(Number(total));
      }),
    );
  });
});
