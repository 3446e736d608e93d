import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { noResult, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { syncAnnouncement } from './announcement-release';

/**
 * `GET /sys/annountCement/syncNotic?anntId=` (the announcement page after a release, issue 19 point 2):
 * the published announcement reaches its audience's bells again over the websocket, on any node.
 */
export const announcementSyncRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/sys/annountCement/syncNotic',
    {
      onRequest: requirePermission('sys:announcement:edit'),
      schema: {
        querystring: Type.Object({ anntId: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const id = request.query.anntId?.trim() || null;
      if (!(await syncAnnouncement(ctx, id, request.user.tenantId)))
        throw new AppError('announcement.notFound');
      return ok(request.locale, null);
    },
  );
};
