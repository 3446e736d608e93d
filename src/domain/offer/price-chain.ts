/**
 * A raw material's price history as a chain of validities (domain.md 3.10, issue 15 point 2): sorted by
 * start, a price without an end is closed the day before the next one starts; an end given by the user
 * that reaches into the next price, or two prices starting the same day, is an overlap and refused. The
 * price in force on a day is then the one whose [validFrom, validTo] holds it, at most one.
 */
export interface PriceValidity {
  validFrom: string;
  validTo: string | null;
}

export type ChainIssue =
  | { code: 'rawMaterial.priceRange'; params: { validFrom: string; validTo: string } }
  | {
      code: 'rawMaterial.priceOverlap';
      params: { validFrom: string; validTo: string; otherFrom: string; otherTo: string };
    };

const OPEN_END = '9999-12-31';

/** The day before a `YYYY-MM-DD` day, in the same notation (UTC calendar arithmetic). */
export function dayBefore(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Closes the open prices of a history in place (each open one ends the day before the next start) and
 * answers the first overlap or reversed range, or null when the chain is unambiguous.
 */
export function chainPrices<P extends PriceValidity>(prices: P[]): ChainIssue | null {
  for (const price of prices)
    if (price.validTo !== null && price.validTo < price.validFrom)
      return {
        code: 'rawMaterial.priceRange',
        params: { validFrom: price.validFrom, validTo: price.validTo },
      };
  const sorted = [...prices].sort((a, b) =>
    a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0,
  );
  for (let index = 0; index + 1 < sorted.length; index += 1) {
    const price = sorted[index]!;
    const next = sorted[index + 1]!;
    if (price.validFrom !== next.validFrom && price.validTo === null)
      price.validTo = dayBefore(next.validFrom);
    if (price.validTo === null || price.validTo >= next.validFrom)
      return {
        code: 'rawMaterial.priceOverlap',
        params: {
          validFrom: next.validFrom,
          validTo: next.validTo ?? OPEN_END,
          otherFrom: price.validFrom,
          otherTo: price.validTo ?? OPEN_END,
        },
      };
  }
  return null;
}

/** The price of a chained history in force on `day`, if any. */
export function priceOn<P extends PriceValidity>(prices: readonly P[], day: string): P | undefined {
  return prices.find((price) => price.validFrom <= day && (price.validTo === null || price.validTo >= day));
}
