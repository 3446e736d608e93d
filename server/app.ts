import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { errorMessage } from '../src/domain/errors';
import type { IspsRuntimeConfig } from '../src/domain/system/session';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDatabase } from './db/seed/seed-database';
import { createAuthenticate } from './http/authenticate';
import { registerCors } from './http/cors';
import { registerApiCompression, registerBuiltFiles } from './http/delivery';
import { registerErrorHandler } from './http/error-handler';
import './http/fastify-types';
import { requestLocale } from './http/locale';
import { registerLoginRateLimit } from './http/login-rate-limit';
import { registerOperationLog } from './http/operation-log';
import { requestLogSerializer } from './http/request-log';
import { serialiseAsIs } from './http/response-schema';
import { failure } from './http/result';
import type { SessionUser } from './http/session-user';
import { registerStrictNumbers } from './http/strict-numbers';
import { type CaptchaGenerator, svgCaptchaGenerator } from './modules/auth/captcha-generator';
import { LoginAttempts } from './modules/auth/login-attempts';
import { SessionService } from './modules/auth/session-service';
import { purgeShellNonces } from './modules/auth/shell-assertion';
import { shellAssertionUrl } from './modules/auth/shell-login';
import { logSmsSender, type SmsSender } from './modules/auth/sms-sender';
import { VerificationCodes } from './modules/auth/verification-codes';
import { DictionaryCache } from './modules/dict/dictionary-cache';
import { TableDictionaryCache } from './modules/dict/table-dictionary-cache';
import { apiModules } from './modules/index';
import { registerHttpTrace } from './modules/monitor/http-trace';
import { PermissionCache } from './modules/system/permissions/permission-cache';
import { TenantCache } from './modules/system/tenants/tenant-cache';
import { type HubTransport, RealtimeHub } from './realtime/hub';
import { RedisHubTransport, shareCachesThroughRedis } from './realtime/redis-transport';
import { onSocketError, WS_MAX_PAYLOAD } from './realtime/socket-errors';
import { type StartupPhase, silentPhase } from './startup-phases';

/** What tests and embedders may replace; everything defaults to the production implementation. */
export interface AppDependencies {
  clock?: Clock;
  sms?: SmsSender;
  captcha?: CaptchaGenerator;
  hubTransport?: HubTransport;
  /** Folder of the built client (`vite build`), default `./dist`. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Reports the migrating and seeding phases (`npm start`); silent by default. */
  phase?: StartupPhase;
  /**
   * Extra modules registered in the API scope after the application's own, behind the same hooks
   * (tests and benches: bench/list/fixed-cost.ts times an empty route there).
   */
  apiModules?: readonly FastifyPluginAsyncTypebox[];
}

export type App = FastifyInstance;

const HOUSEKEEPING_MS = 3_600_000;

/** What the browser bundle reads: never a credential, in any mode (issue 16). */
function runtimeConfig(config: ServerConfig): IspsRuntimeConfig {
  return {
    apiBase: config.apiPrefix,
    staticDomain: `${config.apiPrefix}/sys/common/static`,
    allowedOrigins: config.allowedOrigins,
    maxFrameDepth: config.maxFrameDepth,
    captcha: config.captcha,
    shellAssertionUrl: shellAssertionUrl(config),
  };
}

/**
 * Builds the whole server from a configuration: database (migrated and seeded), the API under
 * API_PREFIX with its websocket, the OpenAPI page at `<prefix>/docs`, `/isps-config.json`, and the
 * built client with history-mode fallback. Used by main.ts and by the tests (`app.inject`).
 */
export async function buildApp(config: ServerConfig, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, serializers: { req: requestLogSerializer } },
    forceCloseConnections: 'idle',
    genReqId: () => randomBytes(6).toString('hex'),
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Before any route: every validator reads numbers strictly (issue 16 point 2).
  registerStrictNumbers(app);
  const clock = deps.clock ?? systemClock;
  const database = openDatabase(config);
  app.addHook('onClose', async () => database.close());
  try {
    const phase = deps.phase ?? silentPhase;
    await phase('migrating the database', () =>
      migrateToLatest(database.db, config.databaseUrl ? config.databaseSchema : null),
    );
    await phase('seeding the system data', () =>
      seedDatabase(
        database.db,
        { mode: config.mode, adminPassword: config.adminPassword, now: clock.now() },
        app.log,
      ),
    );
  } catch (err) {
    await database.close();
    throw err;
  }

  const { db } = database;
  // Scaled mode (architecture.md): with REDIS_URL the hub and the caches are shared through Redis.
  const redis =
    deps.hubTransport || !config.redisUrl
      ? null
      : new RedisHubTransport(config.redisUrl, (err) => app.log.warn({ err }, 'redis'));
  const ctx: AppContext = {
    config,
    db,
    engine: database.engine,
    clock,
    sessions: new SessionService(db, clock, { ttlMs: config.tokenTtlMs, shellTtlMs: config.shellTokenTtlMs }),
    permissions: new PermissionCache(db),
    tenants: new TenantCache(db),
    dictionaries: new DictionaryCache(db),
    tableDictionaries: new TableDictionaryCache(db, clock),
    codes: new VerificationCodes(db, clock),
    loginAttempts: new LoginAttempts(db, clock),
    captcha: deps.captcha ?? svgCaptchaGenerator,
    sms: deps.sms ?? logSmsSender(app.log),
    hub: new RealtimeHub(deps.hubTransport ?? redis ?? undefined),
    refreshCaches() {
      ctx.dictionaries.invalidate();
      ctx.tableDictionaries.invalidate();
      ctx.permissions.invalidate();
      ctx.tenants.invalidate();
      ctx.sessions.forgetAll();
    },
  };
  if (redis) {
    shareCachesThroughRedis(ctx, redis, (err) => app.log.warn({ err }, 'redis'));
    try {
      await redis.ready();
    } catch (err) {
      await redis.close();
      await database.close();
      throw err;
    }
  }
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('locale', 'zh_CN');
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.headers);
  });
  app.addHook('onClose', async () => ctx.hub.close());
  registerErrorHandler(app);
  registerCors(app, config.allowedOrigins);
  registerHttpTrace(app);
  // Table dictionaries (users, roles, departments, tenants, movement types) read tables that many routes
  // write: any successful write empties their short-lived cache before its answer leaves, so a role just
  // created is offered at once in the user form. Other server nodes keep the 30 s bound.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      ctx.tableDictionaries.invalidate();
    }
    return payload;
  });

  const housekeeping = setInterval(() => {
    Promise.all([ctx.sessions.purge(), ctx.codes.purgeExpired(), purgeShellNonces(db, clock.now())]).catch(
      (err) => app.log.warn({ err }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: the schemas are JSON Schema as declared (a nullable field stays `anyOf [..., null]`), so a
      // client generator or validator reads them as the server means them.
      openapi: '3.1.0',
      info: { title: 'ISPS API', description: 'JeecgBoot-compatible API of ISPS', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
      security: [{ token: [] }],
    },
  });
  await registerLoginRateLimit(app, config);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: WS_MAX_PAYLOAD },
    errorHandler: onSocketError,
  });

  const prefix = config.apiPrefix;
  await app.register(
    async (api) => {
      api.addHook('onRequest', createAuthenticate(ctx));
      // Response schemas document the API; replies keep every field (server/http/response-schema.ts).
      api.setSerializerCompiler(serialiseAsIs);
      registerOperationLog(api, ctx);
      await registerApiCompression(api, config.delivery);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(failure(errorMessage('request.notFound', request.locale), 404)),
      );
      for (const module of apiModules) await api.register(module);
      for (const module of deps.apiModules ?? []) await api.register(module);
    },
    { prefix },
  );
  // issue 16: the API's page and document describe every route to anyone; production shows them only
  // when ISPS_OPENAPI=on.
  if (config.openApi) await app.register(fastifySwaggerUi, { routePrefix: `${prefix}/docs` });

  app.get('/isps-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfig(config);
  });

  const distDir = resolve(deps.distDir ?? 'dist');
  const hasIndex = existsSync(join(distDir, 'index.html'));
  if (existsSync(distDir)) await registerBuiltFiles(app, distDir, config.delivery);
  // History mode (architecture.md): unknown GETs outside the API that do not name a file get the app.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const inApi = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
    const namesFile = /\.[A-Za-z0-9]+$/.test(path);
    if (hasIndex && request.method === 'GET' && !inApi && !namesFile) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(errorMessage('request.notFound', request.locale), 404));
  });

  return app;
}
