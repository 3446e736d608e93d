/**
 * The quantities of an outsourcing order (domain.md 3.6) as pure functions over scaled integers (qty 3
 * places): what its components need, what a receipt of finished goods consumes pro rata, and what is
 * still at the subcontractor.
 */

/** `a × b / c` rounded half up, in big integers (exact for every quantity a column holds). */
function mulDiv(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));
}

/** A component's required quantity: order qty × quantity per unit (both scaled by 1000). */
export function requiredQty(orderQty: number, qtyPerUnit: number): number {
  return mulDiv(orderQty, qtyPerUnit, 1000);
}

/**
 * How much of a component should be consumed in total once `receivedQty` of `orderQty` finished goods
 * came back: its required quantity pro rata, all of it once the order is received in full. Cumulative,
 * so that rounding never drifts over several receipts.
 */
export function consumedTarget(required: number, orderQty: number, receivedQty: number): number {
  if (receivedQty >= orderQty) return required;
  return mulDiv(required, Math.max(receivedQty, 0), orderQty);
}

/** What of a component is still at the subcontractor: issued, neither consumed nor returned. */
export function atSubcontractor(component: { issuedQty: number; consumedQty: number; returnedQty: number }) {
  return Math.max(component.issuedQty - component.consumedQty - component.returnedQty, 0);
}
