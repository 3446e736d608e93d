import { documentTotals, lineAmount, taxOf } from '../money';

/** A sales line as priced: quantity (1/1000), unit price (1/1 000 000), tax rate (1/100 %). */
export interface SalesLineInput {
  qty: number;
  unitPrice: number;
  taxRate: number | null;
}

/**
 * A sales order's or proforma's money (domain.md 0.2, src/domain/money.ts): each line's amount and tax
 * rounded once, half away from zero; the header's totals are the sums of the rounded lines.
 */
export function priceSalesLines(lines: readonly SalesLineInput[]): {
  lines: { amount: number; taxAmount: number }[];
  totalAmount: number;
  taxAmount: number;
} {
  const priced = lines.map((line) => {
    const amount = lineAmount(line.qty, line.unitPrice);
    return { amount, taxAmount: taxOf(amount, line.taxRate ?? 0) };
  });
  const totals = documentTotals(priced);
  return { lines: priced, totalAmount: totals.amountExclTax, taxAmount: totals.taxAmount };
}
