import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import type { DemoPlaces } from './demo-master-data';
import '../../../modules/system/permissions/data-rules/user-facility-table';

/**
 * The warehouse clerks of tenant 0 work in the three physical facilities (sys_user_facility, domain.md
 * 3.2): a shipped delivery note tells the clerks of its ship-to facility (domain.md 4.1 step 4).
 */
export async function seedDemoUserFacilities(lc: LedgerContext, places: DemoPlaces): Promise<void> {
  const clerks = await lc.trx
    .selectFrom('sysUser as u')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('u.id')
    .where('r.roleCode', '=', 'wh_clerk')
    .where('u.relTenantIds', '=', String(lc.tenantId))
    .execute();
  const facilities = [places.central.id, places.regional.id, places.factory.id];
  const rows = clerks.flatMap((clerk) =>
    facilities.map((facilityId, index) => ({
      id: newId(),
      userId: clerk.id,
      facilityId,
      isDefault: index === 0 ? 1 : 0,
      createBy: 'admin',
      createTime: toDbDateTime(lc.now),
    })),
  );
  if (rows.length > 0) await lc.trx.insertInto('sysUserFacility').values(rows).execute();
}
