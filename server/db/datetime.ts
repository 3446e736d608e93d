/**
 * Datetimes are stored as instants (ISO text on SQLite, timestamptz on PostgreSQL) and shown as
 * `yyyy-MM-dd HH:mm:ss` in GMT+8, the contract's wire format (api-contract.md 1.1).
 */

const WIRE_OFFSET_MS = 8 * 3_600_000;

/** The value to write into a datetime column. */
export function toDbDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

function toMillis(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // SQLite hands back what was written (ISO); tolerate `yyyy-MM-dd HH:mm:ss` written as UTC.
  return Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}

export function formatDateTime(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = toMillis(value);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + WIRE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function dateTimeMillis(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = toMillis(value);
  return Number.isNaN(ms) ? null : ms;
}

/** bigint columns come back as strings from pg and as numbers from SQLite. */
export function epochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
