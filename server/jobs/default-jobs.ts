import { stableId } from '../db/ids';

/** A job every installation starts with (migration 0020 seeds them in tenant 0, running). */
export interface DefaultJob {
  kind: string;
  /** Quartz cron with seconds (server/jobs/cron.ts), in GMT+8 like the rest of the contract. */
  cron: string;
  parameter?: string;
  description: string;
}

export const defaultJobs: DefaultJob[] = [
  { kind: 'sys.logRetention', cron: '0 30 2 * * ?', parameter: '180', description: '清理180天前的日志' },
  { kind: 'sys.sessionSweep', cron: '0 0 * * * ?', description: '清理过期和已注销的会话' },
  { kind: 'sys.messageSender', cron: '0 * * * * ?', description: '发送消息队列中的消息' },
  { kind: 'wms.verifyInventory', cron: '0 0 3 * * ?', description: '夜间复核库存台账与余额' },
  { kind: 'wms.stockAgeSnapshot', cron: '0 10 0 * * ?', description: '夜间库龄快照' },
];

/** The `sys_quartz_job` rows of jobs seeded running in tenant 0 (migrations 0020 and 0048). */
export function seededJobRows(jobs: readonly DefaultJob[], at: string) {
  return jobs.map((job) => ({
    tenant_id: 0,
    version: 0,
    create_by: 'system',
    create_time: at,
    id: stableId('quartz_job', job.kind),
    job_class_name: job.kind,
    cron_expression: job.cron,
    parameter: job.parameter ?? null,
    description: job.description,
    status: '0',
  }));
}
