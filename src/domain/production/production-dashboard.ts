/**
 * The production dashboard's figures (issue 14 point 9), as `GET /mes/productionOrder/dashboard` answers
 * them (server/modules/production/production-dashboard.ts) and the dashboard page shows them
 * (src/pages/production/ProductionDashboardPage.tsx); quantities are decimals.
 */
export interface ProductionDashboard {
  /** Orders per state: pending, released (approved, unexecuted), executing, completed, closed, cancelled. */
  byStatus: { status: string; count: number }[];
  /** Per day of the last 14: the good quantity reported (approved reports) and the quantity planned to end. */
  outputVsPlan: { day: string; output: number; planned: number }[];
  /** Scrap / (good + scrap) of the approved reports of those days, percent with 2 places (null: none). */
  scrapRatePct: number | null;
  good: number;
  scrap: number;
  /** Stock at the line-side facilities, per product, largest first. */
  lineSide: { productId: string; product: string; qty: number }[];
  /** Consumed vs what the BOM asks for what was reported, per component, largest deviation first. */
  materialVariance: {
    productId: string;
    product: string;
    consumed: number;
    standard: number;
    variance: number;
  }[];
}
