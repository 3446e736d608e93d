import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../../src/domain/i18n-text';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { hashPassword } from '../../auth/password-hash';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyPage, queryId } from '../legacy-list';
import type { userBody } from './user-schemas';
import {
  blank,
  checkLinks,
  checkPassword,
  firstOrgCode,
  liveUser,
  NORMAL,
  notSelf,
  replaceLinks,
  userColumns,
} from './user-store';
import { withUserTexts } from './user-view';

/** The user page's list, record, add, edit and delete (api-contract 4.1). */

type Query = Record<string, unknown>;

async function userListPage(ctx: AppContext, query: Query, locale: Locale) {
  const page = await legacyPage(ctx, sysUser, query, (q) => {
    let scoped = q.where('delFlag', '=', 0).where('username', '<>', '_reserve_user_external');
    const departId = queryId(query, 'departId');
    if (departId) {
      scoped = scoped.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sys_user_depart as ud')
            .select('ud.id')
            .whereRef('ud.user_id', '=', 'sys_user.id')
            .where('ud.dep_id', '=', departId),
        ),
      );
    }
    return scoped;
  });
  return { ...page, records: await withUserTexts(ctx, page.records, locale) };
}

async function userRecordById(ctx: AppContext, id: string, locale: Locale) {
  const [record] = await withUserTexts(ctx, [await liveUser(ctx, id)], locale);
  return record;
}

export async function listUsers(request: FastifyRequest) {
  const page = await userListPage(request.server.ctx, request.query as Query, request.locale);
  return ok(request.locale, page, { code: 0 });
}

export async function exportUsers(request: FastifyRequest, reply: FastifyReply) {
  const { ctx } = request.server;
  return sendLegacyExport(
    reply,
    sysUser,
    request.user,
    request.locale,
    async (pageNo, pageSize) =>
      (await userListPage(ctx, { ...(request.query as Query), pageNo, pageSize }, request.locale)).records,
  );
}

export async function queryUserById(request: FastifyRequest) {
  return ok(request.locale, await userRecordById(request.server.ctx, queryId(request.query), request.locale));
}

export async function addUser(request: SchemaRequest<{ body: typeof userBody }>) {
  const { ctx } = request.server;
  const body = request.body;
  const username = blank(body.username);
  if (!username || !/^[A-Za-z0-9_.@-]{1,100}$/.test(username))
    throw new AppError('entity.invalid', { detail: 'username' });
  if (!blank(body.realname)) throw new AppError('entity.invalid', { detail: 'realname' });
  const password = checkPassword(body.password);
  const taken = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw new AppError('user.usernameTaken');
  const roleIds = idList(body.selectedroles);
  const departIds = idList(body.selecteddeparts);
  await checkLinks(ctx, roleIds, departIds);
  const columns = userColumns(body);
  if ((columns.userType ?? 'internal') === 'supplier' && !columns.partnerId)
    throw new AppError('user.supplierNeedsPartner');
  const id = newId();
  const now = toDbDateTime(ctx.clock.now());
  await ctx.db
    .insertInto('sysUser')
    .values({
      id,
      username,
      realname: null,
      passwordHash: await hashPassword(password),
      salt: null,
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone: null,
      telephone: null,
      orgCode: await firstOrgCode(ctx, departIds),
      status: NORMAL,
      delFlag: 0,
      thirdId: null,
      thirdType: null,
      activitiSync: 0,
      workNo: null,
      post: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: String(request.user.tenantId),
      clientId: null,
      userType: 'internal',
      partnerId: null,
      createBy: request.user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
      ...columns,
    })
    .execute();
  await replaceLinks(ctx, id, roleIds, departIds);
  return notice(request.locale, await userRecordById(ctx, id, request.locale), systemNotices.added);
}

export async function editUser(request: SchemaRequest<{ body: typeof userBody }>) {
  const { ctx } = request.server;
  const body = request.body;
  const user = await liveUser(ctx, body.id ?? '');
  const roleIds = body.selectedroles === undefined ? null : idList(body.selectedroles);
  const departIds = body.selecteddeparts === undefined ? null : idList(body.selecteddeparts);
  await checkLinks(ctx, roleIds ?? [], departIds ?? []);
  const columns = userColumns(body);
  const userType = (columns.userType as string | undefined) ?? user.userType;
  const partnerId = columns.partnerId === undefined ? user.partnerId : columns.partnerId;
  if (userType === 'supplier' && !partnerId) throw new AppError('user.supplierNeedsPartner');
  if (departIds) {
    const codes = departIds.length
      ? (await ctx.db.selectFrom('sysDepart').select('orgCode').where('id', 'in', departIds).execute()).map(
          (d) => d.orgCode,
        )
      : [];
    if (!user.orgCode || !codes.includes(user.orgCode)) columns.orgCode = await firstOrgCode(ctx, departIds);
  }
  await ctx.db
    .updateTable('sysUser')
    .set({ ...columns, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
    .where('id', '=', user.id)
    .execute();
  await replaceLinks(ctx, user.id, roleIds, departIds);
  return notice(request.locale, await userRecordById(ctx, user.id, request.locale), systemNotices.edited);
}

/** Logical delete; the users' sessions end on every node (api-contract 11). */
async function removeUsers(request: FastifyRequest, ids: string[]): Promise<number> {
  const { ctx } = request.server;
  notSelf(request.user, ids);
  if (ids.length === 0) return 0;
  const result = await ctx.db
    .updateTable('sysUser')
    .set({ delFlag: 1, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  for (const id of ids) await ctx.sessions.revokeUserSessions(id);
  return Number(result.numUpdatedRows);
}

export async function deleteUser(request: FastifyRequest) {
  if ((await removeUsers(request, [queryId(request.query)])) === 0) throw new AppError('user.notFound');
  return notice(request.locale, null, systemNotices.userDeleted);
}

export async function deleteUsers(request: FastifyRequest) {
  const count = await removeUsers(request, idList((request.query as Query).ids));
  return notice(request.locale, { count }, systemNotices.userDeleted);
}
