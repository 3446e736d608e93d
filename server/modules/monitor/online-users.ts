import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { epochMs, formatDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { noResult, openObject, pageOf, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { writeLoginLog } from '../auth/login-service';
import { requireAdmin } from '../system/route-catalogue';

const onlineUser = openObject(
  {
    token: Type.String({
      description: 'the session id: it names the session for force logout and is no credential',
    }),
    username: Type.String(),
    realname: Type.Union([Type.String(), Type.Null()]),
    avatar: Type.Union([Type.String(), Type.Null()]),
    birthday: Type.Union([Type.String(), Type.Null()]),
    sex: Type.Union([Type.Integer(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    kind: Type.String({ description: 'login, phone, shell, cas' }),
    loginTime: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
  },
  'a live session and its user',
);

const SESSION_ID = /^[0-9A-Za-z]{1,32}$/;

/**
 * The online-users page of the JeecgBoot client (`/sys/online/list`, `/sys/online/forceLogout`, issue 19
 * point 2), administrators only like every monitor page. The sessions are the session store's
 * (`sys_session`, shared by every node, with or without Redis). JeecgBoot lists each user's token and
 * takes it back to log him out; a token is a credential, so the row's `token` here is the session's id,
 * which logs nobody in and is what force logout takes.
 */
export const onlineUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/sys/online/list',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: Type.Object(
          {
            username: Type.Optional(Type.String({ maxLength: 100 })),
            pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
          },
          { additionalProperties: true },
        ),
        response: replies(pageOf(onlineUser)),
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      let live = ctx.db
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.id', 's.userId')
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', now)
        .where('u.delFlag', '=', 0);
      const username = request.query.username?.trim();
      if (username) live = live.where('u.username', '=', username);
      const [{ total } = { total: 0 }] = await live
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .execute();
      const rows = await live
        .select([
          's.id as token',
          's.kind',
          's.createdAt',
          's.ip',
          'u.username',
          'u.realname',
          'u.avatar',
          'u.birthday',
          'u.sex',
          'u.phone',
        ])
        .orderBy('s.createdAt', 'desc')
        .orderBy('s.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const count = Number(total);
      return ok(
        request.locale,
        {
          records: rows.map(({ createdAt, ...row }) => ({
            ...row,
            loginTime: formatDateTime(epochMs(createdAt)),
          })),
          total: count,
          size: pageSize,
          current: pageNo,
          pages: Math.ceil(count / pageSize),
        },
        { code: 0 },
      );
    },
  );

  app.post(
    '/sys/online/forceLogout',
    {
      onRequest: requireAdmin,
      schema: {
        body: Type.Object(
          { token: Type.Optional(Type.String({ maxLength: 200 })) },
          { additionalProperties: true },
        ),
        response: replies(noResult),
      },
    },
    async (request) => {
      const sessionId = request.body.token ?? '';
      if (!SESSION_ID.test(sessionId)) throw new AppError('auth.logoutWithoutToken');
      if (sessionId === request.user.sessionId) throw new AppError('user.notSelf');
      const userId = await ctx.sessions.revokeSession(sessionId);
      if (userId === null) throw new AppError('auth.tokenUnknown');
      const user = await ctx.db
        .selectFrom('sysUser')
        .select(['username', 'realname', 'relTenantIds'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user) {
        await writeLoginLog(ctx, request, {
          ...user,
          content: `强制: ${user.realname ?? user.username}退出成功！ (${request.user.username})`,
        });
      }
      return ok(request.locale, null, { notice: 'logoutOk' });
    },
  );
};
