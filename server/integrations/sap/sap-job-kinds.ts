import type { JobKind } from '../../jobs/job-kinds';
import { type EtlRunOutcome, runSapPoImport } from './etl-import';
import { describeProductionImport, runSapProductionImport } from './production-order-import';
import { purgeSapLog, SAP_LOG_RETENTION_MONTHS } from './sap-log-purge';
import { sendSapOutbox } from './sap-outbox';

/** The summary of an import run, for the job's log and the page's answer. */
export function describeImport(outcome: EtlRunOutcome): string {
  const { orders } = outcome;
  return (
    `${outcome.documents} documents (${outcome.refused} refused): ${orders.published} published, ` +
    `${orders.unchanged} unchanged, ${orders.error} in error, ${orders.skipped} skipped`
  );
}

/** The SAP boundary's job kinds (registered in server/jobs/job-kinds.ts, seeded by migrations 0048 and 0085). */
export const sapJobKinds: Record<string, JobKind> = {
  'srm.sapPoImport': {
    title: { zh: 'SAP采购订单导入', en: 'SAP purchase order import' },
    parameter: { zh: '导入到的租户（默认0）', en: 'Tenant imported into (default 0)' },
    run: async (ctx, parameter) => {
      const tenantId = parameter && /^\d{1,9}$/.test(parameter.trim()) ? Number(parameter) : 0;
      const outcome = await runSapPoImport(ctx, { tenantId });
      return { ok: outcome.refused === 0, message: describeImport(outcome) };
    },
  },
  'oms.sapOutbox': {
    title: { zh: 'SAP发件箱', en: 'SAP outbox' },
    run: async (ctx) => {
      const { sent, retrying, failed } = await sendSapOutbox(ctx);
      return { ok: failed === 0, message: `${sent} sent, ${retrying} to retry, ${failed} failed` };
    },
  },
  'oms.sapLogPurge': {
    title: { zh: 'SAP日志清理', en: 'SAP log purge' },
    parameter: { zh: '保留月数（默认13）', en: 'Months to keep (default 13)' },
    run: async (ctx, parameter) => {
      const months =
        parameter && /^\d{1,3}$/.test(parameter.trim()) && Number(parameter) > 0
          ? Number(parameter)
          : SAP_LOG_RETENTION_MONTHS;
      const removed = await purgeSapLog(ctx, months);
      return {
        ok: true,
        message: `${removed} successful or ignored SAP log rows older than ${months} months removed`,
      };
    },
  },
  'mes.sapProductionImport': {
    title: { zh: 'SAP生产订单导入', en: 'SAP production order import' },
    parameter: { zh: '导入到的租户（默认0）', en: 'Tenant imported into (default 0)' },
    run: async (ctx, parameter) => {
      const tenantId = parameter && /^\d{1,9}$/.test(parameter.trim()) ? Number(parameter) : 0;
      const outcome = await runSapProductionImport(ctx, { tenantId });
      return { ok: outcome.refused === 0, message: describeProductionImport(outcome) };
    },
  },
};
