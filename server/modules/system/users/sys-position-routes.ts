import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sysPosition } from '../../../../src/domain/system/entities/sys-position';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { entityDb, scopedFrom, tenantWide } from '../../../entity/entity-store';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/result';

/**
 * Job positions (api-contract 8.12): the engine's routes, and `queryByCode`, the position a user's
 * `post` names.
 */
export const sysPositionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, sysPosition, { dataLog: true });
  const found = entityReplies(sysPosition).queryById;
  app.get(
    '/sys/position/queryByCode',
    { onRequest: requireEntityAccess(sysPosition), schema: { response: found } },
    async (request) => {
      const code = (request.query as Record<string, unknown>).code;
      const row =
        typeof code === 'string' && code !== ''
          ? await scopedFrom(entityDb(ctx), sysPosition, tenantWide(request.user.tenantId))
              .selectAll()
              .where('code', '=', code.slice(0, 100))
              .executeTakeFirst()
          : undefined;
      if (!row) throw new AppError('entity.notFound');
      return ok(request.locale, toWire(sysPosition, row));
    },
  );
};
