import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type RawBuilder, SqliteDialect, sql } from 'kysely';
import type { AppContext } from '../../context';
import { formatDateTime } from '../../db/datetime';
import { escapeLike } from '../../entity/entity-filters';
import { AppError } from '../../http/app-error';
import type { ReportDefinition } from './report-definition';
import { type ReportBindings, reportQuery } from './report-sql';

/** A report never answers more rows than this, even with getAll (api-contract 11: cap every page). */
export const REPORT_ROW_CAP = 10_000;
/** PostgreSQL statement timeout of a report query. */
export const REPORT_TIMEOUT_MS = 15_000;

export type ReportFilter =
  | { field: string; op: 'eq' | 'ge' | 'le'; value: string | number }
  | { field: string; op: 'like'; pattern: string };

export interface ReportRequest {
  filters: ReportFilter[];
  sort: { field: string; order: 'asc' | 'desc' } | null;
  /** null: every row up to the cap. */
  page: { pageNo: number; pageSize: number } | null;
  bindings: ReportBindings;
}

export interface ReportRows {
  records: Record<string, unknown>[];
  total: number;
}

type ReportDb = Kysely<Record<string, never>>;

const readonlyConnections = new WeakMap<AppContext, ReportDb>();

/**
 * Where report SQL runs: on PostgreSQL a read-only transaction with a statement timeout, on SQLite a
 * second connection opened read-only on the same file (a report can never write, whatever its text).
 */
async function withReportDb<T>(ctx: AppContext, run: (db: ReportDb) => Promise<T>): Promise<T> {
  if (ctx.engine === 'postgres') {
    return ctx.db
      .withoutPlugins()
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`set local statement_timeout = ${sql.lit(REPORT_TIMEOUT_MS)}`.execute(trx);
        return run(trx as unknown as ReportDb);
      });
  }
  let db = readonlyConnections.get(ctx);
  if (!db) {
    const file = join(ctx.config.dataDir, 'isps.sqlite');
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }),
    });
    readonlyConnections.set(ctx, db);
  }
  return run(db);
}

/** Closes the read-only SQLite connection of an app (its onClose hook). */
export async function closeReportDb(ctx: AppContext): Promise<void> {
  const db = readonlyConnections.get(ctx);
  readonlyConnections.delete(ctx);
  await db?.destroy();
}

/**
 * Runs a report: `select * from (<report sql>) t where <filters> order by t.<column> limit`, every
 * filter and placeholder bound, the column only one of the report's fields (checked by the caller),
 * records reduced to the report's fields with lower-case keys (api-contract 7.2).
 */
export async function runReport(
  ctx: AppContext,
  report: ReportDefinition,
  request: ReportRequest,
): Promise<ReportRows> {
  const inner = reportQuery(report.parts, request.bindings);
  const where = request.filters.map((filter) => filterSql(filter, ctx.engine === 'postgres'));
  const whereSql = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  const firstField = report.items[0]?.fieldName;
  const orderSql = request.sort
    ? sql` order by ${sql.ref(`t.${request.sort.field}`)} ${sql.raw(request.sort.order)}`
    : firstField
      ? sql` order by ${sql.ref(`t.${firstField}`)}`
      : sql``;
  const limit = request.page ? Math.min(request.page.pageSize, REPORT_ROW_CAP) : REPORT_ROW_CAP;
  const offset = request.page ? (request.page.pageNo - 1) * request.page.pageSize : 0;
  try {
    return await withReportDb(ctx, async (db) => {
      const rows = await sql<
        Record<string, unknown>
      >`select * from (${inner}) t${whereSql}${orderSql} limit ${limit} offset ${offset}`.execute(db);
      const total =
        offset === 0 && rows.rows.length < limit
          ? rows.rows.length
          : Number(
              (
                await sql<{ total: unknown }>`select count(*) as total from (${inner}) t${whereSql}`.execute(
                  db,
                )
              ).rows[0]?.total ?? 0,
            );
      return { records: rows.rows.map((row) => project(report, row)), total };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('report.sqlFailed', {
      detail: String((error as Error).message ?? error).slice(0, 300),
    });
  }
}

function filterSql(filter: ReportFilter, postgres: boolean): RawBuilder<unknown> {
  const column = sql.ref(`t.${filter.field}`);
  if (filter.op === 'like') {
    return postgres
      ? sql`cast(${column} as text) ilike ${filter.pattern} escape ${'\\'}`
      : sql`${column} like ${filter.pattern} escape ${'\\'}`;
  }
  const operator = filter.op === 'eq' ? '=' : filter.op === 'ge' ? '>=' : '<=';
  return sql`${column} ${sql.raw(operator)} ${filter.value}`;
}

/** `*text*` of a single-mode filter: the stars are wildcards, everything else is literal. */
export function likePattern(value: string): string {
  return value
    .split('*')
    .map((piece) => escapeLike(piece))
    .join('%');
}

function project(report: ReportDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const lower = new Map(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]));
  const out: Record<string, unknown> = {};
  if (lower.has('id')) out.id = stringify(lower.get('id'));
  for (const item of report.items) {
    const value = lower.get(item.fieldName);
    const type = item.fieldType.toLowerCase();
    out[item.fieldName] =
      value instanceof Date || (type === 'datetime' && typeof value === 'string' && value.includes('T'))
        ? formatDateTime(value as Date | string)
        : stringify(value);
  }
  return out;
}

function stringify(value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : (value ?? null);
}
