/**
 * Exact money of every document (domain.md 0.2; rounding in docs/decisions.md): quantities are scaled
 * integers in 1/1000, prices in 1/1 000 000, tax rates and percentages in 1/100 of a percent, amounts in
 * cents. A product is taken in BigInt and rounded once, half away from zero; a document's totals are
 * sums of its rounded lines, never a rounding of a total.
 */

/** n / d rounded half away from zero (d > 0). */
export function divRound(n: bigint, d: bigint): bigint {
  const half = (abs: bigint) => (abs * 2n + d) / (d * 2n);
  return n < 0n ? -half(-n) : half(n);
}

/** qty (3 places) × price (6 places) ÷ amount (2 places). */
const QTY_PRICE_PER_CENT = 10_000_000n;

/**
 * A line's net amount in cents: `qty × price ÷ priceUnit`, the price unit a quantity (3 places, 1000 =
 * per one unit; SAP prices per 100 or 1000 pieces). Negative quantities (returns) give negative amounts.
 */
export function lineAmount(qty: number, price: number, priceUnit = 1000): number {
  const unit = BigInt(priceUnit > 0 ? priceUnit : 1000);
  return Number(divRound(BigInt(qty) * BigInt(price) * 1000n, unit * QTY_PRICE_PER_CENT));
}

/**
 * The price of one unit (6 places) of a price per price unit (a quantity, 3 places: 1000 = per one unit;
 * 100 000 = per 100 pieces), rounded once half away from zero.
 */
export function pricePerUnit(price: number, priceUnit = 1000): number {
  const unit = BigInt(priceUnit > 0 ? priceUnit : 1000);
  return Number(divRound(BigInt(price) * 1000n, unit));
}

/** Tax in cents of a net amount at a rate in pct units (1300 = 13 %), rounded per line. */
export function taxOf(amount: number, taxRate: number): number {
  return Number(divRound(BigInt(amount) * BigInt(taxRate), 10_000n));
}

/** A priced line as the totals see it (cents). */
export interface MoneyLine {
  readonly amount: number;
  readonly taxAmount: number;
}

/** A document's totals: the sums of its lines' rounded amounts and taxes, in cents. */
export function documentTotals(lines: readonly MoneyLine[]): {
  amountExclTax: number;
  taxAmount: number;
  amountInclTax: number;
} {
  let amountExclTax = 0;
  let taxAmount = 0;
  for (const line of lines) {
    amountExclTax += line.amount;
    taxAmount += line.taxAmount;
  }
  return { amountExclTax, taxAmount, amountInclTax: amountExclTax + taxAmount };
}
