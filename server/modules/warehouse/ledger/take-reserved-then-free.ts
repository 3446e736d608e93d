import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { type AllocationTake, allocate } from '../../../../src/domain/warehouse/allocation';
import type { DocType } from '../../../../src/domain/warehouse/movement-types';
import { AppError } from '../../../http/app-error';
import { type BalanceKey, LockedBalances, lockBalancesById } from './balance-rows';
import type { LedgerContext } from './ledger-context';
import { productLabel } from './post-inventory-movement';
import {
  type ActiveReservation,
  activeReservations,
  type findCandidates,
  findCandidatesFor,
  type ReserveRequest,
} from './reservations';

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

/** One line of a partial outbound: what it ships, and the free rows' request for what it has not reserved. */
export interface OutboundTake {
  lineId: string;
  productId: string;
  qty: number;
  freeRequest(rest: number): ReserveRequest | Promise<ReserveRequest>;
}

/**
 * The stock of a partial outbound of a document's lines (domain.md 2.5): each line's reservations, then
 * free rows for the rest, every source row locked before any is taken. `taken` says where each line's
 * out legs go; the consumed reservations are closed by the caller, after it has locked its in legs.
 * `reserves: false` is for a document type that never reserves (a report's backflush): its lines hold no
 * reservation, so they are not read.
 */
export async function takeOutbound<Take extends OutboundTake>(
  lc: LedgerContext,
  source: { docType: DocType; docId: string },
  lines: readonly Take[],
  options: { reserves?: boolean } = {},
): Promise<{
  balances: LockedBalances;
  taken: { take: Take; keys: (BalanceKey & { qty: number })[] }[];
  consumed: { reservation: ActiveReservation; consume: number }[];
}> {
  const ids = lines.map((line) => line.lineId);
  const reserved =
    options.reserves === false ? [] : await activeReservations(lc, source.docType, source.docId, ids);
  const ownOf = (line: OutboundTake) => reserved.filter((r) => r.lineId === line.lineId);
  // The free rows of every line its reservations do not cover, read in one statement per facility.
  const short: { lineId: string; request: ReserveRequest }[] = [];
  for (const line of lines) {
    const held = ownOf(line).reduce((sum, r) => sum + r.open, 0);
    if (held < line.qty)
      short.push({ lineId: line.lineId, request: await line.freeRequest(line.qty - held) });
  }
  // Without reservations the candidates are locked as they are read; else all rows in one statement.
  const balances = new LockedBalances();
  const candidates = await findCandidatesFor(
    lc,
    short.map(({ request }) => request),
    reserved.length === 0 ? balances : undefined,
  );
  const free = new Map<string, FreeRow[]>(short.map(({ lineId }, index) => [lineId, candidates[index]!]));
  if (reserved.length > 0)
    await lockBalancesById(
      lc,
      [...reserved.map((r) => r.balanceId), ...[...free.values()].flat().map((c) => c.balanceId)],
      balances,
    );
  const taken: { take: Take; keys: (BalanceKey & { qty: number })[] }[] = [];
  const consumed: { reservation: ActiveReservation; consume: number }[] = [];
  for (const line of lines) {
    const { takes, consumed: own } = await takeReservedThenFree(
      lc,
      balances,
      line.productId,
      line.qty,
      ownOf(line),
      free.get(line.lineId) ?? [],
    );
    consumed.push(...own);
    taken.push({ take: line, keys: takenKeys(balances, takes) });
  }
  return { balances, taken, consumed };
}
