import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db, Engine } from './database';
import { withPreparedStatements } from './prepared-pool';
import { withStatementCache } from './statement-cache';

export interface DatabaseOptions {
  /** postgres:// URL, or null for SQLite. */
  databaseUrl: string | null;
  /** Folder of the SQLite file `isps.sqlite`. */
  dataDir: string;
  /** PostgreSQL schema to put first on the search path (tests isolate files this way). */
  databaseSchema?: string | null;
}

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database through Kysely: SQLite (WAL, foreign keys, busy timeout) or PostgreSQL. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const schema = options.databaseSchema ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      plugins,
    });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'isps.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL makes NORMAL durable against application crashes; only a power cut may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  // A checkpoint syncs the WAL and the database file (two fsyncs) and copies the pages back; at the default
  // of 1 000 pages a 10-line posting (about 65 WAL pages) paid one every 15 commits, half the commit time
  // (bench/ledger). 10 000 pages (40 MB of WAL) checkpoint a tenth as often and copy a page rewritten by
  // many commits once. Durability keeps its kind: a power cut may lose the commits since the last checkpoint.
  sqlite.pragma('wal_autocheckpoint = 10000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
