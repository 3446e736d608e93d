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

export const loadWorkbench = () => result<WorkbenchSummary>('/srm/supplierWorkbench/summary');
