import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accountNotices } from '../../../src/domain/system/account-errors';
import {
  DEFAULT_TENANT_ID,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
} from '../../../src/domain/system/session';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { notice } from '../../entity/notice';
import { AppError } from '../../http/app-error';
import { noResult, replies } from '../../http/response-schema';
import { hashPassword } from './password-hash';

/** sys_user.status: 2 frozen, the state of a registered account until an administrator approves it. */
const PENDING_APPROVAL = 2;

/**
 * `POST /sys/user/register` (api-contract 2.6, POST only): a supplier registers with user name,
 * password and a phone number proven by the SMS code of `/sys/sms` smsmode 1. The account is created
 * frozen and without roles; an administrator approves it (`/sys/user/approveUser`) and grants roles.
 */
export const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.post(
    '/sys/user/register',
    {
      config: { public: true },
      schema: {
        body: Type.Object({
          username: Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' }),
          password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
          phone: Type.String({ pattern: '^\\+?[0-9]{6,20}$' }),
          smscode: Type.String({ maxLength: 16 }),
          email: Type.Optional(Type.String({ maxLength: 100 })),
          realname: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { username, password, phone, smscode, realname } = request.body;
      const email = request.body.email?.trim() || null;
      const taken = await ctx.db
        .selectFrom('sysUser')
        .select(['username', 'phone', 'email'])
        .where((eb) =>
          eb.or([
            eb('username', '=', username),
            eb('phone', '=', phone),
            ...(email ? [eb('email', '=', email)] : []),
          ]),
        )
        .execute();
      if (taken.some((user) => user.username === username)) throw new AppError('register.usernameTaken');
      if (taken.some((user) => user.phone === phone)) throw new AppError('register.phoneTaken');
      if (email && taken.some((user) => user.email === email)) throw new AppError('register.emailTaken');

      const outcome = await ctx.codes.attempt('sms', phone, smscode, SMS_CODE_MAX_ATTEMPTS);
      if (outcome === 'missing') throw new AppError('register.smsExpired');
      if (outcome === 'wrong') throw new AppError('auth.smsCodeWrong');

      await ctx.db
        .insertInto('sysUser')
        .values({
          id: newId(),
          username,
          realname: realname?.trim() || username,
          passwordHash: await hashPassword(password),
          salt: null,
          avatar: null,
          birthday: null,
          sex: null,
          email,
          phone,
          telephone: null,
          orgCode: null,
          status: PENDING_APPROVAL,
          delFlag: 0,
          thirdId: null,
          thirdType: null,
          activitiSync: 0,
          workNo: null,
          post: null,
          userIdentity: 1,
          departIds: null,
          relTenantIds: String(DEFAULT_TENANT_ID),
          clientId: null,
          userType: 'supplier',
          partnerId: null,
          createBy: username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return notice(request.locale, null, accountNotices.registered);
    },
  );
};
