import type SQLite from 'better-sqlite3';

/** What Kysely's SqliteDialect uses of a better-sqlite3 database. */
export type CachedDatabase = Pick<SQLite.Database, 'close' | 'prepare'>;

/**
 * Kysely prepares every query anew; preparing a write into a table with triggers compiles the triggers
 * too, which costs more than running it (bench/ledger). Statements are kept by SQL text, least recently
 * used out first (at most `size`); one that is still being iterated (`busy`) is not shared: the caller
 * gets a fresh statement, which then takes the cache entry's place.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500): CachedDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: ((source: string) => {
      const cached = cache.get(source);
      if (cached && !cached.busy) {
        cache.delete(source);
        cache.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      cache.delete(source);
      cache.set(source, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    }) as SQLite.Database['prepare'],
  };
}
