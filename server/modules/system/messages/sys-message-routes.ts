import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Locale } from '../../../../src/domain/i18n-text';
import { sysMessage } from '../../../../src/domain/system/entities/sys-message';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { withDictText } from '../../../entity/entity-texts';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { answering } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyExportPages, legacyPage, queryId } from '../legacy-list';

const PENDING = 0;

const messageBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  msgType: Type.Optional(Type.String({ maxLength: 10 })),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  receiver: Type.Optional(Type.String({ maxLength: 500 })),
  content: Type.Optional(Type.String({ maxLength: 4000 })),
  templateCode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
type MessageBody = Static<typeof messageBody>;

async function messageViews(ctx: AppContext, rows: Record<string, unknown>[], locale: Locale) {
  const wire = rows.map((row) => ({
    ...toWire(sysMessage, row),
    sendTime: formatDateTime(row.sendTime as string | null),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime as string | null),
  }));
  return withDictText(ctx, sysMessage, wire, locale, 0);
}

/**
 * System messages (api-contract 8.11 `/sys/message/sysMessage`): the outgoing queue of the tenant that
 * `sendMsg` fills and the sender job works off. A message added here is queued like one of `sendMsg`;
 * only a pending one can be edited (a sent one is history), and deleting removes it from the queue.
 */
export const sysMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysMessage) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:sysMessage:${action}`) });
  const base = sysMessage.basePath;

  const find = async (request: FastifyRequest, id: string) => {
    const row = id
      ? await ctx.db
          .selectFrom('sysMessage')
          .selectAll()
          .where('id', '=', id)
          .where('tenantId', '=', request.user.tenantId)
          .executeTakeFirst()
      : undefined;
    if (!row) throw new AppError('entity.notFound');
    return row;
  };
  const view = async (request: FastifyRequest, id: string) => {
    const [record] = await messageViews(ctx, [await find(request, id)], request.locale);
    return record;
  };

  const answers = entityReplies(sysMessage);
  app.get(`${base}/list`, pagedList(read, answers.list), async (request) => {
    const page = await legacyPage(ctx, sysMessage, request.query as Record<string, unknown>, (q) =>
      q.where('tenantId', '=', request.user.tenantId),
    );
    return ok(
      request.locale,
      { ...page, records: await messageViews(ctx, page.records, request.locale) },
      { code: 0 },
    );
  });
  // The list page's export (JeecgListMixin exportXlsUrl, issue 19): the queue's columns with its filters.
  app.get(
    `${base}/exportXls`,
    { ...may('exportXls'), ...answering(answers.exportXls) },
    async (request, reply) =>
      sendLegacyExport(
        reply,
        sysMessage,
        request.user,
        request.locale,
        legacyExportPages(
          ctx,
          sysMessage,
          request.query,
          (q) => q.where('tenantId', '=', request.user.tenantId),
          (rows) => messageViews(ctx, rows, request.locale),
        ),
      ),
  );
  app.get(`${base}/queryById`, { ...read, schema: { response: answers.queryById } }, async (request) =>
    ok(request.locale, await view(request, queryId(request.query))),
  );

  /** Checked columns of a body; on add every required one must be there. */
  const columns = (body: MessageBody, adding: boolean) => {
    const out: Record<string, unknown> = {};
    for (const name of ['msgType', 'receiver', 'content'] as const) {
      const value = body[name]?.trim();
      if (value) out[name] = value;
      else if (adding || body[name] !== undefined) throw new AppError('entity.invalid', { detail: name });
    }
    if (body.title !== undefined) out.title = body.title?.trim() || null;
    if (body.templateCode !== undefined) out.templateCode = body.templateCode?.trim() || null;
    return out;
  };

  app.post(
    `${base}/add`,
    { ...may('add'), schema: { body: messageBody, response: answers.written } },
    async (request) => {
      const id = newId();
      await ctx.db
        .insertInto('sysMessage')
        .values({
          id,
          tenantId: request.user.tenantId,
          templateCode: null,
          msgType: '',
          title: null,
          receiver: '',
          content: '',
          sendStatus: PENDING,
          sendNum: 0,
          sendTime: null,
          result: null,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          ...columns(request.body, true),
        })
        .execute();
      return notice(request.locale, await view(request, id), systemNotices.added);
    },
  );

  const edit = async (request: FastifyRequest) => {
    const body = request.body as MessageBody;
    const row = await find(request, body.id ?? '');
    if (Number(row.sendStatus) !== PENDING) throw new AppError('sysMessage.notPending');
    await ctx.db.updateTable('sysMessage').set(columns(body, false)).where('id', '=', row.id).execute();
    return notice(request.locale, await view(request, row.id), systemNotices.edited);
  };
  const editSchema = { ...may('edit'), schema: { body: messageBody, response: answers.written } };
  app.put(`${base}/edit`, editSchema, edit);
  app.post(`${base}/edit`, editSchema, edit);

  const remove = async (request: FastifyRequest, ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db
      .deleteFrom('sysMessage')
      .where('id', 'in', ids)
      .where('tenantId', '=', request.user.tenantId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  app.delete(
    `${base}/delete`,
    { ...may('delete'), schema: { response: answers.deleted } },
    async (request) => {
      if ((await remove(request, [queryId(request.query)])) === 0) throw new AppError('entity.notFound');
      return notice(request.locale, null, systemNotices.deleted);
    },
  );
  app.delete(
    `${base}/deleteBatch`,
    { ...may('delete'), schema: { response: answers.deletedBatch } },
    async (request) => {
      const count = await remove(request, idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );
};
