import type { FastifyRequest } from 'fastify';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../db/datetime';
import { notice } from '../../../entity/notice';
import { ok } from '../../../http/result';
import { idList } from '../legacy-list';
import { notSelf } from './user-store';
import { withUserTexts } from './user-view';

type Query = Record<string, unknown>;

/**
 * The user recycle bin of the JeecgBoot client (UserRecycleBinModal, issue 19 point 2): the logically
 * deleted users, restoring them, and deleting them for good. Only rows already in the bin are touched:
 * a live user is never removed by `deleteRecycleBin`. Their role, department and session rows go with
 * them (the foreign keys cascade).
 */
export async function recycleBin(request: FastifyRequest) {
  const { ctx } = request.server;
  const rows = await ctx.db
    .selectFrom('sysUser')
    .selectAll()
    .where('delFlag', '=', 1)
    .orderBy('updateTime', 'desc')
    .orderBy('username')
    .execute();
  return ok(request.locale, await withUserTexts(ctx, rows, request.locale));
}

export async function restoreUsers(request: FastifyRequest) {
  const { ctx } = request.server;
  const ids = idList((request.body as Query | null)?.userIds);
  if (ids.length > 0) {
    await ctx.db
      .updateTable('sysUser')
      .set({ delFlag: 0, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', ids)
      .where('delFlag', '=', 1)
      .execute();
  }
  return notice(request.locale, null, systemNotices.usersRestored);
}

export async function purgeUsers(request: FastifyRequest) {
  const { ctx } = request.server;
  const ids = idList((request.query as Query).userIds);
  notSelf(request.user, ids);
  if (ids.length > 0) {
    await ctx.db.deleteFrom('sysUser').where('id', 'in', ids).where('delFlag', '=', 1).execute();
  }
  return notice(request.locale, null, systemNotices.usersPurged);
}
