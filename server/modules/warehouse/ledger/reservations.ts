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
import { insertRows } from '../../../db/insert-rows';
import { executeSql, placeholderList, queryRows, repeated, sqlStatement } from '../../../db/raw-sql';
import { AppError } from '../../../http/app-error';
import { type BalanceKey, type LockedBalances, lockBalancesById, lockedRow } from './balance-rows';
import { dayOf, type LedgerContext, qty } from './ledger-context';
import { distinctBalanceChunks, productLabel } from './post-inventory-movement';

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

type CandidateRow = {
  id: string;
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
  onhandQty: number | string;
  promiseQty: number | string;
  receivedDate: string | Date | null;
  expiryDate: string | Date | null;
  pickSequence: number | null;
  ledgerSeq?: number | string;
};

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
// With `lock`, the rows come in the one lock order (product, facility, position, batch; domain.md 2.10
// step 5) and locked on PostgreSQL, with their ledger sequence: the candidates and their lock in one
// statement (`findCandidatesFor` with `lockInto`).
const SELECT_CANDIDATES = sqlStatement(
  (engine, scope: AllocationScope, pinPosition: number, pinBatch: number, products: number, lock: number) => {
    const allocatable = `(p.position_type in (${placeholderList(ALLOCATABLE_TYPES.length)}) and p.allocatable = ?)`;
    const positions =
      scope === 'defect'
        ? `(${allocatable} or p.position_type in (${placeholderList(DEFECT_TYPES.length)}))`
        : allocatable;
    const quality = QUALITY[scope].length;
    return `select b.id, b.product_id, b.facility_id, b.position_id, b.batch_id, b.onhand_qty, b.promise_qty,
      ${lock ? 'b.ledger_seq, ' : ''}t.received_date, t.expiry_date, p.pick_sequence
      from wms_inventory_balance as b
      inner join wms_inventory_batch as t on t.id = b.batch_id
      inner join wms_position as p on p.id = b.position_id
      where b.tenant_id = ? and b.product_id ${products === 1 ? '= ?' : `in (${placeholderList(products)})`}
      and b.facility_id = ? and b.onhand_qty > b.promise_qty
      and ${positions} and p.frozen_by_count_id is null and t.quality_status in (${placeholderList(quality)})
      ${pinPosition ? 'and b.position_id = ?' : ''} ${pinBatch ? 'and b.batch_id = ?' : ''}${
        lock
          ? ` order by b.product_id, b.facility_id, b.position_id, b.batch_id${engine === 'postgres' ? ' for update of b' : ''}`
          : ''
      }`;
  },
);

const SELECT_ACTIVE = sqlStatement(
  (_engine, lines: number) => `select r.id, r.balance_id, r.product_id, r.facility_id, r.position_id,
    r.batch_id, r.source_line_id, r.reserved_qty, r.consumed_qty, r.released_qty, t.received_date
    from wms_inventory_reservation as r
    inner join wms_inventory_batch as t on t.id = r.batch_id
    where r.tenant_id = ? and r.source_doc_type = ? and r.source_doc_id = ? and r.reservation_status = ?
    ${lines > 0 ? `and r.source_line_id in (${placeholderList(lines)})` : ''}`,
);

/**
 * `case id when … then …` gives each reservation its own change in one UPDATE. The casts keep PostgreSQL
 * from typing the parameters as text; on SQLite a timestamptz cast would turn the time into a number.
 */
const CLOSE_RESERVATIONS = sqlStatement((engine, count: number) => {
  const byId = (type: string) => `case id ${repeated(count, `when ? then cast(? as ${type})`, ' ')} end`;
  const closedTime = engine === 'postgres' ? 'cast(? as timestamptz)' : '?';
  return `update wms_inventory_reservation set consumed_qty = consumed_qty + ${byId('bigint')},
    released_qty = released_qty + ${byId('bigint')}, reservation_status = ${byId('varchar(32)')},
    closed_time = case when ${byId('varchar(32)')} = 'open' then null else ${closedTime} end
    where id in (${placeholderList(count)})`;
});

/** Rows with free usable quantity for a request, unlocked (the caller locks and re-reads them). */
export async function findCandidates(lc: LedgerContext, request: ReserveRequest): Promise<Candidate[]> {
  return (await findCandidatesFor(lc, [request]))[0]!;
}

/** The most products one candidate statement asks for (its parameters stay far below both engines' limits). */
const PRODUCTS_PER_STATEMENT = 500;

/**
 * `findCandidates` for several requests, in request order: the requests of one facility, scope and pin
 * share a statement over all their products (a document of 50 lines is one round trip, not 50), and
 * each request gets the rows of its product, the same rows its own statement would read.
 * With `lockInto`, every candidate row is locked too and kept there (rows it holds already stay as they
 * are): when all requests share one statement, that statement locks its rows in the one lock order and
 * a row no longer free once locked is left out (a locked row that is not free gives nothing anyway);
 * else the rows of all statements are locked after them in one statement (`lockBalancesById`).
 */
export async function findCandidatesFor(
  lc: LedgerContext,
  requests: readonly ReserveRequest[],
  lockInto?: LockedBalances,
): Promise<Candidate[][]> {
  const groups = new Map<string, ReserveRequest[]>();
  for (const request of requests) {
    const key = JSON.stringify([
      request.facilityId,
      request.scope,
      request.positionId ?? null,
      request.batchId ?? null,
    ]);
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  const productsOf = (group: readonly ReserveRequest[]) => [
    ...new Set(group.map((request) => request.productId)),
  ];
  const [only] = groups.values();
  const lockedHere =
    lockInto !== undefined &&
    groups.size === 1 &&
    only !== undefined &&
    productsOf(only).length <= PRODUCTS_PER_STATEMENT;
  const found = new Map<ReserveRequest, Candidate[]>();
  for (const group of groups.values()) {
    const products = productsOf(group);
    const rows: Candidate[] = [];
    for (let start = 0; start < products.length; start += PRODUCTS_PER_STATEMENT)
      rows.push(
        ...(await selectCandidates(
          lc,
          group[0]!,
          products.slice(start, start + PRODUCTS_PER_STATEMENT),
          lockedHere ? lockInto : undefined,
        )),
      );
    for (const request of group)
      found.set(
        request,
        rows.filter((row) => row.productId === request.productId),
      );
  }
  const candidates = requests.map((request) => found.get(request)!);
  if (lockInto && !lockedHere)
    await lockBalancesById(
      lc,
      candidates.flat().map((c) => c.balanceId),
      lockInto,
    );
  return candidates;
}

/** The candidate rows of `products` at the facility, scope and pin of `request` (locked into `lockInto`). */
async function selectCandidates(
  lc: LedgerContext,
  request: ReserveRequest,
  products: readonly string[],
  lockInto?: LockedBalances,
): Promise<Candidate[]> {
  const pinPosition = Boolean(request.positionId);
  const pinBatch = Boolean(request.batchId);
  const parameters: unknown[] = [lc.tenantId, ...products, request.facilityId, ...ALLOCATABLE_TYPES, 1];
  if (request.scope === 'defect') parameters.push(...DEFECT_TYPES);
  parameters.push(...QUALITY[request.scope]);
  if (pinPosition) parameters.push(request.positionId);
  if (pinBatch) parameters.push(request.batchId);
  const rows = await queryRows<CandidateRow>(
    lc.trx,
    SELECT_CANDIDATES.text(
      lc.engine,
      request.scope,
      Number(pinPosition),
      Number(pinBatch),
      products.length,
      lockInto ? 1 : 0,
    ),
    parameters,
  );
  if (lockInto) {
    for (const row of rows)
      if (!lockInto.find(row.id)) lockInto.add(lockedRow({ ...row, ledgerSeq: Number(row.ledgerSeq) }));
  }
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
  const candidates = await findCandidatesFor(lc, requests, balances);
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
    await insertRows(lc.trx, lc.engine, 'wmsInventoryReservation', chunk);
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
  // Given lines but none of them: an IN list that matches nothing, as before.
  const lines = lineIds === undefined ? [] : lineIds.length > 0 ? lineIds : [''];
  const rows = await queryRows<{
    id: string;
    balanceId: string;
    productId: string;
    facilityId: string;
    positionId: string;
    batchId: string;
    sourceLineId: string;
    reservedQty: number | string;
    consumedQty: number | string;
    releasedQty: number | string;
    receivedDate: string | Date | null;
  }>(lc.trx, SELECT_ACTIVE.text(lc.engine, lines.length), [lc.tenantId, docType, docId, 'active', ...lines]);
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
    const parameters: unknown[] = [];
    for (const row of chunk) parameters.push(row.id, row.consumed);
    for (const row of chunk) parameters.push(row.id, row.released);
    for (const row of chunk)
      parameters.push(row.id, row.left > 0 ? 'active' : row.released > 0 ? 'released' : 'consumed');
    for (const row of chunk) parameters.push(row.id, row.left > 0 ? 'open' : 'closed');
    parameters.push(closedTime, ...chunk.map((row) => row.id));
    await executeSql(lc.trx, CLOSE_RESERVATIONS.text(lc.engine, chunk.length), parameters);
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
