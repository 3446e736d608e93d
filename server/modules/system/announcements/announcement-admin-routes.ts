import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { sysAnnouncement } from '../../../../src/domain/system/entities/sys-announcement';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { dateTimeMillis, formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { withDictText } from '../../../entity/entity-texts';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { answering, noResult, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyExportPages, legacyPage, queryId } from '../legacy-list';
import {
  draftAnnouncement,
  recipientIds,
  releaseAnnouncement,
  revokeAnnouncement,
} from './announcement-release';
import { sanitizeAnnouncementHtml } from './sanitize-announcement';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const announcementBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  titile: Type.Optional(Type.String({ maxLength: 100 })),
  msgContent: nullable(100_000),
  msgAbstract: nullable(500),
  priority: Type.Optional(Type.Union([Type.Literal('L'), Type.Literal('M'), Type.Literal('H')])),
  msgCategory: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2')])),
  msgType: Type.Optional(Type.Union([Type.Literal('ALL'), Type.Literal('USER')])),
  userIds: nullable(40_000),
  openType: Type.Optional(
    Type.Union([Type.Literal('url'), Type.Literal('component'), Type.Literal(''), Type.Null()]),
  ),
  openPage: nullable(255),
  startTime: nullable(30),
  endTime: nullable(30),
  busType: nullable(20),
  busId: nullable(50),
});
type AnnouncementBody = Static<typeof announcementBody>;

function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  const wire = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value);
  const ms = wire
    ? Date.parse(`${value.replace(' ', 'T')}${value.length === 10 ? 'T00:00:00' : ''}+08:00`)
    : dateTimeMillis(value);
  if (ms === null || Number.isNaN(ms)) throw new AppError('entity.invalid', { detail: 'time' });
  return toDbDateTime(ms);
}

async function columns(
  ctx: AppContext,
  body: AnnouncementBody,
  existing?: {
    msgType: string | null;
    openType: string | null;
    openPage: string | null;
    userIds: string | null;
  },
) {
  const out: Record<string, unknown> = {};
  if (body.titile !== undefined) {
    if (!body.titile.trim()) throw new AppError('entity.invalid', { detail: 'titile' });
    out.titile = body.titile.trim();
  }
  if (body.msgContent !== undefined)
    out.msgContent = body.msgContent ? sanitizeAnnouncementHtml(body.msgContent) : null;
  for (const key of ['msgAbstract', 'priority', 'msgCategory', 'msgType', 'busType', 'busId'] as const) {
    if (body[key] !== undefined) out[key] = body[key] || null;
  }
  if (body.openType !== undefined) out.openType = body.openType || null;
  if (body.openPage !== undefined) out.openPage = body.openPage?.trim() || null;
  if (body.startTime !== undefined) out.startTime = instant(body.startTime);
  if (body.endTime !== undefined) out.endTime = instant(body.endTime);
  const msgType = (out.msgType as string | undefined) ?? existing?.msgType ?? 'ALL';
  if (body.userIds !== undefined || body.msgType !== undefined) {
    const ids = msgType === 'USER' ? recipientIds(body.userIds ?? existing?.userIds ?? null) : [];
    if (msgType === 'USER') {
      if (ids.length === 0) throw new AppError('announcement.noRecipients');
      const found = await ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('id', 'in', ids)
        .where('delFlag', '=', 0)
        .execute();
      if (found.length === 0) throw new AppError('announcement.noRecipients');
      // The contract's form: user ids with a trailing comma.
      out.userIds = `${found.map((user) => user.id).join(',')},`;
    } else {
      out.userIds = null;
    }
  }
  const openType = out.openType === undefined ? existing?.openType : out.openType;
  const openPage = out.openPage === undefined ? existing?.openPage : out.openPage;
  if (openType && !openPage) throw new AppError('announcement.openPageRequired');
  return out;
}

async function toView(ctx: AppContext, rows: Record<string, unknown>[], locale: 'zh_CN' | 'en_US') {
  const wire = rows.map((row) => ({
    ...toWire(sysAnnouncement, row),
    delFlag: row.delFlag,
    busType: row.busType,
    busId: row.busId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime as string | null),
  }));
  return withDictText(ctx, sysAnnouncement, wire, locale, 0);
}

/**
 * Announcement administration (api-contract 6.1, 6.2, spec 2.9, 4.3): list, drafts to everybody or to
 * chosen users with priority, category and an open type, HTML sanitised on save, release (pushed to
 * connected users at once) and revoke. Only drafts are edited; a released notice is revoked first.
 */
export const announcementAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysAnnouncement) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:announcement:${action}`) });
  const answers = entityReplies(sysAnnouncement);

  app.get('/sys/annountCement/list', pagedList(read, answers.list), async (request) => {
    const page = await legacyPage(ctx, sysAnnouncement, request.query as Record<string, unknown>, (q) =>
      q.where('tenantId', '=', request.user.tenantId).where('delFlag', '=', '0'),
    );
    return ok(
      request.locale,
      { ...page, records: await toView(ctx, page.records, request.locale) },
      { code: 0 },
    );
  });

  // The list page's export (JeecgListMixin exportXlsUrl, issue 19): the list's columns with its filters.
  app.get(
    '/sys/annountCement/exportXls',
    { ...may('exportXls'), ...answering(answers.exportXls) },
    async (request, reply) =>
      sendLegacyExport(
        reply,
        sysAnnouncement,
        request.user,
        request.locale,
        legacyExportPages(
          ctx,
          sysAnnouncement,
          request.query,
          (q) => q.where('tenantId', '=', request.user.tenantId).where('delFlag', '=', '0'),
          (rows) => toView(ctx, rows, request.locale),
        ),
      ),
  );

  app.post(
    '/sys/annountCement/add',
    { ...may('add'), schema: { body: announcementBody, response: answers.written } },
    async (request) => {
      const body = request.body;
      if (!body.titile?.trim()) throw new AppError('entity.invalid', { detail: 'titile' });
      const id = newId();
      const now = toDbDateTime(ctx.clock.now());
      await ctx.db
        .insertInto('sysAnnouncement')
        .values({
          ...draftAnnouncement(id, request.user.tenantId, request.user.username, now),
          ...(await columns(ctx, { msgType: 'ALL', ...body })),
        })
        .execute();
      const row = await ctx.db
        .selectFrom('sysAnnouncement')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const [record] = await toView(ctx, [row], request.locale);
      return notice(request.locale, record, systemNotices.added);
    },
  );

  const edit = async (request: FastifyRequest) => {
    const input = request.body as AnnouncementBody;
    const row = await ctx.db
      .selectFrom('sysAnnouncement')
      .selectAll()
      .where('id', '=', input.id ?? '')
      .where('tenantId', '=', request.user.tenantId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    if (!row) throw new AppError('announcement.notFound');
    if (row.sendStatus === '1') throw new AppError('announcement.notDraft');
    await ctx.db
      .updateTable('sysAnnouncement')
      .set({
        ...(await columns(ctx, input, row)),
        updateBy: request.user.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', row.id)
      .execute();
    const updated = await ctx.db
      .selectFrom('sysAnnouncement')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const [record] = await toView(ctx, [updated], request.locale);
    return notice(request.locale, record, systemNotices.edited);
  };
  const editSchema = { ...may('edit'), schema: { body: announcementBody, response: answers.written } };
  app.put('/sys/annountCement/edit', editSchema, edit);
  app.post('/sys/annountCement/edit', editSchema, edit);

  const remove = async (request: FastifyRequest, ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db
      .updateTable('sysAnnouncement')
      .set({ delFlag: '1', updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', ids)
      .where('tenantId', '=', request.user.tenantId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  };
  app.delete(
    '/sys/annountCement/delete',
    { ...may('delete'), schema: { response: answers.deleted } },
    async (request) => {
      if ((await remove(request, [queryId(request.query)])) === 0)
        throw new AppError('announcement.notFound');
      return notice(request.locale, null, systemNotices.deleted);
    },
  );
  app.delete(
    '/sys/annountCement/deleteBatch',
    { ...may('delete'), schema: { response: answers.deletedBatch } },
    async (request) => {
      const count = await remove(request, idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );

  // api-contract 6.2: GET, spelt doReovkeData.
  app.get(
    '/sys/annountCement/doReleaseData',
    { ...may('edit'), config: { operationLog: true }, schema: { response: replies(noResult) } },
    async (request) => {
      if (!(await releaseAnnouncement(ctx, queryId(request.query), request.user)))
        throw new AppError('announcement.notFound');
      return notice(request.locale, null, systemNotices.released);
    },
  );
  app.get(
    '/sys/annountCement/doReovkeData',
    { ...may('edit'), config: { operationLog: true }, schema: { response: replies(noResult) } },
    async (request) => {
      if (!(await revokeAnnouncement(ctx, queryId(request.query), request.user)))
        throw new AppError('announcement.notFound');
      return notice(request.locale, null, systemNotices.revoked);
    },
  );
};
