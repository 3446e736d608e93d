import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { returnStatusOf } from '../../../../src/domain/warehouse/line-quantities';
import { toDbDateTime } from '../../../db/datetime';
import { executeSql, queryRows, sqlStatement } from '../../../db/raw-sql';
import { AppError } from '../../../http/app-error';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import type { CommandDocument } from './command-store';

/**
 * Returns and consumption of a loan (movement types `offline_return`, `borrow_consume`, domain.md 2.8)
 * must refer to an approved borrow and, line by line, to its lines of the same product, for no more
 * than is still out on them.
 */
export async function checkReferences(lc: LedgerContext, doc: CommandDocument): Promise<void> {
  const { header, lines } = doc;
  if (!header.refCommandId) throw new AppError('command.refCommandRequired');
  const original = await lc.trx
    .selectFrom('wmsCommand')
    .select(['id', 'commandType', 'docStatus'])
    .where('id', '=', header.refCommandId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirst();
  if (original?.commandType !== 'borrow' || original.docStatus !== 'approved') {
    throw new AppError('command.refCommandRequired');
  }
  for (const line of lines) {
    const ref = line.refLineId
      ? await lc.trx
          .selectFrom('wmsCommandLine')
          .select(['productId', 'commandId', 'stockInQty', 'returnedQty', 'consumedQty'])
          .where('id', '=', line.refLineId)
          .where('tenantId', '=', lc.tenantId)
          .executeTakeFirst()
      : undefined;
    if (!ref || ref.commandId !== original.id || ref.productId !== line.productId) {
      throw new AppError('command.refLineRequired', { lineNo: line.lineNo });
    }
    const open = qty(ref.stockInQty) - qty(ref.returnedQty) - qty(ref.consumedQty);
    if (line.qty > open) {
      throw new AppError('command.refLineOverReturn', {
        lineNo: line.lineNo,
        wanted: fromScaled(line.qty, 'qty'),
        open: fromScaled(open, 'qty'),
      });
    }
  }
}

/** The batches a loan line brought into the custody facility: a return takes these back first (domain.md 2.6). */
export async function loanedBatches(
  lc: LedgerContext,
  refLineId: string,
  facilityId: string,
): Promise<string[]> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryLedger')
    .select('batchId')
    .distinct()
    .where('tenantId', '=', lc.tenantId)
    .where('sourceLineId', '=', refLineId)
    .where('facilityId', '=', facilityId)
    .where('qtyDelta', '>', 0)
    .execute();
  return rows.map((row) => row.batchId);
}

// On the posting path of loans and returns: written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_ORIGINAL_LINE = sqlStatement(
  () => 'select command_id, returned_qty, consumed_qty from wms_command_line where id = ? and tenant_id = ?',
);

const SAVE_ORIGINAL_LINE = sqlStatement(
  (_engine, column: 'returnedQty' | 'consumedQty') =>
    `update wms_command_line set ${column === 'returnedQty' ? 'returned_qty' : 'consumed_qty'} = ?,
    update_by = ?, update_time = ? where id = ?`,
);

const SELECT_ORIGINAL_LINES = sqlStatement(
  () =>
    'select delivery_qty, returned_qty, consumed_qty from wms_command_line where command_id = ? and tenant_id = ?',
);

const SAVE_RETURN_STATUS = sqlStatement(
  () => 'update wms_command set return_status = ?, return_time = ? where id = ? and tenant_id = ?',
);

/**
 * Adds what came back (`returned`) or was used up (`consumed`) to the original line and recomputes the
 * original document's return status; `return_time` is set when it becomes returned (domain.md 0.5).
 */
export async function recordOnOriginal(
  lc: LedgerContext,
  refLineId: string,
  quantity: number,
  column: 'returnedQty' | 'consumedQty',
): Promise<void> {
  const [line] = await queryRows<{
    commandId: string;
    returnedQty: number | string | null;
    consumedQty: number | string | null;
  }>(lc.trx, SELECT_ORIGINAL_LINE.text(lc.engine), [refLineId, lc.tenantId]);
  if (!line) return;
  const next = qty(line[column]) + quantity;
  await executeSql(lc.trx, SAVE_ORIGINAL_LINE.text(lc.engine, column), [
    next,
    lc.username,
    toDbDateTime(lc.now),
    refLineId,
  ]);
  const siblings = await queryRows<{
    deliveryQty: number | string | null;
    returnedQty: number | string | null;
    consumedQty: number | string | null;
  }>(lc.trx, SELECT_ORIGINAL_LINES.text(lc.engine), [line.commandId, lc.tenantId]);
  const status = returnStatusOf(
    siblings.map((s) => ({
      deliveryQty: qty(s.deliveryQty),
      returnedQty: qty(s.returnedQty),
      consumedQty: qty(s.consumedQty),
    })),
  );
  await executeSql(lc.trx, SAVE_RETURN_STATUS.text(lc.engine), [
    status,
    status === 'returned' ? toDbDateTime(lc.now) : null,
    line.commandId,
    lc.tenantId,
  ]);
}
