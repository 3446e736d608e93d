import { divRound } from '../money';

/**
 * The figures of an offer (domain.md 3.10, rounding in docs/decisions.md): unit figures in price units
 * (1/1 000 000 of the offer's currency), line and header amounts in cents, margins in pct units (1/100 of
 * a percent), each rounded once, half away from zero.
 */
const PRICE = 1_000_000n;
const QTY = 1000n;
const PCT = 10_000n;

/** A price converted at a rate (both price units). */
export function convert(unitPrice: number, rate: number): number {
  return Number(divRound(BigInt(unitPrice) * BigInt(rate), PRICE));
}

/** Cents of qty (qty units) × unit figure (price units). */
export function extend(qtyUnits: number, unit: number): number {
  return Number(divRound(BigInt(qtyUnits) * BigInt(unit), QTY * 10_000n));
}

/** A material cost's cents as a unit figure in price units. */
export function centsToPrice(cents: number): number {
  return cents * 10_000;
}

/**
 * The lowest margin kept, −999 999.99 % in pct units: margins are stored as 32-bit integers on both
 * engines, and a price of a few cents against a cost of thousands (a typo) would not fit (docs/decisions.md).
 */
export const MARGIN_FLOOR = -99_999_999;

/** Margin of a price over a cost, in pct units (at least MARGIN_FLOOR); null without a price. */
export function marginPct(price: number, cost: number): number | null {
  if (price === 0) return null;
  const margin = divRound((BigInt(price) - BigInt(cost)) * PCT, BigInt(price));
  return margin < BigInt(MARGIN_FLOOR) ? MARGIN_FLOOR : Number(margin);
}

export type ApCalcMethod = 'pct_of_cost' | 'pct_of_price' | 'per_unit' | 'fixed';

/**
 * One adder per unit of a line (price units): `value` is a percentage (price units, 5.000000 = 5 %) of the
 * unit material cost or the unit price, an amount per unit, or a fixed amount for the line spread over its
 * quantity. `value` is already in the offer's currency for the two amounts.
 */
export function unitAdder(
  method: ApCalcMethod,
  value: number,
  figures: { materialCost: number; unitPrice: number; qty: number },
): number {
  switch (method) {
    case 'pct_of_cost':
      return Number(divRound(BigInt(figures.materialCost) * BigInt(value), PRICE * 100n));
    case 'pct_of_price':
      return Number(divRound(BigInt(figures.unitPrice) * BigInt(value), PRICE * 100n));
    case 'per_unit':
      return value;
    case 'fixed':
      return figures.qty > 0 ? Number(divRound(BigInt(value) * QTY, BigInt(figures.qty))) : 0;
  }
}

export interface PriceTrimRule {
  trimType: 'percent' | 'amount' | 'fixed_price';
  /** Price units: a percentage (−5.000000 = −5 %), an amount or the fixed price. */
  value: number;
  stackable: boolean;
}

/**
 * The trim of a list price (domain.md 3.1 price trims): the rules in priority order change the price in
 * turn (a percentage of the price so far, an amount, or a fixed price); a non-stackable rule ends the
 * chain. Answers the trimmed price minus the list price.
 */
export function trimAmount(listPrice: number, rules: readonly PriceTrimRule[]): number {
  let price = listPrice;
  for (const rule of rules) {
    if (rule.trimType === 'percent')
      price += Number(divRound(BigInt(price) * BigInt(rule.value), PRICE * 100n));
    else if (rule.trimType === 'amount') price += rule.value;
    else price = rule.value;
    if (!rule.stackable) break;
  }
  return price - listPrice;
}

export interface OfferLineFigures {
  qty: number;
  materialCost: number;
  adderCost: number;
  unitCost: number;
  unitPrice: number;
  amount: number;
  /** Cents: qty × unit cost. */
  cost: number;
  marginPct: number | null;
}

/** A line's unit cost, amount, cost and margin from its unit figures. */
export function offerLine(
  qty: number,
  materialCost: number,
  adderCost: number,
  unitPrice: number,
): OfferLineFigures {
  const unitCost = materialCost + adderCost;
  return {
    qty,
    materialCost,
    adderCost,
    unitCost,
    unitPrice,
    amount: extend(qty, unitPrice),
    cost: extend(qty, unitCost),
    marginPct: marginPct(unitPrice, unitCost),
  };
}

/** The header's totals: Σ line amounts and costs (no further rounding) and the margin of those sums. */
export function offerTotals(lines: readonly Pick<OfferLineFigures, 'amount' | 'cost'>[]): {
  totalPrice: number;
  totalCost: number;
  marginPct: number | null;
} {
  const totalPrice = lines.reduce((sum, line) => sum + line.amount, 0);
  const totalCost = lines.reduce((sum, line) => sum + line.cost, 0);
  return { totalPrice, totalCost, marginPct: marginPct(totalPrice, totalCost) };
}
