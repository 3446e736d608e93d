import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The server as its own process for the durability test (ledger-durability.test.ts): the real app on
 * a random loopback port, without the client build; ISPS_TEST_SCHEMA selects the PostgreSQL schema.
 * Prints `LISTENING <address>` once it accepts requests.
 */
const config = { ...loadConfig(), databaseSchema: process.env.ISPS_TEST_SCHEMA ?? null };
const app = await buildApp(config, { logger: false, distDir: join(config.dataDir, 'no-dist') });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
