import type { FulfilStatus } from '../workflow';
import { type OpenQtyOf, openQty } from './po-item-answers';

/**
 * Receiving against a delivery note (domain.md 3.6, 4.1 step 5) as pure functions over scaled
 * quantities (qty 3 places, pct 2 places): what a posted receipt line does to its delivery-note line
 * and purchase-order item, the over-receipt tolerance, and the fulfilment statuses it leaves.
 */

/** What of a delivery-note line is still on its way: shipped, neither received nor closed (never < 0). */
export function unreceivedQty(line: { qty: number; receivedQty: number; closedQty: number }): number {
  return Math.max(line.qty - line.receivedQty - line.closedQty, 0);
}

/** A purchase-order item as receiving changes it. */
export interface ReceivedItem extends OpenQtyOf {
  underReceiptPct: number;
  closedQty: number;
}

/**
 * One receipt line of `received` against a note line with `unreceived` still on its way: the part
 * within the note line leaves transit, the rest is over-receipt (`over_qty`), which only the item's
 * open quantity (its over-receipt tolerance, domain.md 4.1 step 5) may absorb.
 */
export function receiveOnItem<T extends ReceivedItem>(
  item: T,
  received: number,
  unreceived: number,
): { item: T; over: number; fromTransit: number } {
  const fromTransit = Math.min(received, unreceived);
  return {
    item: {
      ...item,
      receivedQty: item.receivedQty + received,
      inTransitQty: item.inTransitQty - fromTransit,
    },
    over: received - fromTransit,
    fromTransit,
  };
}

/** Whether the item stays within `qty × (1 + over_receipt_pct)`: its open quantity is not negative. */
export const withinTolerance = (item: OpenQtyOf): boolean => openQty(item) >= 0;

/**
 * A purchase-order item's fulfilment (domain.md 3.6): completed when `received − replace ≥ qty ×
 * (1 − under_receipt_pct)`; else closed when quantity was closed (force finish, SAP completion);
 * else executing once something was received; else unexecuted.
 */
export function itemFulfilStatus(item: ReceivedItem): FulfilStatus {
  const minimum = item.qty - Math.floor((item.qty * item.underReceiptPct) / 10000);
  if (item.receivedQty - item.replaceQty >= minimum) return 'completed';
  if (item.closedQty > 0) return 'closed';
  return item.receivedQty > 0 ? 'executing' : 'unexecuted';
}

/**
 * The order's fulfilment from its items': completed when all are, closed when all are finished and
 * some closed, executing once any moved, else unexecuted. A force-finished (closed) order stays closed.
 */
export function orderFulfilStatus(current: string, items: readonly string[]): FulfilStatus {
  if (current === 'closed') return 'closed';
  const finished = (status: string) => status === 'completed' || status === 'closed';
  if (items.length > 0 && items.every(finished)) {
    return items.includes('closed') ? 'closed' : 'completed';
  }
  return items.some((status) => status !== 'unexecuted') ? 'executing' : 'unexecuted';
}

/** A delivery note's fulfilment from its lines (W in): completed once nothing is on its way, else executing. */
export function deliveryNoteFulfilStatus(
  lines: readonly { qty: number; receivedQty: number; closedQty: number }[],
): FulfilStatus {
  if (lines.every((line) => unreceivedQty(line) === 0)) {
    return lines.some((line) => line.closedQty > 0) ? 'closed' : 'completed';
  }
  return lines.some((line) => line.receivedQty > 0) ? 'executing' : 'unexecuted';
}
