import type { FastifyRequest } from 'fastify';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import { type GrantOwner, type GrantTable, grantedPermissionIds, saveGrants } from './permission-grants';
import type { GrantBody, grantBody } from './permission-schemas';
import { allPermissionRows, treeModel } from './permission-tree';

/**
 * Grants of menus and buttons (api-contract 3.3) to roles, departments and department roles: each grant
 * table has a read (the owner's permission ids) and a save that resolves the owner from the body,
 * refusing an unknown one, and diffs the set in.
 */

interface GrantKind {
  table: GrantTable;
  /** The query parameter naming the owner on reads. */
  key: 'roleId' | 'departId';
  owner: (ctx: AppContext, body: GrantBody) => Promise<GrantOwner>;
}

const roleGrants: GrantKind = {
  table: 'sysRolePermission',
  key: 'roleId',
  owner: async (ctx, body) => {
    const roleId = body.roleId ?? '';
    if (!(await ctx.db.selectFrom('sysRole').select('id').where('id', '=', roleId).executeTakeFirst()))
      throw new AppError('role.notFound');
    return { roleId };
  },
};

/** Department grants: the ceiling of what the department's own roles may be given. */
const departGrants: GrantKind = {
  table: 'sysDepartPermission',
  key: 'departId',
  owner: async (ctx, body) => {
    const departId = body.departId ?? '';
    if (!(await ctx.db.selectFrom('sysDepart').select('id').where('id', '=', departId).executeTakeFirst()))
      throw new AppError('depart.notFound');
    return { departId };
  },
};

const departRoleGrants: GrantKind = {
  table: 'sysDepartRolePermission',
  key: 'roleId',
  owner: async (ctx, body) => {
    const role = await ctx.db
      .selectFrom('sysDepartRole')
      .select(['id', 'departId'])
      .where('id', '=', body.roleId ?? '')
      .executeTakeFirst();
    if (!role) throw new AppError('depart.roleNotFound');
    // A department role gets only what its department was granted.
    const allowed = new Set(
      await grantedPermissionIds(ctx.db, 'sysDepartPermission', { departId: role.departId }),
    );
    const outside = idList(body.permissionIds).filter((id) => !allowed.has(id));
    if (outside.length > 0)
      throw new AppError('permission.unknownIds', { ids: outside.slice(0, 5).join(',') });
    return { roleId: role.id, departId: role.departId };
  },
};

function readGrants(kind: GrantKind) {
  return async (request: FastifyRequest) =>
    ok(
      request.locale,
      await grantedPermissionIds(request.server.ctx.db, kind.table, {
        [kind.key]: queryId(request.query, kind.key),
      }),
    );
}

function saveGrantsOf(kind: GrantKind) {
  return async (request: SchemaRequest<{ body: typeof grantBody }>) => {
    const { ctx } = request.server;
    const owner = await kind.owner(ctx, request.body);
    await saveGrants(ctx, request.body, { table: kind.table, owner }, request.ip);
    return notice(request.locale, null, systemNotices.saved);
  };
}

export const roleGrantIds = readGrants(roleGrants);
export const saveRoleGrants = saveGrantsOf(roleGrants);
export const departGrantIds = readGrants(departGrants);
export const saveDepartGrants = saveGrantsOf(departGrants);
export const departRoleGrantIds = readGrants(departRoleGrants);
export const saveDepartRoleGrants = saveGrantsOf(departRoleGrants);

/** The grant tree of a department role's dialog: only what the department was granted. */
export async function departGrantTree(request: FastifyRequest) {
  const { ctx } = request.server;
  const granted = await grantedPermissionIds(ctx.db, 'sysDepartPermission', {
    departId: queryId(request.query, 'departId'),
  });
  return ok(request.locale, treeModel(await allPermissionRows(ctx), request.locale, new Set(granted)), {
    code: 0,
  });
}
