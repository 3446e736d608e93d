import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Locale } from '../../../../src/domain/i18n-text';
import { sysLog } from '../../../../src/domain/system/entities/sys-log';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import { dateTimeMillis, toDbDateTime } from '../../../db/datetime';
import { escapeLike } from '../../../entity/entity-filters';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { withDictText } from '../../../entity/entity-texts';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { countResult, noResult, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import type { SessionUser } from '../../../http/session-user';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyPage, queryId } from '../legacy-list';

const DAY_MS = 86_400_000;
const GMT8_MS = 8 * 3_600_000;
const LOGIN = 1;
const VISIT_DAYS = 7;

const loginFigures = Type.Object({
  totalVisitCount: Type.Integer({ description: 'logins ever' }),
  todayVisitCount: Type.Integer({ description: 'logins today (GMT+8)' }),
  todayIp: Type.Integer({ description: 'distinct addresses that logged in today' }),
});
const visitDay = Type.Object({
  visit: Type.Integer({ description: 'logins that day' }),
  ip: Type.Integer({ description: 'distinct addresses that day' }),
  tian: Type.String({ description: 'the day, yyyy-MM-dd' }),
  type: Type.String({ description: 'the day, MM-dd, for the chart' }),
});

/** Start of the GMT+8 calendar day of an instant, as epoch ms (api-contract 1.1). */
function dayStart(epochMs: number): number {
  return Math.floor((epochMs + GMT8_MS) / DAY_MS) * DAY_MS - GMT8_MS;
}

/**
 * Login and operation logs (api-contract 8.1): the list with `keyWord` over the content, deleting
 * (`ids=allclear` empties the log), and the dashboard's login figures `loginfo` and `visitInfo`,
 * which every staff user's home page reads.
 */
export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysLog) };
  // The log page has only an export button: clearing needs it too (a role granted the page).
  const clear = { onRequest: requirePermission('sys:log:exportXls') };
  const answers = entityReplies(sysLog);
  const clearing = (response: { 200: unknown }) => ({ ...clear, schema: { response } });

  const listLogs = async (query: Record<string, unknown>, user: SessionUser, locale: Locale) => {
    const keyWord = typeof query.keyWord === 'string' ? query.keyWord.trim().slice(0, 200) : '';
    const page = await legacyPage(ctx, sysLog, { column: 'createTime', order: 'desc', ...query }, (q) => {
      let scoped = q.where('tenantId', '=', user.tenantId);
      if (keyWord) scoped = scoped.where('logContent', 'like', `%${escapeLike(keyWord)}%`);
      return scoped;
    });
    const records = await withDictText(
      ctx,
      sysLog,
      page.records.map((row) => ({
        ...toWire(sysLog, row),
        logType: String(row.logType),
        operateType: row.operateType === null ? null : String(row.operateType),
      })),
      locale,
      user.tenantId,
    );
    return { ...page, records };
  };
  app.get('/sys/log/list', pagedList(read, answers.list), async (request) =>
    ok(
      request.locale,
      await listLogs(request.query as Record<string, unknown>, request.user, request.locale),
      { code: 0 },
    ),
  );
  app.get('/sys/log/exportXls', clearing(answers.exportXls), async (request, reply) =>
    sendLegacyExport(
      reply,
      sysLog,
      request.user,
      request.locale,
      async (pageNo, pageSize) =>
        (
          await listLogs(
            { ...(request.query as Record<string, unknown>), pageNo, pageSize },
            request.user,
            request.locale,
          )
        ).records,
    ),
  );

  app.delete('/sys/log/delete', clearing(answers.deleted), async (request) => {
    const result = await ctx.db
      .deleteFrom('sysLog')
      .where('id', '=', queryId(request.query))
      .where('tenantId', '=', request.user.tenantId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('entity.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  // `ids=allclear` answers no count: the whole log of the tenant is gone.
  app.delete(
    '/sys/log/deleteBatch',
    clearing(replies(Type.Union([countResult, noResult]))),
    async (request) => {
      const raw = (request.query as Record<string, unknown>).ids;
      if (raw === 'allclear') {
        await ctx.db.deleteFrom('sysLog').where('tenantId', '=', request.user.tenantId).execute();
        return notice(request.locale, null, systemNotices.logsCleared);
      }
      const ids = idList(raw);
      const result = ids.length
        ? await ctx.db
            .deleteFrom('sysLog')
            .where('id', 'in', ids)
            .where('tenantId', '=', request.user.tenantId)
            .executeTakeFirst()
        : { numDeletedRows: 0n };
      return notice(request.locale, { count: Number(result.numDeletedRows) }, systemNotices.deleted);
    },
  );

  // api-contract 8.1: login counts overall, today and distinct IPs today (message is the odd 登录成功),
  // of the caller's tenant.
  const internal = { config: { openTo: 'internal' } } as const;
  app.get('/sys/loginfo', { ...internal, schema: { response: replies(loginFigures) } }, async (request) => {
    const todayStart = toDbDateTime(dayStart(ctx.clock.now()));
    const logins = () =>
      ctx.db.selectFrom('sysLog').where('tenantId', '=', request.user.tenantId).where('logType', '=', LOGIN);
    const [total, today, ips] = await Promise.all([
      logins()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      logins()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('createTime', '>=', todayStart)
        .executeTakeFirst(),
      logins()
        .select((eb) => eb.fn.count<number | string>('ip').distinct().as('n'))
        .where('createTime', '>=', todayStart)
        .executeTakeFirst(),
    ]);
    return {
      ...ok(request.locale, {
        totalVisitCount: Number(total?.n ?? 0),
        todayVisitCount: Number(today?.n ?? 0),
        todayIp: Number(ips?.n ?? 0),
      }),
      message: request.locale === 'en_US' ? 'Login succeeded' : '登录成功',
    };
  });

  // api-contract 8.1: the last seven days of the tenant's logins, oldest first, with distinct IPs per day.
  app.get(
    '/sys/visitInfo',
    { ...internal, schema: { response: replies(Type.Array(visitDay)) } },
    async (request) => {
      const now = ctx.clock.now();
      const first = dayStart(now) - (VISIT_DAYS - 1) * DAY_MS;
      const rows = await ctx.db
        .selectFrom('sysLog')
        .select(['createTime', 'ip'])
        .where('tenantId', '=', request.user.tenantId)
        .where('logType', '=', LOGIN)
        .where('createTime', '>=', toDbDateTime(first))
        .limit(200_000)
        .execute();
      const days = Array.from({ length: VISIT_DAYS }, (_, i) => tenantDay(first + i * DAY_MS));
      const visits = new Map(days.map((day) => [day, { visit: 0, ips: new Set<string>() }]));
      for (const row of rows) {
        const at = dateTimeMillis(row.createTime);
        const bucket = at === null ? undefined : visits.get(tenantDay(at));
        if (!bucket) continue;
        bucket.visit += 1;
        if (row.ip) bucket.ips.add(row.ip);
      }
      return ok(
        request.locale,
        days.map((day) => ({
          visit: visits.get(day)!.visit,
          ip: visits.get(day)!.ips.size,
          tian: day,
          type: day.slice(5),
        })),
      );
    },
  );
};
