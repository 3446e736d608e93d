import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../db/datetime';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { hashPassword } from '../../auth/password-hash';
import { idList } from '../legacy-list';
import type { approveBody, frozenBody, passwordResetBody, uniqueUserQuery } from './user-schemas';
import { checkPassword, FROZEN, NORMAL, notSelf } from './user-store';

/** A user account's state: freeze, approve, the administrator's password reset, uniqueness. */

/** api-contract 4.1: status 2 freezes, 1 unfreezes; a frozen user is logged out everywhere at once. */
export async function freezeUsers(request: SchemaRequest<{ body: typeof frozenBody }>) {
  const { ctx } = request.server;
  const ids = idList(request.body.ids);
  const status = Number(request.body.status);
  notSelf(request.user, ids);
  if (ids.length > 0) {
    await ctx.db
      .updateTable('sysUser')
      .set({ status, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .execute();
    for (const id of ids) {
      if (status === FROZEN) await ctx.sessions.revokeUserSessions(id);
      else ctx.sessions.forgetUser(id);
    }
  }
  return notice(request.locale, null, systemNotices.done);
}

/** [customer] approveUser: activates registered (frozen) accounts, e.g. a supplier's first user. */
export async function approveUsers(request: SchemaRequest<{ body: typeof approveBody }>) {
  const { ctx } = request.server;
  const ids = idList([request.body.id, request.body.ids].filter(Boolean).join(','));
  if (ids.length > 0) {
    await ctx.db
      .updateTable('sysUser')
      .set({ status: NORMAL, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .execute();
    for (const id of ids) ctx.sessions.forgetUser(id);
  }
  return notice(request.locale, null, systemNotices.done);
}

/** api-contract 4.1 changePassword: the administrator's reset; every session of the user ends. */
export async function resetPassword(request: SchemaRequest<{ body: typeof passwordResetBody }>) {
  const { ctx } = request.server;
  const { username, password, confirmpassword } = request.body;
  const next = checkPassword(password);
  if (confirmpassword !== undefined && confirmpassword !== next) throw new AppError('password.mismatch');
  const user = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!user) throw new AppError('user.notFound');
  await ctx.db
    .updateTable('sysUser')
    .set({
      passwordHash: await hashPassword(next),
      salt: null,
      updateBy: request.user.username,
      updateTime: toDbDateTime(ctx.clock.now()),
    })
    .where('id', '=', user.id)
    .execute();
  await ctx.sessions.revokeUserSessions(
    user.id,
    user.id === request.user.id ? request.user.tokenHash : undefined,
  );
  return notice(request.locale, null, systemNotices.passwordReset);
}

/** api-contract 2.6: success:false when a user matches every given field (the edited user excluded). */
export async function checkOnlyUser(request: SchemaRequest<{ querystring: typeof uniqueUserQuery }>) {
  const { ctx } = request.server;
  const { id, ...fields } = request.query;
  const given = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '');
  if (given.length === 0) return ok(request.locale, true);
  let query = ctx.db.selectFrom('sysUser').select('id');
  for (const [name, value] of given) query = query.where(name as 'username', '=', value as string);
  if (id) query = query.where('id', '<>', id);
  if (await query.executeTakeFirst()) throw new AppError('user.usernameTaken');
  return ok(request.locale, true);
}
