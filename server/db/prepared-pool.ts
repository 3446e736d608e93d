import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Leads the text of a statement that PostgreSQL should parse and plan once per connection: the hand-
 * written statements of the posting path (raw-sql.ts, insert-rows.ts), run thousands of times with the
 * same text. The comment changes nothing else.
 */
export const PREPARED = '/* prepared */ ';

/** Names of the statement texts met so far (a digest: the same text always gets the same name). */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `isps_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}

/**
 * The pool Kysely's PostgresDialect draws connections from, where a statement marked PREPARED runs as a
 * named prepared statement (pg prepares it on a connection's first use and then only binds); every
 * other query, cursors included, passes through unchanged.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (text: unknown, parameters?: ReadonlyArray<unknown>) =>
        typeof text === 'string' && text.startsWith(PREPARED)
          ? client.query({ name: statementName(text), text, values: parameters as unknown[] })
          : client.query(text as string, parameters as unknown[]);
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
