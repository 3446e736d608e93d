import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { returnStatusOf } from '../../../../src/domain/warehouse/line-quantities';
import { toDbDateTime } from '../../../db/datetime';
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
  const line = await lc.trx
    .selectFrom('wmsCommandLine')
    .select(['commandId', 'returnedQty', 'consumedQty'])
    .where('id', '=', refLineId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirst();
  if (!line) return;
  const next = qty(line[column]) + quantity;
  await lc.trx
    .updateTable('wmsCommandLine')
    .set({ [column]: next, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('id', '=', refLineId)
    .execute();
  const siblings = await lc.trx
    .selectFrom('wmsCommandLine')
    .select(['deliveryQty', 'returnedQty', 'consumedQty'])
    .where('commandId', '=', line.commandId)
    .where('tenantId', '=', lc.tenantId)
    .execute();
  const status = returnStatusOf(
    siblings.map((s) => ({
      deliveryQty: qty(s.deliveryQty),
      returnedQty: qty(s.returnedQty),
      consumedQty: qty(s.consumedQty),
    })),
  );
  await lc.trx
    .updateTable('wmsCommand')
    .set({ returnStatus: status, returnTime: status === 'returned' ? toDbDateTime(lc.now) : null })
    .where('id', '=', line.commandId)
    .where('tenantId', '=', lc.tenantId)
    .execute();
}
