import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accountNotices } from '../../../src/domain/system/account-errors';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
} from '../../../src/domain/system/session';
import { toDbDateTime } from '../../db/datetime';
import { notice } from '../../entity/notice';
import { AppError } from '../../http/app-error';
import { noResult, replies } from '../../http/response-schema';
import { findUser } from './login-service';
import { hashPassword } from './password-hash';

const phone = Type.String({ pattern: '^\\+?[0-9]{6,20}$' });
const resetKey = (mobile: string) => `reset:${mobile}`;

/**
 * Password recovery by SMS (spec 2.3 alteration, api-contract 2.6), POST only so that no password
 * travels in a URL (api-contract 11):
 * 1. `/sys/sms` smsmode 2 sends a code to the user's phone;
 * 2. `POST /sys/user/phoneVerification {phone, smscode}` spends the code and answers the account
 *    with a one-shot reset ticket in `smscode` (the contract's field), valid 10 minutes;
 * 3. `POST /sys/user/passwordChange {username, password, smscode, phone}` spends the ticket, sets the
 *    password and ends every session of the user.
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/sys/user/phoneVerification',
    {
      config: { public: true },
      schema: {
        body: Type.Object({ phone, smscode: Type.String({ maxLength: 16 }) }),
        response: replies(
          Type.Object({
            smscode: Type.String({ description: 'a one-time ticket for passwordChange' }),
            username: Type.String(),
          }),
        ),
      },
    },
    async (request) => {
      const { phone: mobile, smscode } = request.body;
      const outcome = await ctx.codes.attempt('sms', mobile, smscode, SMS_CODE_MAX_ATTEMPTS);
      if (outcome === 'missing') throw new AppError('register.smsExpired');
      if (outcome === 'wrong') throw new AppError('auth.smsCodeWrong');
      const user = await findUser(ctx, { phone: mobile });
      if (!user) throw new AppError('recovery.failed');
      const ticket = randomBytes(24).toString('base64url');
      await ctx.codes.store('sms', resetKey(mobile), ticket, SMS_CODE_TTL_MS);
      return notice(request.locale, { smscode: ticket, username: user.username }, accountNotices.verified);
    },
  );

  app.post(
    '/sys/user/passwordChange',
    {
      config: { public: true },
      schema: {
        body: Type.Object({
          username: Type.String({ maxLength: 100 }),
          password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
          smscode: Type.String({ maxLength: 64 }),
          phone,
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { username, password, smscode, phone: mobile } = request.body;
      const outcome = await ctx.codes.attempt('sms', resetKey(mobile), smscode, 1);
      if (outcome !== 'ok') throw new AppError('recovery.expired');
      const user = await findUser(ctx, { phone: mobile });
      if (!user || user.username !== username) throw new AppError('recovery.failed');
      await ctx.db
        .updateTable('sysUser')
        .set({
          passwordHash: await hashPassword(password),
          salt: null,
          updateBy: username,
          updateTime: toDbDateTime(ctx.clock.now()),
        })
        .where('id', '=', user.id)
        .execute();
      await ctx.sessions.revokeUserSessions(user.id);
      return notice(request.locale, null, accountNotices.passwordReset);
    },
  );
};
