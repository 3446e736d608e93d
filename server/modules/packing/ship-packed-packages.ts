import { toDbDateTime } from '../../db/datetime';
import { executeSql, sqlStatement } from '../../db/raw-sql';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import './packing-tables';

// On every outbound: written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SHIP_PACKAGES = sqlStatement(
  () => `update pkg_package set package_status = ?, update_by = ?, update_time = ?
    where tenant_id = ? and package_status != ? and task_id in (select id from pkg_task
    where tenant_id = ? and source_doc_id = ? and doc_status = ? and fulfil_status in (?, ?))`,
);

/**
 * domain.md 3.8: packing posts nothing; the goods leave STAGE with the command's outbound, and the
 * cartons of its finished packing tasks (completed, or force-finished with what was packed) leave with
 * them, in the outbound's transaction. A task still being packed keeps its packages.
 */
export async function shipPackedPackages(lc: LedgerContext, commandId: string): Promise<void> {
  await executeSql(lc.trx, SHIP_PACKAGES.text(lc.engine), [
    'shipped',
    lc.username,
    toDbDateTime(lc.now),
    lc.tenantId,
    'shipped',
    lc.tenantId,
    commandId,
    'approved',
    'completed',
    'closed',
  ]);
}
