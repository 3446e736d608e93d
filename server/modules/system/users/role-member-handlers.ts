import type { FastifyRequest } from 'fastify';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { idList, legacyPage, queryId } from '../legacy-list';
import type { roleMembersBody } from './user-schemas';
import { withUserTexts } from './user-view';

/** The users of a role (role page, "users" tab): list, add, remove. */

type Query = Record<string, unknown>;

export async function listRoleMembers(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Query;
  const roleId = queryId(query, 'roleId');
  const page = await legacyPage(ctx, sysUser, query, (q) =>
    q
      .where('delFlag', '=', 0)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sys_user_role as ur')
            .select('ur.id')
            .whereRef('ur.user_id', '=', 'sys_user.id')
            .where('ur.role_id', '=', roleId),
        ),
      ),
  );
  return ok(
    request.locale,
    { ...page, records: await withUserTexts(ctx, page.records, request.locale) },
    { code: 0 },
  );
}

export async function addRoleMembers(request: SchemaRequest<{ body: typeof roleMembersBody }>) {
  const { ctx } = request.server;
  const { roleId, userIdList } = request.body;
  const role = await ctx.db.selectFrom('sysRole').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new AppError('role.notFound');
  const users = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', userIdList.length ? userIdList : [''])
    .where('delFlag', '=', 0)
    .execute();
  if (users.length > 0) {
    await ctx.db
      .insertInto('sysUserRole')
      .values(users.map((user) => ({ id: newId(), userId: user.id, roleId })))
      .onConflict((oc) => oc.columns(['userId', 'roleId']).doNothing())
      .execute();
  }
  for (const user of users) ctx.permissions.invalidateUser(user.id);
  return notice(request.locale, null, systemNotices.added);
}

async function removeFromRole(request: FastifyRequest, userIds: string[]) {
  const { ctx } = request.server;
  const roleId = queryId(request.query, 'roleId');
  if (userIds.length > 0) {
    await ctx.db
      .deleteFrom('sysUserRole')
      .where('roleId', '=', roleId)
      .where('userId', 'in', userIds)
      .execute();
  }
  for (const id of userIds) ctx.permissions.invalidateUser(id);
  return notice(request.locale, null, systemNotices.deleted);
}

export const removeRoleMember = (request: FastifyRequest) =>
  removeFromRole(request, idList(queryId(request.query, 'userId')));

export const removeRoleMembers = (request: FastifyRequest) =>
  removeFromRole(request, idList((request.query as Query).userIds));
