import { type RawBuilder, sql } from 'kysely';

/**
 * `case id when … then … end`: one UPDATE gives each row its own quantity, so an action on ten lines is
 * one statement instead of ten (bench/ledger). The cast keeps PostgreSQL from typing the parameters as
 * text; SQLite reads it as integer affinity.
 */
export function quantityById<T extends { id: string }>(
  rows: readonly T[],
  value: (row: T) => number,
): RawBuilder<number> {
  return sql<number>`case id ${sql.join(
    rows.map((row) => sql`when ${row.id} then cast(${value(row)} as bigint)`),
    sql` `,
  )} end`;
}
