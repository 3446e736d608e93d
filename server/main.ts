import { buildApp } from './app';
import { ensureClientBuilt } from './client-build';
import { ConfigError, loadConfig } from './config';
import { seedDemoWarehouse } from './db/seed/warehouse/demo-warehouse';

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
  await ensureClientBuilt(process.cwd(), (message) => process.stdout.write(`[isps] ${message}\n`));
  const app = await buildApp(config);
  if (config.mode === 'demo')
    await seedDemoWarehouse(app.ctx.db, app.ctx.engine, app.ctx.clock.now(), app.log);
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
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { mode: config.mode, database: config.databaseUrl ? 'postgres' : 'sqlite', prefix: config.apiPrefix },
    'ISPS is ready',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `ISPS failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
