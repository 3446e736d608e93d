import { toDbDateTime } from '../../db/datetime';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import './packing-tables';

/**
 * domain.md 3.8: packing posts nothing; the goods leave STAGE with the command's outbound, and the
 * cartons of its finished packing tasks (completed, or force-finished with what was packed) leave with
 * them, in the outbound's transaction. A task still being packed keeps its packages.
 */
export async function shipPackedPackages(lc: LedgerContext, commandId: string): Promise<void> {
  await lc.trx
    .updateTable('pkgPackage')
    .set({ packageStatus: 'shipped', updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('tenantId', '=', lc.tenantId)
    .where('packageStatus', '!=', 'shipped')
    .where('taskId', 'in', (eb) =>
      eb
        .selectFrom('pkgTask')
        .select('id')
        .where('tenantId', '=', lc.tenantId)
        .where('sourceDocId', '=', commandId)
        .where('docStatus', '=', 'approved')
        .where('fulfilStatus', 'in', ['completed', 'closed']),
    )
    .execute();
}
