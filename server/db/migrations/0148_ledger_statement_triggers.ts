import { type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb } from '../column-types';
import { ACTIVE_SUM, LEDGER_CONTINUES_BALANCE, SERIAL_OVER_ONE } from './0010_warehouse-invariants';

/**
 * PostgreSQL: the ledger's invariant rules of migration 0010 checked and applied once per statement
 * over its rows (transition tables) instead of once per row, the same rules with the same refusals
 * (docs/performance.md "Report approval on PostgreSQL"). A posting of n rows ran 4 n PL/pgSQL calls
 * and 3 n queries (the chain check, the apply, the balance's guard and its serial check); it now runs
 * two calls and three set-based queries.
 *
 * - I3 on the ledger: after an insert, every new row must continue its balance row (next sequence
 *   number, `onhand_after = onhand + qty_delta`, the key's columns), else `ledgerChainBroken`: one
 *   UPDATE applies the rows that do to their balances, and fewer rows applied than inserted refuses the
 *   statement. Two rows of one balance in one statement are refused as before: the same sequence number
 *   by the unique chain key, different ones by the check (the posting splits such rows into separate
 *   statements, `distinctBalanceChunks`).
 * - The balance's guard after every UPDATE statement, over its old and new rows: the key columns (and
 *   the row id that pairs them) never change (`balanceKeyFixed`); on hand, sequence and last ledger id
 *   change only as the ledger row named by `last_ledger_id` says (`onhandOutsideLedger`); a changed
 *   promise equals the open quantity of the row's active reservations (`promiseOutsideReservations`);
 *   a serial batch never holds more than one unit once on hand grows (I9, `serialOverOne`).
 * - A balance row starts empty and is never deleted: row triggers that only run when the row breaks
 *   the rule (a WHEN condition, no PL/pgSQL call otherwise).
 *
 * The guard keeps its trigger name (`wms_inventory_balance_guard`). Concurrency is as before: the
 * UPDATE of the apply locks each balance row, and the guard then compares the row version it changed
 * (`OLD TABLE`) with the ledger row, so a ledger row computed from a stale balance is refused.
 * SQLite keeps its row triggers (it has no statement triggers): a no-op there.
 */
export const ledgerStatementTriggers: Migration = {
  async up(db: MigrationDb) {
    if (!isPostgres(db)) return;
    for (const statement of statements()) await sql.raw(statement).execute(db);
  },
};

function statements(): string[] {
  const refuse = (code: string) => `RAISE EXCEPTION 'isps:${code}'`;
  const changed = (columns: string[]) =>
    `ROW(${columns.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM ROW(${columns.map((c) => `o.${c}`).join(', ')})`;
  const pairs = 'wms_balance_old o JOIN wms_balance_new n ON n.id = o.id';
  return [
    'DROP TRIGGER wms_inventory_ledger_chain ON wms_inventory_ledger',
    'DROP TRIGGER wms_inventory_ledger_apply ON wms_inventory_ledger',
    'DROP TRIGGER wms_inventory_balance_guard ON wms_inventory_balance',
    'DROP TRIGGER wms_inventory_balance_serial_one ON wms_inventory_balance',
    'DROP FUNCTION wms_inventory_ledger_chain()',
    'DROP FUNCTION wms_inventory_ledger_apply()',
    'DROP FUNCTION wms_inventory_balance_guard()',
    'DROP FUNCTION wms_inventory_balance_serial_one()',
    // The chain check is the apply's join: a row that does not continue its balance updates nothing, and
    // fewer balances updated than rows inserted refuses the statement.
    `CREATE FUNCTION wms_inventory_ledger_apply_rows() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE applied bigint;
     BEGIN
       UPDATE wms_inventory_balance b
          SET onhand_qty = n.onhand_after, ledger_seq = n.key_seq, last_ledger_id = n.id, update_time = n.posted_at
         FROM wms_ledger_new n
        WHERE ${LEDGER_CONTINUES_BALANCE('n', 'b')};
       GET DIAGNOSTICS applied = ROW_COUNT;
       IF applied <> (SELECT count(*) FROM wms_ledger_new) THEN
         ${refuse('inventory.db.ledgerChainBroken')};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER wms_inventory_ledger_apply AFTER INSERT ON wms_inventory_ledger
     REFERENCING NEW TABLE AS wms_ledger_new
     FOR EACH STATEMENT EXECUTE FUNCTION wms_inventory_ledger_apply_rows()`,
    // One pass over the statement's old and new rows; the refusals in the order of migration 0010's guard.
    `CREATE FUNCTION wms_inventory_balance_guard_rows() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE seen record;
     BEGIN
       SELECT count(*) AS pairs, (SELECT count(*) FROM wms_balance_new) AS new_rows,
              coalesce(bool_or(${changed(['tenant_id', 'product_id', 'facility_id', 'position_id', 'batch_id'])}), false) AS key_changed,
              coalesce(bool_or(${changed(['onhand_qty', 'ledger_seq', 'last_ledger_id'])}
                AND NOT EXISTS (SELECT 1 FROM wms_inventory_ledger l
                  WHERE l.id = n.last_ledger_id AND l.balance_id = n.id AND l.key_seq = o.ledger_seq + 1
                    AND n.ledger_seq = l.key_seq AND l.onhand_after = n.onhand_qty)), false) AS onhand_off,
              coalesce(bool_or(n.promise_qty IS DISTINCT FROM o.promise_qty
                AND n.promise_qty <> ${ACTIVE_SUM('n.id')}), false) AS promise_off,
              coalesce(bool_or(n.onhand_qty > o.onhand_qty AND ${SERIAL_OVER_ONE('n')}), false) AS serial_over
         INTO seen FROM ${pairs};
       IF seen.key_changed OR seen.pairs <> seen.new_rows THEN ${refuse('inventory.db.balanceKeyFixed')}; END IF;
       IF seen.onhand_off THEN ${refuse('inventory.db.onhandOutsideLedger')}; END IF;
       IF seen.promise_off THEN ${refuse('inventory.db.promiseOutsideReservations')}; END IF;
       IF seen.serial_over THEN ${refuse('inventory.db.serialOverOne')}; END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER wms_inventory_balance_guard AFTER UPDATE ON wms_inventory_balance
     REFERENCING OLD TABLE AS wms_balance_old NEW TABLE AS wms_balance_new
     FOR EACH STATEMENT EXECUTE FUNCTION wms_inventory_balance_guard_rows()`,
    `CREATE TRIGGER wms_inventory_balance_starts_empty BEFORE INSERT ON wms_inventory_balance
     FOR EACH ROW WHEN (NEW.onhand_qty <> 0 OR NEW.promise_qty <> 0 OR NEW.ledger_seq <> 0 OR NEW.last_ledger_id IS NOT NULL)
     EXECUTE FUNCTION wms_refuse('isps:inventory.db.onhandOutsideLedger')`,
    `CREATE TRIGGER wms_inventory_balance_no_delete BEFORE DELETE ON wms_inventory_balance
     FOR EACH ROW EXECUTE FUNCTION wms_refuse('isps:inventory.db.onhandOutsideLedger')`,
  ];
}
