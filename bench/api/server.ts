import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The server under test for bench/api: the real app on a fresh demo SQLite database (or DATABASE_URL),
 * plus one bare route that does nothing but answer a constant Result, as the same-run baseline.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'isps-bench-api-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ISPS_CAPTCHA: 'off',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
});
const app = await buildApp(config, { logger: false, distDir: join(dataDir, 'no-client') });
app.get('/bench/bare', async () => ({
  success: true,
  message: '',
  code: 0,
  result: [{ value: '1', text: 'bare', title: 'bare' }],
  timestamp: Date.now(),
}));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${JSON.stringify({ port: address.port, prefix: config.apiPrefix })}\n`);
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
