import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The server as its own process for the process tests (ledger durability, Redis, cluster): the real
 * app on a random loopback port, without the client build; ISPS_TEST_SCHEMA selects the PostgreSQL
 * schema. Prints `LISTENING <address>` once it accepts requests. ISPS_TEST_JOB_LOG=1 prints the job
 * scheduler's log lines (JSON, one a line) and nothing else of the log.
 */
const SCHEDULER_LINE = '"msg":"scheduled job';
const jobLog = {
  level: 'debug',
  stream: {
    write(line: string) {
      if (line.includes(SCHEDULER_LINE)) process.stdout.write(line);
    },
  },
};
const config = { ...loadConfig(), databaseSchema: process.env.ISPS_TEST_SCHEMA ?? null };
const app = await buildApp(config, {
  logger: process.env.ISPS_TEST_JOB_LOG === '1' ? jobLog : false,
  distDir: join(config.dataDir, 'no-dist'),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
