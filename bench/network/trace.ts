import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../scripts/demo-server';
import { ensureClientBuilt } from '../../server/client-build';
import { SLOW_4G, supplierSignedIn, WORKBENCH_ROWS, waitVisible } from './page';

/**
 * `npx tsx bench/network/trace.ts`: the cold partner-portal visit of bench/network (a signed-in
 * supplier, fresh HTTP cache, slow 4G) request by request, as the DevTools protocol saw it: when each
 * request was asked for, went on the wire (after waiting for one of the six connections), had its
 * answer's headers, reached the page ("first byte", late when the page's thread is busy) and finished
 * (ms since navigation), its priority, bytes on the wire and initiator, and when the rows showed. `TRACE_RUNS` visits (default 1), `TRACE_PORT` for the server.
 */

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const PORT = Number(process.env.TRACE_PORT ?? 18_000 + Math.floor(Math.random() * 2_000));

interface Row {
  url: string;
  type: string;
  priority: string;
  sent: number;
  firstByte: number | null;
  /** Sent on its connection (after queueing for one), and its answer's headers (network timing). */
  onWire: number | null;
  headers: number | null;
  finished: number | null;
  bytes: number;
  initiator: string;
}

const short = (url: string) => {
  const parsed = new URL(url);
  const name = parsed.pathname.replace(/^.*\/elements\//, '').replace(/-[\w-]{8}\.js$/, '.js');
  return parsed.pathname.includes('/elements/') ? name : `${parsed.pathname}${parsed.search.slice(0, 60)}`;
};

await ensureClientBuilt(root, { logFile: join(tmpdir(), 'isps-client-build.log'), verbose: true });
const server = await startDemoServer(PORT);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const supplier = await supplierSignedIn(browser, server.url);
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 800 },
      storageState: supplier,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const rows = new Map<string, Row>();
    let origin: number | null = null;
    // Protocol timestamps are seconds on the browser's monotonic clock; the first request is the page.
    const at = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
    cdp.on('Network.requestWillBeSent', (event) => {
      origin ??= event.timestamp;
      const frame =
        event.initiator.stack?.callFrames[0]?.url ?? event.initiator.stack?.parent?.callFrames[0]?.url;
      rows.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? '',
        priority: event.request.initialPriority,
        sent: at(event.timestamp),
        firstByte: null,
        onWire: null,
        headers: null,
        finished: null,
        bytes: 0,
        initiator: event.initiator.url ?? frame ?? event.initiator.type,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const row = rows.get(event.requestId);
      if (!row) return;
      row.firstByte = at(event.timestamp);
      const timing = event.response.timing;
      if (timing) {
        row.onWire = at(timing.requestTime + timing.sendStart / 1000);
        row.headers = at(timing.requestTime + timing.receiveHeadersEnd / 1000);
      }
    });
    cdp.on('Network.resourceChangedPriority', (event) => {
      const row = rows.get(event.requestId);
      if (row) row.priority = `${row.priority}>${event.newPriority}`;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const row = rows.get(event.requestId);
      if (!row) return;
      row.finished = at(event.timestamp);
      row.bytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${server.url}/demo/partner-portal.html`, { waitUntil: 'commit' });
    const shown = await waitVisible(page, WORKBENCH_ROWS);
    // The navigation's time origin and the first request differ by a few ms; the rows are reported on
    // the page's own clock, the requests on the protocol's.
    const list = [...rows.values()].sort((a, b) => a.sent - b.sent);
    console.log(`run ${run + 1}: rows visible at ${Math.round(shown)} ms; ${list.length} requests`);
    console.table(
      list.map((row) => ({
        request: short(row.url),
        type: row.type,
        priority: row.priority,
        sent: row.sent,
        'on wire': row.onWire ?? '',
        headers: row.headers ?? '',
        'first byte': row.firstByte ?? '',
        finished: row.finished ?? '',
        KB: (row.bytes / 1024).toFixed(1),
        initiator: row.initiator.startsWith('http') ? short(row.initiator) : row.initiator,
      })),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
