import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARGIN_FLOOR } from '../../src/domain/offer/offer-pricing';
import { documentAction, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

/** Exact reference, written apart from src/domain/money.ts: n / d rounded half away from zero. */
function roundHalfAway(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  const q = absN / absD;
  const rounded = (absN - q * absD) * 2n >= absD ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** A decimal the API answers as its scaled integer (qty 1/1000, price and rate 1/10^6, amount cents). */
const units = (value: unknown, scale: number) => BigInt(Math.round(Number(value) * scale));

const rawLine = fc.record({
  qty: fc.integer({ min: 1, max: 50_000 }),
  scrap: fc.integer({ min: 0, max: 2_000 }),
  price: fc.integer({ min: 0, max: 5_000_000_000 }),
  usd: fc.boolean(),
});
const sample = fc.record({
  rate: fc.integer({ min: 6_500_000, max: 7_500_000 }),
  sub: fc.array(rawLine, { minLength: 1, maxLength: 4 }),
  top: fc.array(rawLine, { minLength: 0, maxLength: 3 }),
  subQty: fc.integer({ min: 1, max: 20_000 }),
  subScrap: fc.integer({ min: 0, max: 2_000 }),
  offer: fc.array(
    fc.record({
      qty: fc.integer({ min: 1, max: 5_000_000 }),
      price: fc.integer({ min: 1, max: 90_000_000_000 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});

/**
 * Issue 15 point 7: money is exact end to end. Random two-level sale BOMs (raw materials in CNY and USD,
 * scrap on every level) are costed, and random offers priced, through the API and the database of each
 * engine: every cost line's amount is its own gross quantity × unit price × rate rounded once to the cent
 * and the cost is exactly the sum of its stored lines; every offer line is qty × price and qty × unit cost
 * rounded once, the header's totals the sums of its lines and its margin the margin of those sums.
 */
describe.each(engines)('offer and cost money on %s (property)', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const { post, get } = jsonApi(() => ({ t, token: admin }));
  const add = async (path: string, body: Json) => String(resultOf(await post(`/${path}/add`, body)).id);
  const act = (path: string, action: string, id: string) => documentAction({ post, get }, path, action, id);

  /** Σ amount of a header's stored lines, as the database adds the scaled integers. */
  const storedSum = async (table: string, parent: string, id: string) => {
    const { rows } = await sql<{ total: number | string }>`select sum(amount) as total
      from ${sql.table(table)} where ${sql.ref(parent)} = ${id}`.execute(db(t));
    return Number(rows[0]!.total);
  };
  /** Stored scaled integers of a header's columns. */
  const storedHeader = async (table: string, columns: string[], id: string) => {
    // Aliased v0, v1…: the test database's plugin would rename snake_case columns in the answer.
    const picked = columns.map((column, i) => sql`${sql.ref(column)} as ${sql.ref(`v${i}`)}`);
    const { rows } = await sql<Record<string, number | string>>`select ${sql.join(picked)}
      from ${sql.table(table)} where id = ${id}`.execute(db(t));
    return columns.map((_, i) => Number(rows[0]![`v${i}`]));
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(Date.parse('2026-09-10T04:00:00Z') - t.clock.now());
    admin = await t.login('admin');
    ids.customer = await add('mdm/businessPartner', { code: 'PROP-CU', name: 'Customer' });
    ids.store = await add('mdm/productStore', { code: 'PROP-ST', name: 'Store', storeType: 'project_sales' });
  });
  afterAll(async () => t.close());

  it('stores cost lines rounded once, a cost equal to their sum, and offer totals equal to their lines', async () => {
    const samples = fc.sample(sample, { numRuns: 8, seed: engine === 'sqlite' ? 1511 : 1512 });
    for (const [n, s] of samples.entries()) {
      // Each sample on its own day: its USD rate is the one in force then.
      const day = `2026-0${1 + Math.floor(n / 3)}-${String(10 + (n % 3) * 5)}`;
      await add('ofr/exchangeRate', {
        fromCurrency: 'USD',
        toCurrency: 'CNY',
        rate: s.rate / 1e6,
        validFrom: day,
      });
      const material = async (line: (typeof s.sub)[number], key: string) =>
        add('ofr/rawMaterial', {
          code: `PROP-RM-${n}-${key}`,
          name: `RM ${n} ${key}`,
          uom: 'KG',
          prices: [
            {
              lineNo: 1,
              price: line.price / 1e6,
              currency: line.usd ? 'USD' : 'CNY',
              validFrom: '2025-01-01',
            },
          ],
        });
      const rawLines = async (lines: typeof s.sub, key: string) => {
        const out: Json[] = [];
        for (const [i, line] of lines.entries())
          out.push({
            rawMaterialId: await material(line, `${key}${i}`),
            qty: line.qty / 1000,
            scrapPct: line.scrap / 100,
          });
        return out;
      };
      const product = (key: string) =>
        add('mdm/product', {
          code: `PROP-${key}-${n}`,
          name: `P ${key} ${n}`,
          productType: 'finished',
          uom: 'PCS',
        });
      const sub = await product('SUB');
      const top = await product('TOP');
      const bom = async (code: string, productId: string, lines: Json[]) => {
        const id = await add('ofr/saleBom', {
          code,
          productId,
          lines: lines.map((line, i) => ({ lineNo: i + 1, ...line })),
        });
        await act('ofr/saleBom', 'approve', id);
        return id;
      };
      await bom(`PROP-SB-SUB-${n}`, sub, await rawLines(s.sub, 's'));
      const topBom = await bom(`PROP-SB-TOP-${n}`, top, [
        { componentProductId: sub, qty: s.subQty / 1000, scrapPct: s.subScrap / 100 },
        ...(await rawLines(s.top, 't')),
      ]);
      const costId = await add('ofr/materialCost', {
        code: `PROP-MC-${n}`,
        productId: top,
        saleBomId: topBom,
        costDate: day,
        currency: 'CNY',
        laborCost: 0,
        overheadCost: 0,
      });
      await act('ofr/materialCost', 'recalculate', costId);
      const cost = resultOf(await get(`/ofr/materialCost/queryById?id=${costId}`));
      const costLines = cost.lines as Json[];
      expect(costLines).toHaveLength(s.sub.length + s.top.length);
      let sum = 0n;
      for (const line of costLines) {
        const rate = units(line.rate, 1e6);
        expect(rate).toBe(line.currency === 'USD' ? BigInt(s.rate) : 1_000_000n);
        const exact = units(line.qty, 1000) * units(line.unitPrice, 1e6) * rate;
        const amount = units(line.amount, 100);
        expect(amount, `cost ${n} line ${String(line.lineNo)}`).toBe(roundHalfAway(exact, 10n ** 13n));
        sum += amount;
      }
      expect(units(cost.materialCost, 100)).toBe(sum);
      // The stored integers themselves: the header is the sum of its lines in the database.
      const costSum = await storedSum('ofr_material_cost_line', 'material_cost_id', costId);
      expect(await storedHeader('ofr_material_cost', ['material_cost', 'total_cost'], costId)).toEqual([
        costSum,
        costSum,
      ]);
      await act('ofr/materialCost', 'approve', costId);

      const offerId = await add('ofr/offer', {
        code: `PROP-OF-${n}`,
        customerId: ids.customer,
        productStoreId: ids.store,
        currency: 'CNY',
        offerDate: day,
        lines: s.offer.map((line, i) => ({
          lineNo: i + 1,
          productId: top,
          qty: line.qty / 1000,
          unitPrice: line.price / 1e6,
        })),
      });
      const offer = resultOf(await get(`/ofr/offer/queryById?id=${offerId}`));
      let price = 0n;
      let costTotal = 0n;
      for (const [i, line] of (offer.lines as Json[]).entries()) {
        const qty = BigInt(s.offer[i]!.qty);
        // The unit cost is the approved cost per unit, in price units.
        expect(units(line.unitCost, 1e6)).toBe(units(cost.totalCost, 100) * 10_000n);
        const amount = roundHalfAway(qty * BigInt(s.offer[i]!.price), 10_000_000n);
        expect(units(line.amount, 100), `offer ${n} line ${i + 1}`).toBe(amount);
        price += amount;
        costTotal += roundHalfAway(qty * units(line.unitCost, 1e6), 10_000_000n);
      }
      expect(units(offer.totalPrice, 100)).toBe(price);
      expect(units(offer.totalCost, 100)).toBe(costTotal);
      // Margins are kept down to MARGIN_FLOOR (−999 999.99 %: a price of cents against a big cost).
      const margin = roundHalfAway((price - costTotal) * 10_000n, price);
      const floor = BigInt(MARGIN_FLOOR);
      expect(units(offer.marginPct, 100)).toBe(margin < floor ? floor : margin);
      const offerSum = await storedSum('ofr_offer_line', 'offer_id', offerId);
      expect(await storedHeader('ofr_offer', ['total_price'], offerId)).toEqual([offerSum]);
    }
  });
});
