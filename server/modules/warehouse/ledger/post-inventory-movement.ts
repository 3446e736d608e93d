import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import type { CommandType, DocType } from '../../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { insertRows, insertRowsStatement } from '../../../db/insert-rows';
import { executeWrites, placeholderList, queryRows, sqlStatement } from '../../../db/raw-sql';
import { AppError } from '../../../http/app-error';
import type { BalanceKey, LockedBalance, LockedBalances } from './balance-rows';
import type { Tracking } from './batches';
import { type LedgerContext, qty } from './ledger-context';

/** Dictionary `posting_action`. */
export type PostingAction = 'inbound' | 'outbound' | 'move' | 'adjust' | 'writeoff';

/** One change of on hand on one balance key (domain.md 2.3 rule 3). */
export interface PostingLeg extends BalanceKey {
  /** Signed, scaled (qty x 1000), never 0. */
  qtyDelta: number;
  sourceLineId?: string | null;
  counterpartFacilityId?: string | null;
  partnerId?: string | null;
  costCenterId?: string | null;
  fsmCode?: string | null;
  fsmActivityId?: string | null;
  reversesLedgerId?: string | null;
}

export interface PostingInput {
  action: PostingAction;
  source: { docType: DocType; docId: string; docCode: string | null };
  commandType: CommandType | null;
  movementTypeCode: string;
  requestId: string | null;
  legs: readonly PostingLeg[];
  /**
   * The tracking of batches this transaction has just created (a receipt's new layers): the serial check
   * (I9) knows them without reading them back.
   */
  createdBatches?: ReadonlyMap<string, Tracking>;
}

export interface PostedRow {
  id: string;
  balanceId: string;
  leg: PostingLeg;
  onhandAfter: number;
}

export interface Posting {
  postingId: string;
  rows: PostedRow[];
}

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_SERIAL_BATCHES = sqlStatement(
  (_engine, count: number) =>
    `select id from wms_inventory_batch where id in (${placeholderList(count)}) and tracking = 'serial'`,
);

const SELECT_SERIAL_UNITS = sqlStatement(
  () => 'select id, onhand_qty from wms_inventory_balance where tenant_id = ? and batch_id = ?',
);

/**
 * Writes one posting (domain.md 2.10 steps 6-7): the group row and one ledger row per leg with the
 * key's `onhand_after`; the database applies each row to its balance (migration 0010). Every balance
 * row of the legs must be locked by the caller (`lockBalances`), and reservations the action consumes
 * must already be consumed, so that the checks here see what the database will see:
 * - I1: a leg never takes more than is on hand (`inventory.insufficient`, naming product, wanted, usable);
 * - I2: a leg never takes stock that other documents reserved (`inventory.reservedShortage`, naming them);
 * - I9: a serial number never has more than one unit on hand.
 * Out legs are written before in legs, so a move of a serial number passes through zero.
 */
export async function postInventoryMovement(
  lc: LedgerContext,
  balances: LockedBalances,
  input: PostingInput,
): Promise<Posting> {
  const legs = [...input.legs].sort((a, b) => Math.sign(a.qtyDelta) - Math.sign(b.qtyDelta));
  if (legs.length === 0) throw new Error('a posting needs at least one leg');
  const planned: { leg: PostingLeg; balance: LockedBalance; onhandAfter: number; keySeq: number }[] = [];
  const serialBatches = await serialBatchIds(lc, legs, input.createdBatches);
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.qtyDelta) || leg.qtyDelta === 0) throw new Error('a leg changes on hand');
    const balance = balances.get(leg);
    const onhandAfter = balance.onhandQty + leg.qtyDelta;
    if (leg.qtyDelta < 0) {
      if (onhandAfter < 0) {
        throw new AppError('inventory.insufficient', {
          product: await productLabel(lc, leg.productId),
          wanted: fromScaled(-leg.qtyDelta, 'qty'),
          usable: fromScaled(Math.max(balance.onhandQty - balance.promiseQty, 0), 'qty'),
        });
      }
      if (onhandAfter < balance.promiseQty) {
        throw new AppError('inventory.reservedShortage', {
          product: await productLabel(lc, leg.productId),
          documents: await reservingDocuments(lc, balance.id),
        });
      }
    } else if (serialBatches.has(leg.batchId)) {
      await refuseSecondSerialUnit(lc, balances, leg);
    }
    balance.onhandQty = onhandAfter;
    balance.ledgerSeq += 1;
    planned.push({ leg, balance, onhandAfter, keySeq: balance.ledgerSeq });
  }

  const postingId = newId();
  const postedAt = toDbDateTime(lc.now);
  const posting = [
    {
      id: postingId,
      tenantId: lc.tenantId,
      postingAction: input.action,
      sourceDocType: input.source.docType,
      sourceDocId: input.source.docId,
      sourceDocCode: input.source.docCode,
      commandType: input.commandType,
      movementTypeCode: input.movementTypeCode,
      requestId: input.requestId,
      rowCount: planned.length,
      createBy: lc.username,
      createTime: postedAt,
    },
  ];

  const rows: PostedRow[] = [];
  const values = planned.map(({ leg, balance, onhandAfter, keySeq }) => {
    const id = newId();
    rows.push({ id, balanceId: balance.id, leg, onhandAfter });
    return {
      id,
      tenantId: lc.tenantId,
      postingId,
      postedAt,
      balanceId: balance.id,
      keySeq,
      productId: leg.productId,
      facilityId: leg.facilityId,
      positionId: leg.positionId,
      batchId: leg.batchId,
      qtyDelta: leg.qtyDelta,
      onhandAfter,
      commandType: input.commandType,
      movementTypeCode: input.movementTypeCode,
      sourceDocType: input.source.docType,
      sourceDocId: input.source.docId,
      sourceDocCode: input.source.docCode,
      sourceLineId: leg.sourceLineId ?? null,
      counterpartFacilityId: leg.counterpartFacilityId ?? null,
      partnerId: leg.partnerId ?? null,
      costCenterId: leg.costCenterId ?? null,
      fsmCode: leg.fsmCode ?? null,
      fsmActivityId: leg.fsmActivityId ?? null,
      reversesLedgerId: leg.reversesLedgerId ?? null,
      createBy: lc.username,
    };
  });
  // The posting and its first ledger rows in one statement on PostgreSQL (one round trip less).
  const [first, ...rest] = distinctBalanceChunks(values);
  await executeWrites(lc.trx, lc.engine, [
    insertRowsStatement(lc.trx, lc.engine, 'wmsInventoryPosting', posting),
    insertRowsStatement(lc.trx, lc.engine, 'wmsInventoryLedger', first!),
  ]);
  for (const chunk of rest) {
    await insertRows(lc.trx, lc.engine, 'wmsInventoryLedger', chunk);
  }
  return { postingId, rows };
}

/**
 * Splits rows into consecutive statements in which no balance row appears twice: PostgreSQL fires the
 * AFTER triggers that apply a ledger row at the end of its statement, so the second row of a key must
 * come in a later statement to see the first one applied. Order is kept.
 */
export function distinctBalanceChunks<T extends { balanceId: string }>(rows: readonly T[], max = 100): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.balanceId) || current.length >= max) {
      chunks.push(current);
      current = [];
      seen = new Set();
    }
    current.push(row);
    seen.add(row.balanceId);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The serial batches among those the legs bring stock into. Batches the caller created in this
 * transaction are not read back: their tracking is what was just inserted, and a batch's tracking never
 * changes within the transaction that created it, so the select for them could only repeat it.
 */
async function serialBatchIds(
  lc: LedgerContext,
  legs: readonly PostingLeg[],
  created: ReadonlyMap<string, Tracking> = new Map(),
): Promise<Set<string>> {
  const serial = new Set<string>();
  const unknown = new Set<string>();
  for (const leg of legs) {
    if (leg.qtyDelta <= 0) continue;
    const tracking = created.get(leg.batchId);
    if (tracking === undefined) unknown.add(leg.batchId);
    else if (tracking === 'serial') serial.add(leg.batchId);
  }
  if (unknown.size === 0) return serial;
  const rows = await queryRows<{ id: string }>(lc.trx, SELECT_SERIAL_BATCHES.text(lc.engine, unknown.size), [
    ...unknown,
  ]);
  for (const row of rows) serial.add(row.id);
  return serial;
}

/** I9: the units of a serial batch across the tenant, with this posting's own changes so far. */
async function refuseSecondSerialUnit(
  lc: LedgerContext,
  balances: LockedBalances,
  leg: PostingLeg,
): Promise<void> {
  const rows = await queryRows<{ id: string; onhandQty: number | string }>(
    lc.trx,
    SELECT_SERIAL_UNITS.text(lc.engine),
    [lc.tenantId, leg.batchId],
  );
  let total = leg.qtyDelta;
  for (const row of rows) total += balances.find(row.id)?.onhandQty ?? qty(row.onhandQty);
  if (total > 1000) {
    const batch = await lc.trx
      .selectFrom('wmsInventoryBatch')
      .select('batchNo')
      .where('id', '=', leg.batchId)
      .executeTakeFirst();
    throw new AppError('inventory.serialOverOne', { batchNo: batch?.batchNo ?? leg.batchId });
  }
}

/** `code name` of a product for error texts. */
export async function productLabel(lc: LedgerContext, productId: string): Promise<string> {
  const row = await lc.trx
    .selectFrom('mdmProduct')
    .select(['code', 'name'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return row ? `${row.code} ${row.name}` : productId;
}

/** Codes of the documents holding active reservations on a balance row (domain.md 2.4). */
export async function reservingDocuments(lc: LedgerContext, balanceId: string): Promise<string> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryReservation as r')
    .leftJoin('wmsCommand as c', 'c.id', 'r.sourceDocId')
    .select(['r.sourceDocId', 'c.code'])
    .where('r.balanceId', '=', balanceId)
    .where('r.reservationStatus', '=', 'active')
    .execute();
  return [...new Set(rows.map((row) => row.code ?? row.sourceDocId))].join(', ');
}
