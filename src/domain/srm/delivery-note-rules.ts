import type { AnswerRefusal, OpenQtyOf } from './po-item-answers';
import { openQty } from './po-item-answers';

/** A delivery-note line as shipping checks it (scaled quantity). */
export interface ShipLine {
  lineNo: number;
  poItemId: string;
  productId: string;
  qty: number;
}

/** A purchase-order item as shipping checks it: its roll-ups, owner, ship-to and whether it is open. */
export interface ShipItem extends OpenQtyOf {
  id: string;
  productId: string;
  partnerId: string | null;
  facilityId: string | null;
  confirmStatus: string;
  /** Released to the supplier (the order approved, the item visible) and neither completed nor closed. */
  open: boolean;
}

/** Quantity per purchase-order item over the given lines (a note may ship one item on several lines). */
export function qtyByItem(lines: readonly Pick<ShipLine, 'poItemId' | 'qty'>[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const line of lines) total.set(line.poItemId, (total.get(line.poItemId) ?? 0) + line.qty);
  return total;
}

/** The documents whose lines are checked against open purchase-order items: their refusal codes' prefix. */
export type PoLineDocument = 'deliveryNote' | 'deliveryPlan';

/**
 * Why a `doc` (delivery note or delivery plan) of `partnerId` to `facilityId` may not hold these lines, or
 * null: every line of a positive quantity, on a confirmed open item of the supplier's released orders for
 * that facility and product, and per item no more than `available(item)`.
 */
export function poLinesRefusal(
  doc: PoLineDocument,
  header: { partnerId: string; facilityId: string },
  lines: readonly ShipLine[],
  items: ReadonlyMap<string, ShipItem>,
  available: (item: ShipItem) => number,
): AnswerRefusal | null {
  if (lines.length === 0) return { code: `${doc}.noLines`, params: {} };
  for (const line of lines) {
    const { lineNo } = line;
    if (line.qty <= 0) return { code: `${doc}.lineQtyPositive`, params: { lineNo } };
    const item = items.get(line.poItemId);
    if (!item?.open || item.partnerId !== header.partnerId) {
      return { code: `${doc}.poItemNotOpen`, params: { lineNo } };
    }
    if (item.confirmStatus !== 'confirmed') return { code: `${doc}.itemNotConfirmed`, params: { lineNo } };
    if (item.facilityId !== header.facilityId) return { code: `${doc}.facilityMismatch`, params: { lineNo } };
    if (item.productId !== line.productId) return { code: `${doc}.productMismatch`, params: { lineNo } };
  }
  const wanted = qtyByItem(lines);
  for (const line of lines) {
    const item = items.get(line.poItemId);
    const open = item ? available(item) : 0;
    if ((wanted.get(line.poItemId) ?? 0) > open) {
      return { code: `${doc}.overOpenQty`, params: { lineNo: line.lineNo, open: Math.max(open, 0) / 1000 } };
    }
  }
  return null;
}

/**
 * Why a note of `partnerId` to `facilityId` may not ship these lines (domain.md 3.6, 4.1 step 4), or null:
 * per item no more than its open quantity (over-receipt tolerance included).
 */
export function shipRefusal(
  note: { partnerId: string; facilityId: string },
  lines: readonly ShipLine[],
  items: ReadonlyMap<string, ShipItem>,
): AnswerRefusal | null {
  return poLinesRefusal('deliveryNote', note, lines, items, openQty);
}
