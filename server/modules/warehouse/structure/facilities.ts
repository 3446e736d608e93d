import { queryRows, sqlStatement } from '../../../db/raw-sql';
import { AppError } from '../../../http/app-error';
import type { LedgerContext } from '../ledger/ledger-context';

export interface FacilityInfo {
  id: string;
  code: string;
  facilityType: string;
  receiveMode: string;
  defaultReceivingPositionId: string | null;
  defaultQcPositionId: string | null;
  defaultDefectPositionId: string | null;
  defaultScrapPositionId: string | null;
  defaultStagingPositionId: string | null;
}

// On every posting: written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_FACILITY = sqlStatement(
  () => `select id, code, facility_type, receive_mode, default_receiving_position_id, default_qc_position_id,
    default_defect_position_id, default_scrap_position_id, default_staging_position_id
    from wms_facility where tenant_id = ? and id = ? and del_flag = ?`,
);

/** A live facility of the tenant, or `inventory.facilityUnknown`. */
export async function loadFacility(lc: LedgerContext, id: string | null): Promise<FacilityInfo> {
  const row = id
    ? (await queryRows<FacilityInfo>(lc.trx, SELECT_FACILITY.text(lc.engine), [lc.tenantId, id, 0]))[0]
    : undefined;
  if (!row) throw new AppError('inventory.facilityUnknown');
  return row;
}

const SELECT_TRANSIT = sqlStatement(
  () =>
    'select id from wms_facility where tenant_id = ? and facility_type = ? and del_flag = ? order by code limit 1',
);

/** The tenant's transit facility (domain.md 2.1: one per tenant), where confirmed moves wait. */
export async function loadTransitFacility(lc: LedgerContext): Promise<FacilityInfo> {
  const [row] = await queryRows<{ id: string }>(lc.trx, SELECT_TRANSIT.text(lc.engine), [
    lc.tenantId,
    'transit',
    0,
  ]);
  if (!row) throw new AppError('inventory.transitMissing');
  return loadFacility(lc, row.id);
}

/** A move waits in transit when its destination confirms receipt and is another facility (domain.md 2.1). */
export function movesThroughTransit(out: FacilityInfo, into: FacilityInfo): boolean {
  return into.receiveMode === 'confirm' && into.id !== out.id;
}

/** Refuses a position that is not in the facility. */
export async function checkPositionInFacility(
  lc: LedgerContext,
  positionId: string,
  facility: FacilityInfo,
): Promise<void> {
  const row = await lc.trx
    .selectFrom('wmsPosition')
    .select('facilityId')
    .where('id', '=', positionId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirst();
  if (row?.facilityId !== facility.id) {
    throw new AppError('inventory.positionNotInFacility', { facility: facility.code });
  }
}
