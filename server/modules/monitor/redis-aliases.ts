import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { LocalText } from '../../../src/domain/i18n-text';
import { notice } from '../../entity/notice';
import { AppError } from '../../http/app-error';
import { openObject, replies } from '../../http/response-schema';
import { requireAdmin } from '../system/route-catalogue';
import type { RedisMonitor } from './redis-info';

const notConfigured: LocalText = {
  zh: '未配置Redis：ISPS不使用Redis运行',
  en: 'Redis is not configured: ISPS runs without it',
};

const infoRow = openObject({ key: Type.String(), value: Type.String(), description: Type.String() });

/** A bare object, as JeecgBoot's keysSize / memoryInfo answer (no Result envelope: the page reads it so). */
const bare = (properties: Parameters<typeof openObject>[0], description: string) => ({
  200: openObject(
    {
      ...properties,
      create_time: Type.Integer({ description: 'epoch milliseconds of the reading' }),
      configured: Type.Boolean({ description: 'false: no Redis is configured, the figures are 0' }),
    },
    description,
  ),
});

/**
 * JeecgBoot's Redis monitor page (RedisInfo.vue, issue 19): `info` in the Result envelope, `keysSize`
 * and `memoryInfo` as the bare objects it polls every three seconds, from our Redis when one is
 * configured. Without Redis, `info` says so (success, no rows) and the two figures are 0 with
 * `configured: false`; a configured Redis that cannot be reached is an error. Administrators only.
 */
export function redisAliasRoutes(app: FastifyInstance, redis: RedisMonitor): void {
  const { ctx } = app;
  const read = async () => {
    const info = await redis.read();
    if (info.error !== undefined) throw new AppError('monitor.redisUnreachable', { detail: info.error });
    return info;
  };

  app.get(
    '/sys/actuator/redis/info',
    { onRequest: requireAdmin, schema: { response: replies(Type.Array(infoRow)) } },
    async (request) => {
      const info = await read();
      if (!info.configured) return notice(request.locale, [], notConfigured);
      return notice(request.locale, info.info ?? [], { zh: '操作成功！', en: 'OK' });
    },
  );

  app.get(
    '/sys/actuator/redis/keysSize',
    { onRequest: requireAdmin, schema: { response: bare({ dbSize: Type.Integer() }, 'Redis key count') } },
    async () => {
      const info = await read();
      return { dbSize: info.dbSize ?? 0, create_time: ctx.clock.now(), configured: info.configured };
    },
  );

  app.get(
    '/sys/actuator/redis/memoryInfo',
    {
      onRequest: requireAdmin,
      schema: { response: bare({ used_memory: Type.Number() }, 'Redis memory in use, bytes') },
    },
    async () => {
      const info = await read();
      const used = Number(info.info?.find((row) => row.key === 'used_memory')?.value ?? 0);
      return {
        used_memory: Number.isFinite(used) ? used : 0,
        create_time: ctx.clock.now(),
        configured: info.configured,
      };
    },
  );
}
