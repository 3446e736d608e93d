import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CAPTCHA_TTL_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
} from '../../../src/domain/system/session';
import type { AppContext } from '../../context';
import { toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { requestToken, tokenInvalid } from '../../http/authenticate';
import { LOGIN_ROUTE } from '../../http/login-rate-limit';
import { noResult, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import {
  captchaImage,
  casLoginResult,
  encryptedString,
  loginResult as loginReply,
  thirdAppsEnabled,
  thirdLoginResult,
  userInfoResult,
} from './auth-replies';
import { validateCasTicket } from './cas-client';
import {
  authenticatePassword,
  checkCaptcha,
  checkUserMayLogIn,
  findUser,
  loginDeparts,
  loginResult,
  openSession,
} from './login-service';
import { hashPassword, verifyPassword } from './password-hash';
import type { SmsPurpose } from './sms-sender';
import { toUserInfo, type UserRow } from './user-info';

const text = (max: number) => Type.String({ maxLength: max });
const password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
// A key of the client's choosing: JeecgBoot clients send a timestamp (a number), ours random hex, which
// is a text even when it reads as a number (`574e758035564268`).
const checkKey = Type.Union([Type.String({ pattern: '^[0-9A-Za-z_-]{0,64}$' }), Type.Number()]);
const SUPPLIER_OK = { supplier: true } as const;
const PUBLIC = { public: true } as const;

/** Random 16-character key and iv the Vue2 login page fetches and caches (api-contract.md 2.6). */
const encryptionKey = {
  key: randomBytes(12).toString('base64url').slice(0, 16),
  iv: randomBytes(12).toString('base64url').slice(0, 16),
};

async function userById(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await ctx.db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw tokenInvalid(ctx);
  return user;
}

/** `{userInfo, sysAllDictItems}` for the user of a token taken from the header or the URL. */
async function userInfoByToken(ctx: AppContext, request: FastifyRequest, token: string | null) {
  const session = token ? await ctx.sessions.resolve(token) : null;
  if (!session) throw tokenInvalid(ctx);
  const user = await userById(ctx, session.user.id);
  return { userInfo: toUserInfo(user), sysAllDictItems: await ctx.dictionaries.allEnabled(request.locale) };
}

/**
 * Login and session endpoints (api-contract.md 2): captcha, password, SMS, third-party and CAS
 * logins, logout, user info and the own-password change.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/sys/randomImage/:key',
    { config: PUBLIC, schema: { params: Type.Object({ key: text(64) }), response: replies(captchaImage) } },
    async (request) => {
      const captcha = ctx.captcha.create();
      await ctx.codes.store('captcha', request.params.key, captcha.text, CAPTCHA_TTL_MS);
      const image = `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`;
      return ok(request.locale, image);
    },
  );

  app.post(
    '/sys/login',
    {
      config: LOGIN_ROUTE,
      schema: {
        body: Type.Object({
          username: text(100),
          password,
          captcha: Type.Optional(text(16)),
          checkKey: Type.Optional(checkKey),
          remember_me: Type.Optional(Type.Boolean()),
        }),
        response: replies(loginReply),
      },
    },
    async (request) => {
      const { username, captcha } = request.body;
      const key = request.body.checkKey === undefined ? undefined : String(request.body.checkKey);
      await checkCaptcha(ctx, captcha, key);
      const user = await authenticatePassword(ctx, request, username, request.body.password);
      const { token } = await openSession(ctx, request, user, 'login');
      return ok(request.locale, await loginResult(ctx, user, token, request.locale), { notice: 'loginOk' });
    },
  );

  // api-contract 2.4: any method, anonymous route, the token in the header.
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/sys/logout',
    config: PUBLIC,
    schema: { response: replies(noResult) },
    handler: async (request) => {
      const header = request.headers['x-access-token'];
      if (typeof header !== 'string' || header === '') throw new AppError('auth.logoutWithoutToken');
      const userId = await ctx.sessions.revokeToken(header);
      if (!userId) throw new AppError('auth.tokenUnknown');
      return ok(request.locale, null, { notice: 'logoutOk' });
    },
  });

  // [customer] POST /sys/getUserInfo?token= bootstraps embedded shells: the one POST that reads ?token=.
  app.route({
    method: ['GET', 'POST'],
    url: '/sys/getUserInfo',
    config: PUBLIC,
    schema: {
      querystring: Type.Object({ token: Type.Optional(text(200)) }),
      response: replies(userInfoResult),
    },
    handler: async (request) => {
      const header = request.headers['x-access-token'];
      const token = typeof header === 'string' && header !== '' ? header : (request.query.token ?? null);
      return ok(request.locale, await userInfoByToken(ctx, request, token));
    },
  });

  app.get(
    '/sys/user/getUserInfo',
    { config: SUPPLIER_OK, schema: { response: replies(userInfoResult) } },
    async (request) => ok(request.locale, await userInfoByToken(ctx, request, requestToken(request))),
  );

  app.post(
    '/sys/sms',
    {
      config: PUBLIC,
      schema: {
        // smsmode 1 (registration, register.ts) texts numbers nobody uses yet: at most one code per
        // number per 10 minutes, and a registered account stays frozen until an administrator approves it.
        body: Type.Object({
          mobile: Type.String({ pattern: '^\\+?[0-9]{6,20}$' }),
          smsmode: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { mobile, smsmode } = request.body;
      const user = await findUser(ctx, { phone: mobile });
      if (smsmode === '1' && user) throw new AppError('auth.smsPhoneRegistered');
      if (smsmode !== '1' && !user) throw new AppError('auth.smsUserNotBound');
      if (await ctx.codes.hasValid('sms', mobile)) throw new AppError('auth.smsStillValid');
      const code = String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await ctx.codes.store('sms', mobile, code, SMS_CODE_TTL_MS);
      const purpose: SmsPurpose = smsmode === '0' ? 'login' : smsmode === '1' ? 'register' : 'forgot';
      try {
        await ctx.sms.send({ mobile, code, purpose });
      } catch (err) {
        request.log.error({ err }, 'SMS sender failed');
        await ctx.codes.discard('sms', mobile);
        throw new AppError('auth.smsSendFailed');
      }
      return ok(request.locale, null, { notice: 'smsSent' });
    },
  );

  app.post(
    '/sys/phoneLogin',
    {
      config: LOGIN_ROUTE,
      schema: { body: Type.Object({ mobile: text(20), captcha: text(16) }), response: replies(loginReply) },
    },
    async (request) => {
      const { mobile, captcha } = request.body;
      const outcome = await ctx.codes.attempt('sms', mobile, captcha, SMS_CODE_MAX_ATTEMPTS);
      // api-contract 2.5: a wrong SMS code is the soft failure success:true, code 0.
      if (outcome !== 'ok')
        throw new AppError('auth.smsCodeWrong', undefined, { success: true, resultCode: 0 });
      const user = await findUser(ctx, { phone: mobile });
      if (!user) throw new AppError('auth.smsUserNotBound');
      await checkUserMayLogIn(ctx, request, user);
      const { token } = await openSession(ctx, request, user, 'phone');
      return ok(request.locale, await loginResult(ctx, user, token, request.locale), { notice: 'loginOk' });
    },
  );

  // api-contract 2.5: the token must be one of our live sessions; nothing is decoded from it.
  const thirdLogin = async (request: FastifyRequest<{ Params: { token: string } }>) => {
    const session = await ctx.sessions.resolve(request.params.token);
    if (!session) throw new AppError('auth.tokenUnknown');
    const user = await userById(ctx, session.user.id);
    return ok(
      request.locale,
      { userInfo: toUserInfo(user), token: request.params.token },
      { notice: 'loginOk' },
    );
  };
  app.get(
    '/thirdLogin/getLoginUser/:token',
    {
      config: PUBLIC,
      schema: { params: Type.Object({ token: text(200) }), response: replies(thirdLoginResult) },
    },
    thirdLogin,
  );
  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      config: PUBLIC,
      schema: {
        params: Type.Object({ token: text(200), thirdType: text(50) }),
        response: replies(thirdLoginResult),
      },
    },
    thirdLogin,
  );

  // The JeecgBoot 2.x user and department pages ask which third-party apps sync (JThirdAppButton) and
  // show their sync buttons for the enabled ones. ISPS syncs with neither DingTalk nor WeChat Work
  // (docs/compat.md): both false, so the client hides the buttons instead of reporting a missing path.
  app.get(
    '/sys/thirdApp/getEnabledType',
    { schema: { response: replies(thirdAppsEnabled) } },
    async (request) => ok(request.locale, { wechatEnterprise: false, dingtalk: false }),
  );

  const casLogin = async (request: FastifyRequest<{ Querystring: { ticket: string; service: string } }>) => {
    if (!ctx.config.casServerUrl) throw new AppError('auth.casNotConfigured');
    const username = await validateCasTicket(
      ctx.config.casServerUrl,
      request.query.ticket,
      request.query.service,
    );
    const user = await findUser(ctx, { username });
    if (!user) throw new AppError('auth.casUserUnknown', { username });
    await checkUserMayLogIn(ctx, request, user);
    const { token } = await openSession(ctx, request, user, 'cas');
    const { user: current, departs, multiDepart } = await loginDeparts(ctx, user);
    return ok(
      request.locale,
      { token, userInfo: toUserInfo(current), departs, multi_depart: multiDepart },
      { notice: 'loginOk' },
    );
  };
  const casSchema = {
    config: LOGIN_ROUTE,
    schema: {
      querystring: Type.Object({ ticket: text(512), service: text(2048) }),
      response: replies(casLoginResult),
    },
  };
  app.get('/cas/client/validateLogin', casSchema, casLogin);
  app.get('/sys/cas/client/validateLogin', casSchema, casLogin);

  app.get(
    '/sys/getEncryptedString',
    { config: PUBLIC, schema: { response: replies(encryptedString) } },
    async (request) => ok(request.locale, encryptionKey),
  );

  const updatePassword = async (
    request: FastifyRequest<{
      Body: { username?: string; oldpassword?: string; password?: string; confirmpassword?: string };
    }>,
  ) => {
    const { username, oldpassword, password: next, confirmpassword } = request.body;
    const self = request.user;
    if (username !== undefined && username !== '' && username !== self.username) {
      throw new AppError('password.onlyOwn');
    }
    if (!oldpassword) throw new AppError('password.oldRequired');
    if (!next) throw new AppError('password.newRequired');
    if (!confirmpassword) throw new AppError('password.confirmRequired');
    if (next !== confirmpassword) throw new AppError('password.mismatch');
    if ([...next].length < PASSWORD_MIN_LENGTH)
      throw new AppError('password.tooShort', { min: PASSWORD_MIN_LENGTH });
    const user = await ctx.db.selectFrom('sysUser').selectAll().where('id', '=', self.id).executeTakeFirst();
    if (user?.delFlag !== 0) throw new AppError('password.userNotFound');
    if (!(await verifyPassword(oldpassword, user.passwordHash))) throw new AppError('password.oldWrong');
    await ctx.db
      .updateTable('sysUser')
      .set({
        passwordHash: await hashPassword(next),
        salt: null,
        updateBy: self.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', self.id)
      .execute();
    // api-contract 11: a password change ends every other session of the user.
    await ctx.sessions.revokeUserSessions(self.id, self.tokenHash);
    return ok(request.locale, null, { notice: 'passwordChanged' });
  };
  const passwordSchema = {
    config: SUPPLIER_OK,
    schema: {
      body: Type.Object({
        username: Type.Optional(text(100)),
        oldpassword: Type.Optional(password),
        password: Type.Optional(password),
        confirmpassword: Type.Optional(password),
      }),
      response: replies(noResult),
    },
  };
  app.put('/sys/user/updatePassword', passwordSchema, updatePassword);
  app.post('/sys/user/updatePassword', passwordSchema, updatePassword);
};
