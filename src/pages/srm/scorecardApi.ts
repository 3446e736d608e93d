import { get } from '../../client/http';
import type { ScorecardRow, WorkbenchSummary } from '../../domain/srm/scorecard';

export type { ScorecardRow, WorkbenchSummary } from '../../domain/srm/scorecard';

export interface Scorecard {
  from: string;
  to: string;
  records: ScorecardRow[];
}

async function result<T>(url: string, params?: Record<string, string>): Promise<T> {
  const response = await get<T>(url, params);
  if (!response.success) throw new Error(response.message);
  return response.result;
}

export const loadScorecard = (range: { from?: string; to?: string }) =>
  result<Scorecard>('/srm/scorecard/list', Object.fromEntries(Object.entries(range).filter(([, v]) => v)));

/** The supplier workbench's counts and figures (server/modules/srm/supplier-workbench.ts). */
export const WORKBENCH_SUMMARY_URL = '/srm/supplierWorkbench/summary';

export const loadWorkbench = () => result<WorkbenchSummary>(WORKBENCH_SUMMARY_URL);
