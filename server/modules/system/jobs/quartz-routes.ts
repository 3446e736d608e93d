import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pickText } from '../../../../src/domain/i18n-text';
import { quartzJob } from '../../../../src/domain/system/entities/quartz-job';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { notice } from '../../../entity/notice';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { noResult, openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import type { SessionUser } from '../../../http/session-user';
import { cronProblem } from '../../../jobs/cron';
import { isJobKind, jobKinds } from '../../../jobs/job-kinds';
import { JOB_RUNNING, JOB_STOPPED, JobScheduler } from '../../../jobs/job-scheduler';
import { queryId } from '../legacy-list';

const schedulers = new WeakMap<AppContext, JobScheduler>();

/** The scheduler of an app (tests run jobs and read its timers). */
export function jobScheduler(ctx: AppContext): JobScheduler | undefined {
  return schedulers.get(ctx);
}

/**
 * Scheduled jobs (api-contract 8.5, issue 7 point 2): the job table on the engine, with writes refused
 * unless the kind is registered in server code and the cron parses; after every write the scheduler
 * follows the table. Pause, resume and run-once, and the list of registered kinds for the form.
 */
export const quartzRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const scheduler = new JobScheduler(ctx, app.log);
  schedulers.set(ctx, scheduler);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  // Writes through the generic routes: every node follows the job table before the answer goes out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode !== 200 || !request.url.includes('/sys/quartzJob/'))
      return payload;
    await scheduler.followTable();
    return payload;
  });

  registerEntity(app, quartzJob, {
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const { jobClassName, cronExpression } = event.record.values;
      if (typeof jobClassName === 'string' && !isJobKind(jobClassName)) {
        throw new AppError('quartz.unknownKind', { kind: jobClassName.slice(0, 100) });
      }
      if (typeof cronExpression === 'string') {
        const problem = cronProblem(cronExpression);
        if (problem) throw new AppError('quartz.badCron', { detail: problem.slice(0, 200) });
      }
    },
  });

  const kinds = replies(
    Type.Array(
      openObject({
        value: Type.String({ description: 'the job class name' }),
        text: Type.String(),
        title: Type.String(),
        parameter: Type.Union([Type.String({ description: 'what the parameter means' }), Type.Null()]),
      }),
    ),
  );
  app.get(
    '/sys/quartzJob/kinds',
    { onRequest: requireEntityAccess(quartzJob), schema: { response: kinds } },
    async (request) =>
      ok(
        request.locale,
        Object.entries(jobKinds).map(([value, kind]) => ({
          value,
          text: pickText(kind.title, request.locale),
          title: pickText(kind.title, request.locale),
          parameter: kind.parameter ? pickText(kind.parameter, request.locale) : null,
        })),
      ),
  );

  const setStatus = async (id: string, status: string, user: SessionUser) => {
    const result = await ctx.db
      .updateTable('sysQuartzJob')
      .set({ status, updateBy: user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', '=', id)
      .where('tenantId', '=', user.tenantId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('entity.notFound');
    await scheduler.followTable();
  };
  const edit = { onRequest: requirePermission('sys:quartzJob:edit'), config: { operationLog: true } };
  const switched = { ...edit, schema: { response: replies(noResult) } };
  app.get('/sys/quartzJob/pause', switched, async (request) => {
    await setStatus(queryId(request.query), JOB_STOPPED, request.user);
    return notice(request.locale, null, systemNotices.jobPaused);
  });
  app.get('/sys/quartzJob/resume', switched, async (request) => {
    await setStatus(queryId(request.query), JOB_RUNNING, request.user);
    return notice(request.locale, null, systemNotices.jobResumed);
  });
  const ran = replies(
    openObject({ ok: Type.Boolean(), message: Type.String(), ms: Type.Number({ description: 'run time' }) }),
  );
  app.get('/sys/quartzJob/execute', { ...edit, schema: { response: ran } }, async (request) => {
    const job = await ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('id', '=', queryId(request.query))
      .where('tenantId', '=', request.user.tenantId)
      .executeTakeFirst();
    const result = job ? await scheduler.runNow(job.id) : null;
    if (!result) throw new AppError('entity.notFound');
    if (!result.ok) throw new AppError('quartz.runFailed', { detail: result.message.slice(0, 300) });
    return notice(request.locale, result, systemNotices.jobExecuted);
  });
};
