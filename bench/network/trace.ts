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
const COMPARE = process.env.TRACE_COMPARE === '1';
/**
 * Early requests go through `fetch`, the page's own through axios (XMLHttpRequest): refusing API
 * calls through `fetch` makes every early request fail at once, and the page sends its own.
 */
const REFUSE_EARLY_DATA = `{
  const fetchOf = window.fetch.bind(window);
  window.fetch = (input, init) =>
    String(input).includes('/jeecg-boot/') ? Promise.reject(new TypeError('blocked by the trace')) : fetchOf(input, init);
}`;

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
  const times: Record<'early' | 'blocked', number[]> = { early: [], blocked: [] };
  const visits = Array.from({ length: RUNS }, (_, run) =>
    COMPARE
      ? ([
          [run, false],
          [run, true],
        ] as const)
      : ([[run, false]] as const),
  ).flat();
  for (const [run, blockEarlyData] of visits) {
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
    if (blockEarlyData) await page.addInitScript(REFUSE_EARLY_DATA);
    await page.goto(`${server.url}/demo/partner-portal.html`, { waitUntil: 'commit' });
    const shown = await waitVisible(page, WORKBENCH_ROWS);
    // The navigation's time origin and the first request differ by a few ms; the rows are reported on
    // the page's own clock, the requests on the protocol's.
    const list = [...rows.values()].sort((a, b) => a.sent - b.sent);
    times[blockEarlyData ? 'blocked' : 'early'].push(shown);
    if (COMPARE) {
      console.log(
        `run ${run + 1}, ${blockEarlyData ? 'early data blocked' : 'early data'}: rows at ${Math.round(shown)} ms`,
      );
      await context.close();
      continue;
    }
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
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  if (COMPARE)
    console.log(
      `median rows: ${Math.round(median(times.early))} ms with early data, ${Math.round(median(times.blocked))} ms with it blocked`,
    );
} finally {
  await browser.close();
  await server.stop();
}
