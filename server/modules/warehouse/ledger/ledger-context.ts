import type { Transaction } from 'kysely';
import type { Database, Engine } from '../../../db/database';
import '../warehouse-tables';

/** What every ledger operation runs in: one write transaction of one tenant, by one user, at one instant. */
export interface LedgerContext {
  trx: Transaction<Database>;
  engine: Engine;
  tenantId: number;
  username: string;
  now: number;
}

/** Scaled quantities come back as numbers (SQLite) or strings (PostgreSQL bigint). */
export function qty(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A date column as `YYYY-MM-DD` (text on SQLite, Date at local midnight from pg); a NOT NULL one's is set. */
export function dayOf(value: string | Date): string;
export function dayOf(value: string | Date | null | undefined): string | null;
export function dayOf(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value.slice(0, 10);
}
