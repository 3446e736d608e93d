import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { catalogueRoutes, requireAdmin } from '../system/route-catalogue';
import { diskUsage } from './disk-usage';
import { httpTraceOf } from './http-trace';
import {
  diskUsageSchema,
  httpTraceSchema,
  redisSchema,
  runtimeSchema,
  serverSchema,
  systemSchema,
} from './monitor-replies';
import { onlineUserRoutes } from './online-users';
import { redisAliasRoutes } from './redis-aliases';
import { RedisMonitor } from './redis-info';
import { RuntimeMetrics } from './runtime-metrics';

/**
 * Monitor pages (issue 7 point 4, api-contract 8.13), administrators only: disk per mount, the last
 * requests (method, path, status, time; never headers or tokens), the Node runtime (the JVM page's
 * counterpart), Redis INFO or a clear "not configured", the machine, and the server's routes,
 * connections and request and error rates (the Tomcat page's counterpart).
 */
export const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  catalogueRoutes(app);
  const metrics = new RuntimeMetrics();
  const redis = new RedisMonitor(ctx.config.redisUrl);
  const trace = httpTraceOf(ctx);
  let routeCount = 0;
  app.addHook('onClose', async () => {
    metrics.close();
    await redis.close();
  });
  app.addHook('onReady', async () => {
    // Counted once all modules are in: every method of every route the server answers.
    routeCount = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('(')).length;
  });
  const admin = (result: TSchema) => ({ onRequest: requireAdmin, schema: { response: replies(result) } });

  // api-contract 8.13 (the disk page's call): name, max and free bytes, percent used.
  app.get('/sys/actuator/redis/queryDiskInfo', admin(Type.Array(diskUsageSchema)), async (request) =>
    ok(request.locale, await diskUsage(ctx.config.dataDir)),
  );

  app.get('/sys/monitor/httpTrace', admin(httpTraceSchema), async (request) => {
    const limit = Math.min(Math.max(Number((request.query as Record<string, unknown>).limit) || 100, 1), 200);
    return ok(request.locale, { traces: trace.latest(limit) });
  });

  app.get('/sys/monitor/runtime', admin(runtimeSchema), async (request) =>
    ok(request.locale, metrics.runtime()),
  );

  app.get('/sys/monitor/system', admin(systemSchema), async (request) =>
    ok(request.locale, metrics.system()),
  );

  app.get('/sys/monitor/redis', admin(redisSchema), async (request) =>
    ok(request.locale, await redis.read()),
  );

  app.get('/sys/monitor/server', admin(serverSchema), async (request) => {
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((error, count) => resolve(error ? 0 : count)),
    );
    const rates = trace.rates();
    return ok(request.locale, {
      routes: routeCount,
      openConnections: connections,
      websocketClients: ctx.hub.connectionCount(),
      requestsTotal: trace.total,
      serverErrorsTotal: trace.errors,
      requestsPerSecond: Math.round(rates.requestsPerSecond * 100) / 100,
      errorsPerSecond: Math.round(rates.errorsPerSecond * 100) / 100,
      errorRate: trace.total > 0 ? Math.round((trace.errors / trace.total) * 10_000) / 100 : 0,
      startedAt: trace.startedAt,
      database: ctx.engine,
      redis: ctx.config.redisUrl !== null,
    });
  });
  redisAliasRoutes(app, redis);
  await app.register(onlineUserRoutes);
};
