/**
 * The fees of a completed field-service activity (docs/decisions.md "Service settlement fees"): FSM
 * sends no fee per activity, so the settlement derives them from what the activity's spare-part
 * requests record, at the tenant's service rates. Quantities are scaled to 3 places, prices to 6.
 */

export type ServiceFeeItem = 'labor' | 'travel' | 'material' | 'other';

/** The service rates (CNY): labour per hour, travel per visit, handling per part delivered. */
export const SERVICE_RATES = {
  /** Hours of one visit, and the extra hours of an urgent (priority H) one. */
  laborHours: 2_000,
  urgentExtraHours: 1_000,
  laborPerHour: 180_000_000,
  travelPerVisit: 150_000_000,
  materialPerPart: 20_000_000,
} as const;

/** A completed activity as the settlement sees it: its requests merged. */
export interface CompletedActivity {
  /** FSM's activity id, else the request's FSM key: what makes it one activity. */
  activityKey: string;
  priority: string | null;
  /** Parts delivered for it, scaled (3 places). */
  deliveredQty: number;
}

export interface ActivityFee {
  feeItem: ServiceFeeItem;
  qty: number;
  unitPrice: number;
}

/** Labour and travel for every visit; material handling when parts were delivered. */
export function activityFees(activity: CompletedActivity): ActivityFee[] {
  const hours = SERVICE_RATES.laborHours + (activity.priority === 'H' ? SERVICE_RATES.urgentExtraHours : 0);
  const fees: ActivityFee[] = [
    { feeItem: 'labor', qty: hours, unitPrice: SERVICE_RATES.laborPerHour },
    { feeItem: 'travel', qty: 1_000, unitPrice: SERVICE_RATES.travelPerVisit },
  ];
  if (activity.deliveredQty > 0)
    fees.push({ feeItem: 'material', qty: activity.deliveredQty, unitPrice: SERVICE_RATES.materialPerPart });
  return fees;
}

/** The key that makes a fee settled once: the activity and the fee item. */
export function settleKey(activityKey: string, feeItem: ServiceFeeItem): string {
  return `${activityKey}|${feeItem}`.slice(0, 128);
}
