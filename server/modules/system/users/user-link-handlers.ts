import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/result';
import { departSubtreeIds } from '../departs/depart-tree';
import { queryId } from '../legacy-list';
import { withUserTexts } from './user-view';

/** Which roles and departments a user has, and which users a department has (api-contract 4.1). */

export async function queryUserRoles(request: FastifyRequest) {
  const { ctx } = request.server;
  const userId = queryId(request.query, 'userid') || queryId(request.query, 'userId');
  const rows = await ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute();
  if (rows.length === 0) throw new AppError('user.noRoles');
  return ok(
    request.locale,
    rows.map((row) => row.roleId),
  );
}

export async function userDepartList(request: FastifyRequest) {
  const rows = await request.server.ctx.db
    .selectFrom('sysUserDepart as ud')
    .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['d.id', 'd.departName'])
    .where('ud.userId', '=', queryId(request.query, 'userId'))
    .orderBy('d.orgCode')
    .execute();
  return ok(
    request.locale,
    rows.map((d) => ({ key: d.id, value: d.id, title: d.departName })),
  );
}

/** api-contract 4.1: users of a department and of every department below it. */
export async function queryUsersByDepart(request: FastifyRequest) {
  const { ctx } = request.server;
  const departIds = await departSubtreeIds(ctx, queryId(request.query));
  const realname = (request.query as Record<string, unknown>).realname;
  let query = ctx.db
    .selectFrom('sysUser as u')
    .selectAll('u')
    .where('u.delFlag', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sysUserDepart as ud')
          .select('ud.id')
          .whereRef('ud.userId', '=', 'u.id')
          .where('ud.depId', 'in', departIds.length ? departIds : ['']),
      ),
    );
  if (typeof realname === 'string' && realname !== '') query = query.where('u.realname', '=', realname);
  const users = await query.orderBy('u.username').limit(1000).execute();
  return ok(request.locale, await withUserTexts(ctx, users, request.locale));
}
