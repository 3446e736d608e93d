import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { WriteEvent } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';

/**
 * The W rule for generic edits of a document built by its own action (domain.md 0.5): edit and delete
 * only while pending, delete only if never approved; lines change only through the document's actions.
 */
export function pendingDocumentGuard(table: 'wmsBillingList' | 'wmsPicklist') {
  return async (event: WriteEvent): Promise<void> => {
    if (event.action === 'add') return;
    if (event.action === 'edit') delete event.record.lines.lines;
    const trx = event.trx as unknown as Transaction<Database>;
    const ids = event.action === 'delete' ? event.ids : [event.id];
    const rows = await trx
      .selectFrom(table)
      .select(['docStatus', 'approveTime'])
      .where('id', 'in', ids)
      .execute();
    if (rows.some((row) => row.docStatus !== 'pending')) throw new AppError('doc.actionNotAllowed');
    if (event.action === 'delete' && rows.some((row) => row.approveTime))
      throw new AppError('doc.deleteAfterApproval');
  };
}
