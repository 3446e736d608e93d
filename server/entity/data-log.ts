import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { visibleFields } from '../../src/domain/entity/define-entity';
import { sysDataLog } from '../../src/domain/system/entities/sys-data-log';
import { toDbDateTime } from '../db/datetime';
import { newId } from '../db/ids';
import type { SessionUser } from '../http/session-user';
import { type StoredRow, toWire } from './entity-rows';
import type { EntityTransaction } from './entity-write';

/**
 * Stores the record `id` of `entity` as it is now in the data change log (`sys_data_log`, issue 19):
 * its non-secret fields as JSON under the next version number of that row, in the write's transaction,
 * so a version exists exactly when the write does.
 */
export async function recordDataVersion(
  trx: EntityTransaction,
  entity: EntityDescriptor,
  id: string,
  user: SessionUser,
  now: number,
): Promise<void> {
  const row = await trx
    .selectFrom(entity.table)
    .select(visibleFields(entity))
    .where('id', '=', id)
    .where('tenantId', '=', user.tenantId)
    .executeTakeFirst();
  if (!row) return;
  const last = await trx
    .selectFrom(sysDataLog.table)
    .select((eb) => eb.fn.max('dataVersion').as('version'))
    .where('tenantId', '=', user.tenantId)
    .where('dataTable', '=', entity.table)
    .where('dataId', '=', id)
    .executeTakeFirst();
  const { version: _lock, ...content } = toWire(entity, row as StoredRow);
  await trx
    .insertInto(sysDataLog.table)
    .values({
      id: newId(),
      tenantId: user.tenantId,
      version: 0,
      dataTable: entity.table,
      dataId: id,
      dataVersion: Number(last?.version ?? 0) + 1,
      dataContent: JSON.stringify(content),
      createBy: user.username,
      createTime: toDbDateTime(now),
    })
    .execute();
}
