import type { Engine } from '../../../db/database';
import { newId } from '../../../db/ids';
import { insertRows } from '../../../db/insert-rows';
import { placeholderList, queryRows, repeated, sqlStatement } from '../../../db/raw-sql';
import { type LedgerContext, qty } from './ledger-context';

/** The key of a balance row (domain.md 2.4): product, facility, position, batch. */
export interface BalanceKey {
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
}

/** A balance row locked by this transaction; the posting and reservation code keep it current. */
export interface LockedBalance extends BalanceKey {
  id: string;
  onhandQty: number;
  promiseQty: number;
  ledgerSeq: number;
}

/** The balance rows a transaction holds, by key and by id. */
export class LockedBalances {
  private readonly byKey = new Map<string, LockedBalance>();
  private readonly byId = new Map<string, LockedBalance>();

  add(row: LockedBalance): void {
    this.byKey.set(balanceKeyText(row), row);
    this.byId.set(row.id, row);
  }

  get(key: BalanceKey): LockedBalance {
    const row = this.byKey.get(balanceKeyText(key));
    if (!row) throw new Error(`balance ${balanceKeyText(key)} was not locked`);
    return row;
  }

  byBalanceId(id: string): LockedBalance {
    const row = this.byId.get(id);
    if (!row) throw new Error(`balance ${id} was not locked`);
    return row;
  }

  find(id: string): LockedBalance | undefined {
    return this.byId.get(id);
  }

  has(key: BalanceKey): boolean {
    return this.byKey.has(balanceKeyText(key));
  }
}

export function balanceKeyText(key: BalanceKey): string {
  return `${key.productId}|${key.facilityId}|${key.positionId}|${key.batchId}`;
}

/** The one lock order of domain.md 2.10 step 5: product, facility, position, batch. */
export function compareBalanceKeys(a: BalanceKey, b: BalanceKey): number {
  return (
    a.productId.localeCompare(b.productId) ||
    a.facilityId.localeCompare(b.facilityId) ||
    a.positionId.localeCompare(b.positionId) ||
    a.batchId.localeCompare(b.batchId)
  );
}

const COLUMNS = [
  'id',
  'productId',
  'facilityId',
  'positionId',
  'batchId',
  'onhandQty',
  'promiseQty',
  'ledgerSeq',
] as const;

const SELECTED = 'id, product_id, facility_id, position_id, batch_id, onhand_qty, promise_qty, ledger_seq';

/** In the one lock order; `for update` on PostgreSQL (SQLite serialises write transactions anyway). */
function lockOrder(engine: Engine): string {
  return `order by product_id, facility_id, position_id, batch_id${engine === 'postgres' ? ' for update' : ''}`;
}

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const LOCK_BY_ID = sqlStatement(
  (engine, count: number) =>
    `select ${SELECTED} from wms_inventory_balance where id in (${placeholderList(count)}) ${lockOrder(engine)}`,
);

// The tenant is repeated in every branch so that each one is a lookup of the unique key: with it outside
// the OR, SQLite (no statistics) reads every row of the tenant instead (bench/ledger).
const LOCK_BY_KEY = sqlStatement(
  (engine, count: number) =>
    `select ${SELECTED} from wms_inventory_balance where ${repeated(
      count,
      '(tenant_id = ? and product_id = ? and facility_id = ? and position_id = ? and batch_id = ?)',
      ' or ',
    )} ${lockOrder(engine)}`,
);

/**
 * domain.md 2.10 step 5: creates the missing balance rows (`INSERT … ON CONFLICT DO NOTHING`, in key
 * order), then locks the rows that existed in one statement in key order, so that two postings never
 * wait for each other in a circle. A row this transaction inserted is its own until commit and comes
 * back from the insert itself, so a receipt into new batches reads nothing back. SQLite serialises
 * write transactions, so there the select only reads.
 */
export async function lockBalances(
  lc: LedgerContext,
  keys: readonly BalanceKey[],
  into: LockedBalances = new LockedBalances(),
): Promise<LockedBalances> {
  const wanted = new Map<string, BalanceKey>();
  for (const key of keys) if (!into.has(key)) wanted.set(balanceKeyText(key), key);
  if (wanted.size === 0) return into;
  const sorted = [...wanted.values()].sort(compareBalanceKeys);

  // Creating is a no-op for keys that exist; new keys are inserted in key order like the locks below.
  const created = new LockedBalances();
  for (let start = 0; start < sorted.length; start += 200) {
    const rows = await insertRows<'wmsInventoryBalance', BalanceRow>(
      lc.trx,
      lc.engine,
      'wmsInventoryBalance',
      sorted.slice(start, start + 200).map((key) => ({
        id: newId(),
        tenantId: lc.tenantId,
        productId: key.productId,
        facilityId: key.facilityId,
        positionId: key.positionId,
        batchId: key.batchId,
        onhandQty: 0,
        promiseQty: 0,
        ledgerSeq: 0,
      })),
      {
        conflictDoNothing: ['tenantId', 'productId', 'facilityId', 'positionId', 'batchId'],
        returning: COLUMNS,
      },
    );
    for (const row of rows) created.add(lockedRow(row));
  }
  for (const row of await selectRows(
    lc,
    sorted.filter((key) => !created.has(key)),
  ))
    into.add(row);
  for (const key of sorted) if (created.has(key)) into.add(created.get(key));
  return into;
}

/** Locks rows whose ids are known (reservations point at them), in key order. */
export async function lockBalancesById(
  lc: LedgerContext,
  ids: readonly string[],
  into: LockedBalances = new LockedBalances(),
): Promise<LockedBalances> {
  const wanted = [...new Set(ids)].filter((id) => !into.find(id));
  for (let start = 0; start < wanted.length; start += 500) {
    const chunk = wanted.slice(start, start + 500);
    const rows = await queryRows<BalanceRow>(lc.trx, LOCK_BY_ID.text(lc.engine, chunk.length), chunk);
    for (const row of rows) into.add(lockedRow(row));
  }
  return into;
}

/** A balance row as the lock statements read it. */
export type BalanceRow = {
  id: string;
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
  onhandQty: number | string;
  promiseQty: number | string;
  ledgerSeq: number;
};

/** The locked row of a balance row read with `ledger_seq`. */
export function lockedRow(row: BalanceRow): LockedBalance {
  return {
    id: row.id,
    productId: row.productId,
    facilityId: row.facilityId,
    positionId: row.positionId,
    batchId: row.batchId,
    onhandQty: qty(row.onhandQty),
    promiseQty: qty(row.promiseQty),
    ledgerSeq: Number(row.ledgerSeq),
  };
}

/** The rows of the keys, locked on PostgreSQL (SQLite serialises write transactions anyway). */
async function selectRows(lc: LedgerContext, keys: readonly BalanceKey[]): Promise<LockedBalance[]> {
  const found: LockedBalance[] = [];
  // Chunks keep the statement within both engines' parameter limits.
  for (let start = 0; start < keys.length; start += 200) {
    const chunk = keys.slice(start, start + 200);
    const parameters: unknown[] = [];
    for (const key of chunk)
      parameters.push(lc.tenantId, key.productId, key.facilityId, key.positionId, key.batchId);
    const rows = await queryRows<BalanceRow>(lc.trx, LOCK_BY_KEY.text(lc.engine, chunk.length), parameters);
    found.push(...rows.map(lockedRow));
  }
  return found;
}
