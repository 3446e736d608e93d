import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { AppError } from '../../../http/app-error';
import { idList } from '../legacy-list';

/** The three grant tables of api-contract 3.3: role, department (ceiling) and department-role grants. */
export type GrantTable = 'sysRolePermission' | 'sysDepartPermission' | 'sysDepartRolePermission';

/** Whom a grant row belongs to: `roleId`, `departId` or both (a department role). */
export type GrantOwner = Partial<Record<'roleId' | 'departId', string>>;

/** What a save-grant request carries (api-contract 3.3). */
export interface GrantInput {
  permissionIds?: string;
  lastpermissionIds?: string;
}

/** The permission ids granted to one owner in one grant table. */
export async function grantedPermissionIds(
  db: Kysely<Database>,
  table: GrantTable,
  owner: GrantOwner,
): Promise<string[]> {
  let select = db.selectFrom(table).select('permissionId');
  for (const [column, value] of Object.entries(owner))
    select = select.where(column as 'roleId', '=', value as string);
  return (await select.execute()).map((row) => row.permissionId);
}

/**
 * Saves a grant set the JeecgBoot way (api-contract 3.3): inserts `new − last`, deletes `last − new`,
 * so two administrators editing different rows of one role do not undo each other; without `last` the
 * set replaces the stored one. Unknown permission ids are refused.
 */
export async function saveGrants(
  ctx: AppContext,
  body: GrantInput,
  target: { table: GrantTable; owner: GrantOwner },
  ip: string,
): Promise<void> {
  const wanted = idList(body.permissionIds);
  const known = new Set(
    wanted.length
      ? (
          await ctx.db
            .selectFrom('sysPermission')
            .select('id')
            .where('id', 'in', wanted)
            .where('delFlag', '=', 0)
            .execute()
        ).map((r) => r.id)
      : [],
  );
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('permission.unknownIds', { ids: unknown.slice(0, 5).join(',') });
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = () => {
      let query = trx.deleteFrom(target.table);
      for (const [column, value] of Object.entries(target.owner))
        query = query.where(column as 'roleId', '=', value as string);
      return query;
    };
    let current: string[];
    if (body.lastpermissionIds === undefined) {
      await scoped().execute();
      current = [];
    } else {
      current = await grantedPermissionIds(trx, target.table, target.owner);
      const last = new Set(idList(body.lastpermissionIds));
      const removed = [...last].filter((id) => !known.has(id));
      if (removed.length > 0) await scoped().where('permissionId', 'in', removed).execute();
    }
    const have = new Set(current);
    const added = wanted.filter((id) => !have.has(id));
    const at = toDbDateTime(ctx.clock.now());
    for (let i = 0; i < added.length; i += 200) {
      const values = added.slice(i, i + 200).map((permissionId) => ({
        id: newId(),
        permissionId,
        dataRuleIds: null,
        ...target.owner,
        ...(target.table === 'sysDepartPermission' ? {} : { operateDate: at, operateIp: ip.slice(0, 100) }),
      }));
      await trx
        .insertInto(target.table)
        .values(values as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  ctx.permissions.invalidate();
}
