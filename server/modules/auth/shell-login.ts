import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerConfig, ShellLoginConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { LOGIN_ROUTE } from '../../http/login-rate-limit';
import { replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { SecretBox } from '../system/data-sources/secret-box';
import { shellLoginResult } from './auth-replies';
import { checkUserMayLogIn, findUser, openSession } from './login-service';
import {
  claimShellNonce,
  SHELL_ASSERTION_MAX_LIFETIME_S,
  signShellAssertion,
  verifyShellAssertion,
} from './shell-assertion';
import { checkShellSessionAllowed } from './shell-guard';
import { toUserInfo } from './user-info';

/** Demo only: the path of the stand-in for the shell's backend (runtime config `shellAssertionUrl`). */
export const DEMO_SHELL_ASSERTION_PATH = '/demo/fsmShellAssertion';

/** The HMAC key of shell assertions; demo mode without ISPS_SHELL_SECRET derives one from the secret key. */
export function shellSecret(config: ServerConfig, shell: ShellLoginConfig): string {
  return (
    shell.secret ?? SecretBox.open(config.dataDir).derive('isps demo shell assertion').toString('base64url')
  );
}

/** Where pages get an assertion: the configured shell backend, or in demo mode our stand-in. */
export function shellAssertionUrl(config: ServerConfig): string | null {
  if (!config.shell) return null;
  if (config.shell.assertionUrl) return config.shell.assertionUrl;
  return config.mode === 'demo' ? `${config.apiPrefix}${DEMO_SHELL_ASSERTION_PATH}` : null;
}

/**
 * `POST /sys/fsmShellLogin {assertion}` [customer]: exchanges an assertion signed by the shell's
 * backend for a session of the shell account, restricted to the field-service pages' endpoints.
 * Demo mode adds the stand-in shell backend that mints assertions (never in production).
 */
export const shellLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const shell = ctx.config.shell;
  const secret = shell ? shellSecret(ctx.config, shell) : null;

  app.post(
    '/sys/fsmShellLogin',
    {
      config: LOGIN_ROUTE,
      schema: {
        body: Type.Object({ assertion: Type.String({ maxLength: 2048 }) }),
        response: replies(shellLoginResult),
      },
    },
    async (request) => {
      if (!shell || !secret) throw new AppError('auth.shellNotConfigured');
      checkShellSessionAllowed(ctx, request, true);
      const claims = verifyShellAssertion(request.body.assertion, {
        secret,
        audience: shell.audience,
        username: shell.username,
        nowMs: ctx.clock.now(),
      });
      if (!(await claimShellNonce(ctx.db, claims.nonce, claims.exp * 1000))) {
        throw new AppError('auth.shellAssertionReused');
      }
      const user = await findUser(ctx, { username: shell.username });
      if (!user) throw new AppError('auth.shellAccountRefused');
      await checkUserMayLogIn(ctx, request, user);
      const { token } = await openSession(ctx, request, user, 'shell');
      return ok(
        request.locale,
        {
          token,
          expires_in: Math.floor(ctx.sessions.ttlFor('shell') / 1000),
          userInfo: toUserInfo(user),
          sysAllDictItems: await ctx.dictionaries.allEnabled(request.locale),
        },
        { notice: 'loginOk' },
      );
    },
  );

  if (ctx.config.mode !== 'demo' || !shell || !secret) return;
  // DEMO ONLY: plays the field-service shell's backend, which in production is the customer's own
  // server holding ISPS_SHELL_SECRET. It is not registered in production mode.
  app.post(
    DEMO_SHELL_ASSERTION_PATH,
    { config: { public: true }, schema: { hide: true } },
    async (request) => {
      const assertion = signShellAssertion(secret, {
        aud: shell.audience,
        sub: shell.username,
        exp: Math.floor(ctx.clock.now() / 1000) + SHELL_ASSERTION_MAX_LIFETIME_S,
        nonce: randomBytes(18).toString('base64url'),
      });
      return ok(request.locale, { assertion });
    },
  );
};
