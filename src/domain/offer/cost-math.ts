import { divRound } from '../money';

/**
 * Exact money of offers and costs (domain.md 0.2, 3.10; rounding rules in docs/decisions.md): every figure
 * is a scaled integer — quantities in 1/1000, prices and rates in 1/1 000 000, percentages in 1/100 of a
 * percent, amounts in cents — and products are taken in BigInt, rounded once, half away from zero.
 */
const QTY = 1000n;
const PCT = 10_000n; // 100 % in pct units
const PRICE = 1_000_000n;
const CENTS_PER_AMOUNT_UNIT = 10n ** 13n; // qty (3) + price (6) + rate (6) - amount (2)

/** The rate of a currency to itself: exactly 1 (not a fallback: no conversion takes place). */
export const UNIT_RATE = Number(PRICE);

/** A quantity as an exact fraction: how much of a leaf one unit of the top product needs. */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

export const ONE: Ratio = { n: 1n, d: 1n };

/** `ratio` × line quantity (qty units) × (1 + scrap), scrap in pct units: one BOM level down. */
export function perUnitOf(ratio: Ratio, qtyUnits: number, scrapPctUnits: number): Ratio {
  return { n: ratio.n * BigInt(qtyUnits) * (PCT + BigInt(scrapPctUnits)), d: ratio.d * QTY * PCT };
}

/** A ratio as quantity units (1/1000), rounded half up. */
export function qtyUnitsOf(ratio: Ratio): number {
  return Number(divRound(ratio.n * QTY, ratio.d));
}

/** Amount in cents of a quantity (qty units) at a unit price and rate (price units), rounded once. */
export function lineAmount(qtyUnits: number, unitPrice: number, rate: number): number {
  return Number(divRound(BigInt(qtyUnits) * BigInt(unitPrice) * BigInt(rate), CENTS_PER_AMOUNT_UNIT));
}

/** A price (price units) converted at a rate (price units), rounded once to the price unit. */
export function convertPrice(unitPrice: number, rate: number): number {
  return Number(divRound(BigInt(unitPrice) * BigInt(rate), PRICE));
}

/** Where a leaf's price came from: `price_source` dictionary value and the document it names, if any. */
export interface PriceOrigin {
  readonly source: string | null;
  readonly ref: string | null;
}

/** A price of a leaf in its currency and the rate from that currency to the cost's (price units). */
export interface LeafPrice {
  readonly unitPrice: number;
  readonly currency: string;
  readonly rate: number;
  readonly origin?: PriceOrigin;
}

/** One line of a BOM as the roll-up sees it: a priced leaf, or a component with a BOM of its own. */
export type CostTreeLine =
  | {
      readonly kind: 'leaf';
      readonly rawMaterialId: string | null;
      readonly componentProductId: string | null;
      readonly qty: number;
      readonly scrapPct: number;
      readonly price: LeafPrice;
    }
  | {
      readonly kind: 'sub';
      readonly componentProductId: string;
      readonly qty: number;
      readonly scrapPct: number;
      readonly bom: CostTree;
    };

export interface CostTree {
  readonly productId: string;
  readonly lines: readonly CostTreeLine[];
}

export interface CostLine {
  level: number;
  parentProductId: string;
  componentProductId: string | null;
  rawMaterialId: string | null;
  /** Gross quantity per unit of the top product, through every level with scrap (qty units). */
  qty: number;
  scrapPct: number;
  unitPrice: number;
  currency: string;
  rate: number;
  /** Cents: qty × unitPrice × rate, rounded once. */
  amount: number;
  priceSource: string | null;
  sourceRef: string | null;
}

/**
 * The costed leaves of a BOM tree, depth first in line order, and their sum. A leaf's gross quantity is
 * the exact product of the quantities and scrap factors on its path, rounded to 1/1000 once; its amount
 * is that quantity × unit price × rate rounded to the cent once; the material cost is the sum of the
 * line amounts, so the lines add up to it exactly.
 */
export function rollUpCost(tree: CostTree): { lines: CostLine[]; materialCost: number } {
  const lines: CostLine[] = [];
  const walk = (bom: CostTree, ratio: Ratio, level: number) => {
    for (const line of bom.lines) {
      const per = perUnitOf(ratio, line.qty, line.scrapPct);
      if (line.kind === 'sub') {
        walk(line.bom, per, level + 1);
        continue;
      }
      const qty = qtyUnitsOf(per);
      lines.push({
        level,
        parentProductId: bom.productId,
        componentProductId: line.componentProductId,
        rawMaterialId: line.rawMaterialId,
        qty,
        scrapPct: line.scrapPct,
        unitPrice: line.price.unitPrice,
        currency: line.price.currency,
        rate: line.price.rate,
        amount: lineAmount(qty, line.price.unitPrice, line.price.rate),
        priceSource: line.price.origin?.source ?? null,
        sourceRef: line.price.origin?.ref ?? null,
      });
    }
  };
  walk(tree, ONE, 1);
  return { lines, materialCost: lines.reduce((total, line) => total + line.amount, 0) };
}

/**
 * The BOM lines that are costed (domain.md 3.10, docs/decisions.md): optional lines are left out; of an
 * option group, only its first non-optional line in line order (the default choice).
 */
export function costedLines<L extends { optional: boolean; optionGroup: string | null }>(
  lines: readonly L[],
): L[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    if (line.optional) return false;
    if (!line.optionGroup) return true;
    if (seen.has(line.optionGroup)) return false;
    seen.add(line.optionGroup);
    return true;
  });
}
