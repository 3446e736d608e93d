import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { provideTestServices } from '../../tests/test-services';

export type BenchEngine = 'sqlite' | 'postgres';

/** A bench's app on a fresh database: a temporary SQLite folder, or a new schema of the PostgreSQL given. */
export interface BenchApp {
  app: App;
  config: ServerConfig;
  dataDir: string;
  /** The PostgreSQL schema, null on SQLite. */
  schema: string | null;
  /** Closes the app, drops the schema, removes the folder. */
  close(): Promise<void>;
}

async function onPostgres(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Builds the app of one bench run on `engine` with the environment given (DATA_DIR is the bench's own). */
export async function startBenchApp(
  engine: BenchEngine,
  pgUrl: string | null,
  env: Record<string, string>,
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  let schema: string | null = null;
  if (engine === 'postgres') {
    if (!pgUrl) throw new Error('PostgreSQL bench without a URL');
    schema = `bench_${randomBytes(5).toString('hex')}`;
    await onPostgres(pgUrl, `create schema ${schema}`);
    config.databaseUrl = pgUrl;
    config.databaseSchema = schema;
  }
  const app = await buildApp(config, { logger: false, distDir: join(dataDir, 'no-dist') });
  return {
    app,
    config,
    dataDir,
    schema,
    async close() {
      await app.close();
      if (schema && pgUrl) await onPostgres(pgUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The PostgreSQL of a bench: BENCH_PG_URL, else a throwaway server started as the server tests start one
 * (tests/test-services.ts); none with BENCH_SQLITE_ONLY=1. `stop` ends a started server.
 */
export async function benchPostgres(): Promise<{ url: string | null; stop: () => void }> {
  const given = process.env.BENCH_PG_URL;
  if (given) return { url: given, stop: () => {} };
  if (process.env.BENCH_SQLITE_ONLY === '1') return { url: null, stop: () => {} };
  const env: NodeJS.ProcessEnv = { ISPS_TEST_REDIS_URL: 'redis://unused' };
  const stop = await provideTestServices(env);
  return { url: env.ISPS_TEST_PG_URL ?? null, stop };
}
