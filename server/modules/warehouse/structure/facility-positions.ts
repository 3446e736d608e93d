import type { PositionType } from '../../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { LedgerContext } from '../ledger/ledger-context';

/** The five special positions of a physical facility (domain.md 2.1) and the column keeping each id. */
export const SPECIAL_POSITIONS = [
  { code: 'RECV', name: '收货区', type: 'receiving', column: 'defaultReceivingPositionId' },
  { code: 'QC', name: '待检区', type: 'qc', column: 'defaultQcPositionId' },
  { code: 'DEFECT', name: '不良品区', type: 'defect', column: 'defaultDefectPositionId' },
  { code: 'SCRAP', name: '报废区', type: 'scrap', column: 'defaultScrapPositionId' },
  { code: 'STAGE', name: '发货暂存区', type: 'staging', column: 'defaultStagingPositionId' },
] as const satisfies readonly { code: string; name: string; type: PositionType; column: string }[];

export type SpecialPositionColumn = (typeof SPECIAL_POSITIONS)[number]['column'];

const VIRTUAL_TYPES = new Set(['transit', 'custody', 'subcontractor', 'line_side']);

export function isVirtualFacilityType(facilityType: string): boolean {
  return VIRTUAL_TYPES.has(facilityType);
}

/**
 * Creates the positions a new facility starts with (domain.md 2.1): the five special positions of a
 * physical facility, or the one default position of a virtual one (transit, custody, subcontractor,
 * line side), which then stands in for every special position. Returns the position ids by column.
 */
export async function createFacilityPositions(
  lc: LedgerContext,
  facility: { id: string; facilityType: string },
): Promise<Record<SpecialPositionColumn, string>> {
  const createTime = toDbDateTime(lc.now);
  const base = {
    tenantId: lc.tenantId,
    facilityId: facility.id,
    status: '1',
    delFlag: 0,
    version: 0,
    allocatable: 0,
    createBy: lc.username,
    createTime,
  };
  const ids = {} as Record<SpecialPositionColumn, string>;
  if (isVirtualFacilityType(facility.facilityType)) {
    const id = newId();
    await lc.trx
      .insertInto('wmsPosition')
      .values({
        ...base,
        id,
        code: 'DEFAULT',
        name: '默认库位',
        positionType: 'storage',
        pickSequence: 0,
        allocatable: 1,
      })
      .execute();
    for (const special of SPECIAL_POSITIONS) ids[special.column] = id;
  } else {
    for (const [index, special] of SPECIAL_POSITIONS.entries()) {
      const id = newId();
      await lc.trx
        .insertInto('wmsPosition')
        .values({
          ...base,
          id,
          code: special.code,
          name: special.name,
          positionType: special.type,
          pickSequence: 9000 + index,
          // Staging holds picked stock that stays reserved for its command (domain.md 2.5).
          allocatable: special.type === 'staging' ? 1 : 0,
        })
        .execute();
      ids[special.column] = id;
    }
  }
  await lc.trx
    .updateTable('wmsFacility')
    .set({ ...ids, isVirtual: isVirtualFacilityType(facility.facilityType) ? 1 : 0 })
    .where('id', '=', facility.id)
    .execute();
  return ids;
}
