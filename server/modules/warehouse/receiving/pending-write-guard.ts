import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { WriteEvent } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import '../../quality/quality-tables';

/**
 * W on the generic writes of receipts, inspections and supplier returns (domain.md 0.5): header and
 * lines change only while pending; delete only when pending and never approved.
 */
export function pendingWriteGuard(table: 'wmsReceipt' | 'qmsInspection' | 'wmsSupplierReturn') {
  return async (event: WriteEvent): Promise<void> => {
    if (event.action === 'add') return;
    const trx = event.trx as unknown as Transaction<Database>;
    const ids = event.action === 'delete' ? event.ids : [event.id];
    const rows = await trx
      .selectFrom(table)
      .select(['docStatus', 'approveTime'])
      .where('tenantId', '=', event.scope.tenantId)
      .where('id', 'in', ids)
      .execute();
    if (rows.some((row) => row.docStatus !== 'pending')) throw new AppError('doc.actionNotAllowed');
    if (event.action === 'delete' && rows.some((row) => row.approveTime))
      throw new AppError('doc.deleteAfterApproval');
  };
}
