import type { DefaultJob } from '../../jobs/default-jobs';

/**
 * The SAP boundary's scheduled jobs, seeded running in tenant 0 by migration 0048 (not in
 * `defaultJobs`, which migration 0020 seeded before these kinds existed): the purchase-order import
 * every 15 minutes (domain.md 4.1 step 1) and the outbox worker every minute (its back-off is per
 * message). The parameter of the import is the tenant it imports into.
 */
export const sapJobs: DefaultJob[] = [
  {
    kind: 'srm.sapPoImport',
    cron: '0 */15 * * * ?',
    parameter: '0',
    description: '从SAP导入采购订单 (IDoc ORDERS05)',
  },
  { kind: 'oms.sapOutbox', cron: '0 * * * * ?', description: '发送SAP发件箱中的消息' },
];

/** The purge of the SAP log (13 months, domain.md 6.1), nightly at 02:45, seeded by migration 0085. */
export const sapLogJobs: DefaultJob[] = [
  {
    kind: 'oms.sapLogPurge',
    cron: '0 45 2 * * ?',
    parameter: '13',
    description: '清理13个月前已成功或已忽略的SAP日志',
  },
];
