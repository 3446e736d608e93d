/**
 * A scaled quantity of whole units split into `parts` successive postings, as a warehouse ships or puts
 * away a line in several trips: the units shared out as evenly as they go, the first parts taking the
 * remainder, parts that would be empty left out (a line of 2 units goes in at most 2 trips).
 */
export function splitIntoParts(scaledQty: number, parts: number): number[] {
  const units = Math.floor(scaledQty / 1000);
  const base = Math.floor(units / parts);
  const rest = units % parts;
  return Array.from({ length: parts }, (_, k) => (base + (k < rest ? 1 : 0)) * 1000).filter((q) => q > 0);
}

/**
 * The postings of several lines in `parts` trips: trip k carries part k of every line that still has
 * one (lineId with its quantity); trips left without any line are dropped.
 */
export function tripsOf(
  lines: readonly { lineId: string; qty: number }[],
  parts: number,
): { lineId: string; qty: number }[][] {
  const split = lines.map((line) => ({ lineId: line.lineId, parts: splitIntoParts(line.qty, parts) }));
  return Array.from({ length: parts }, (_, k) =>
    split
      .filter((line) => line.parts[k] !== undefined)
      .map((line) => ({ lineId: line.lineId, qty: line.parts[k]! })),
  ).filter((trip) => trip.length > 0);
}
