/** Dictionary `age_bucket` (domain.md 2.6, 5). */
export type AgeBucket = 'd0_30' | 'd31_90' | 'd91_180' | 'd181_365' | 'd365_plus';

const DAY_MS = 86_400_000;
/** The tenant's time zone is the contract's GMT+8 (api-contract 1.1). */
const TENANT_OFFSET_MS = 8 * 3_600_000;

/** The calendar day of an instant in the tenant's time zone, `YYYY-MM-DD`. */
export function tenantDay(epochMs: number): string {
  return new Date(epochMs + TENANT_OFFSET_MS).toISOString().slice(0, 10);
}

/** `age_days = current date − batch.received_date`, whole days (domain.md 2.6). */
export function ageDays(receivedDate: string, today: string): number {
  return Math.round((Date.parse(today.slice(0, 10)) - Date.parse(receivedDate.slice(0, 10))) / DAY_MS);
}

export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return 'd0_30';
  if (days <= 90) return 'd31_90';
  if (days <= 180) return 'd91_180';
  if (days <= 365) return 'd181_365';
  return 'd365_plus';
}

/** Quantity-weighted mean age of several rows (the age of a product in a facility). */
export function weightedAgeDays(rows: readonly { qty: number; ageDays: number }[]): number | null {
  const total = rows.reduce((sum, row) => sum + row.qty, 0);
  if (total <= 0) return null;
  return Math.round(rows.reduce((sum, row) => sum + row.qty * row.ageDays, 0) / total);
}
