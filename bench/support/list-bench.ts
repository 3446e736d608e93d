import { loadavg } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/database';
import type { EngineName } from '../../tests/server/harness';
import { planOf, replayer, traceStatements } from './sqlite-trace';
import { elapsed, percentile } from './timing';

/**
 * What the list benches at a million rows share (bench/srm/po-list-scan.ts, bench/production/order-list.ts):
 * filling a table from one model row inside the database, and timing a list page through the whole API
 * beside the raw SQL of the same page and total.
 */

type AnyDb = Kysely<Database>;

/** The table's column names (snake case), as the engine lists them. */
async function columnsOf(db: AnyDb, engine: EngineName, table: string): Promise<string[]> {
  const rows =
    engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_name = ${table} and table_schema = current_schema()`.execute(db)
        ).rows;
  return rows.map((row) => row.name);
}

/**
 * `count` copies of the row `modelId` of `table` with the columns of `vary` computed from `n` (0 ..
 * count - 1, SQL expressions), inserted by the database itself in batches of 100 000 (a recursive series
 * both engines run), then the planner's statistics. Answers the seconds it took.
 */
export async function fillFromModel(
  db: AnyDb,
  engine: EngineName,
  table: string,
  modelId: string,
  count: number,
  vary: Record<string, string>,
): Promise<number> {
  const started = Date.now();
  const columns = await columnsOf(db, engine, table);
  const list = columns.join(', ');
  const values = columns.map((column) => vary[column] ?? `m.${column}`).join(', ');
  for (let from = 0; from < count; from += 100_000) {
    const to = Math.min(count, from + 100_000) - 1;
    await sql
      .raw(
        `insert into ${table} (${list})
         with recursive s(n) as (select ${from} union all select n + 1 from s where n < ${to})
         select ${values} from s cross join (select * from ${table} where id = '${modelId}') m`,
      )
      .execute(db);
  }
  // The planner's statistics; on PostgreSQL also the visibility map, without which a count cannot be an
  // index-only scan (autovacuum gives a live table both; a bulk fill has neither yet).
  await (engine === 'postgres' ? sql`vacuum analyze ${sql.raw(table)}` : sql`analyze`).execute(db);
  return (Date.now() - started) / 1000;
}

/** The SQL of `n` as text (ids, codes). */
export const seriesText = (prefix: string, n = 'n') => `'${prefix}' || cast(${n} as varchar(20))`;
/** The SQL choosing one of `values` by `n` modulo their count. */
export const seriesPick = (values: readonly string[], n: string) =>
  `case ${values.map((value, i) => `when ${n} % ${values.length} = ${i} then '${value}'`).join(' ')} end`;
/** The SQL of the day `n` days after 2024-01-01. */
export const seriesDay = (engine: EngineName, n: string) =>
  engine === 'sqlite' ? `date('2024-01-01', '+' || (${n}) || ' days')` : `date '2024-01-01' + (${n})::int`;

export interface ListCase {
  name: string;
  /** The list's query string (filter, `column`/`order`, `pageNo`, `pageSize`). */
  query: string;
  /** The raw SQL's filter and order of the same page (tenant 0 is added; `<table>` plain, no alias). */
  where: string;
  order: string;
  token: string;
  /**
   * The page shows the texts of its references (entity-texts.ts: one statement over every reference
   * field): the raw SQL of the same page reads them too, by the ids of the page's rows.
   */
  texts?: readonly RawText[];
}

/** A reference the page shows as text: the page row's column, the referenced table and its shown column. */
export interface RawText {
  column: string;
  table: string;
  shown: string;
}

const quoted = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;

/** The raw SQL of the reference texts of `rows` (literals), as one `union all`; null when none is set. */
function rawTextsSql(texts: readonly RawText[], rows: readonly Record<string, unknown>[]): string | null {
  const parts = texts.flatMap((text, index) => {
    const ids = [
      ...new Set(rows.map((row) => row[text.column]).filter((id) => id !== null && id !== undefined)),
    ];
    return ids.length === 0
      ? []
      : [
          `select ${index} as ref, id, ${text.shown} as shown from ${text.table} where tenant_id = 0 and id in (${ids.map(quoted).join(', ')})`,
        ];
  });
  return parts.length === 0 ? null : parts.join(' union all ');
}

export interface ListCaseOptions {
  db: AnyDb;
  table: string;
  basePath: string;
  runs: number;
  warmup: number;
  /** GET through the whole API (app.inject with the token), answering the parsed JSON. */
  get: (url: string, token: string) => Promise<unknown>;
  /** The descriptor's `listTotalCap`: the raw side counts as far as the page does. */
  totalCap?: number;
}

/**
 * Times a list case: the page through the API and the raw SQL of the same page and total, alternately,
 * after checking both count the same rows. Answers the row of the bench's table.
 */
export async function timeListCase(
  c: ListCase,
  options: ListCaseOptions,
): Promise<Record<string, string | number>> {
  const url = `${options.basePath}/list?${c.query}`;
  const limit = Number(/pageSize=(\d+)/.exec(c.query)![1]);
  const firstPage = !/pageNo=(?!1\b)\d+/.test(c.query);
  const api = async () => {
    const answer = (await options.get(url, c.token)) as {
      success: boolean;
      message: string;
      result: { total: number; totalCapped?: boolean; records: unknown[] };
    };
    if (!answer.success) throw new Error(`${c.name}: ${answer.message}`);
    return answer.result;
  };
  const raw = async () => {
    const page = await sql
      .raw<Record<string, unknown>>(
        `select * from ${options.table} where tenant_id = 0 and ${c.where} order by ${c.order} limit ${limit}`,
      )
      .execute(options.db);
    const texts = c.texts && rawTextsSql(c.texts, page.rows);
    if (texts) await sql.raw(texts).execute(options.db);
    // The list counts only when its first page is full (entity-store.ts `listPage`); so does the raw side.
    if (firstPage && page.rows.length < limit) return { rows: page.rows.length, total: page.rows.length };
    const matching = `select 1 from ${options.table} where tenant_id = 0 and ${c.where}`;
    const cap = options.totalCap;
    const total = await sql
      .raw<{ n: number | string }>(
        `select count(*) as n from (${cap ? `${matching} limit ${cap + 1}` : matching}) m`,
      )
      .execute(options.db);
    return { rows: page.rows.length, total: Number(total.rows[0]!.n) };
  };
  const check = await api();
  const rawCheck = await raw();
  const cap = options.totalCap ?? Number.POSITIVE_INFINITY;
  const expected = { total: Math.min(rawCheck.total, cap), capped: rawCheck.total > cap };
  if (check.total !== expected.total || Boolean(check.totalCapped) !== expected.capped)
    throw new Error(`${c.name}: total ${check.total} (capped ${check.totalCapped}) != raw ${rawCheck.total}`);
  for (let i = 0; i < options.warmup; i++) {
    await api();
    await raw();
  }
  // SQLite: what one call runs, statement by statement (text, parameters as the app binds them, plan),
  // and the bench's raw SQL beside it; the app's statements are then replayed call by call as a third
  // column ("bound"): the same SQL as the app's, without the API around it.
  const { statements } = await traceStatements(api);
  const bound = statements.length > 0 ? replayer(statements) : null;
  if (bound) {
    console.log(`${c.name}: the API's statements (parameters as bound) and plans`);
    for (const s of statements)
      console.log(
        `  ${s.source.replace(/\s+/g, ' ').replace(/select ("\w+", ){4,}"\w+" from/, 'select <columns> from')}\n    params ${JSON.stringify(s.params)}\n    plan ${planOf(s)}`,
      );
    const { statements: rawStatements } = await traceStatements(raw);
    console.log(`${c.name}: the raw SQL and plans`);
    for (const s of rawStatements) console.log(`  ${s.source}\n    plan ${planOf(s)}`);
  }
  const samples = { api: [] as number[], apiCpu: [] as number[], raw: [] as number[], bound: [] as number[] };
  const loadBefore = loadavg()[0]!.toFixed(1);
  for (let i = 0; i < options.runs; i++) {
    const cpu = process.cpuUsage();
    samples.api.push(await elapsed(api));
    const used = process.cpuUsage(cpu);
    samples.apiCpu.push((used.user + used.system) / 1000);
    samples.raw.push(await elapsed(raw));
    if (bound) samples.bound.push(await elapsed(bound));
  }
  const p50 = (values: number[]) => percentile(values, 50);
  return {
    case: c.name,
    total: check.totalCapped ? `${check.total}+` : check.total,
    'api p50 ms': percentile(samples.api, 50).toFixed(2),
    'api p95 ms': percentile(samples.api, 95).toFixed(2),
    'raw p50 ms': p50(samples.raw).toFixed(2),
    'raw p95 ms': percentile(samples.raw, 95).toFixed(2),
    'x raw (p95)': (percentile(samples.api, 95) / percentile(samples.raw, 95)).toFixed(2),
    'x raw (p50)': (percentile(samples.api, 50) / percentile(samples.raw, 50)).toFixed(2),
    // The app's own statements with its bound parameters, alone (SQLite), and the call's CPU time
    // (the process's, every thread): on a loaded machine the CPU time is what the call itself costs.
    'bound p50 ms': bound ? p50(samples.bound).toFixed(2) : '',
    'x bound (p50)': bound ? (p50(samples.api) / p50(samples.bound)).toFixed(2) : '',
    'api cpu p50 ms': p50(samples.apiCpu).toFixed(2),
    // The 1-minute load average before and after the case's timed calls (a shared 2-core machine).
    load: `${loadBefore}-${loadavg()[0]!.toFixed(1)}`,
  };
}
