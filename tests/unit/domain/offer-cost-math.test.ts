import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound } from '../../../src/domain/money';
import {
  type CostTree,
  type CostTreeLine,
  costedLines,
  lineAmount,
  qtyUnitsOf,
  rollUpCost,
  UNIT_RATE,
} from '../../../src/domain/offer/cost-math';
import { offerDashboard } from '../../../src/domain/offer/offer-dashboard';
import {
  MARGIN_FLOOR,
  marginPct,
  offerLine,
  offerTotals,
  trimAmount,
  unitAdder,
} from '../../../src/domain/offer/offer-pricing';
import { chainPrices, priceOn } from '../../../src/domain/offer/price-chain';

const leaf = (qty: number, scrapPct: number, unitPrice: number, rate = UNIT_RATE): CostTreeLine => ({
  kind: 'leaf',
  rawMaterialId: 'rm',
  componentProductId: null,
  qty,
  scrapPct,
  price: { unitPrice, currency: 'CNY', rate },
});

/** Random BOM trees up to five levels deep, in scaled units (qty 1/1000, pct 1/100 %, price 1/1e6). */
const tree: fc.Memo<CostTree> = fc.memo((depth) =>
  fc.record({
    productId: fc.constant('p'),
    lines: fc.array(depth > 1 ? fc.oneof(leafLine, subLine(depth - 1)) : leafLine, {
      minLength: 1,
      maxLength: 4,
    }),
  }),
);
const leafLine = fc
  .tuple(
    fc.integer({ min: 1, max: 50_000 }),
    fc.integer({ min: 0, max: 2_000 }),
    fc.integer({ min: 0, max: 500_000_000 }),
    fc.integer({ min: 1, max: 20_000_000 }),
  )
  .map(([qty, scrap, price, rate]) => leaf(qty, scrap, price, rate));
const subLine = (depth: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2_000 }), tree(depth))
    .map(
      ([qty, scrapPct, bom]): CostTreeLine => ({ kind: 'sub', componentProductId: 'c', qty, scrapPct, bom }),
    );

describe('material cost arithmetic (docs/decisions.md, rounding of offers and costs)', () => {
  it('rounds half away from zero', () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(4n, 10n)).toBe(0n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(divRound(15n, 10n)).toBe(2n);
  });

  it('prices a line once: 3.162 kg × 1.5 USD × 7.2 = 34.1496 → 34.15', () => {
    expect(lineAmount(3162, 1_500_000, 7_200_000)).toBe(3415);
    expect(qtyUnitsOf({ n: 3_161_898n, d: 1_000_000n })).toBe(3162);
  });

  it('the material cost is the sum of its lines, each within half a cent of its exact figure', () => {
    fc.assert(
      fc.property(tree(5), (bom) => {
        const { lines, materialCost } = rollUpCost(bom);
        expect(materialCost).toBe(lines.reduce((total, line) => total + line.amount, 0));
        for (const line of lines) {
          // amount (cents) × 10^13 vs qty × price × rate exactly: at most half a cent apart.
          const exact = BigInt(line.qty) * BigInt(line.unitPrice) * BigInt(line.rate);
          const diff = BigInt(line.amount) * 10n ** 13n - exact;
          expect(diff * 2n <= 10n ** 13n && diff * 2n >= -(10n ** 13n)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a one-level BOM without scrap keeps its quantities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (qtys) => {
          const { lines } = rollUpCost({ productId: 'p', lines: qtys.map((qty) => leaf(qty, 0, 1_000_000)) });
          expect(lines.map((line) => line.qty)).toEqual(qtys);
          expect(lines.map((line) => line.amount)).toEqual(
            qtys.map((qty) => divRound(BigInt(qty) * 100n, 1000n)).map(Number),
          );
        },
      ),
    );
  });

  it('costs neither optional lines nor the second choice of an option group', () => {
    const lines = [
      { id: 1, optional: false, optionGroup: null },
      { id: 2, optional: true, optionGroup: null },
      { id: 3, optional: false, optionGroup: 'G' },
      { id: 4, optional: false, optionGroup: 'G' },
      { id: 5, optional: true, optionGroup: 'H' },
      { id: 6, optional: false, optionGroup: 'H' },
    ];
    expect(costedLines(lines).map((line) => line.id)).toEqual([1, 3, 6]);
  });
});

describe('raw material price chain', () => {
  it('closes an open price the day before the next and answers one price per day', () => {
    const prices = [
      { validFrom: '2026-07-01', validTo: null as string | null },
      { validFrom: '2026-01-01', validTo: null as string | null },
      { validFrom: '2026-03-01', validTo: '2026-03-31' as string | null },
    ];
    expect(chainPrices(prices)).toBeNull();
    expect(prices.map((price) => price.validTo)).toEqual([null, '2026-02-28', '2026-03-31']);
    expect(priceOn(prices, '2026-02-28')?.validFrom).toBe('2026-01-01');
    expect(priceOn(prices, '2026-04-15')).toBeUndefined();
    expect(priceOn(prices, '2027-01-01')?.validFrom).toBe('2026-07-01');
  });

  it('refuses overlaps and reversed ranges', () => {
    expect(
      chainPrices([
        { validFrom: '2026-01-01', validTo: '2026-12-31' },
        { validFrom: '2026-06-01', validTo: null },
      ]),
    ).toMatchObject({ code: 'rawMaterial.priceOverlap' });
    expect(chainPrices([{ validFrom: '2026-06-01', validTo: '2026-05-01' }])).toMatchObject({
      code: 'rawMaterial.priceRange',
    });
  });
});

describe('offer figures', () => {
  it('keeps a margin of a price of cents against a big cost at the floor the 32-bit column holds', () => {
    // 0.01 against 300 000: −2 999 999 900 % would not fit; kept as −999 999.99 %.
    expect(marginPct(1, 30_000_000)).toBe(MARGIN_FLOOR);
    expect(MARGIN_FLOOR).toBe(-99_999_999);
    expect(marginPct(1000, 1_000_000)).toBe(-9_990_000);
    expect(marginPct(0, 5)).toBeNull();
  });

  it('totals are the sums of the lines, each line within half a cent of qty × price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 10_000_000 }),
            fc.integer({ min: 0, max: 900_000_000 }),
            fc.integer({ min: 0, max: 100_000_000 }),
            fc.integer({ min: 0, max: 1_000_000_000 }),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        (rows) => {
          const lines = rows.map(([qty, material, adder, price]) => offerLine(qty, material, adder, price));
          const totals = offerTotals(lines);
          expect(totals.totalPrice).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
          expect(totals.totalCost).toBe(lines.reduce((sum, line) => sum + line.cost, 0));
          for (const line of lines) {
            const exact = BigInt(line.qty) * BigInt(line.unitPrice);
            const diff = BigInt(line.amount) * 10_000_000n - exact;
            expect(diff * 2n <= 10_000_000n && diff * 2n >= -10_000_000n).toBe(true);
            expect(line.unitCost).toBe(line.materialCost + line.adderCost);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adders: % of cost, % of price, per unit, fixed per line; trims in priority order', () => {
    const figures = { materialCost: 80_000_000, unitPrice: 95_000_000, qty: 3000 };
    expect(unitAdder('pct_of_cost', 10_000_000, figures)).toBe(8_000_000);
    expect(unitAdder('pct_of_price', 2_000_000, figures)).toBe(1_900_000);
    expect(unitAdder('per_unit', 2_000_000, figures)).toBe(2_000_000);
    expect(unitAdder('fixed', 10_000_000, figures)).toBe(3_333_333);
    expect(
      trimAmount(100_000_000, [
        { trimType: 'percent', value: -5_000_000, stackable: true },
        { trimType: 'amount', value: -1_000_000, stackable: false },
        { trimType: 'fixed_price', value: 1, stackable: true },
      ]),
    ).toBe(-6_000_000);
    expect(marginPct(95_000_000, 90_000_000)).toBe(526);
    expect(marginPct(0, 1)).toBeNull();
  });
});

describe('offer dashboard', () => {
  it('has no win rate before an offer is decided and bands margins of approved offers only', () => {
    const offer = (docStatus: string, offerResult: string, marginPct: number | null) => ({
      docStatus,
      offerResult,
      marginPct,
      totalPrice: 100,
      salesUserId: null,
      salesUserName: null,
    });
    const board = offerDashboard([offer('pending', 'open', 500), offer('approved', 'open', -100)]);
    expect(board.winRate).toBeNull();
    expect(board.margins.map((band) => band.count)).toEqual([1, 0, 0, 0, 0]);
    expect(board.openBySalesUser).toEqual([{ salesUserId: null, name: null, count: 2, totalPrice: 200 }]);
    expect(offerDashboard([offer('approved', 'won', 3000), offer('approved', 'lost', 0)]).winRate).toBe(5000);
  });
});
