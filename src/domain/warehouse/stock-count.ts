/** Dictionary `check_type`: the spec's own spellings (spec 4.1). */
export type CheckType = 'check_In' | 'check_out';
/** Dictionary `difference_status`. */
export type DifferenceStatus = 'none' | 'pending' | 'adjusted' | 'ignored';

export interface CountedDifference {
  diffQty: number;
  checkType: CheckType | null;
  differenceStatus: DifferenceStatus;
}

/**
 * domain.md 2.9 step 3: the difference against the book at the moment of counting, taken from the
 * ledger: `diff = check_qty − (current onhand − Σ qty_delta posted on the key after counted_at)`, so that
 * movements during the count are not mistaken for differences.
 */
export function countedDifference(
  checkQty: number,
  currentOnhand: number,
  postedSinceCount: number,
): CountedDifference {
  const diffQty = checkQty - (currentOnhand - postedSinceCount);
  if (diffQty === 0) return { diffQty, checkType: null, differenceStatus: 'none' };
  return { diffQty, checkType: diffQty > 0 ? 'check_In' : 'check_out', differenceStatus: 'pending' };
}
