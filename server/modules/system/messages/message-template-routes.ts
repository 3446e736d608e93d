import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messageTemplate } from '../../../../src/domain/system/entities/message-template';
import { fillPlaceholders } from '../../../../src/domain/system/entities/print-design';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { registerEntity } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { openObject, replies } from '../../../http/response-schema';

function parseData(json: string | undefined | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const data: unknown = JSON.parse(json);
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new AppError('messageTemplate.badTestData');
}

/**
 * Message templates (api-contract 8.11): the engine's routes, and `sendMsg`, which fills a template by
 * logic-less `{{name}}` substitution (never a template engine, api-contract 11) and queues the message
 * for the sender job; system messages (type 4) reach the users' bells.
 */
export const messageTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, messageTemplate, {
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const json = event.record.values.templateTestJson;
      if (typeof json === 'string') parseData(json);
    },
  });

  app.post(
    '/sys/message/sysMessageTemplate/sendMsg',
    {
      onRequest: requirePermission('sys:messageTemplate:edit', 'sys:messageTemplate:add'),
      schema: {
        body: Type.Object({
          templateCode: Type.String({ maxLength: 100 }),
          testData: Type.Optional(Type.String({ maxLength: 2000 })),
          receiver: Type.String({ minLength: 1, maxLength: 500 }),
          msgType: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: replies(openObject({ id: Type.String({ description: 'the queued message' }) })),
      },
    },
    async (request) => {
      const { templateCode, testData, receiver, msgType } = request.body;
      const template = await ctx.db
        .selectFrom('sysMessageTemplate')
        .selectAll()
        .where('templateCode', '=', templateCode)
        .where('tenantId', '=', request.user.tenantId)
        .executeTakeFirst();
      if (!template) throw new AppError('messageTemplate.notFound', { code: templateCode.slice(0, 100) });
      const data = parseData(testData ?? template.templateTestJson);
      const id = newId();
      await ctx.db
        .insertInto('sysMessage')
        .values({
          id,
          tenantId: request.user.tenantId,
          templateCode,
          msgType: msgType || template.templateType,
          title: fillPlaceholders(template.templateName, data).slice(0, 200),
          receiver,
          content: fillPlaceholders(template.templateContent, data),
          sendStatus: 0,
          sendNum: 0,
          sendTime: null,
          result: null,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
        })
        .execute();
      return notice(request.locale, { id }, systemNotices.queued);
    },
  );
};
