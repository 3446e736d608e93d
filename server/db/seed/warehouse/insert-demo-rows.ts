import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';

/**
 * Inserts demo rows 200 to a statement: one round trip per 200 rows instead of per row (PostgreSQL pays
 * about a millisecond per round trip), and well below both engines' limit of bound values.
 */
export async function insertDemoRows(
  lc: LedgerContext,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const db = lc.trx.withTables<Record<string, Record<string, unknown>>>();
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
