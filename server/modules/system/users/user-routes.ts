import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Locale } from '../../../../src/domain/i18n-text';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../src/domain/system/session';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import type { SessionUser } from '../../../http/session-user';
import { hashPassword } from '../../auth/password-hash';
import { departIdsByOrgCodePrefix, departSubtreeIds } from '../departs/depart-tree';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyPage, queryId } from '../legacy-list';
import { type EntityRow, withUserTexts } from './user-view';

const text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

const userBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  username: text(100),
  realname: text(100),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  workNo: text(100),
  sex: Type.Optional(Type.Union([Type.String({ maxLength: 2 }), Type.Integer(), Type.Null()])),
  birthday: text(10),
  phone: text(45),
  email: text(45),
  telephone: text(45),
  avatar: text(255),
  post: text(100),
  userType: text(32),
  partnerId: text(32),
  relTenantIds: text(100),
  selectedroles: text(4000),
  selecteddeparts: text(4000),
  userIdentity: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 2 }), Type.Null()])),
  departIds: text(4000),
});
type UserBody = Static<typeof userBody>;

const USER_TYPES = new Set(['internal', 'supplier', 'engineer', 'integration']);
const FROZEN = 2;
const NORMAL = 1;

function blank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function intOrNull(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The columns a body sets; absent fields stay as they are on edit. */
function userColumns(body: UserBody) {
  const columns: Record<string, unknown> = {};
  const set = (name: keyof UserBody, value: unknown) => {
    if (body[name] !== undefined) columns[name] = value;
  };
  set('realname', blank(body.realname));
  set('workNo', blank(body.workNo));
  set('sex', intOrNull(body.sex));
  set('birthday', blank(body.birthday));
  set('phone', blank(body.phone));
  set('email', blank(body.email));
  set('telephone', blank(body.telephone));
  set('avatar', blank(body.avatar));
  set('post', blank(body.post));
  set('userIdentity', intOrNull(body.userIdentity));
  set('departIds', blank(body.departIds));
  if (body.userType !== undefined && body.userType !== null) {
    if (!USER_TYPES.has(body.userType)) throw new AppError('entity.invalid', { detail: 'userType' });
    columns.userType = body.userType;
  }
  set('partnerId', blank(body.partnerId));
  if (body.relTenantIds !== undefined) {
    const ids = (body.relTenantIds ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id.trim()));
    columns.relTenantIds = ids.length > 0 ? ids.join(',') : null;
  }
  return columns;
}

async function checkLinks(ctx: AppContext, roleIds: string[], departIds: string[]): Promise<void> {
  if (roleIds.length > 0) {
    const found = new Set(
      (await ctx.db.selectFrom('sysRole').select('id').where('id', 'in', roleIds).execute()).map((r) => r.id),
    );
    const missing = roleIds.find((id) => !found.has(id));
    if (missing) throw new AppError('user.unknownRole', { id: missing });
  }
  if (departIds.length > 0) {
    const found = new Set(
      (
        await ctx.db
          .selectFrom('sysDepart')
          .select('id')
          .where('id', 'in', departIds)
          .where('delFlag', '=', '0')
          .execute()
      ).map((d) => d.id),
    );
    const missing = departIds.find((id) => !found.has(id));
    if (missing) throw new AppError('user.unknownDepart', { id: missing });
  }
}

/** Replaces a user's roles and departments (api-contract 4.1 add/edit: selectedroles, selecteddeparts). */
async function replaceLinks(
  ctx: AppContext,
  userId: string,
  roleIds: string[] | null,
  departIds: string[] | null,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (roleIds) {
      await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
      if (roleIds.length > 0) {
        await trx
          .insertInto('sysUserRole')
          .values(roleIds.map((roleId) => ({ id: newId(), userId, roleId })))
          .execute();
      }
    }
    if (departIds) {
      await trx.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
      if (departIds.length > 0) {
        await trx
          .insertInto('sysUserDepart')
          .values(departIds.map((depId) => ({ id: newId(), userId, depId })))
          .execute();
      }
    }
  });
  ctx.permissions.invalidateUser(userId);
  ctx.sessions.forgetUser(userId);
}

async function firstOrgCode(ctx: AppContext, departIds: string[]): Promise<string | null> {
  if (departIds.length === 0) return null;
  const row = await ctx.db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', 'in', departIds)
    .orderBy('orgCode')
    .executeTakeFirst();
  return row?.orgCode ?? null;
}

async function liveUser(ctx: AppContext, id: string) {
  const user = id
    ? await ctx.db
        .selectFrom('sysUser')
        .selectAll()
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst()
    : undefined;
  if (!user) throw new AppError('user.notFound');
  return user;
}

function checkPassword(password: string | undefined): string {
  if (!password) throw new AppError('user.passwordRequired');
  if ([...password].length < PASSWORD_MIN_LENGTH)
    throw new AppError('password.tooShort', { min: PASSWORD_MIN_LENGTH });
  return password;
}

function notSelf(user: SessionUser, ids: readonly string[]): void {
  if (ids.includes(user.id)) throw new AppError('user.notSelf');
}

/**
 * User administration (api-contract 4.1): list, add, edit, logical delete, freeze and unfreeze,
 * approve, admin password reset, roles and departments of users, users of roles and departments, the
 * uniqueness check and the address book. Freezing, deleting and resetting a password end the user's
 * sessions on every node (api-contract 11).
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysUser) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:user:${action}`) });

  const listUsers = async (query: Record<string, unknown>, locale: Locale) => {
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
  };
  app.get('/sys/user/list', read, async (request) =>
    ok(request.locale, await listUsers(request.query as Record<string, unknown>, request.locale), {
      code: 0,
    }),
  );
  app.get('/sys/user/exportXls', may('exportXls'), async (request, reply) =>
    sendLegacyExport(
      reply,
      sysUser,
      request.user,
      request.locale,
      async (pageNo, pageSize) =>
        (await listUsers({ ...(request.query as Record<string, unknown>), pageNo, pageSize }, request.locale))
          .records,
    ),
  );

  app.get('/sys/user/queryById', read, async (request) => {
    const user = await liveUser(ctx, queryId(request.query));
    const [record] = await withUserTexts(ctx, [user as unknown as EntityRow], request.locale);
    return ok(request.locale, record);
  });

  app.post('/sys/user/add', { ...may('add'), schema: { body: userBody } }, async (request) => {
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
    const [record] = await withUserTexts(
      ctx,
      [(await liveUser(ctx, id)) as unknown as EntityRow],
      request.locale,
    );
    return notice(request.locale, record, systemNotices.added);
  });

  const edit = async (request: FastifyRequest) => {
    const input = request.body as UserBody;
    const body = input;
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
      if (!user.orgCode || !codes.includes(user.orgCode))
        columns.orgCode = await firstOrgCode(ctx, departIds);
    }
    await ctx.db
      .updateTable('sysUser')
      .set({ ...columns, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', '=', user.id)
      .execute();
    await replaceLinks(ctx, user.id, roleIds, departIds);
    const [record] = await withUserTexts(
      ctx,
      [(await liveUser(ctx, user.id)) as unknown as EntityRow],
      request.locale,
    );
    return notice(request.locale, record, systemNotices.edited);
  };
  app.put('/sys/user/edit', { ...may('edit'), schema: { body: userBody } }, edit);
  app.post('/sys/user/edit', { ...may('edit'), schema: { body: userBody } }, edit);

  const removeUsers = async (request: FastifyRequest, ids: string[]) => {
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
  };
  app.delete('/sys/user/delete', may('delete'), async (request) => {
    if ((await removeUsers(request, [queryId(request.query)])) === 0) throw new AppError('user.notFound');
    return notice(request.locale, null, systemNotices.userDeleted);
  });
  app.delete('/sys/user/deleteBatch', may('delete'), async (request) => {
    const count = await removeUsers(request, idList((request.query as Record<string, unknown>).ids));
    return notice(request.locale, { count }, systemNotices.userDeleted);
  });

  // api-contract 4.1: status 2 freezes, 1 unfreezes; a frozen user is logged out everywhere at once.
  const frozenBody = Type.Object({
    ids: Type.String({ maxLength: 40_000 }),
    status: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal(1), Type.Literal(2)]),
  });
  const frozenBatch = async (request: FastifyRequest) => {
    const input = request.body as Static<typeof frozenBody>;
    const ids = idList(input.ids);
    const status = Number(input.status);
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
  };
  app.put('/sys/user/frozenBatch', { ...may('edit'), schema: { body: frozenBody } }, frozenBatch);
  app.post('/sys/user/frozenBatch', { ...may('edit'), schema: { body: frozenBody } }, frozenBatch);

  // [customer] approveUser: activates registered (frozen) accounts, e.g. a supplier's first user.
  const approveBody = Type.Object({
    id: Type.Optional(Type.String({ maxLength: 32 })),
    ids: Type.Optional(Type.String({ maxLength: 40_000 })),
  });
  app.put('/sys/user/approveUser', { ...may('edit'), schema: { body: approveBody } }, async (request) => {
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
  });

  // api-contract 4.1 changePassword: the administrator's reset; every session of the user ends.
  const resetBody = Type.Object({
    username: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    confirmpassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  });
  const changePassword = async (request: FastifyRequest) => {
    const input = request.body as Static<typeof resetBody>;
    const { username, password, confirmpassword } = input;
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
  };
  app.put('/sys/user/changePassword', { ...may('edit'), schema: { body: resetBody } }, changePassword);
  app.post('/sys/user/changePassword', { ...may('edit'), schema: { body: resetBody } }, changePassword);

  // api-contract 2.6: success:false when a user matches every given field (the edited user excluded).
  const uniqueQuery = Type.Object({
    id: Type.Optional(Type.String({ maxLength: 32 })),
    username: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 45 })),
    email: Type.Optional(Type.String({ maxLength: 45 })),
    workNo: Type.Optional(Type.String({ maxLength: 100 })),
  });
  app.get(
    '/sys/user/checkOnlyUser',
    { onRequest: requirePermission('sys:user:add', 'sys:user:edit'), schema: { querystring: uniqueQuery } },
    async (request) => {
      const { id, ...fields } = request.query;
      const given = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '');
      if (given.length === 0) return ok(request.locale, true);
      let query = ctx.db.selectFrom('sysUser').select('id');
      for (const [name, value] of given) query = query.where(name as 'username', '=', value as string);
      if (id) query = query.where('id', '<>', id);
      if (await query.executeTakeFirst()) throw new AppError('user.usernameTaken');
      return ok(request.locale, true);
    },
  );

  app.get('/sys/user/queryUserRole', read, async (request) => {
    const userId = queryId(request.query, 'userid') || queryId(request.query, 'userId');
    const rows = await ctx.db
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', userId)
      .execute();
    if (rows.length === 0) throw new AppError('user.noRoles');
    return ok(
      request.locale,
      rows.map((row) => row.roleId),
    );
  });

  app.get('/sys/user/userDepartList', read, async (request) => {
    const rows = await ctx.db
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
  });

  // api-contract 4.1: users of a department and of every department below it.
  app.get(
    '/sys/user/queryUserByDepId',
    { onRequest: requirePermission(...readCodes('user'), ...readCodes('depart')) },
    async (request) => {
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
      return ok(request.locale, await withUserTexts(ctx, users as unknown as EntityRow[], request.locale));
    },
  );

  // Users of a role (role page, "users" tab) and adding/removing them.
  const roleEdit = { onRequest: requirePermission('sys:role:edit') };
  app.get(
    '/sys/user/userRoleList',
    { onRequest: requirePermission(...readCodes('role')) },
    async (request) => {
      const query = request.query as Record<string, unknown>;
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
    },
  );
  app.post(
    '/sys/user/addSysUserRole',
    {
      ...roleEdit,
      schema: {
        body: Type.Object({
          roleId: Type.String({ maxLength: 32 }),
          userIdList: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 1000 }),
        }),
      },
    },
    async (request) => {
      const { roleId, userIdList } = request.body;
      const role = await ctx.db
        .selectFrom('sysRole')
        .select('id')
        .where('id', '=', roleId)
        .executeTakeFirst();
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
    },
  );
  const removeFromRole = async (request: FastifyRequest, userIds: string[]) => {
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
  };
  app.delete('/sys/user/deleteUserRole', roleEdit, (request) =>
    removeFromRole(request, idList(queryId(request.query, 'userId'))),
  );
  app.delete('/sys/user/deleteUserRoleBatch', roleEdit, (request) =>
    removeFromRole(request, idList((request.query as Record<string, unknown>).userIds)),
  );

  // Users of a department (department page, "users" tab) and adding/removing them.
  const departEdit = { onRequest: requirePermission('sys:depart:edit') };
  app.get(
    '/sys/user/departUserList',
    { onRequest: requirePermission(...readCodes('depart')) },
    async (request) => {
      const query = request.query as Record<string, unknown>;
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
    },
  );
  app.post(
    '/sys/user/editSysDepartWithUser',
    {
      ...departEdit,
      schema: {
        body: Type.Object({
          depId: Type.String({ maxLength: 32 }),
          userIdList: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 1000 }),
        }),
      },
    },
    async (request) => {
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
    },
  );
  const removeFromDepart = async (request: FastifyRequest, userIds: string[]) => {
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
  };
  app.delete('/sys/user/deleteUserInDepart', departEdit, (request) =>
    removeFromDepart(request, idList(queryId(request.query, 'userId'))),
  );
  app.delete('/sys/user/deleteUserInDepartBatch', departEdit, (request) =>
    removeFromDepart(request, idList((request.query as Record<string, unknown>).userIds)),
  );

  // api-contract 4.1, 8.12: the address book of staff, by department (and below), departments joined.
  app.get('/sys/user/queryByOrgCodeForAddressList', read, async (request) => {
    const query = request.query as Record<string, unknown>;
    const orgCode = typeof query.orgCode === 'string' ? query.orgCode.slice(0, 64) : '';
    const departIds = orgCode ? await departIdsByOrgCodePrefix(ctx, orgCode) : null;
    const page = await legacyPage(ctx, sysUser, query, (q) => {
      const staff = q.where('delFlag', '=', 0).where('userType', '<>', 'supplier');
      if (!departIds) return staff;
      return staff.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sys_user_depart as ud')
            .select('ud.id')
            .whereRef('ud.user_id', '=', 'sys_user.id')
            .where('ud.dep_id', 'in', departIds.length ? departIds : ['']),
        ),
      );
    });
    const texted = await withUserTexts(ctx, page.records, request.locale);
    const records = texted.map((user) => ({
      userId: user.id,
      realname: user.realname,
      workNo: user.workNo,
      post: user.post,
      telephone: user.telephone,
      email: user.email,
      phone: user.phone,
      departName: String(user.orgCodeTxt ?? '')
        .split(',')
        .join(' | '),
      avatar: user.avatar,
    }));
    return ok(request.locale, { ...page, records }, { code: 0 });
  });
};

/** Codes that let a user read a system page: any button of it (a role granted the page has them). */
export function readCodes(entity: string): string[] {
  return ['add', 'edit', 'delete', 'exportXls', 'importExcel'].map((action) => `sys:${entity}:${action}`);
}
