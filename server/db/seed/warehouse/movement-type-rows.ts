import { movementTypes } from '../../../../src/domain/warehouse/movement-types';
import type { Db } from '../../database';
import { stableId } from '../../ids';
import '../../../modules/warehouse/warehouse-tables';

/**
 * The rows of `mdm_movement_type` (domain.md 2.8) from src/domain/warehouse/movement-types.ts, in every
 * tenant: missing codes are added on each start, rows a user edited are left alone. Returns how many
 * were added.
 */
export async function syncMovementTypes(db: Db, at: string): Promise<number> {
  const tenants = await db.selectFrom('sysTenant').select('id').execute();
  let added = 0;
  for (const { id: tenantId } of tenants) {
    const existing = new Set(
      (
        await db
          .selectFrom('mdmMovementType')
          .select('code')
          .where('tenantId', '=', tenantId)
          .where('delFlag', '=', 0)
          .execute()
      ).map((row) => row.code),
    );
    const missing = movementTypes.filter((type) => !existing.has(type.code));
    if (missing.length === 0) continue;
    await db
      .insertInto('mdmMovementType')
      .values(
        missing.map((type) => ({
          id: stableId('movement_type', `${tenantId}:${type.code}`),
          tenantId,
          code: type.code,
          nameZh: type.name.zh,
          nameEn: type.name.en,
          commandTypes: type.commandTypes.join(',') || null,
          direction: type.directions[0] ?? 'move',
          requiresReturn: type.requiresReturn ? 1 : 0,
          returnMovementCode: type.returnMovementCode ?? null,
          requiresRef: type.requiresRef ? 1 : 0,
          requiresCostCenter: type.requiresCostCenter ? 1 : 0,
          requiresSaleOrder: type.requiresSaleOrder ? 1 : 0,
          targetPositionType: type.targetPositionType ?? null,
          targetQualityStatus: type.targetQualityStatus ?? null,
          sapMovementCode: type.sapMovementCode ?? null,
          isSystem: type.isSystem ? 1 : 0,
          sort: movementTypes.indexOf(type) + 1,
          status: '1',
          delFlag: 0,
          version: 0,
          createBy: 'system',
          createTime: at,
        })),
      )
      .execute();
    added += missing.length;
  }
  return added;
}
