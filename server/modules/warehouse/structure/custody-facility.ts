import { newId } from '../../../db/ids';
import type { LedgerContext } from '../ledger/ledger-context';
import { createFacilityPositions } from './facility-positions';

/** domain.md 2.1: one custody facility per team (van or team stock, lent parts), created with it. */
export async function createCustodyFacility(
  lc: LedgerContext,
  teamId: string,
  teamCode: string,
  teamName: string,
): Promise<string> {
  const id = newId();
  await lc.trx
    .insertInto('wmsFacility')
    .values({
      id,
      tenantId: lc.tenantId,
      code: `C-${teamCode}`.slice(0, 16),
      name: `${teamName} 保管库`.slice(0, 64),
      facilityType: 'custody',
      receiveMode: 'direct',
      teamId,
      isVirtual: 1,
      status: '1',
      delFlag: 0,
      version: 0,
      createBy: lc.username,
    })
    .execute();
  await createFacilityPositions(lc, { id, facilityType: 'custody' });
  await lc.trx.updateTable('mdmTeam').set({ custodyFacilityId: id }).where('id', '=', teamId).execute();
  return id;
}
