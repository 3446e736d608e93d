import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from '../column-types';

/**
 * The inventory invariants of domain.md 2.4 as database rules, on both engines, so that no code path
 * (a bug, a console, a future module) can break them; the posting service checks first and refuses
 * with a clear text, these are the last line of defence. A refusal raises `isps:<error code>`, which
 * server/modules/warehouse/ledger/database-refusal.ts maps to the catalogue.
 *
 * - I1, I2: CHECK constraints on the balance (created with the table).
 * - I3: on hand changes only by a ledger row that continues the key's chain: the row carries the
 *   key's next sequence number and `onhand_after = onhand + qty_delta`; inserting it applies it to the
 *   balance, and any other change of `onhand_qty` is refused. The ledger is append-only (I5), so the
 *   balance always equals the sum of its rows.
 * - I4: `promise_qty` follows the reservations (insert and update apply their open quantity) and any
 *   change of it must equal the sum of the open quantities of the row's active reservations.
 * - I7: executed quantities of a command line never exceed what the line plans.
 * - I9: a serial-tracked batch has at most one unit on hand in the tenant.
 */
export async function createInventoryRules(db: MigrationDb): Promise<void> {
  const statements = isPostgres(db) ? postgresRules() : sqliteRules();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const UNIT = 1000; // one unit of a qty column (domain.md 0.2: qty x 1000)

/** I7 per line direction; `ok` is true when the row is consistent. */
function lineQuantitiesOk(row: string): string {
  const nonNegative = [
    'qty',
    'delivery_qty',
    'stock_in_qty',
    'closed_qty',
    'lost_qty',
    'returned_qty',
    'consumed_qty',
    'billed_qty',
    'shortage_qty',
  ]
    .map((column) => `COALESCE(${row}.${column}, 0) >= 0`)
    .join(' AND ');
  const q = (column: string) => `COALESCE(${row}.${column}, 0)`;
  return `(${nonNegative}
    AND (CASE COALESCE(${row}.direction, 'out')
      WHEN 'in' THEN ${q('stock_in_qty')} + ${q('closed_qty')} <= ${q('qty')} AND ${q('delivery_qty')} = 0 AND ${q('lost_qty')} = 0
      WHEN 'move' THEN ${q('delivery_qty')} + ${q('closed_qty')} <= ${q('qty')} AND ${q('stock_in_qty')} + ${q('lost_qty')} <= ${q('delivery_qty')}
      ELSE ${q('delivery_qty')} + ${q('closed_qty')} <= ${q('qty')} AND ${q('stock_in_qty')} = 0 AND ${q('lost_qty')} = 0
    END)
    AND ${q('returned_qty')} + ${q('consumed_qty')} <= ${q('delivery_qty')}
    AND ${q('billed_qty')} <= ${q('delivery_qty')})`;
}

export const LEDGER_CONTINUES_BALANCE = (
  ledger: string,
  balance: string,
) => `${balance}.id = ${ledger}.balance_id
  AND ${balance}.tenant_id = ${ledger}.tenant_id AND ${balance}.product_id = ${ledger}.product_id
  AND ${balance}.facility_id = ${ledger}.facility_id AND ${balance}.position_id = ${ledger}.position_id
  AND ${balance}.batch_id = ${ledger}.batch_id AND ${ledger}.key_seq = ${balance}.ledger_seq + 1
  AND ${ledger}.onhand_after = ${balance}.onhand_qty + ${ledger}.qty_delta`;

const OPEN = (row: string) => `(${row}.reserved_qty - ${row}.consumed_qty - ${row}.released_qty)`;
const ACTIVE_OPEN = (row: string) =>
  `CASE WHEN ${row}.reservation_status = 'active' THEN ${OPEN(row)} ELSE 0 END`;
export const ACTIVE_SUM = (
  balanceId: string,
) => `(SELECT COALESCE(SUM(r.reserved_qty - r.consumed_qty - r.released_qty), 0)
  FROM wms_inventory_reservation r WHERE r.balance_id = ${balanceId} AND r.reservation_status = 'active')`;
export const SERIAL_OVER_ONE = (
  row: string,
) => `(SELECT tracking FROM wms_inventory_batch WHERE id = ${row}.batch_id) = 'serial'
  AND (SELECT SUM(onhand_qty) FROM wms_inventory_balance
       WHERE tenant_id = ${row}.tenant_id AND batch_id = ${row}.batch_id) > ${UNIT}`;

function sqliteRules(): string[] {
  const refuse = (code: string) => `SELECT RAISE(ABORT, 'isps:${code}')`;
  return [
    // I5: the ledger and its postings are append-only.
    `CREATE TRIGGER wms_inventory_ledger_no_update BEFORE UPDATE ON wms_inventory_ledger
     BEGIN ${refuse('inventory.db.ledgerAppendOnly')}; END`,
    `CREATE TRIGGER wms_inventory_ledger_no_delete BEFORE DELETE ON wms_inventory_ledger
     BEGIN ${refuse('inventory.db.ledgerAppendOnly')}; END`,
    `CREATE TRIGGER wms_inventory_posting_no_update BEFORE UPDATE ON wms_inventory_posting
     BEGIN ${refuse('inventory.db.ledgerAppendOnly')}; END`,
    `CREATE TRIGGER wms_inventory_posting_no_delete BEFORE DELETE ON wms_inventory_posting
     BEGIN ${refuse('inventory.db.ledgerAppendOnly')}; END`,
    // I3: a ledger row continues its key's chain and is applied to the balance at once.
    `CREATE TRIGGER wms_inventory_ledger_chain BEFORE INSERT ON wms_inventory_ledger
     BEGIN ${refuse('inventory.db.ledgerChainBroken')}
       WHERE NOT EXISTS (SELECT 1 FROM wms_inventory_balance b WHERE ${LEDGER_CONTINUES_BALANCE('NEW', 'b')});
     END`,
    `CREATE TRIGGER wms_inventory_ledger_apply AFTER INSERT ON wms_inventory_ledger
     BEGIN
       UPDATE wms_inventory_balance
          SET onhand_qty = NEW.onhand_after, ledger_seq = NEW.key_seq, last_ledger_id = NEW.id,
              update_time = NEW.posted_at
        WHERE id = NEW.balance_id;
     END`,
    `CREATE TRIGGER wms_inventory_balance_starts_empty BEFORE INSERT ON wms_inventory_balance
     BEGIN ${refuse('inventory.db.onhandOutsideLedger')}
       WHERE NEW.onhand_qty <> 0 OR NEW.promise_qty <> 0 OR NEW.ledger_seq <> 0 OR NEW.last_ledger_id IS NOT NULL;
     END`,
    `CREATE TRIGGER wms_inventory_balance_key_fixed BEFORE UPDATE OF tenant_id, product_id, facility_id, position_id, batch_id
       ON wms_inventory_balance
     WHEN NEW.tenant_id IS NOT OLD.tenant_id OR NEW.product_id IS NOT OLD.product_id
       OR NEW.facility_id IS NOT OLD.facility_id OR NEW.position_id IS NOT OLD.position_id
       OR NEW.batch_id IS NOT OLD.batch_id
     BEGIN ${refuse('inventory.db.balanceKeyFixed')}; END`,
    `CREATE TRIGGER wms_inventory_balance_onhand_from_ledger
       BEFORE UPDATE OF onhand_qty, ledger_seq, last_ledger_id ON wms_inventory_balance
     WHEN NEW.onhand_qty IS NOT OLD.onhand_qty OR NEW.ledger_seq IS NOT OLD.ledger_seq
       OR NEW.last_ledger_id IS NOT OLD.last_ledger_id
     BEGIN ${refuse('inventory.db.onhandOutsideLedger')}
       WHERE NOT EXISTS (SELECT 1 FROM wms_inventory_ledger l
         WHERE l.id = NEW.last_ledger_id AND l.balance_id = NEW.id AND l.key_seq = OLD.ledger_seq + 1
           AND NEW.ledger_seq = l.key_seq AND l.onhand_after = NEW.onhand_qty);
     END`,
    `CREATE TRIGGER wms_inventory_balance_promise_from_reservations BEFORE UPDATE OF promise_qty ON wms_inventory_balance
     WHEN NEW.promise_qty IS NOT OLD.promise_qty
     BEGIN ${refuse('inventory.db.promiseOutsideReservations')}
       WHERE NEW.promise_qty <> ${ACTIVE_SUM('NEW.id')};
     END`,
    `CREATE TRIGGER wms_inventory_balance_serial_one AFTER UPDATE OF onhand_qty ON wms_inventory_balance
     WHEN NEW.onhand_qty > OLD.onhand_qty
     BEGIN ${refuse('inventory.db.serialOverOne')} WHERE ${SERIAL_OVER_ONE('NEW')}; END`,
    `CREATE TRIGGER wms_inventory_balance_no_delete BEFORE DELETE ON wms_inventory_balance
     BEGIN ${refuse('inventory.db.onhandOutsideLedger')}; END`,
    // I4: reservations carry the promise of their balance row.
    `CREATE TRIGGER wms_inventory_reservation_key BEFORE INSERT ON wms_inventory_reservation
     BEGIN ${refuse('inventory.db.reservationInvalid')}
       WHERE NOT EXISTS (SELECT 1 FROM wms_inventory_balance b WHERE b.id = NEW.balance_id
         AND b.tenant_id = NEW.tenant_id AND b.product_id = NEW.product_id AND b.facility_id = NEW.facility_id
         AND b.position_id = NEW.position_id AND b.batch_id = NEW.batch_id);
     END`,
    `CREATE TRIGGER wms_inventory_reservation_reserve AFTER INSERT ON wms_inventory_reservation
     BEGIN
       UPDATE wms_inventory_balance SET promise_qty = promise_qty + ${ACTIVE_OPEN('NEW')} WHERE id = NEW.balance_id;
     END`,
    `CREATE TRIGGER wms_inventory_reservation_fixed
       BEFORE UPDATE OF tenant_id, balance_id, product_id, facility_id, position_id, batch_id, source_doc_type,
         source_doc_id, source_line_id, reserved_qty ON wms_inventory_reservation
     WHEN NEW.tenant_id IS NOT OLD.tenant_id OR NEW.balance_id IS NOT OLD.balance_id
       OR NEW.product_id IS NOT OLD.product_id OR NEW.facility_id IS NOT OLD.facility_id
       OR NEW.position_id IS NOT OLD.position_id OR NEW.batch_id IS NOT OLD.batch_id
       OR NEW.source_doc_type IS NOT OLD.source_doc_type OR NEW.source_doc_id IS NOT OLD.source_doc_id
       OR NEW.source_line_id IS NOT OLD.source_line_id OR NEW.reserved_qty IS NOT OLD.reserved_qty
     BEGIN ${refuse('inventory.db.reservationInvalid')}; END`,
    `CREATE TRIGGER wms_inventory_reservation_change AFTER UPDATE ON wms_inventory_reservation
     BEGIN
       UPDATE wms_inventory_balance SET promise_qty = promise_qty - ${ACTIVE_OPEN('OLD')} + ${ACTIVE_OPEN('NEW')}
        WHERE id = NEW.balance_id;
     END`,
    `CREATE TRIGGER wms_inventory_reservation_no_delete BEFORE DELETE ON wms_inventory_reservation
     BEGIN ${refuse('inventory.db.reservationInvalid')}; END`,
    // I7 on command lines.
    `CREATE TRIGGER wms_command_line_quantities_insert BEFORE INSERT ON wms_command_line
     BEGIN ${refuse('inventory.db.lineQuantities')} WHERE NOT ${lineQuantitiesOk('NEW')}; END`,
    `CREATE TRIGGER wms_command_line_quantities_update BEFORE UPDATE ON wms_command_line
     BEGIN ${refuse('inventory.db.lineQuantities')} WHERE NOT ${lineQuantitiesOk('NEW')}; END`,
  ];
}

function postgresRules(): string[] {
  const fn = (name: string, body: string, declare = '') => `CREATE FUNCTION ${name}() RETURNS trigger
    LANGUAGE plpgsql AS $$ ${declare} BEGIN ${body} END $$`;
  const refuse = (code: string) => `RAISE EXCEPTION 'isps:${code}'`;
  return [
    fn('wms_refuse', "RAISE EXCEPTION '%', TG_ARGV[0];"),
    `CREATE TRIGGER wms_inventory_ledger_append_only BEFORE UPDATE OR DELETE ON wms_inventory_ledger
     FOR EACH ROW EXECUTE FUNCTION wms_refuse('isps:inventory.db.ledgerAppendOnly')`,
    `CREATE TRIGGER wms_inventory_posting_append_only BEFORE UPDATE OR DELETE ON wms_inventory_posting
     FOR EACH ROW EXECUTE FUNCTION wms_refuse('isps:inventory.db.ledgerAppendOnly')`,
    fn(
      'wms_inventory_ledger_chain',
      `IF NOT EXISTS (SELECT 1 FROM wms_inventory_balance b WHERE ${LEDGER_CONTINUES_BALANCE('NEW', 'b')}) THEN
         ${refuse('inventory.db.ledgerChainBroken')};
       END IF;
       RETURN NEW;`,
    ),
    `CREATE TRIGGER wms_inventory_ledger_chain BEFORE INSERT ON wms_inventory_ledger
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_ledger_chain()`,
    fn(
      'wms_inventory_ledger_apply',
      `UPDATE wms_inventory_balance
          SET onhand_qty = NEW.onhand_after, ledger_seq = NEW.key_seq, last_ledger_id = NEW.id,
              update_time = NEW.posted_at
        WHERE id = NEW.balance_id;
       RETURN NULL;`,
    ),
    `CREATE TRIGGER wms_inventory_ledger_apply AFTER INSERT ON wms_inventory_ledger
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_ledger_apply()`,
    fn(
      'wms_inventory_balance_guard',
      `IF TG_OP = 'DELETE' THEN ${refuse('inventory.db.onhandOutsideLedger')}; END IF;
       IF TG_OP = 'INSERT' THEN
         IF NEW.onhand_qty <> 0 OR NEW.promise_qty <> 0 OR NEW.ledger_seq <> 0 OR NEW.last_ledger_id IS NOT NULL THEN
           ${refuse('inventory.db.onhandOutsideLedger')};
         END IF;
         RETURN NEW;
       END IF;
       IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id OR NEW.product_id IS DISTINCT FROM OLD.product_id
          OR NEW.facility_id IS DISTINCT FROM OLD.facility_id OR NEW.position_id IS DISTINCT FROM OLD.position_id
          OR NEW.batch_id IS DISTINCT FROM OLD.batch_id THEN
         ${refuse('inventory.db.balanceKeyFixed')};
       END IF;
       IF (NEW.onhand_qty IS DISTINCT FROM OLD.onhand_qty OR NEW.ledger_seq IS DISTINCT FROM OLD.ledger_seq
           OR NEW.last_ledger_id IS DISTINCT FROM OLD.last_ledger_id)
          AND NOT EXISTS (SELECT 1 FROM wms_inventory_ledger l
            WHERE l.id = NEW.last_ledger_id AND l.balance_id = NEW.id AND l.key_seq = OLD.ledger_seq + 1
              AND NEW.ledger_seq = l.key_seq AND l.onhand_after = NEW.onhand_qty) THEN
         ${refuse('inventory.db.onhandOutsideLedger')};
       END IF;
       IF NEW.promise_qty IS DISTINCT FROM OLD.promise_qty AND NEW.promise_qty <> ${ACTIVE_SUM('NEW.id')} THEN
         ${refuse('inventory.db.promiseOutsideReservations')};
       END IF;
       RETURN NEW;`,
    ),
    `CREATE TRIGGER wms_inventory_balance_guard BEFORE INSERT OR UPDATE OR DELETE ON wms_inventory_balance
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_balance_guard()`,
    fn(
      'wms_inventory_balance_serial_one',
      `IF NEW.onhand_qty > OLD.onhand_qty AND ${SERIAL_OVER_ONE('NEW')} THEN
         ${refuse('inventory.db.serialOverOne')};
       END IF;
       RETURN NULL;`,
    ),
    `CREATE TRIGGER wms_inventory_balance_serial_one AFTER UPDATE OF onhand_qty ON wms_inventory_balance
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_balance_serial_one()`,
    fn(
      'wms_inventory_reservation_guard',
      `IF TG_OP = 'DELETE' THEN ${refuse('inventory.db.reservationInvalid')}; END IF;
       IF TG_OP = 'INSERT' THEN
         IF NOT EXISTS (SELECT 1 FROM wms_inventory_balance b WHERE b.id = NEW.balance_id
             AND b.tenant_id = NEW.tenant_id AND b.product_id = NEW.product_id AND b.facility_id = NEW.facility_id
             AND b.position_id = NEW.position_id AND b.batch_id = NEW.batch_id) THEN
           ${refuse('inventory.db.reservationInvalid')};
         END IF;
         RETURN NEW;
       END IF;
       IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id OR NEW.balance_id IS DISTINCT FROM OLD.balance_id
          OR NEW.product_id IS DISTINCT FROM OLD.product_id OR NEW.facility_id IS DISTINCT FROM OLD.facility_id
          OR NEW.position_id IS DISTINCT FROM OLD.position_id OR NEW.batch_id IS DISTINCT FROM OLD.batch_id
          OR NEW.source_doc_type IS DISTINCT FROM OLD.source_doc_type
          OR NEW.source_doc_id IS DISTINCT FROM OLD.source_doc_id
          OR NEW.source_line_id IS DISTINCT FROM OLD.source_line_id
          OR NEW.reserved_qty IS DISTINCT FROM OLD.reserved_qty THEN
         ${refuse('inventory.db.reservationInvalid')};
       END IF;
       RETURN NEW;`,
    ),
    `CREATE TRIGGER wms_inventory_reservation_guard BEFORE INSERT OR UPDATE OR DELETE ON wms_inventory_reservation
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_reservation_guard()`,
    fn(
      'wms_inventory_reservation_apply',
      `IF TG_OP = 'INSERT' THEN
         UPDATE wms_inventory_balance SET promise_qty = promise_qty + ${ACTIVE_OPEN('NEW')} WHERE id = NEW.balance_id;
       ELSE
         UPDATE wms_inventory_balance SET promise_qty = promise_qty - ${ACTIVE_OPEN('OLD')} + ${ACTIVE_OPEN('NEW')}
          WHERE id = NEW.balance_id;
       END IF;
       RETURN NULL;`,
    ),
    `CREATE TRIGGER wms_inventory_reservation_apply AFTER INSERT OR UPDATE ON wms_inventory_reservation
     FOR EACH ROW EXECUTE FUNCTION wms_inventory_reservation_apply()`,
    fn(
      'wms_command_line_quantities',
      `IF NOT ${lineQuantitiesOk('NEW')} THEN ${refuse('inventory.db.lineQuantities')}; END IF;
       RETURN NEW;`,
    ),
    `CREATE TRIGGER wms_command_line_quantities BEFORE INSERT OR UPDATE ON wms_command_line
     FOR EACH ROW EXECUTE FUNCTION wms_command_line_quantities()`,
  ];
}
