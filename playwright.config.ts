import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// End-to-end tests run against a real server started on its own port and a throwaway data folder,
// in Debian's Chromium (no browser download works on our machines).
const port = Number(process.env.ISPS_E2E_PORT ?? 18080);
const dataDir = process.env.ISPS_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'isps-e2e-'));
process.env.ISPS_E2E_DATA_DIR = dataDir;
// The fake SAP adapter (server/integrations/sap/fake-sap.ts) the server talks to over HTTP: the outbox's
// messages reach it and it answers with SAP document numbers; a spec steers it at ISPS_E2E_SAP_URL.
const sapPort = Number(process.env.ISPS_E2E_SAP_PORT ?? port + 1);
const sapUrl = `http://127.0.0.1:${sapPort}`;
process.env.ISPS_E2E_SAP_URL = sapUrl;
// A partner portal on a foreign origin (tests/e2e/partner-portal.spec.ts serves demo/ there): the server
// allows it as docs/embedding.md section 1 tells an integrator.
const portalOrigin = `http://127.0.0.2:${Number(process.env.ISPS_E2E_PORTAL_PORT ?? port + 2)}`;
process.env.ISPS_E2E_PORTAL_ORIGIN = portalOrigin;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // The user setting "less motion", which the elements honour by turning antd's transitions off: a step
    // then never acts on a dialog, popover or list still moving in, a race on a loaded CI machine.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: `npx tsx server/integrations/sap/fake-sap.ts ${sapPort}`,
      url: `${sapUrl}/received`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${port}/isps-config.json`,
      timeout: 300_000,
      reuseExistingServer: false,
      // The whole suite logs in from one address, faster than the 30 a minute a real address is allowed;
      // the limit itself is tested by the server tests (tests/server/login.test.ts).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ISPS_CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
        ISPS_LOGIN_RATE_LIMIT: '1000',
        SAP_MODE: 'http',
        SAP_HTTP_PULL_URL: `${sapUrl}/orders`,
        SAP_HTTP_ACK_URL: `${sapUrl}/ack`,
        SAP_HTTP_PUSH_URL: `${sapUrl}/push`,
        SAP_HTTP_TIMEOUT_MS: '5000',
        ISPS_ALLOWED_ORIGINS: portalOrigin,
      },
    },
  ],
});
