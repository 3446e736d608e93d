import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_quartz_job` (api-contract 8.5): a schedule of a job kind compiled into the server. `jobClassName`
 * names a registered kind (server/jobs/job-kinds.ts), never a class or a script; `cronExpression` is a
 * Quartz-style cron with seconds. The last run and its outcome are written by the scheduler.
 */
export const quartzJob = defineEntity({
  name: 'quartzJob',
  table: 'sys_quartz_job',
  permission: menuPermission('sys.quartzJob'),
  label: { zh: '定时任务', en: 'Scheduled job' },
  fields: {
    jobClassName: field.str(100, {
      label: { zh: '任务类型', en: 'Job kind' },
      required: true,
      query: 'eq',
    }),
    cronExpression: field.str(100, {
      label: { zh: 'Cron表达式', en: 'Cron expression' },
      required: true,
    }),
    parameter: field.str(500, { label: { zh: '参数', en: 'Parameter' } }),
    description: field.str(200, { label: { zh: '描述', en: 'Description' }, query: 'like' }),
    // api-contract 8.5: 0 running, -1 stopped; a new job starts running.
    status: field.dict('quartz_status', {
      label: { zh: '状态', en: 'Status' },
      default: '0',
      required: true,
      query: 'eq',
    }),
    nextRunTime: field.datetime({ label: { zh: '下次执行', en: 'Next run' }, system: true, form: false }),
    lastRunTime: field.datetime({ label: { zh: '上次执行', en: 'Last run' }, system: true, form: false }),
    // `ok` or `failed`.
    lastRunStatus: field.str(16, { label: { zh: '上次结果', en: 'Last result' }, system: true, form: false }),
    lastRunMessage: field.str(1000, {
      label: { zh: '执行信息', en: 'Run message' },
      system: true,
      form: false,
    }),
    lastRunMs: field.int({ label: { zh: '耗时(毫秒)', en: 'Duration (ms)' }, system: true, form: false }),
    // The scheduled instant a node claimed last (epoch ms): one firing runs on one node only.
    lastFireAt: field.datetime({
      label: { zh: '最近触发', en: 'Last firing' },
      system: true,
      form: false,
      list: false,
      secret: true,
    }),
  },
});
