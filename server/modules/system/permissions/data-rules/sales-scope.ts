import { sql } from 'kysely';
import type { EntityDescriptor } from '../../../../../src/domain/entity/define-entity';
import type { Condition } from '../../../../../src/domain/entity/parse-list-query';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../http/session-user';

/** The sales users (`mdm_sales_user`) linked to a system user in a tenant. */
export async function salesUsersOf(db: Db, tenantId: number, userId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from mdm_sales_user
    where tenant_id = ${tenantId} and user_id = ${userId} and del_flag = 0`.execute(db);
  return rows.map((row) => String(row.id));
}

/**
 * An entity with a `salesScope` (offers): a caller without its `seeAll` permission reaches only the rows
 * of his own sales users or that he created; with it (the sales manager, admin), no condition. Every
 * list, detail, export, print, write and action goes through it (rowScope), and a write must leave its
 * row inside it (an offer handed to another sales user is refused unless the caller filed it).
 */
export async function salesScopeConditions(
  db: Db,
  entity: EntityDescriptor,
  user: SessionUser,
): Promise<Condition[]> {
  const scope = entity.salesScope;
  if (!scope || user.permissions.has(scope.seeAll)) return [];
  const mine = await salesUsersOf(db, user.tenantId, user.id);
  const own: Condition[] = [{ field: 'createBy', op: 'eq', value: user.username }];
  if (mine.length > 0) own.push({ field: scope.field, op: 'in', values: mine });
  return [{ op: 'group', match: 'or', conditions: own }];
}
