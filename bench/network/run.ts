import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type CDPSession, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../scripts/demo-server';
import { ensureClientBuilt } from '../../server/client-build';
import {
  ANNOUNCEMENT_ROWS,
  DASHBOARD_FIGURE,
  type Goal,
  LOGIN_FORM,
  SLOW_4G,
  type StorageState,
  supplierSignedIn,
  WORKBENCH_ROWS,
  waitVisible,
} from './page';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18_000 + Math.floor(Math.random() * 2_000));
interface Traffic {
  bytes: number;
  requests: number;
  jsUrls: Set<string>;
  /** The longest chain of requests, each started by the one before (initiator), as URLs. */
  longestChain: () => string[];
}

/** Records what a page sends over the (emulated) network through the DevTools protocol. */
async function watchTraffic(cdp: CDPSession): Promise<Traffic> {
  const urls = new Map<string, string>();
  const parents = new Map<string, string | null>();
  const finished = new Map<string, number>();
  const jsUrls = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    const initiator = event.initiator;
    const frame = initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url;
    parents.set(event.requestId, initiator.url ?? frame ?? null);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') jsUrls.add(event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (event.encodedDataLength > 0) {
      bytes += event.encodedDataLength;
      finished.set(event.requestId, event.encodedDataLength);
    }
  });
  await cdp.send('Network.enable');
  return {
    get bytes() {
      return bytes;
    },
    get requests() {
      return finished.size;
    },
    jsUrls,
    longestChain() {
      const idOf = new Map([...urls].map(([id, url]) => [url, id] as const));
      const chainOf = (id: string, seen: Set<string>): string[] => {
        const url = urls.get(id) ?? '?';
        const parentUrl = parents.get(id);
        const parentId = parentUrl ? idOf.get(parentUrl) : undefined;
        if (!parentId || seen.has(parentId) || !finished.has(parentId)) return [url];
        seen.add(parentId);
        return [...chainOf(parentId, seen), url];
      };
      let longest: string[] = [];
      for (const id of finished.keys()) {
        const chain = chainOf(id, new Set([id]));
        if (chain.length > longest.length) longest = chain;
      }
      return longest;
    },
  };
}

interface Sample {
  ms: number;
  bytes: number;
  requests: number;
  jsGzip: number;
  chain: string[];
}

const gzipOfFile = new Map<string, number>();
/** gzip bytes of the built files behind these URLs (what a compressing server sends). */
function jsGzipBytes(urls: Iterable<string>): number {
  let total = 0;
  for (const url of urls) {
    const path = join(dist, new URL(url).pathname);
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    let size = gzipOfFile.get(path);
    if (size === undefined) {
      size = existsSync(`${path}.gz`)
        ? statSync(`${path}.gz`).size
        : gzipSync(readFileSync(path), { level: 9 }).length;
      gzipOfFile.set(path, size);
    }
    total += size;
  }
  return total;
}

async function openTab(context: BrowserContext, throttle: boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const traffic = await watchTraffic(cdp);
  if (throttle) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, traffic };
}

function sample(ms: number, traffic: Traffic, jsBefore = new Set<string>()): Sample {
  const js = [...traffic.jsUrls].filter((url) => !jsBefore.has(url));
  return {
    ms,
    bytes: traffic.bytes,
    requests: traffic.requests,
    jsGzip: jsGzipBytes(js),
    chain: traffic.longestChain(),
  };
}

interface RunResult {
  loginCold: Sample;
  loginWarm: Sample;
  dashboard: Sample;
  dashboardTyped: Sample;
  portalCold: Sample;
  announcementsCold: Sample;
}

/** A user types an account and a password in about this long before clicking "log in". */
const TYPING_MS = 3_000;

/**
 * From the click on "log in" to the dashboard's first figures, in a warm tab (the app visited once in
 * the context before), after `typingMs` on the login form: its traffic from the click on.
 */
async function loginToDashboard(context: BrowserContext, url: string, throttle: boolean, typingMs: number) {
  const warm = await openTab(context, throttle);
  await warm.page.goto(`${url}/`, { waitUntil: 'commit' });
  const loginWarm = sample(await waitVisible(warm.page, LOGIN_FORM), warm.traffic);
  await warm.page.waitForTimeout(typingMs);
  const before = {
    bytes: warm.traffic.bytes,
    requests: warm.traffic.requests,
    js: new Set(warm.traffic.jsUrls),
  };
  await warm.page.getByPlaceholder(/帐户名|Account/).fill('admin');
  await warm.page.getByPlaceholder(/^密码$|^Password$/).fill('123456');
  const clicked = await warm.page.evaluate(() => performance.now());
  await warm.page
    .getByRole('button', { name: /登\s*录|Log in/ })
    .first()
    .click();
  const shown = await waitVisible(warm.page, DASHBOARD_FIGURE);
  const after = sample(shown - clicked, warm.traffic, before.js);
  return {
    loginWarm,
    dashboard: { ...after, bytes: after.bytes - before.bytes, requests: after.requests - before.requests },
  };
}

/** The app's first visit in a fresh context, to the visible login form. */
async function coldVisit(context: BrowserContext, url: string, throttle: boolean): Promise<Sample> {
  const cold = await openTab(context, throttle);
  await cold.page.goto(`${url}/`, { waitUntil: 'commit' });
  const loginCold = sample(await waitVisible(cold.page, LOGIN_FORM), cold.traffic);
  await cold.page.close();
  return loginCold;
}

/** A page in a fresh context (cold cache), to its goal. */
async function coldPage(
  browser: Browser,
  url: string,
  throttle: boolean,
  goal: Goal,
  storageState?: StorageState,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    ...(storageState ? { storageState } : {}),
  });
  try {
    const tab = await openTab(context, throttle);
    await tab.page.goto(url, { waitUntil: 'commit' });
    return sample(await waitVisible(tab.page, goal), tab.traffic);
  } finally {
    await context.close();
  }
}

async function oneRun(
  browser: Browser,
  url: string,
  throttle: boolean,
  supplier: StorageState,
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const typedContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    const loginCold = await coldVisit(context, url, throttle);
    // The click as soon as the form shows (the bench's first measure), and after a user's typing.
    const { loginWarm, dashboard } = await loginToDashboard(context, url, throttle, 0);
    await context.close();
    await coldVisit(typedContext, url, throttle);
    const { dashboard: dashboardTyped } = await loginToDashboard(typedContext, url, throttle, TYPING_MS);
    await typedContext.close();
    const portalCold = await coldPage(
      browser,
      `${url}/demo/partner-portal.html`,
      throttle,
      WORKBENCH_ROWS,
      supplier,
    );
    const announcementsCold = await coldPage(
      browser,
      `${url}/demo/announcements.html`,
      throttle,
      ANNOUNCEMENT_ROWS,
    );
    return { loginCold, loginWarm, dashboard, dashboardTyped, portalCold, announcementsCold };
  } finally {
    await context.close().catch(() => undefined);
    await typedContext.close().catch(() => undefined);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Summary {
  ms: number;
  bytes: number;
  requests: number;
  jsGzip: number;
  chain: string[];
}

function summarise(samples: Sample[]): Summary {
  const byTime = [...samples].sort((a, b) => a.ms - b.ms);
  return {
    ms: median(samples.map((s) => s.ms)),
    bytes: median(samples.map((s) => s.bytes)),
    requests: median(samples.map((s) => s.requests)),
    jsGzip: median(samples.map((s) => s.jsGzip)),
    chain: byTime[Math.floor(byTime.length / 2)]?.chain ?? [],
  };
}

const CASES = [
  { key: 'loginCold', name: 'admin app -> login form, cold', goal: 2_500 },
  { key: 'loginWarm', name: 'admin app -> login form, warm', goal: 800 },
  { key: 'dashboard', name: 'login -> dashboard first data', goal: 2_000 },
  { key: 'dashboardTyped', name: 'login -> dashboard, after 3 s of typing', goal: 2_000 },
  { key: 'portalCold', name: 'partner portal -> supplier workbench rows, cold', goal: 3_000 },
  { key: 'announcementsCold', name: 'announcements widget -> rows, cold', goal: 3_000 },
] as const;

type Results = Record<(typeof CASES)[number]['key'], Summary>;

async function measure(browser: Browser, url: string, throttle: boolean, label: string): Promise<Results> {
  const runs: RunResult[] = [];
  const supplier = await supplierSignedIn(browser, url);
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await oneRun(browser, url, throttle, supplier));
    process.stderr.write(`  ${label}: run ${i + 1}/${RUNS}\n`);
  }
  return Object.fromEntries(CASES.map(({ key }) => [key, summarise(runs.map((run) => run[key]))])) as Results;
}

const build = await ensureClientBuilt(root, {
  logFile: join(tmpdir(), 'isps-client-build.log'),
  verbose: true,
});
process.stderr.write(`[bench] client ${build}\n`);
const [optimized, plain] = await Promise.all([
  startDemoServer(BASE_PORT),
  // Everything served as before issue 17: uncompressed, revalidated on every visit.
  startDemoServer(BASE_PORT + 1, { ISPS_STATIC_PLAIN: '1' }),
]);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const fast = await measure(browser, optimized.url, true, 'slow 4G, compressed and cached');
  const slow = await measure(browser, plain.url, true, 'slow 4G, plain (before)');
  const loopback = await measure(browser, optimized.url, false, 'loopback, compressed and cached');
  console.log(`bench/network: slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), median of ${RUNS}`);
  console.table(
    CASES.map(({ key, name, goal }) => {
      const now = fast[key];
      const before = slow[key];
      return {
        case: name,
        time: seconds(now.ms),
        goal: `<= ${seconds(goal)}: ${now.ms <= goal ? 'met' : 'NOT met'}`,
        'bytes on wire': kb(now.bytes),
        requests: now.requests,
        'JS gzip': kb(now.jsGzip),
        'plain time': seconds(before.ms),
        'plain bytes': kb(before.bytes),
        'plain requests': before.requests,
        'x plain': (now.ms / before.ms).toFixed(2),
        loopback: seconds(loopback[key].ms),
      };
    }),
  );
  for (const { key, name } of CASES) {
    const chain = fast[key].chain.map((url) => new URL(url).pathname.replace(/^.*\//, ''));
    console.log(`longest request chain, ${name}: ${chain.length} (${chain.join(' -> ')})`);
  }
  for (const { key, name } of CASES) {
    const chain = slow[key].chain.map((url) => new URL(url).pathname.replace(/^.*\//, ''));
    console.log(`longest request chain, plain, ${name}: ${chain.length} (${chain.join(' -> ')})`);
  }
} finally {
  await browser.close();
  await Promise.all([optimized.stop(), plain.stop()]);
}
