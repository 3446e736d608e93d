import type { TransitionFacts } from '../../../../src/domain/workflow';
import type { LedgerContext } from '../ledger/ledger-context';
import { claimDocument } from './command-store';

/**
 * Cancel (domain.md 0.5): a pending document becomes cancelled, for good, with the reason given. Nothing
 * was posted, so nothing else changes; `facts` carries a document's own guards.
 */
export async function cancelDocument(
  lc: LedgerContext,
  table: 'wmsCommand' | 'wmsReceipt' | 'wmsSupplierReturn',
  header: Parameters<typeof claimDocument>[2],
  expectedVersion: number,
  remark: string,
  facts: TransitionFacts = {},
): Promise<void> {
  await claimDocument(lc, table, header, expectedVersion, 'cancel', { remark, ...facts });
  header.docStatus = 'cancelled';
  await lc.trx
    .updateTable(table)
    .set({ docStatus: 'cancelled', cancelRemark: remark })
    .where('id', '=', header.id)
    .execute();
}
