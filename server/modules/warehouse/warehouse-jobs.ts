import type { Db } from '../../db/database';
import { verifyInventory } from './ledger/verify-inventory';

/** What a job reports back to the scheduler's log. */
export interface JobOutcome {
  ok: boolean;
  message: string;
  detail?: unknown;
}

export type JobHandler = (db: Db) => Promise<JobOutcome>;

/**
 * The warehouse's scheduled jobs by `job_class_name` (api-contract 8.5: a registry of built-in jobs,
 * never a class name to instantiate). The scheduler that runs them by cron lives elsewhere.
 */
export const warehouseJobs: Record<string, JobHandler> = {
  // domain.md 2.10: the nightly re-check of I3, I4 and I10; any mismatch is a failure to look at.
  'wms.verifyInventory': async (db) => {
    const { balanceRows, mismatches } = await verifyInventory(db);
    return {
      ok: mismatches.length === 0,
      message: `${balanceRows} balance rows checked, ${mismatches.length} mismatches`,
      detail: mismatches.slice(0, 100),
    };
  },
};
