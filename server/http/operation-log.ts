import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { toDbDateTime } from '../db/datetime';
import { newId } from '../db/ids';
import { insertRows } from '../db/insert-rows';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Operation log (issue 7 point 7): writes are logged by default; `true` logs a GET that changes
     * something (release, pause, run once), `false` keeps a write out (marking a notice read).
     */
    operationLog?: boolean;
  }
}

const OPERATION_LOG = 2;
/** dict operate_type: 2 add, 3 update, 4 delete, 5 import, 6 export. */
const OPERATE_TYPES: [RegExp, number][] = [
  [/(^|\/)(add|upload|register|create)[^/]*$/i, 2],
  [/(^|\/)(delete|remove|clear|deletePhysic)[^/]*$/i, 4],
  [/(^|\/)import[^/]*$/i, 5],
  [/(^|\/)export[^/]*$/i, 6],
];
/** Keys whose values never reach the log (api-contract 11: no passwords or tokens stored). */
const SECRET_KEY = /pass|token|secret|captcha|smscode|key$/i;
const PARAM_MAX = 2000;
/** Routes that log something themselves or are the user's own bookkeeping, not administration. */
const SELF_SERVICE = [
  '/sys/login',
  '/sys/logout',
  '/sys/phoneLogin',
  '/sys/fsmShellLogin',
  '/sys/sms',
  '/sys/selectDepart',
  '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
];

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? '******' : redact(item, depth + 1);
  return out;
}

export function operateType(path: string): number {
  return OPERATE_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 3;
}

function succeeded(reply: FastifyReply, payload: unknown): boolean {
  if (reply.statusCode >= 400) return false;
  if (typeof payload !== 'string') return true;
  // Business failures are HTTP 200 with success:false (api-contract 1.2).
  return !payload.startsWith('{"success":false');
}

/**
 * Every successful write of a logged-in user becomes an operation log row (`sys_log`, log_type 2):
 * who, when, from where, which route, how long, and the parameters with secrets masked. Written in
 * onSend, before the answer leaves, so a caller that reads the log afterwards finds the row.
 */
export function registerOperationLog(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const flag = request.routeOptions.config?.operationLog;
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (!request.user || flag === false || (!write && flag !== true)) return payload;
    const route = (request.routeOptions.url ?? request.url).slice(ctx.config.apiPrefix.length);
    if (SELF_SERVICE.includes(route) || !succeeded(reply, payload)) return payload;
    const params = request.method === 'DELETE' || !write ? request.query : redact(request.body);
    const text = params === undefined ? null : JSON.stringify(params);
    try {
      // Compiled once, prepared on PostgreSQL (server/db/insert-rows.ts): every write request runs it.
      await insertRows(ctx.db, ctx.engine, 'sysLog', [
        {
          id: newId(),
          tenantId: request.user.tenantId,
          logType: OPERATION_LOG,
          logContent: `${request.method} ${route}`.slice(0, 1000),
          operateType: operateType(route),
          userid: request.user.username.slice(0, 32),
          username: request.user.realname.slice(0, 100),
          ip: request.ip.slice(0, 100),
          method: route.slice(0, 500),
          requestUrl: (request.url.split('?')[0] ?? '').slice(0, 255),
          requestParam: text && text.length > PARAM_MAX ? `${text.slice(0, PARAM_MAX)}…` : text,
          requestType: request.method,
          costTime: Math.round(reply.elapsedTime),
          createBy: request.user.username.slice(0, 32),
          createTime: toDbDateTime(ctx.clock.now()),
        },
      ]);
    } catch (err) {
      request.log.warn({ err }, 'operation log not written');
    }
    return payload;
  });
}
