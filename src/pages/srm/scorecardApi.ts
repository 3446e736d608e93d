import { get } from '../../client/http';

/** One supplier's figures of one month (server/modules/srm/scorecard.ts). */
export interface ScorecardRow {
  partnerId: string;
  partnerName: string | null;
  month: string;
  receiptLines: number;
  onTimeLines: number;
  onTimeRate: number | null;
  inspections: number;
  passedInspections: number;
  passRate: number | null;
  confirmedItems: number;
  avgConfirmHours: number | null;
}

export interface Scorecard {
  from: string;
  to: string;
  records: ScorecardRow[];
}

/** GET /srm/supplierWorkbench/summary: what a supplier user has to do and its own figures. */
export interface WorkbenchSummary {
  counts: {
    toConfirm: number;
    itemsToConfirm: number;
    toShip: number;
    labelsToPrint: number;
    deliveryPlans: number | null;
    returnsToAcknowledge: number;
  };
  figures: {
    receiptLines: number;
    onTimeLines: number;
    onTimeRate: number | null;
    inspections: number;
    passedInspections: number;
    passRate: number | null;
    confirmedItems: number;
    avgConfirmHours: number | null;
    openItems: number;
    from: string;
    to: string;
  };
  months: ScorecardRow[];
}

async function result<T>(url: string, params?: Record<string, string>): Promise<T> {
  const response = await get<T>(url, params);
  if (!response.success) throw new Error(response.message);
  return response.result;
}

export const loadScorecard = (range: { from?: string; to?: string }) =>
  result<Scorecard>('/srm/scorecard/list', Object.fromEntries(Object.entries(range).filter(([, v]) => v)));

export const loadWorkbench = () => result<WorkbenchSummary>('/srm/supplierWorkbench/summary');
