import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database, Engine } from './database';
import { PREPARED } from './prepared-pool';
import type { SqlWrite } from './raw-sql';

type Table = keyof Database & string;

export interface InsertRowsOptions {
  /** `ON CONFLICT (…) DO NOTHING` on these camelCase columns. */
  conflictDoNothing?: readonly string[];
  /** camelCase columns to return from the inserted rows. */
  returning?: readonly string[];
}

/** SQL text by engine, table, columns, row count and options; shapes are few (bench/ledger). */
const statements = new Map<string, string>();
const MAX_STATEMENTS = 500;

/**
 * One multi-row INSERT of plain rows (every value a primitive or null, the columns of the first row in
 * every row, in the same order) whose SQL is compiled by Kysely once per shape; later inserts of that
 * shape only bind their values. Building and compiling the insert was a fifth of a posting's CPU time
 * (bench/ledger): Kysely parses every value of every row into its operation tree each time. On a new
 * shape the compiled parameters are checked to be the row values in order, so a row that does not fit
 * (an expression, a missing or extra column) fails loudly instead of binding the wrong values.
 */
export async function insertRows<T extends Table, R = Record<string, unknown>>(
  trx: Kysely<Database>,
  engine: Engine,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const { text, parameters } = insertRowsStatement(trx, engine, table, rows, options);
  const result = await trx.executeQuery<R>(CompiledQuery.raw(text, [...parameters]));
  return result.rows;
}

/** The statement `insertRows` runs (at least one row), to run with other writes (`executeWrites`). */
export function insertRowsStatement<T extends Table>(
  trx: Kysely<Database>,
  engine: Engine,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions = {},
): SqlWrite {
  const { shape, parameters } = plainRows(table, rows);
  const key = [
    engine,
    table,
    shape,
    options.conflictDoNothing?.join(',') ?? '',
    options.returning?.join(',') ?? '',
  ].join('|');
  let text = statements.get(key);
  if (text === undefined) {
    const compiled = compileInsert(trx, table, rows, options, parameters);
    text = engine === 'postgres' ? PREPARED + compiled : compiled;
    remember(key, text);
  }
  return { text, parameters };
}

/** The rows' values in column order and the shape of the rows (count and columns). */
function plainRows(table: Table, rows: readonly object[]): { shape: string; parameters: unknown[] } {
  const columns = Object.keys(rows[0]!);
  const parameters: unknown[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const keys = Object.keys(values);
    if (keys.length !== columns.length) throw new Error(`insertRows ${table}: rows differ in columns`);
    for (let i = 0; i < columns.length; i++) {
      if (keys[i] !== columns[i]) throw new Error(`insertRows ${table}: rows differ in columns`);
      parameters.push(values[keys[i]!]);
    }
  }
  return { shape: `${rows.length}|${columns.join(',')}`, parameters };
}

function remember(key: string, text: string): void {
  if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
  statements.set(key, text);
}

/** On a new shape: the compiled parameters must be the row values in order, else the rows do not fit. */
function checkParameters(table: string, compiled: CompiledQuery, parameters: readonly unknown[]): void {
  const same =
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, i) => value === parameters[i]);
  if (!same) throw new Error(`insertRows ${table}: the values are not plain, in column order`);
}

function compileInsert<T extends Table>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions,
  parameters: readonly unknown[],
): string {
  // The generic Database type does not narrow to one table's columns here; the values were typed by the caller.
  // biome-ignore lint/suspicious/noExplicitAny: see the line above
  let query: any = trx.insertInto(table).values(rows as any);
  if (options.conflictDoNothing) {
    const conflict = options.conflictDoNothing;
    // biome-ignore lint/suspicious/noExplicitAny: the columns belong to the table, as above
    query = query.onConflict((oc: any) => oc.columns(conflict).doNothing());
  }
  if (options.returning) query = query.returning(options.returning);
  const compiled: CompiledQuery = query.compile();
  checkParameters(table, compiled, parameters);
  return compiled.sql;
}
