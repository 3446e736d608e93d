import { AppError } from '../../../http/app-error';
import type { LedgerContext } from '../ledger/ledger-context';
import type { FacilityInfo } from '../structure/facilities';

/**
 * The put-away target when nobody named one (domain.md 4.1 step 8): the facility's first allocatable
 * storage position in picking-route order. Facilities carry no default storage position of their own.
 */
export async function defaultStoragePosition(lc: LedgerContext, facility: FacilityInfo): Promise<string> {
  const row = await lc.trx
    .selectFrom('wmsPosition')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('facilityId', '=', facility.id)
    .where('positionType', '=', 'storage')
    .where('allocatable', '=', 1)
    .where('delFlag', '=', 0)
    .orderBy('pickSequence')
    .orderBy('code')
    .executeTakeFirst();
  if (!row) throw new AppError('receipt.noStoragePosition', { facility: facility.code });
  return row.id;
}
