import { join } from 'node:path';
import { buildApp } from './app';
import { buildClient, clientBuildState } from './client-build';
import { ConfigError, loadConfig } from './config';
import { seedDemoWarehouse } from './db/seed/warehouse/demo-warehouse';
import { startupPhases } from './startup-phases';

/**
 * `npm start`: build the client if needed, migrate and seed the database, serve API, websocket,
 * admin app, element bundle and demo pages on one port; SIGINT/SIGTERM let in-flight requests finish
 * and close the database.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const verbose = process.argv.includes('--verbose') || process.env.ISPS_VERBOSE === '1';
  const phase = startupPhases((text) => process.stdout.write(text), verbose);
  const startedAt = Date.now();
  const logFile = join(config.dataDir, 'logs', 'client-build.log');
  const build = clientBuildState(process.cwd());
  if (build === 'stale')
    await phase('building the client', () => buildClient(process.cwd(), { logFile, verbose }));
  else process.stdout.write(`[isps] client build: ${build}\n`);
  // The phases' detail lines are debug level: shown with --verbose or LOG_LEVEL=debug.
  const app = await buildApp(verbose && !process.env.LOG_LEVEL ? { ...config, logLevel: 'debug' } : config, {
    phase,
  });
  if (config.mode === 'demo')
    await phase('seeding the demo warehouse', () =>
      seedDemoWarehouse(app.ctx.db, app.ctx.engine, app.ctx.clock.now(), app.log),
    );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Fastify logs each listening address at info; the ready line below names the first one.
  const level = app.log.level;
  if (!verbose) app.log.level = 'warn';
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const database = config.databaseUrl ? 'PostgreSQL' : 'SQLite';
  process.stdout.write(
    `[isps] ready on ${address} (${config.mode}, ${database}) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `ISPS failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
