import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { gatewayRoute } from '../../../../src/domain/system/entities/gateway-route';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { toWire } from '../../../entity/entity-rows';
import { entityDb, scopedFrom, tenantWide } from '../../../entity/entity-store';
import { insertRecord, isUniqueViolation, prepareRecord, updateRecord } from '../../../entity/entity-write';
import { issuesMessage } from '../../../entity/issue-message';
import { notice } from '../../../entity/notice';
import { registerEntity } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { replies } from '../../../http/response-schema';
import { GatewayRoutePublisher } from './gateway-route-publisher';

/** `predicates` and `filters` must be JSON arrays (api-contract 8.8) when given. */
function checkJsonList(name: string, value: unknown): void {
  if (value === null || value === undefined || value === '') return;
  try {
    if (Array.isArray(JSON.parse(String(value)))) return;
  } catch {
    // falls through to the refusal
  }
  throw new AppError('entity.invalid', { detail: `${name}: JSON array` });
}

function parsedList(value: unknown): unknown[] {
  try {
    const list: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The enabled routes of a tenant as the gateway reads them: predicates and filters as arrays. */
async function enabledRoutes(ctx: AppContext, tenantId: number): Promise<unknown[]> {
  const rows = await scopedFrom(entityDb(ctx), gatewayRoute, tenantWide(tenantId))
    .selectAll()
    .where('status', '=', '1')
    .orderBy('routerId')
    .execute();
  return rows.map((row) => {
    const wire = toWire(gatewayRoute, row);
    return { ...wire, predicates: parsedList(wire.predicates), filters: parsedList(wire.filters) };
  });
}

const updateAllBody = Type.Object({
  router: Type.Object({
    id: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    routerId: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 100 }),
    uri: Type.String({ maxLength: 255 }),
    predicates: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    filters: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    status: Type.Optional(Type.Union([Type.String({ maxLength: 1 }), Type.Integer(), Type.Null()])),
    retryable: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    stripPrefix: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    persistable: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    showApi: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  }),
});

/**
 * Gateway routes (api-contract 8.8): stored and listed for a gateway in front of this server;
 * `updateAll` saves one route (by id, else by route id) and publishes the enabled routes to Redis,
 * `clearRedis` removes the published key. Without Redis both say that nothing was published.
 */
export const gatewayRouteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const publisher = new GatewayRoutePublisher(ctx.config.redisUrl);
  app.addHook('onClose', () => publisher.close());

  registerEntity(app, gatewayRoute, {
    omit: ['exportXls', 'importExcel'],
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      checkJsonList('predicates', event.record.values.predicates);
      checkJsonList('filters', event.record.values.filters);
    },
  });

  /** Publishes after a change; a Redis failure is reported, the saved rows stay. */
  const publish = async (tenantId: number) => {
    if (!publisher.configured) return false;
    try {
      await publisher.publish(await enabledRoutes(ctx, tenantId));
    } catch (error) {
      throw new AppError('gatewayRoute.publishFailed', {
        detail: error instanceof Error ? error.message : '',
      });
    }
    return true;
  };

  app.post(
    '/sys/gatewayRoute/updateAll',
    {
      onRequest: requirePermission('sys:gatewayRoute:edit'),
      schema: {
        body: updateAllBody,
        response: replies(
          Type.Object({ published: Type.Boolean({ description: 'false: no Redis to publish to' }) }),
        ),
      },
    },
    async (request) => {
      const { router } = request.body;
      const scope = tenantWide(request.user.tenantId);
      const db = entityDb(ctx);
      checkJsonList('predicates', router.predicates);
      checkJsonList('filters', router.filters);
      const existing = await scopedFrom(db, gatewayRoute, scope)
        // updateAll carries no version: the route is replaced as it stands (JeecgBoot's upsert).
        .select(['id', 'version'])
        .where((eb) => (router.id ? eb('id', '=', router.id) : eb('routerId', '=', router.routerId)))
        .executeTakeFirst();
      const id = existing ? String(existing.id) : undefined;
      const version = existing ? Number(existing.version) : undefined;
      // The body of an add, or of an edit of the route found (the engine's edit names its row).
      const body = {
        ...router,
        id,
        version,
        status: router.status === undefined || router.status === null ? '1' : String(router.status),
      };
      const prepared = await prepareRecord(ctx, db, gatewayRoute, body, id ? 'edit' : 'add', scope, id);
      if (!prepared.ok)
        throw new AppError('entity.invalid', {
          detail: issuesMessage(gatewayRoute, prepared.issues, request.locale),
        });
      const now = ctx.clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          if (id)
            await updateRecord(trx, gatewayRoute, scope, id, version, prepared.record, request.user, now);
          else await insertRecord(trx, gatewayRoute, prepared.record, request.user, now);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('entity.duplicateKey');
        throw error;
      }
      const published = await publish(request.user.tenantId);
      return notice(
        request.locale,
        { published },
        published ? systemNotices.gatewayPublished : systemNotices.gatewaySavedNoRedis,
      );
    },
  );

  app.get(
    '/sys/gatewayRoute/clearRedis',
    {
      onRequest: requirePermission('sys:gatewayRoute:edit'),
      config: { operationLog: true },
      schema: {
        response: replies(Type.Object({ cleared: Type.Boolean({ description: 'false: no Redis' }) })),
      },
    },
    async (request) => {
      if (!publisher.configured)
        return notice(request.locale, { cleared: false }, systemNotices.gatewayNoRedis);
      try {
        await publisher.clear();
      } catch (error) {
        throw new AppError('gatewayRoute.publishFailed', {
          detail: error instanceof Error ? error.message : '',
        });
      }
      return notice(request.locale, { cleared: true }, systemNotices.gatewayCleared);
    },
  );
};
