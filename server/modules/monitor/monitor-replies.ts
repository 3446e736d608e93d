import { Type } from 'typebox';
import { openObject } from '../../http/response-schema';

const bytes = (description: string) => Type.Number({ description: `${description}, bytes` });

/** One mounted disk (api-contract 8.13). */
export const diskUsageSchema = openObject({
  name: Type.String(),
  mount: Type.String(),
  type: Type.String(),
  max: bytes('size'),
  rest: bytes('free'),
  used: bytes('used'),
  restPPT: Type.Integer({ description: 'percent used' }),
});

/** The last answered requests: never headers, tokens, query strings or bodies. */
export const httpTraceSchema = Type.Object({
  traces: Type.Array(
    Type.Object({
      timestamp: Type.Number({ description: 'epoch milliseconds' }),
      method: Type.String(),
      path: Type.String(),
      status: Type.Integer(),
      timeTaken: Type.Number({ description: 'milliseconds' }),
    }),
  ),
});

/** The Node.js runtime: memory, event-loop delay and garbage collection. */
export const runtimeSchema = openObject({
  node: Type.String(),
  pid: Type.Integer(),
  uptimeSeconds: Type.Integer(),
  memory: openObject({ rss: bytes('resident'), heapTotal: bytes('heap'), heapUsed: bytes('heap used') }),
  eventLoopDelayMs: openObject({ p50: Type.Number(), p99: Type.Number(), max: Type.Number() }),
  gc: Type.Array(openObject({ count: Type.Integer() })),
});

/** The machine: processors, memory, load, platform. */
export const systemSchema = openObject({
  cpu: openObject({
    count: Type.Integer(),
    model: Type.String(),
    usage: Type.Number({ description: 'percent' }),
  }),
  memory: openObject({ total: bytes('total'), free: bytes('free'), used: bytes('used') }),
  load: Type.Array(Type.Number(), { description: 'load average over 1, 5 and 15 minutes' }),
  uptimeSeconds: Type.Integer(),
  platform: Type.String(),
});

/** Redis INFO, or that none is configured or reachable. */
export const redisSchema = openObject({
  configured: Type.Boolean(),
  dbSize: Type.Optional(Type.Integer()),
  info: Type.Optional(Type.Record(Type.String(), Type.String())),
  error: Type.Optional(Type.String()),
});

/** The HTTP server: routes, connections, request and error rates. */
export const serverSchema = openObject({
  routes: Type.Integer(),
  openConnections: Type.Integer(),
  websocketClients: Type.Integer(),
  requestsTotal: Type.Integer(),
  serverErrorsTotal: Type.Integer(),
  requestsPerSecond: Type.Number(),
  errorsPerSecond: Type.Number(),
  errorRate: Type.Number({ description: 'percent of requests answered 5xx' }),
  startedAt: Type.Number({ description: 'epoch milliseconds' }),
  database: Type.String({ description: 'sqlite or postgres' }),
  redis: Type.Boolean(),
});
