import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchema, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { Locale } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services shared by every module (database, caches, sessions, realtime hub). */
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the auth hook on every route that is not `config: { public: true }`. */
    user: SessionUser;
    locale: Locale;
  }
  interface FastifyContextConfig {
    /** Anonymous route: no token needed (login, captcha, ...). */
    public?: boolean;
    /**
     * With `public`: a token, when sent, is still resolved and checked, so the handler sees the caller
     * in `request.user` (null without one).
     */
    session?: 'optional';
    /** Route supplier users may call (domain.md 4.4 rule 2); every other route refuses them. */
    supplier?: boolean;
  }
}

/** The request of a named handler whose route validates `schema` (body, querystring) with TypeBox. */
export type SchemaRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  Schema,
  TypeBoxTypeProvider
>;
