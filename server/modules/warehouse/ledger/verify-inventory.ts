import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import '../warehouse-tables';
import { qty } from './ledger-context';

export interface InventoryMismatch {
  invariant: 'I3' | 'I4' | 'I10';
  tenantId: number;
  /** Balance row (I3, I4) or command (I10). */
  id: string;
  expected: number;
  actual: number;
}

export interface InventoryVerification {
  balanceRows: number;
  mismatches: InventoryMismatch[];
}

/**
 * The nightly re-check of domain.md 2.10 (a registered job, see warehouse-jobs.ts): for every balance
 * row, on hand equals the sum of its ledger rows and the last row's `onhand_after` (I3), promise equals
 * the open quantity of its active reservations (I4); for every command, the stock it has in transit
 * equals what its lines shipped and neither received nor wrote off (I10). Expected: no mismatch.
 */
export async function verifyInventory(db: Db): Promise<InventoryVerification> {
  const mismatches: InventoryMismatch[] = [];

  const ledgerSums = await db
    .selectFrom('wmsInventoryBalance as b')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('wmsInventoryLedger')
          .select(['balanceId', (e) => e.fn.sum<number | string>('qtyDelta').as('total')])
          .groupBy('balanceId')
          .as('l'),
      (join) => join.onRef('l.balanceId', '=', 'b.id'),
    )
    .leftJoin('wmsInventoryLedger as last', 'last.id', 'b.lastLedgerId')
    .select(['b.id', 'b.tenantId', 'b.onhandQty', 'l.total', 'last.onhandAfter'])
    .execute();
  for (const row of ledgerSums) {
    const onhand = qty(row.onhandQty);
    const total = qty(row.total);
    const lastAfter = row.onhandAfter === null ? 0 : qty(row.onhandAfter);
    if (total !== onhand || lastAfter !== onhand) {
      mismatches.push({
        invariant: 'I3',
        tenantId: row.tenantId,
        id: row.id,
        expected: total,
        actual: onhand,
      });
    }
  }

  const promiseSums = await db
    .selectFrom('wmsInventoryBalance as b')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('wmsInventoryReservation')
          .where('reservationStatus', '=', 'active')
          .select([
            'balanceId',
            sql<number | string>`sum(reserved_qty - consumed_qty - released_qty)`.as('open'),
          ])
          .groupBy('balanceId')
          .as('r'),
      (join) => join.onRef('r.balanceId', '=', 'b.id'),
    )
    .select(['b.id', 'b.tenantId', 'b.promiseQty', 'r.open'])
    .execute();
  for (const row of promiseSums) {
    if (qty(row.open) !== qty(row.promiseQty)) {
      mismatches.push({
        invariant: 'I4',
        tenantId: row.tenantId,
        id: row.id,
        expected: qty(row.open),
        actual: qty(row.promiseQty),
      });
    }
  }

  const inTransit = await db
    .selectFrom('wmsInventoryLedger as l')
    .innerJoin('wmsFacility as f', 'f.id', 'l.facilityId')
    .where('f.facilityType', '=', 'transit')
    .where('l.sourceDocType', '=', 'command')
    .select(['l.tenantId', 'l.sourceDocId', (eb) => eb.fn.sum<number | string>('l.qtyDelta').as('total')])
    .groupBy(['l.tenantId', 'l.sourceDocId'])
    .execute();
  const shipped = await db
    .selectFrom('wmsCommandLine')
    .where('direction', '=', 'move')
    .select([
      'tenantId',
      'commandId',
      sql<number | string>`sum(delivery_qty - stock_in_qty - lost_qty)`.as('open'),
    ])
    .groupBy(['tenantId', 'commandId'])
    .execute();
  const transitByCommand = new Map(inTransit.map((row) => [row.sourceDocId, qty(row.total)]));
  const receiveModes = await commandsThroughTransit(db);
  for (const row of shipped) {
    if (!receiveModes.has(row.commandId)) continue;
    const actual = transitByCommand.get(row.commandId) ?? 0;
    if (actual !== qty(row.open)) {
      mismatches.push({
        invariant: 'I10',
        tenantId: row.tenantId,
        id: row.commandId,
        expected: qty(row.open),
        actual,
      });
    }
  }
  return { balanceRows: ledgerSums.length, mismatches };
}

/** Commands whose moves go through transit: the in facility confirms receipt and differs from the out one. */
async function commandsThroughTransit(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('wmsCommand as c')
    .innerJoin('wmsFacility as f', 'f.id', 'c.inFacilityId')
    .where('f.receiveMode', '=', 'confirm')
    .whereRef('c.inFacilityId', '<>', 'c.outFacilityId')
    .select('c.id')
    .execute();
  return new Set(rows.map((row) => row.id));
}
