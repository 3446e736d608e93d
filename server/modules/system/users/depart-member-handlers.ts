import type { FastifyRequest } from 'fastify';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { departSubtreeIds } from '../departs/depart-tree';
import { idList, legacyPage, queryId } from '../legacy-list';
import type { departMembersBody } from './user-schemas';
import { withUserTexts } from './user-view';

/** The users of a department (department page, "users" tab): list (with sub-departments), add, remove. */

type Query = Record<string, unknown>;

export async function listDepartMembers(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Query;
  const departIds = await departSubtreeIds(ctx, queryId(query, 'depId'));
  const page = await legacyPage(ctx, sysUser, query, (q) =>
    q.where('delFlag', '=', 0).where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sys_user_depart as ud')
          .select('ud.id')
          .whereRef('ud.user_id', '=', 'sys_user.id')
          .where('ud.dep_id', 'in', departIds.length ? departIds : ['']),
      ),
    ),
  );
  return ok(
    request.locale,
    { ...page, records: await withUserTexts(ctx, page.records, request.locale) },
    { code: 0 },
  );
}

/** Adds users to a department; a user without a current department gets this one. */
export async function addDepartMembers(request: SchemaRequest<{ body: typeof departMembersBody }>) {
  const { ctx } = request.server;
  const { depId, userIdList } = request.body;
  const depart = await ctx.db
    .selectFrom('sysDepart')
    .select(['id', 'orgCode'])
    .where('id', '=', depId)
    .executeTakeFirst();
  if (!depart) throw new AppError('depart.notFound');
  const users = await ctx.db
    .selectFrom('sysUser')
    .select(['id', 'orgCode'])
    .where('id', 'in', userIdList.length ? userIdList : [''])
    .where('delFlag', '=', 0)
    .execute();
  if (users.length > 0) {
    await ctx.db
      .insertInto('sysUserDepart')
      .values(users.map((user) => ({ id: newId(), userId: user.id, depId })))
      .onConflict((oc) => oc.columns(['userId', 'depId']).doNothing())
      .execute();
    const withoutDepart = users.filter((user) => !user.orgCode).map((user) => user.id);
    if (withoutDepart.length > 0) {
      await ctx.db
        .updateTable('sysUser')
        .set({ orgCode: depart.orgCode })
        .where('id', 'in', withoutDepart)
        .execute();
    }
  }
  for (const user of users) ctx.sessions.forgetUser(user.id);
  return notice(request.locale, null, systemNotices.added);
}

async function removeFromDepart(request: FastifyRequest, userIds: string[]) {
  const { ctx } = request.server;
  const depId = queryId(request.query, 'depId');
  if (userIds.length > 0) {
    await ctx.db
      .deleteFrom('sysUserDepart')
      .where('depId', '=', depId)
      .where('userId', 'in', userIds)
      .execute();
  }
  for (const id of userIds) ctx.sessions.forgetUser(id);
  return notice(request.locale, null, systemNotices.deleted);
}

export const removeDepartMember = (request: FastifyRequest) =>
  removeFromDepart(request, idList(queryId(request.query, 'userId')));

export const removeDepartMembers = (request: FastifyRequest) =>
  removeFromDepart(request, idList((request.query as Query).userIds));
