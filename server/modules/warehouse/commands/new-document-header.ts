import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { nextFillValue } from '../../rules/next-fill-value';
import type { LedgerContext } from '../ledger/ledger-context';

/**
 * The header columns every new document starts with (domain.md 0.5): pending and unexecuted at version 0,
 * numbered by the tenant's fill rule (the id when the rule yields nothing), created by the caller now.
 */
export async function newDocumentHeader(lc: LedgerContext, fillRule: string) {
  const id = newId();
  return {
    id,
    tenantId: lc.tenantId,
    code: (await nextFillValue(lc.trx, fillRule, lc.tenantId, lc.now)) ?? id,
    docStatus: 'pending',
    fulfilStatus: 'unexecuted',
    version: 0,
    createBy: lc.username,
    createTime: toDbDateTime(lc.now),
  };
}
