import type { LocalText } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { salesJobKinds } from '../integrations/sales/sales-job-kinds';
import { sapJobKinds } from '../integrations/sap/sap-job-kinds';
import { recalculatePendingCosts } from '../modules/offer/recalculate-costs';
import { supplierSettleJob } from '../modules/settle/month-end-settlement';
import { runReplenishment } from '../modules/warehouse/replenish/run-replenishment';
import { warehouseJobs } from '../modules/warehouse/warehouse-jobs';
import { purgeOldLogs } from './log-retention';
import { sendQueuedMessages } from './message-sender';
import { takeStockAgeSnapshot } from './stock-age-snapshot';

/** What a run reports back; stored as the job's last result. */
export interface JobOutcome {
  ok: boolean;
  message: string;
}

export interface JobKind {
  title: LocalText;
  /** What the `parameter` of a job row means, for the page. */
  parameter?: LocalText;
  run(ctx: AppContext, parameter: string | null): Promise<JobOutcome>;
}

const DEFAULT_LOG_DAYS = 180;

/**
 * The registry of schedulable work (api-contract 8.5, 11): a job row names one of these keys, never a
 * class or a script. An area adds its kinds here.
 */
export const jobKinds: Record<string, JobKind> = {
  'sys.logRetention': {
    title: { zh: '日志清理', en: 'Log retention' },
    parameter: { zh: '保留天数（默认180）', en: 'Days to keep (default 180)' },
    run: async (ctx, parameter) => {
      const days = parameter && /^\d{1,5}$/.test(parameter.trim()) ? Number(parameter) : DEFAULT_LOG_DAYS;
      const removed = await purgeOldLogs(ctx, days);
      return { ok: true, message: `${removed} log rows older than ${days} days removed` };
    },
  },
  'sys.sessionSweep': {
    title: { zh: '过期会话清理', en: 'Expired-session sweep' },
    run: async (ctx) => {
      await ctx.sessions.purge();
      return { ok: true, message: 'expired and revoked sessions removed' };
    },
  },
  'sys.messageSender': {
    title: { zh: '消息发送', en: 'Message sender' },
    run: sendQueuedMessages,
  },
  'wms.verifyInventory': {
    title: { zh: '库存台账复核', en: 'Ledger re-check' },
    run: async (ctx) => {
      const outcome = await warehouseJobs['wms.verifyInventory']!(ctx.db);
      return { ok: outcome.ok, message: outcome.message };
    },
  },
  'wms.stockAgeSnapshot': {
    title: { zh: '库龄快照', en: 'Stock-age snapshot' },
    run: takeStockAgeSnapshot,
  },
  'wms.replenish': {
    title: { zh: '补货（最低/最高库存）', en: 'Replenishment (min/max)' },
    run: runReplenishment,
  },
  ...sapJobKinds,
  'ofr.recalculateCosts': {
    title: { zh: '材料成本批量重算', en: 'Material cost recalculation' },
    run: async (ctx) => {
      const outcome = await recalculatePendingCosts(ctx);
      const refused = outcome.examples.length > 0 ? ` (${outcome.examples.join('; ')})` : '';
      return {
        ok: outcome.refused === 0,
        message: `${outcome.done - outcome.refused} of ${outcome.total} pending material costs recalculated, ${outcome.refused} refused${refused}`,
      };
    },
  },
  ...salesJobKinds,
  'oms.supplierSettle': {
    title: { zh: '月末供应商对账', en: 'Month-end supplier settlement' },
    parameter: { zh: '月份 YYYY-MM（默认上月）', en: 'Month YYYY-MM (default: last month)' },
    run: supplierSettleJob,
  },
};

export function isJobKind(kind: string): boolean {
  return Object.hasOwn(jobKinds, kind);
}
