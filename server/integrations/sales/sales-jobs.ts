import type { DefaultJob } from '../../jobs/default-jobs';

/** The file drop's job, seeded running in tenant 0 by migration 0075: every 5 minutes. */
export const salesJobs: DefaultJob[] = [
  { kind: 'oms.salesOrderImport', cron: '0 */5 * * * ?', description: '导入BOS/CRM/电商销售订单文件' },
];
