/** A balance row approval may reserve from (domain.md 2.5), with what orders it. */
export interface AllocationCandidate {
  balanceId: string;
  onhandQty: number;
  promiseQty: number;
  /** `YYYY-MM-DD` */
  receivedDate: string;
  expiryDate: string | null;
  pickSequence: number;
}

export type ReserveOrder = 'fifo_received' | 'fefo_expiry';

export interface AllocationTake {
  balanceId: string;
  qty: number;
}

export interface Allocation {
  takes: AllocationTake[];
  /** The part no row could give. */
  shortage: number;
}

const expiryKey = (date: string | null) => date ?? '9999-12-31';

/**
 * domain.md 2.5: oldest received first, then earliest expiry, then the picking route; the product
 * store's `fefo_expiry` puts the expiry first. Ties keep a stable order by row id.
 */
export function allocationOrder(a: AllocationCandidate, b: AllocationCandidate, order: ReserveOrder): number {
  const received = a.receivedDate.localeCompare(b.receivedDate);
  const expiry = expiryKey(a.expiryDate).localeCompare(expiryKey(b.expiryDate));
  const primary = order === 'fefo_expiry' ? expiry || received : received || expiry;
  return primary || a.pickSequence - b.pickSequence || a.balanceId.localeCompare(b.balanceId);
}

/** Takes `wanted` from the free quantity of the rows in allocation order. */
export function allocate(
  wanted: number,
  candidates: readonly AllocationCandidate[],
  order: ReserveOrder,
): Allocation {
  const takes: AllocationTake[] = [];
  let rest = wanted;
  for (const row of [...candidates].sort((a, b) => allocationOrder(a, b, order))) {
    if (rest <= 0) break;
    const free = row.onhandQty - row.promiseQty;
    if (free <= 0) continue;
    const qty = Math.min(free, rest);
    takes.push({ balanceId: row.balanceId, qty });
    rest -= qty;
  }
  return { takes, shortage: rest };
}
