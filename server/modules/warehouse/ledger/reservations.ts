import { sql } from 'kysely';
import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import {
  type AllocationCandidate,
  type AllocationTake,
  allocate,
  allocationOrder,
  type ReserveOrder,
} from '../../../../src/domain/warehouse/allocation';
import type { DocType } from '../../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { AppError } from '../../../http/app-error';
import { type BalanceKey, type LockedBalances, lockBalancesById } from './balance-rows';
import { dayOf, type LedgerContext, qty } from './ledger-context';
import { distinctBalanceChunks, productLabel } from './post-inventory-movement';
import { quantityById, textById } from './values-by-id';

/** The document line holding a reservation. */
export interface ReservationSource {
  docType: DocType;
  docId: string;
  lineId: string;
}

/**
 * Which rows approval may reserve (domain.md 2.1 "Allocatable"): `ordinary` outbound takes storage,
 * picking and staging positions not frozen by a count, batches qualified or under concession; `defect`
 * (scrap, RMA out lines, supplier returns) may also take defect and scrap positions and unqualified batches.
 */
export type AllocationScope = 'ordinary' | 'defect';

const ALLOCATABLE_TYPES = ['storage', 'picking', 'staging'];
const DEFECT_TYPES = ['defect', 'scrap'];
const QUALITY: Record<AllocationScope, string[]> = {
  ordinary: ['qualified', 'concession'],
  defect: ['qualified', 'concession', 'unqualified'],
};

export interface ReserveRequest {
  source: ReservationSource;
  productId: string;
  facilityId: string;
  qty: number;
  /** A line that names a position or batch is pinned to it (domain.md 2.5). */
  positionId?: string | null;
  batchId?: string | null;
  scope: AllocationScope;
  /** Batches to take first (a return takes back the batches of the original loan). */
  preferBatchIds?: readonly string[];
}

export interface ReserveResult {
  lineId: string;
  reserved: number;
  shortage: number;
}

type Candidate = AllocationCandidate & BalanceKey;

/** Rows with free usable quantity for a request, unlocked (the caller locks and re-reads them). */
export async function findCandidates(lc: LedgerContext, request: ReserveRequest): Promise<Candidate[]> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
    .select([
      'b.id',
      'b.productId',
      'b.facilityId',
      'b.positionId',
      'b.batchId',
      'b.onhandQty',
      'b.promiseQty',
      't.receivedDate',
      't.expiryDate',
      'p.pickSequence',
    ])
    .where('b.tenantId', '=', lc.tenantId)
    .where('b.productId', '=', request.productId)
    .where('b.facilityId', '=', request.facilityId)
    .whereRef('b.onhandQty', '>', 'b.promiseQty')
    .where((eb) => {
      const allocatable = eb.and([
        eb('p.positionType', 'in', ALLOCATABLE_TYPES),
        eb('p.allocatable', '=', 1),
      ]);
      return request.scope === 'defect'
        ? eb.or([allocatable, eb('p.positionType', 'in', DEFECT_TYPES)])
        : allocatable;
    })
    .where('p.frozenByCountId', 'is', null)
    .where('t.qualityStatus', 'in', QUALITY[request.scope])
    .$if(Boolean(request.positionId), (q) => q.where('b.positionId', '=', request.positionId!))
    .$if(Boolean(request.batchId), (q) => q.where('b.batchId', '=', request.batchId!))
    .execute();
  return rows.map((row) => ({
    balanceId: row.id,
    productId: row.productId,
    facilityId: row.facilityId,
    positionId: row.positionId,
    batchId: row.batchId,
    onhandQty: qty(row.onhandQty),
    promiseQty: qty(row.promiseQty),
    receivedDate: dayOf(row.receivedDate) ?? '',
    expiryDate: dayOf(row.expiryDate),
    pickSequence: Number(row.pickSequence ?? 0),
  }));
}

/**
 * Reserves stock for document lines (domain.md 2.5): finds the rows, locks them in key order, then
 * allocates line by line from the locked quantities, oldest batch first. With `partial` false any
 * shortfall refuses the whole approval with `inventory.insufficient`; with `partial` true what exists
 * is reserved and the shortfall is returned for the line's `shortage_qty`.
 */
export async function reserve(
  lc: LedgerContext,
  balances: LockedBalances,
  requests: readonly ReserveRequest[],
  order: ReserveOrder,
  partial: boolean,
): Promise<ReserveResult[]> {
  const candidates = await Promise.all(requests.map((request) => findCandidates(lc, request)));
  await lockBalancesById(
    lc,
    candidates.flat().map((c) => c.balanceId),
    balances,
  );
  const results: ReserveResult[] = [];
  for (const [index, request] of requests.entries()) {
    const fresh = candidates[index]!.map((c) => {
      const locked = balances.byBalanceId(c.balanceId);
      return { ...c, onhandQty: locked.onhandQty, promiseQty: locked.promiseQty };
    });
    const preferred = new Set(request.preferBatchIds ?? []);
    const ordered = preferred.size
      ? [...fresh].sort(
          (a, b) =>
            Number(preferred.has(b.batchId)) - Number(preferred.has(a.batchId)) ||
            allocationOrder(a, b, order),
        )
      : fresh;
    const allocation = preferred.size
      ? allocateInGivenOrder(request.qty, ordered)
      : allocate(request.qty, fresh, order);
    if (allocation.shortage > 0 && !partial) {
      const usable = fresh.reduce((sum, c) => sum + Math.max(c.onhandQty - c.promiseQty, 0), 0);
      throw new AppError('inventory.insufficient', {
        product: await productLabel(lc, request.productId),
        wanted: fromScaled(request.qty, 'qty'),
        usable: fromScaled(usable, 'qty'),
      });
    }
    await insertReservations(lc, balances, request.source, allocation.takes);
    results.push({
      lineId: request.source.lineId,
      reserved: request.qty - allocation.shortage,
      shortage: allocation.shortage,
    });
  }
  return results;
}

function allocateInGivenOrder(wanted: number, rows: readonly AllocationCandidate[]) {
  const takes: AllocationTake[] = [];
  let rest = wanted;
  for (const row of rows) {
    if (rest <= 0) break;
    const take = Math.min(row.onhandQty - row.promiseQty, rest);
    if (take <= 0) continue;
    takes.push({ balanceId: row.balanceId, qty: take });
    rest -= take;
  }
  return { takes, shortage: rest };
}

/** Inserts one reservation per (line, row); the database adds it to the row's promise. */
export async function insertReservations(
  lc: LedgerContext,
  balances: LockedBalances,
  source: ReservationSource,
  takes: readonly AllocationTake[],
): Promise<void> {
  const createTime = toDbDateTime(lc.now);
  const values = takes
    .filter((take) => take.qty > 0)
    .map((take) => {
      const row = balances.byBalanceId(take.balanceId);
      row.promiseQty += take.qty;
      return {
        id: newId(),
        tenantId: lc.tenantId,
        balanceId: row.id,
        productId: row.productId,
        facilityId: row.facilityId,
        positionId: row.positionId,
        batchId: row.batchId,
        sourceDocType: source.docType,
        sourceDocId: source.docId,
        sourceLineId: source.lineId,
        reservedQty: take.qty,
        consumedQty: 0,
        releasedQty: 0,
        reservationStatus: 'active',
        createBy: lc.username,
        createTime,
      };
    });
  for (const chunk of distinctBalanceChunks(values)) {
    await lc.trx.insertInto('wmsInventoryReservation').values(chunk).execute();
  }
}

export interface ActiveReservation extends BalanceKey {
  id: string;
  balanceId: string;
  lineId: string;
  open: number;
  receivedDate: string;
}

/** The active reservations of a document (or some of its lines), oldest batch first. */
export async function activeReservations(
  lc: LedgerContext,
  docType: DocType,
  docId: string,
  lineIds?: readonly string[],
): Promise<ActiveReservation[]> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryReservation as r')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'r.batchId')
    .select([
      'r.id',
      'r.balanceId',
      'r.productId',
      'r.facilityId',
      'r.positionId',
      'r.batchId',
      'r.sourceLineId',
      'r.reservedQty',
      'r.consumedQty',
      'r.releasedQty',
      't.receivedDate',
    ])
    .where('r.tenantId', '=', lc.tenantId)
    .where('r.sourceDocType', '=', docType)
    .where('r.sourceDocId', '=', docId)
    .where('r.reservationStatus', '=', 'active')
    .$if(lineIds !== undefined, (q) => q.where('r.sourceLineId', 'in', lineIds!.length ? lineIds! : ['']))
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      balanceId: row.balanceId,
      productId: row.productId,
      facilityId: row.facilityId,
      positionId: row.positionId,
      batchId: row.batchId,
      lineId: row.sourceLineId,
      open: qty(row.reservedQty) - qty(row.consumedQty) - qty(row.releasedQty),
      receivedDate: dayOf(row.receivedDate) ?? '',
    }))
    .sort((a, b) => a.receivedDate.localeCompare(b.receivedDate) || a.id.localeCompare(b.id));
}

/**
 * Consumes (an outbound took the stock) or releases (cancel approval, force finish) part of active
 * reservations; the database takes it off the row's promise. Call it before the posting that takes
 * the consumed stock, so the posting sees the promise it leaves.
 */
export async function closeReservations(
  lc: LedgerContext,
  balances: LockedBalances,
  changes: readonly { reservation: ActiveReservation; consume?: number; release?: number }[],
): Promise<void> {
  const rows = new Map<
    string,
    { id: string; balanceId: string; consumed: number; released: number; left: number }
  >();
  for (const { reservation, consume = 0, release = 0 } of changes) {
    if (consume + release === 0) continue;
    if (consume < 0 || release < 0 || consume + release > reservation.open) {
      throw new Error(`reservation ${reservation.id} cannot close ${consume + release}`);
    }
    reservation.open -= consume + release;
    balances.byBalanceId(reservation.balanceId).promiseQty -= consume + release;
    const row = rows.get(reservation.id) ?? {
      id: reservation.id,
      balanceId: reservation.balanceId,
      consumed: 0,
      released: 0,
      left: 0,
    };
    row.consumed += consume;
    row.released += release;
    row.left = reservation.open;
    rows.set(reservation.id, row);
  }
  const closedTime = toDbDateTime(lc.now);
  for (const chunk of distinctBalanceChunks([...rows.values()])) {
    await lc.trx
      .updateTable('wmsInventoryReservation')
      .set({
        consumedQty: sql<number>`consumed_qty + ${quantityById(chunk, (row) => row.consumed)}`,
        releasedQty: sql<number>`released_qty + ${quantityById(chunk, (row) => row.released)}`,
        reservationStatus: textById(chunk, (row) =>
          row.left > 0 ? 'active' : row.released > 0 ? 'released' : 'consumed',
        ),
        closedTime: sql<
          string | null
        >`case when ${textById(chunk, (row) => (row.left > 0 ? 'open' : 'closed'))} = 'open' then null else ${
          lc.engine === 'postgres' ? sql`cast(${closedTime} as timestamptz)` : sql`${closedTime}`
        } end`,
      })
      .where(
        'id',
        'in',
        chunk.map((row) => row.id),
      )
      .execute();
  }
}

/**
 * Releases every active reservation of a document (cancel approval, force finish): what it held is free
 * again. Answers the balances it locked, for a posting that follows in the same transaction.
 */
export async function releaseAllReservations(
  lc: LedgerContext,
  docType: DocType,
  docId: string,
): Promise<LockedBalances> {
  const reservations = await activeReservations(lc, docType, docId);
  const balances = await lockBalancesById(
    lc,
    reservations.map((r) => r.balanceId),
  );
  await closeReservations(
    lc,
    balances,
    reservations.map((reservation) => ({ reservation, release: reservation.open })),
  );
  return balances;
}
