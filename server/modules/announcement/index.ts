import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { formatDateTime, toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { pageQuery } from '../../http/page-query';
import { fileReply, noResult, openObject, pageOf, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import type { SessionUser } from '../../http/session-user';
import { escapeHtml, sanitizeAnnouncementHtml } from '../system/announcements/sanitize-announcement';
import { announcementSchema, toAnnouncement, unreadAnnouncements } from './announcement-view';

const LIST_SIZE = 5;
const CATEGORY_NOTICE = '1';
const CATEGORY_SYSTEM = '2';

/** Published, not deleted announcements of the caller's tenant. */
function published(db: Db, tenantId: number) {
  return db
    .selectFrom('sysAnnouncement as a')
    .where('a.tenantId', '=', tenantId)
    .where('a.sendStatus', '=', '1')
    .where('a.delFlag', '=', '0');
}

/** api-contract 6.2 step 1: ALL-type notices get the caller's unread row lazily. */
async function addMissingBroadcastRows(db: Db, user: SessionUser, now: number): Promise<void> {
  const me = await db.selectFrom('sysUser').select('createTime').where('id', '=', user.id).executeTakeFirst();
  let query = published(db, user.tenantId)
    .select('a.id')
    .where('a.msgType', '=', 'ALL')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sysAnnouncementSend as s')
            .select('s.id')
            .whereRef('s.anntId', '=', 'a.id')
            .where('s.userId', '=', user.id),
        ),
      ),
    );
  if (me?.createTime) {
    const created = me.createTime instanceof Date ? me.createTime.toISOString() : me.createTime;
    query = query.where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', created)]));
  }
  const missing = await query.execute();
  if (missing.length === 0) return;
  const at = toDbDateTime(now);
  await db
    .insertInto('sysAnnouncementSend')
    .values(
      missing.map((a) => ({
        id: newId(),
        anntId: a.id,
        userId: user.id,
        readFlag: '0',
        readTime: null,
        createBy: user.username,
        createTime: at,
        updateBy: null,
        updateTime: null,
      })),
    )
    .onConflict((oc) => oc.columns(['anntId', 'userId']).doNothing())
    .execute();
}

async function unreadOfCategory(db: Db, user: SessionUser, category: string) {
  const base = published(db, user.tenantId)
    .innerJoin('sysAnnouncementSend as s', 's.anntId', 'a.id')
    .where('s.userId', '=', user.id)
    .where('s.readFlag', '=', '0')
    .where('a.msgCategory', '=', category);
  const [rows, count] = await Promise.all([
    base.selectAll('a').orderBy('a.createTime', 'desc').limit(LIST_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { list: rows.map(toAnnouncement), total: Number(count?.n ?? 0) };
}

/**
 * An announcement the caller may read, or `entity.notFound`: the announcement page's editors open any of
 * their tenant (drafts and revoked ones too); others a published one broadcast or addressed to them.
 */
async function readableAnnouncement(db: Db, user: SessionUser, id: string) {
  if (user.permissions.has('sys:announcement:edit')) {
    const any = await db
      .selectFrom('sysAnnouncement')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', user.tenantId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    if (!any) throw new AppError('entity.notFound');
    return any;
  }
  const row = await published(db, user.tenantId)
    .selectAll('a')
    .where('a.id', '=', id)
    .where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('a.msgType', '=', 'ALL'),
        exists(
          selectFrom('sysAnnouncementSend as s')
            .select('s.id')
            .whereRef('s.anntId', '=', 'a.id')
            .where('s.userId', '=', user.id),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError('entity.notFound');
  return row;
}

/** The page of `show`: title, sender and time as text, the sanitised body as its markup. */
function announcementPage(row: Awaited<ReturnType<typeof readableAnnouncement>>): string {
  const about = [row.sender, formatDateTime(row.sendTime ?? row.createTime)].filter(Boolean).join(' · ');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(row.titile)}</title>
<style>body{font:14px/1.6 system-ui,sans-serif;margin:24px;color:#262626}h1{font-size:20px}
.about{color:#8c8c8c;margin-bottom:16px}img{max-width:100%}</style></head>
<body><h1>${escapeHtml(row.titile)}</h1><div class="about">${escapeHtml(about)}</div>
<div>${sanitizeAnnouncementHtml(row.msgContent ?? '')}</div></body></html>`;
}

/** A page number or size of the contract's lists: a positive integer, else the default (api-contract 1.4). */
function pageNumber(value: unknown, fallback: number, max: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  return n >= 1 ? Math.min(n, max) : fallback;
}

/** A row of "my announcements" (JeecgBoot's AnnouncementSendModel). */
const myAnnouncement = openObject({
  id: Type.String({ description: 'the send row' }),
  anntId: Type.String(),
  userId: Type.String(),
  titile: Type.String(),
  msgContent: Type.Union([Type.String(), Type.Null()]),
  sender: Type.Union([Type.String(), Type.Null()]),
  priority: Type.Union([Type.String(), Type.Null()]),
  msgCategory: Type.String(),
  readFlag: Type.String({ description: '0 unread, 1 read' }),
  sendTime: Type.Union([Type.String(), Type.Null()]),
  busType: Type.Union([Type.String(), Type.Null()]),
  busId: Type.Union([Type.String(), Type.Null()]),
  openType: Type.Union([Type.String(), Type.Null()]),
  openPage: Type.Union([Type.String(), Type.Null()]),
});

/** The header notice endpoints (api-contract.md 6.2, spec 4.3). */
export const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const supplier = { supplier: true } as const;

  app.get(
    '/sys/annountCement/listByUser',
    { config: supplier, schema: { response: replies(unreadAnnouncements) } },
    async (request) => {
      await addMissingBroadcastRows(ctx.db, request.user, ctx.clock.now());
      const [notices, system] = await Promise.all([
        unreadOfCategory(ctx.db, request.user, CATEGORY_NOTICE),
        unreadOfCategory(ctx.db, request.user, CATEGORY_SYSTEM),
      ]);
      return ok(
        request.locale,
        {
          anntMsgList: notices.list,
          anntMsgTotal: notices.total,
          sysMsgList: system.list,
          sysMsgTotal: system.total,
        },
        { code: 0 },
      );
    },
  );

  // Only announcements addressed to the caller (a send row) or broadcast in the caller's tenant.
  app.get(
    '/sys/annountCement/queryById',
    {
      config: supplier,
      schema: {
        querystring: Type.Object({ id: Type.String({ maxLength: 32 }) }),
        // An editor also gets the draft's recipients (`userIds`).
        response: replies(announcementSchema),
      },
    },
    async (request) => {
      const { user } = request;
      const row = await readableAnnouncement(ctx.db, user, request.query.id);
      const editor = user.permissions.has('sys:announcement:edit');
      return ok(
        request.locale,
        editor ? { ...toAnnouncement(row), userIds: row.userIds } : toAnnouncement(row),
      );
    },
  );

  // The JeecgBoot client's 查看 (SysAnnouncementList.vue opens it in a frame with `?token=`): the notice
  // as a page. Its body was sanitised on save and is again here; the page may run nothing and load no
  // more than its images.
  app.get(
    '/sys/annountCement/show/:id',
    {
      config: supplier,
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 32 }) }),
        response: fileReply('text/html', 'the announcement as a page'),
      },
    },
    async (request, reply) => {
      const row = await readableAnnouncement(ctx.db, request.user, request.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'",
        )
        .header('x-content-type-options', 'nosniff')
        .send(announcementPage(row));
    },
  );

  const markRead = async (request: FastifyRequest<{ Body: { anntId: string } }>) => {
    const now = toDbDateTime(ctx.clock.now());
    await ctx.db
      .updateTable('sysAnnouncementSend')
      .set({ readFlag: '1', readTime: now, updateBy: request.user.username, updateTime: now })
      .where('anntId', '=', request.body.anntId)
      .where('userId', '=', request.user.id)
      .execute();
    return ok(request.locale, null, { code: 0 });
  };
  const markReadSchema = {
    config: supplier,
    schema: { body: Type.Object({ anntId: Type.String({ maxLength: 32 }) }), response: replies(noResult) },
  };
  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', markReadSchema, markRead);
  app.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', markReadSchema, markRead);

  // "My announcements" of the JeecgBoot client (UserAnnouncementList): the caller's own send rows of
  // published announcements in the caller's tenant, unread first, filtered by title and sender.
  app.get(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { schema: { querystring: pageQuery, response: replies(pageOf(myAnnouncement)) } },
    async (request) => {
      const user = request.user;
      await addMissingBroadcastRows(ctx.db, user, ctx.clock.now());
      const query = request.query as Record<string, unknown>;
      const pageNo = pageNumber(query.pageNo, 1, 1_000_000);
      const pageSize = pageNumber(query.pageSize, 10, 1000);
      const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : '');
      let base = published(ctx.db, user.tenantId)
        .innerJoin('sysAnnouncementSend as s', 's.anntId', 'a.id')
        .where('s.userId', '=', user.id);
      const title = text('titile').replace(/^\*|\*$/g, '');
      if (title !== '') base = base.where('a.titile', 'like', `%${title.replace(/[%_\\]/g, '')}%`);
      const sender = text('sender').replace(/^\*|\*$/g, '');
      if (sender !== '') base = base.where('a.sender', 'like', `%${sender.replace(/[%_\\]/g, '')}%`);
      const [rows, count] = await Promise.all([
        base
          .select([
            's.id',
            's.anntId',
            's.userId',
            's.readFlag',
            'a.titile',
            'a.msgContent',
            'a.sender',
            'a.priority',
            'a.msgCategory',
            'a.sendTime',
            'a.busType',
            'a.busId',
            'a.openType',
            'a.openPage',
          ])
          .orderBy('s.readFlag', 'asc')
          .orderBy('a.sendTime', 'desc')
          .orderBy('s.id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      const total = Number(count?.n ?? 0);
      const records = rows.map((row) => ({ ...row, sendTime: formatDateTime(row.sendTime) }));
      return ok(request.locale, {
        records,
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      });
    },
  );

  // "Mark all read" of the same page: every unread send row of the caller.
  app.put(
    '/sys/sysAnnouncementSend/readAll',
    { schema: { response: replies(noResult) } },
    async (request) => {
      const now = toDbDateTime(ctx.clock.now());
      await ctx.db
        .updateTable('sysAnnouncementSend')
        .set({ readFlag: '1', readTime: now, updateBy: request.user.username, updateTime: now })
        .where('userId', '=', request.user.id)
        .where('readFlag', '=', '0')
        .where('anntId', 'in', published(ctx.db, request.user.tenantId).select('a.id'))
        .execute();
      return ok(request.locale, null, { code: 0 });
    },
  );
};
