import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sysUserAgent } from '../../../../src/domain/system/entities/sys-user-agent';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { type StoredRow, toWire } from '../../../entity/entity-rows';
import { entityDb, rowScope, scopedFrom } from '../../../entity/entity-store';
import { registerEntity, requireEntityAccess, type WriteEvent } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/result';

/**
 * A user's deputy (`/sys/sysUserAgent/*`, the JeecgBoot client's SysUserAgentModal, issue 19 point 2):
 * the engine's routes behind the user page's permissions, and `queryByUserName`, the setting the dialog
 * opens with. Both names must be live users, not the same one, and the period must end after it starts.
 */
export const userAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  const checkAgent = async (event: WriteEvent) => {
    if (event.action === 'delete') return;
    const values = event.record.values;
    const names = [values.userName, values.agentUserName].filter((v): v is string => typeof v === 'string');
    if (values.userName !== undefined && values.userName === values.agentUserName)
      throw new AppError('userAgent.self');
    for (const name of names) {
      // In the write's transaction: on SQLite a second connection would wait for it.
      const user = await event.trx
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', name)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) throw new AppError('userAgent.unknownUser', { name });
    }
    // Canonical datetimes are `YYYY-MM-DD HH:mm:ss`: their text order is their time order.
    const { startTime, endTime } = values;
    if (typeof startTime === 'string' && typeof endTime === 'string' && endTime <= startTime)
      throw new AppError('userAgent.period');
  };
  registerEntity(app, sysUserAgent, { beforeWrite: checkAgent, dataLog: true });

  app.get(
    '/sys/sysUserAgent/queryByUserName',
    {
      onRequest: requireEntityAccess(sysUserAgent),
      schema: {
        querystring: Type.Object({ userName: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: entityReplies(sysUserAgent).queryById,
      },
    },
    async (request) => {
      const scope = await rowScope(request, sysUserAgent);
      const row = await scopedFrom(entityDb(ctx), sysUserAgent, scope)
        .selectAll()
        .where('userName', '=', request.query.userName ?? '')
        .executeTakeFirst();
      if (!row) throw new AppError('entity.notFound');
      return ok(request.locale, toWire(sysUserAgent, row as StoredRow));
    },
  );
};
