import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
import type { Database, Engine } from './database';
import { PREPARED } from './prepared-pool';

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
  trx: Transaction<Database>,
  engine: Engine,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertRowsOptions = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
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
  const result = await trx.executeQuery<R>(CompiledQuery.raw(text, parameters));
  return result.rows;
}

/** Rows of one table to insert (`insertRowsPair`). */
export interface TableRows<T extends Table> {
  table: T;
  rows: readonly Insertable<Database[T]>[];
}

/**
 * Two inserts of plain rows (as `insertRows`) where the second's rows may refer to the first's: on
 * PostgreSQL one statement (`with first as (insert …) insert …`, one round trip instead of two; a
 * foreign key of the second rows is checked at the end of the statement, when the first rows are in),
 * prepared as `insertRows` is; on SQLite the two inserts one after the other.
 */
export async function insertRowsPair<A extends Table, B extends Table>(
  trx: Transaction<Database>,
  engine: Engine,
  first: TableRows<A>,
  second: TableRows<B>,
): Promise<void> {
  if (engine !== 'postgres' || first.rows.length === 0 || second.rows.length === 0) {
    await insertRows(trx, engine, first.table, first.rows);
    await insertRows(trx, engine, second.table, second.rows);
    return;
  }
  const a = plainRows(first.table, first.rows);
  const b = plainRows(second.table, second.rows);
  const parameters = [...a.parameters, ...b.parameters];
  const key = ['pair', engine, first.table, a.shape, second.table, b.shape].join('|');
  let text = statements.get(key);
  if (text === undefined) {
    // biome-ignore lint/suspicious/noExplicitAny: as in compileInsert, the values were typed by the caller
    const values = (table: Table, rows: readonly unknown[]) => (trx as any).insertInto(table).values(rows);
    const compiled: CompiledQuery = trx
      .with('first_rows', () => values(first.table, first.rows))
      .insertInto(second.table)
      // biome-ignore lint/suspicious/noExplicitAny: as in compileInsert
      .values(second.rows as any)
      .compile();
    checkParameters(`${first.table}, ${second.table}`, compiled, parameters);
    text = PREPARED + compiled.sql;
    remember(key, text);
  }
  await trx.executeQuery(CompiledQuery.raw(text, parameters));
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
  trx: Transaction<Database>,
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
