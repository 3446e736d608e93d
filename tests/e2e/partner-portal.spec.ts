import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { DEMO_PASSWORD, openDb } from './app-support';
import { REPO, startHostServer } from './embedding-support';

/**
 * issue 12 point 8: the partner portal of demo/partner-portal.html on a foreign origin (127.0.0.2, its
 * own port) loads the supplier workbench from the e2e server, which allows that origin as
 * docs/embedding.md sections 1 and 10 tell an integrator (playwright.config.ts). Without a session the
 * widget shows its own login; supplier_a signs in there and every tab shows supplier_a's work, nothing of
 * supplier_b. The auth channel's shell on the portal answers a frame of its own origin and drops a hello
 * from a frame of another origin (docs/embedding.md section 8).
 */
const PORTAL = process.env.ISPS_E2E_PORTAL_ORIGIN;
let portal: Server | null = null;

test.beforeAll(async () => {
  if (!PORTAL) throw new Error('ISPS_E2E_PORTAL_ORIGIN is not set: run through playwright.config.ts');
  const { hostname, port } = new URL(PORTAL);
  // A plain static host of the demo folder: it signs nobody in (the widget does it itself).
  portal = await startHostServer(
    join(REPO, 'demo'),
    Number(port),
    '',
    () => {
      throw new Error('the partner portal has no shell login');
    },
    hostname,
  );
});

test.afterAll(async () => {
  await new Promise((done) => (portal ? portal.close(done) : done(undefined)));
});

/** Supplier_b's partner code and name as the lists would show them. */
function supplierB(): { code: string; name: string } {
  const db = openDb();
  try {
    return db
      .prepare('SELECT code, name FROM mdm_business_partner WHERE id = ?')
      .get(DEMO_PARTNER_IDS.supplierB) as { code: string; name: string };
  } finally {
    db.close();
  }
}

test('the partner portal on a foreign origin: the widget signs supplier_a in and shows its day, nothing of supplier_b', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const server = String(baseURL);
  const problems: string[] = [];
  const frameLog: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('frame ')) frameLog.push(message.text());
    else if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    if (response.url().startsWith(`${server}/jeecg-boot/`) && response.request().method() !== 'OPTIONS')
      bodies.push(response.text().catch(() => ''));
  });

  await page.goto(`${PORTAL}/partner-portal.html?isps=${encodeURIComponent(server)}`);
  await expect(page.locator('#origin')).toHaveText(`ISPS elements from ${server}, portal on ${PORTAL}`);

  // No session on this origin: the widget shows its own login form; supplier_a signs in there.
  const widget = page.locator('isps-supplier-workbench');
  await widget.getByPlaceholder(/帐户名|Account/).fill('supplier_a');
  await widget.getByPlaceholder(/^密码$|^Password$/).fill(DEMO_PASSWORD);
  await widget
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  const tabs = widget.locator('.isps-workbench-tabs');
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => Object.keys(localStorage))).toContain('pro__Access-Token');

  // Every tab lists supplier_a's work and counts it (the plans tab shows the plan element whole, without
  // a count: server/modules/srm/supplier-workbench.ts); no row names supplier_b.
  const other = supplierB();
  // The shown tab's panel (the others are destroyed when hidden).
  const active = widget.getByRole('tabpanel');
  for (const key of ['toConfirm', 'toShip', 'labels', 'plans', 'returns']) {
    const tab = tabs.locator(`.isps-workbench-tab[data-tab="${key}"]`);
    await tab.click();
    if (key !== 'plans') {
      const count = Number(await tab.locator('.isps-workbench-count').getAttribute('data-count'));
      expect(count, `the ${key} tab counts work`).toBeGreaterThan(0);
    }
    const rows: Locator = active.locator('.ant-table-tbody .ant-table-row');
    await expect(rows.first(), `the ${key} tab lists rows`).toBeVisible({ timeout: 20_000 });
    // The rows are inside the lists' shadow roots (labels and plans are elements of their own).
    const text = (await rows.allTextContents()).join(' ');
    expect(text, `the ${key} tab shows nothing of supplier_b`).not.toContain(other.name);
    expect(text).not.toMatch(new RegExp(`\\b${other.code}\\b`));
  }
  await tabs.locator('.isps-workbench-tab[data-tab="toConfirm"]').click();
  await expect(active.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/partner-portal.png', fullPage: true });

  // Not a single answer of the server carried supplier_b's partner.
  const answers = await Promise.all(bodies);
  expect(answers.length).toBeGreaterThan(5);
  expect(answers.filter((body) => body.includes(DEMO_PARTNER_IDS.supplierB))).toEqual([]);

  // The auth channel: the portal's shell welcomes a frame of its own origin and hands it the token over
  // the port; a frame of another origin (a sandboxed frame is the opaque origin "null") is dropped and
  // hears nothing.
  const stats = () =>
    page.evaluate(() => {
      const shared = (globalThis as unknown as Record<symbol, { channelStats?: unknown } | undefined>)[
        Symbol.for('isps.registry.v1')
      ];
      return shared?.channelStats as {
        accepted: number;
        dropped: number;
        lastDropped: { origin: string; reason: string } | null;
      };
    });
  const before = await stats();
  await page.evaluate(() => {
    const script = (name: string) =>
      `<script>
      addEventListener('message', (event) => {
        console.log('frame ${name} heard ' + event.data.type);
        if (event.ports[0]) event.ports[0].onmessage = (m) => console.log('frame ${name} port ' + m.data.type);
      });
      parent.postMessage({ ns: 'isps-auth', v: 1, type: 'hello', nonce: '${'ab'.repeat(16)}' }, '*');
    </script>`;
    const hostile = document.createElement('iframe');
    hostile.setAttribute('sandbox', 'allow-scripts');
    hostile.srcdoc = script('hostile');
    const own = document.createElement('iframe');
    own.srcdoc = script('own');
    document.body.append(hostile, own);
  });
  await expect.poll(() => frameLog).toContain('frame own port token');
  await expect.poll(async () => (await stats()).dropped).toBe(before.dropped + 1);
  expect((await stats()).lastDropped).toEqual({ origin: 'null', reason: 'origin not allowed' });
  expect((await stats()).accepted).toBe(before.accepted + 1);
  expect(frameLog.filter((line) => line.startsWith('frame hostile'))).toEqual([]);

  expect(problems).toEqual([]);
});
