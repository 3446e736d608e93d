import type { ErrorCode } from '../../../../src/domain/errors';
import { warehouseErrorCatalogue } from '../../../../src/domain/warehouse/warehouse-errors';
import { AppError } from '../../../http/app-error';

/** CHECK constraints of migration 0010 and the invariant they protect. */
const CONSTRAINTS: Record<string, ErrorCode> = {
  wms_inventory_balance_onhand_ck: 'inventory.db.negativeOnhand',
  wms_inventory_ledger_onhand_ck: 'inventory.db.negativeOnhand',
  wms_inventory_balance_promise_ck: 'inventory.db.promiseOverOnhand',
  wms_inventory_reservation_qty_ck: 'inventory.db.reservationInvalid',
  wms_inventory_ledger_chain_uq: 'inventory.db.ledgerChainBroken',
};

const RAISED = /isps:([\w.]+)/;

function isWarehouseCode(code: string): code is keyof typeof warehouseErrorCatalogue {
  return Object.hasOwn(warehouseErrorCatalogue, code);
}

/**
 * The AppError for a refusal of the database's own inventory rules (a trigger's `isps:<code>` or a
 * named constraint), or null for any other error. SQLite names the constraint in the message,
 * PostgreSQL in `constraint`.
 */
export function databaseRefusal(error: unknown): AppError | null {
  if (error instanceof AppError || !(error instanceof Error)) return null;
  const raised = RAISED.exec(error.message)?.[1];
  if (raised && isWarehouseCode(raised)) return new AppError(raised);
  const constraint = (error as { constraint?: unknown }).constraint;
  const names = typeof constraint === 'string' ? [constraint] : Object.keys(CONSTRAINTS);
  for (const name of names) {
    const code = CONSTRAINTS[name];
    if (code && (constraint === name || error.message.includes(name))) return new AppError(code);
  }
  return null;
}
