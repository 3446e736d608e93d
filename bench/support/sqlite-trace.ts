import SQLite from 'better-sqlite3';

/**
 * What a bench sees of the SQLite statements the app runs: every statement executed through
 * better-sqlite3 in this process (text, parameters exactly as bound, time inside SQLite), recorded while a
 * recording is open. Installed once per process (it wraps the methods of better-sqlite3's statement
 * prototype); costs a boolean test per statement when nothing records. For benches only.
 */
export interface TracedStatement {
  source: string;
  params: unknown[];
  ms: number;
  /** The connection that ran it (the app's own). */
  database: SQLite.Database;
}

type StatementMethod = (this: SQLite.Statement, ...params: unknown[]) => unknown;

let recording: TracedStatement[] | null = null;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const probe = new SQLite(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, StatementMethod>;
  probe.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = prototype[method]!;
    prototype[method] = function traced(this: SQLite.Statement, ...params: unknown[]) {
      if (!recording) return original.apply(this, params);
      const started = process.hrtime.bigint();
      const result = original.apply(this, params);
      recording.push({
        source: this.source,
        params,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        database: this.database,
      });
      return result;
    };
  }
}

/** Runs `run` and answers what it answered and the statements it ran (in order). */
export async function traceStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: TracedStatement[] }> {
  install();
  const statements: TracedStatement[] = [];
  recording = statements;
  try {
    return { result: await run(), statements };
  } finally {
    recording = null;
  }
}

/** SQLite's plan of a statement with its parameters bound (`explain query plan`), one line. */
export function planOf(statement: Pick<TracedStatement, 'database' | 'source' | 'params'>): string {
  return (
    statement.database.prepare(`explain query plan ${statement.source}`).all(...statement.params) as {
      detail: string;
    }[]
  )
    .map((row) => row.detail)
    .join(' | ');
}

/** The statements replayed on the app's connection with the same bound parameters (prepared once). */
export function replayer(statements: readonly TracedStatement[]): () => void {
  const prepared = statements.map((s) => ({ statement: s.database.prepare(s.source), params: s.params }));
  return () => {
    for (const { statement, params } of prepared) {
      if (statement.reader) statement.all(...params);
      else statement.run(...params);
    }
  };
}
