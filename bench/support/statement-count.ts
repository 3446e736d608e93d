import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The statements the drivers run, by kind and first table named, transaction control left out. Counted
 * where better-sqlite3 and pg execute them, since hand-written statements never pass a Kysely plugin's
 * transformQuery. `countStatements()` once installs the probes; `statementCounts` (and the milliseconds
 * from call to answer, `statementMillis`) are cleared and read by the bench (bench/ledger/profile.ts,
 * bench/production/run.ts).
 */
export const statementCounts = new Map<string, number>();
export const statementMillis = new Map<string, number>();

/** The key of a statement (`kind table`), or null for transaction control. */
function keyOf(text: string): string | null {
  // The prepared-statement mark of server/db/prepared-pool.ts and other leading comments.
  const bare = text.replace(/^\s*(?:\/\*.*?\*\/\s*)*/s, '');
  const kind = /^(\w+)/.exec(bare)?.[1]?.toLowerCase() ?? '';
  if (['begin', 'commit', 'rollback', 'savepoint', 'release'].includes(kind)) return null;
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(bare)?.[1] ?? '';
  return `${kind} ${table}`;
}

let counting = true;

/** Counts (the default) or ignores the statements from now on: a bench counts only what it times. */
export function countingStatements(on: boolean): void {
  counting = on;
}

/** With BENCH_TRACE set, the counted statements' texts in order (a bench prints those of one action). */
export const statementTrace: string[] = [];
const tracing = Boolean(process.env.BENCH_TRACE);

function count(text: string): string | null {
  if (!counting) return null;
  const key = keyOf(text);
  if (tracing && key !== null) statementTrace.push(text.replace(/\s+/g, ' '));
  if (key !== null) statementCounts.set(key, (statementCounts.get(key) ?? 0) + 1);
  return key;
}

function timed(key: string | null, started: number): void {
  if (key !== null) statementMillis.set(key, (statementMillis.get(key) ?? 0) + performance.now() - started);
}

let installed = false;

/** Wraps better-sqlite3's statement methods and pg's `Client.query` so every statement is counted. */
export function countStatements(): void {
  if (installed) return;
  installed = true;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
    'all' | 'run' | 'get' | 'iterate',
    (this: { source: string }, ...args: unknown[]) => unknown
  >;
  probe.close();
  for (const method of ['all', 'run', 'get', 'iterate'] as const) {
    const original = statement[method];
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      const key = count(this.source);
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        timed(key, started);
      }
    };
  }
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const key = count(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? ''));
    const started = performance.now();
    const answer = query.apply(this, args);
    if (answer instanceof Promise) void answer.finally(() => timed(key, started)).catch(() => undefined);
    return answer;
  } as typeof pg.Client.prototype.query;
}

/** Clears the counts and times. */
export function clearStatements(): void {
  statementTrace.length = 0;
  statementCounts.clear();
  statementMillis.clear();
}

/** The counted statements, most frequent first, with their milliseconds, and the totals. */
export function statementReport(): { total: number; millis: number; rows: [string, number, number][] } {
  const rows = [...statementCounts]
    .map(([key, n]): [string, number, number] => [key, n, statementMillis.get(key) ?? 0])
    .sort((a, b) => b[1] - a[1] || b[2] - a[2]);
  return {
    total: rows.reduce((sum, [, n]) => sum + n, 0),
    millis: rows.reduce((sum, [, , ms]) => sum + ms, 0),
    rows,
  };
}
