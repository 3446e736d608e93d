import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/result';
import { idList } from '../legacy-list';
import { withUserTexts } from './user-view';

type Query = Record<string, unknown>;

/** A username as the user page accepts it (user-crud-handlers). */
const USERNAME = /^[A-Za-z0-9_.@-]{1,100}$/;

/** Live users whose `field` is one of `values`, as the user page shows them (no secrets). */
async function liveUsersBy(request: FastifyRequest, field: 'id' | 'username', values: string[]) {
  const { ctx } = request.server;
  if (values.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('sysUser')
    .selectAll()
    .where(field, 'in', values)
    .where('delFlag', '=', 0)
    .orderBy('username')
    .execute();
  return withUserTexts(ctx, rows, request.locale);
}

/**
 * `GET /sys/user/getMultiUser?username=a,b,` or `?id=...` (JSelectUserByDepModal shows the users a
 * field holds): JeecgBoot answers the bare list, not a Result, and the client reads it so.
 */
export async function multiUser(request: FastifyRequest) {
  const query = request.query as Query;
  if (typeof query.id === 'string') return liveUsersBy(request, 'id', idList(query.id));
  return liveUsersBy(request, 'username', idList(query.username, USERNAME));
}

/** `GET /sys/user/queryByIds?userIds=a,b` (the announcement modal's chosen recipients). */
export async function usersByIds(request: FastifyRequest) {
  return ok(request.locale, await liveUsersBy(request, 'id', idList((request.query as Query).userIds)));
}
