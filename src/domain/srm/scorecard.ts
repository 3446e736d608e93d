/**
 * The supplier scorecard's figures (issue 12 point 10, docs/decisions.md "Supplier scorecard") as the
 * server computes them (server/modules/srm/scorecard.ts) and the pages show them. A rate is a
 * percentage with one decimal, null when nothing was measured.
 */

/** What several months (or one) add up to. */
export interface ScorecardTotals {
  /** Receipt lines with a due day, posted in the month(s). */
  receiptLines: number;
  /** Of them received on or before the due day (GMT+8). */
  onTimeLines: number;
  onTimeRate: number | null;
  /** Approved inspections of the supplier's lots decided in the month(s). */
  inspections: number;
  /** Of them judged `pass` (a concession is no pass). */
  passedInspections: number;
  passRate: number | null;
  /** Purchase order items confirmed in the month(s). */
  confirmedItems: number;
  /** Mean hours from the order's release to the item's confirmation, one decimal. */
  avgConfirmHours: number | null;
}

/** One supplier's figures of one month (`YYYY-MM`, GMT+8). */
export interface ScorecardRow extends ScorecardTotals {
  partnerId: string;
  partnerName: string | null;
  month: string;
}

/** What a supplier user has to do, counted as the workbench's tabs list it, and its own figures. */
export interface WorkbenchSummary {
  counts: {
    /** Open released orders whose items await the supplier's confirmation. */
    toConfirm: number;
    /** Items of released orders still unconfirmed and open. */
    itemsToConfirm: number;
    /** Delivery notes not shipped yet (pending). */
    toShip: number;
    /** Shipped delivery notes whose labels were never printed. */
    labelsToPrint: number;
    /** Null: the plans tab shows the plan element whole, no count of a part of it. */
    deliveryPlans: number | null;
    /** Open approved returns to the supplier not acknowledged yet. */
    returnsToAcknowledge: number;
  };
  figures: ScorecardTotals & {
    /** Released items neither completed nor closed. */
    openItems: number;
    from: string;
    to: string;
  };
  months: ScorecardRow[];
}

/** A percentage with one decimal; null when nothing was measured. */
export const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
