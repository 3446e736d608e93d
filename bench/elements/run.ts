import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startDemoServer } from '../../scripts/demo-server';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const LATER = 9;

/** Elements whose first data is a table of rows, with the attributes they need. */
const DATA_ELEMENTS: [tag: string, attributes: Record<string, string>][] = [
  ['isps-dict-items', { 'dict-code': 'priority' }],
  ['isps-account-center', {}],
  ['isps-user-announcement', {}],
];

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A running server to measure against: BENCH_URL's, or a demo server of its own. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  return startDemoServer(18_000 + Math.floor(Math.random() * 2_000));
}

/** The loader and everything it imports statically, from the built files. */
function loaderBytes(): { raw: number; gzip: number; files: string[] } {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, 'elements', file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?["']\.\/([^"']+)["']/g)) {
      visit(match[1] as string);
    }
  };
  visit('index.js');
  const files = [...seen];
  const buffers = files.map((f) => readFileSync(join(dist, 'elements', f)));
  return {
    raw: buffers.reduce((n, b) => n + b.length, 0),
    gzip: buffers.reduce((n, b) => n + gz(b), 0),
    files,
  };
}

const BENCH_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<script type="module">
  window.isps = await import('/elements/index.js');
  customElements.define('bench-empty', class extends HTMLElement {
    connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<div class="row">empty</div>'; }
  });
  /** Inserts a tag and resolves with the ms until its rows are visible (checked once per frame). */
  window.insertAndWait = (tag, attributes, selector) => new Promise((resolve, reject) => {
    const element = document.createElement(tag);
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    const start = performance.now();
    document.body.append(element);
    const deadline = start + 60000;
    const check = () => {
      const found = element.shadowRoot && element.shadowRoot.querySelector(selector);
      if (found && found.getBoundingClientRect().height > 0) return resolve(performance.now() - start);
      if (performance.now() > deadline) return reject(new Error(tag + ': no ' + selector + ' within 60 s'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  window.benchReady = true;
</script></body></html>`;

async function openBenchPage(url: string, page: Page): Promise<void> {
  await page.route(`${url}/__bench__.html`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: BENCH_PAGE }),
  );
  await page.goto(`${url}/__bench__.html`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  // Log in once (shell account from the server configuration), outside every measurement.
  const loggedIn = await page.evaluate(() =>
    (window as unknown as { isps: { autoLogin: () => Promise<boolean> } }).isps.autoLogin(),
  );
  if (!loggedIn)
    throw new Error(
      'the shell auto-login failed: is the shell login configured (ISPS_SHELL_USERNAME, demo mode or ISPS_SHELL_ASSERTION_URL)?',
    );
}

type InsertFn = (tag: string, attributes: Record<string, string>, selector: string) => Promise<number>;
const insert = (page: Page, tag: string, attributes: Record<string, string>, selector: string) =>
  page.evaluate(([t, a, s]) => (window as unknown as { insertAndWait: InsertFn }).insertAndWait(t, a, s), [
    tag,
    attributes,
    selector,
  ] as const);

async function heapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const loader = loaderBytes();
    const rows: string[][] = [];

    // Bytes and cold time per element: a fresh page each, recording the JS it fetched.
    for (const [tag, attributes] of DATA_ELEMENTS) {
      const page = await browser.newPage();
      await openBenchPage(server.url, page);
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/elements/') && path.endsWith('.js'))
          fetched.add(path.slice('/elements/'.length));
      });
      const empty = await insert(page, 'bench-empty', {}, '.row');
      const first = await insert(page, tag, attributes, '.ant-table-row, .ant-empty');
      const bytes = [...new Set([...loader.files, ...fetched])].map((f) =>
        readFileSync(join(dist, 'elements', f)),
      );
      // The one request the compact registry adds to a first connect: the tag -> page chunk map.
      const map = [...fetched].find((f) => /^registry-[\w-]+\.js$/.test(f));
      if (!map) throw new Error(`${tag}: the first connect did not fetch the registry chunk`);
      const mapFetch = await page.evaluate(
        (name) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith(`/elements/${name}`))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd - entry.startTime)[0] ?? -1,
        map,
      );
      const mapBytes = gz(readFileSync(join(dist, 'elements', map)));
      rows.push([
        tag,
        kb(bytes.reduce((n, b) => n + gz(b), 0)),
        String(bytes.length),
        ms(first),
        ms(empty),
        `${kb(mapBytes)}, ${ms(mapFetch)}`,
      ]);
      await page.close();
    }

    // First versus later instances of one tag in one page, with the JS heap.
    const page = await browser.newPage();
    await openBenchPage(server.url, page);
    const heapStart = await heapBytes(page);
    const emptyTimes: number[] = [];
    for (let i = 0; i < 3; i++) emptyTimes.push(await insert(page, 'bench-empty', {}, '.row'));
    const [tag, attributes] = DATA_ELEMENTS[0] as (typeof DATA_ELEMENTS)[number];
    const first = await insert(page, tag, attributes, '.ant-table-row');
    const heapFirst = await heapBytes(page);
    const later: number[] = [];
    for (let i = 0; i < LATER; i++) later.push(await insert(page, tag, attributes, '.ant-table-row'));
    const heapTenth = await heapBytes(page);
    const sheets = await page.evaluate(
      (t) => [...document.querySelectorAll(t)].map((e) => e.shadowRoot?.adoptedStyleSheets.length ?? 0),
      tag,
    );
    const sharedSheets = await page.evaluate((t) => {
      const [a, b] = [...document.querySelectorAll(t)];
      return Boolean(
        a?.shadowRoot?.adoptedStyleSheets[1] &&
          a.shadowRoot.adoptedStyleSheets[1] === b?.shadowRoot?.adoptedStyleSheets[1],
      );
    }, tag);
    await page.close();

    console.log(
      '\nbench/elements: bytes (gzip -9) and time to first rows, Chromium against the local server\n',
    );
    console.log(
      `loader (elements/index.js + static imports, ${loader.files.length} files): ${kb(loader.gzip)} gzip, ${kb(loader.raw)} raw (goal <= 4 KB)\n`,
    );
    const table = [
      [
        'element',
        'JS to first data (gzip)',
        'files',
        'insert -> rows (cold)',
        'empty element',
        'tag map (gzip, fetch)',
      ],
      ...rows,
    ];
    const widths = table[0]?.map((_, c) => Math.max(...table.map((r) => (r[c] ?? '').length))) ?? [];
    for (const [i, row] of table.entries()) {
      console.log(`| ${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`);
      if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    }
    console.log(
      `\n${tag}: first and later instances in one page (empty custom element: median ${ms(median(emptyTimes))})\n`,
    );
    console.log(`| instance | insert -> rows | JS heap after |`);
    console.log(`|---|---|---|`);
    console.log(`| 1st (cold) | ${ms(first)} | +${kb(heapFirst - heapStart)} |`);
    console.log(`| 2nd | ${ms(later[0] ?? 0)} | |`);
    console.log(
      `| 2nd-10th (median) | ${ms(median(later))} | +${kb((heapTenth - heapFirst) / LATER)} per instance |`,
    );
    console.log(`| 10th | ${ms(later[LATER - 1] ?? 0)} | |`);
    console.log(
      `\nadopted stylesheets per root: ${sheets.join(', ')}; roots share the same sheet objects: ${sharedSheets}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
