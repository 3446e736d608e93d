import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { noResult, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import type { SessionUser } from '../../http/session-user';
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
      const user = request.user;
      // The announcement page's editors open drafts and revoked notices of their tenant too.
      if (user.permissions.has('sys:announcement:edit')) {
        const any = await ctx.db
          .selectFrom('sysAnnouncement')
          .selectAll()
          .where('id', '=', request.query.id)
          .where('tenantId', '=', user.tenantId)
          .where('delFlag', '=', '0')
          .executeTakeFirst();
        if (!any) throw new AppError('entity.notFound');
        return ok(request.locale, { ...toAnnouncement(any), userIds: any.userIds });
      }
      const row = await published(ctx.db, user.tenantId)
        .selectAll('a')
        .where('a.id', '=', request.query.id)
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
      return ok(request.locale, toAnnouncement(row));
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
};
