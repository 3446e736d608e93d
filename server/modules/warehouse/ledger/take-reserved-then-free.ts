import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { type AllocationTake, allocate } from '../../../../src/domain/warehouse/allocation';
import { AppError } from '../../../http/app-error';
import type { BalanceKey, LockedBalances } from './balance-rows';
import type { LedgerContext } from './ledger-context';
import { productLabel } from './post-inventory-movement';
import type { ActiveReservation, findCandidates } from './reservations';

type FreeRow = Awaited<ReturnType<typeof findCandidates>>[number];

/**
 * Where an outbound quantity comes from (domain.md 2.5): the line's own reservations first, in order,
 * then free rows at their locked quantities, oldest received first; short of that, the line is refused
 * with `inventory.insufficient`. `fromFree` says how much the reservations did not cover.
 */
export async function takeReservedThenFree(
  lc: LedgerContext,
  balances: LockedBalances,
  productId: string,
  wanted: number,
  reservations: readonly ActiveReservation[],
  free: readonly FreeRow[],
): Promise<{
  takes: AllocationTake[];
  consumed: { reservation: ActiveReservation; consume: number }[];
  fromFree: number;
}> {
  const takes: AllocationTake[] = [];
  const consumed: { reservation: ActiveReservation; consume: number }[] = [];
  let rest = wanted;
  for (const reservation of reservations) {
    const take = Math.min(reservation.open, rest);
    if (take <= 0) continue;
    consumed.push({ reservation, consume: take });
    takes.push({ balanceId: reservation.balanceId, qty: take });
    rest -= take;
  }
  if (rest > 0) {
    const fresh = free.map((c) => {
      const locked = balances.byBalanceId(c.balanceId);
      return { ...c, onhandQty: locked.onhandQty, promiseQty: locked.promiseQty };
    });
    const extra = allocate(rest, fresh, 'fifo_received');
    if (extra.shortage > 0) {
      throw new AppError('inventory.insufficient', {
        product: await productLabel(lc, productId),
        wanted: fromScaled(wanted, 'qty'),
        usable: fromScaled(wanted - extra.shortage, 'qty'),
      });
    }
    takes.push(...extra.takes);
  }
  return { takes, consumed, fromFree: rest };
}

/** Each take on the key of its locked balance row: where the out legs of an outbound go. */
export function takenKeys(
  balances: LockedBalances,
  takes: readonly AllocationTake[],
): (BalanceKey & { qty: number })[] {
  return takes.map((take) => {
    const row = balances.byBalanceId(take.balanceId);
    return {
      productId: row.productId,
      facilityId: row.facilityId,
      positionId: row.positionId,
      batchId: row.batchId,
      qty: take.qty,
    };
  });
}
