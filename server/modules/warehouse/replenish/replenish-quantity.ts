/** The min/max rule of one product in one facility, scaled quantities (qty x 1000). */
export interface ReplenishRule {
  minQty: number;
  maxQty: number;
  /** 0 means any quantity. */
  reorderMultiple: number;
}

/**
 * domain.md 3.4: a facility whose usable plus incoming quantity is below `min_qty` orders up to
 * `max_qty`, in whole `reorder_multiple`s. Rounded up, as OFBiz does: a multiple larger than the gap
 * may take the facility past its maximum, but never leaves it below its minimum.
 */
export function replenishQuantity(rule: ReplenishRule, available: number): number {
  if (available >= rule.minQty) return 0;
  const gap = rule.maxQty - available;
  if (gap <= 0) return 0;
  if (rule.reorderMultiple <= 0) return gap;
  return Math.ceil(gap / rule.reorderMultiple) * rule.reorderMultiple;
}
