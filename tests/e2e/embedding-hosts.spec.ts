import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  docSnippets,
  freePort,
  hostPage,
  type Origins,
  removeFolder,
  snippet,
  sourceFolder,
  startCommandEnv,
  startDocServer,
  startHostServer,
} from './embedding-support';

/**
 * issue 18 points 4 and 5: hosts on a second origin, built from docs/embedding.md as written, against
 * an ISPS server started with the document's cross-origin setup: a plain page under a hostile
 * stylesheet, a React 18 host (properties and listeners through a ref) and a Vue 3 host (property
 * binding, `@isps-…` listeners). Each renders, signs in once, updates a prop, hears the element's
 * event, and removes and re-adds an element without errors or leaked listeners.
 */
test.describe.configure({ mode: 'serial' });

const snippets = docSnippets();
let origins: Origins;
let stopServer: () => void = () => undefined;
let hostServer: Server | null = null;
const folders: string[] = [];

test.beforeAll(async () => {
  // Two host bundles and a server that migrates and seeds its own database.
  test.setTimeout(400_000);
  const serverPort = await freePort(process.env.ISPS_E2E_EMBED_SERVER_PORT);
  const hostPort = await freePort(process.env.ISPS_E2E_HOST_PORT);
  origins = { server: `http://127.0.0.1:${serverPort}`, host: `http://127.0.0.1:${hostPort}` };

  const root = mkdtempSync(join(tmpdir(), 'isps-hosts-'));
  folders.push(root);
  writeFileSync(join(root, 'plain.html'), snippet(snippets, 'plain-host.html', origins));
  writeFileSync(join(root, 'shell.html'), snippet(snippets, 'shell-host.html', origins));
  const backend = join(root, 'shell-backend.mjs');
  writeFileSync(backend, snippet(snippets, 'shell-backend.mjs', origins));
  const { ispsAssertion } = (await import(backend)) as {
    ispsAssertion(options: { secret: string; account: string }): string;
  };
  await buildReactHost(join(root, 'react'));
  await buildVueHost(join(root, 'vue'));
  writeFileSync(join(root, 'react.html'), hostPage('React 18 host', origins.server, '/react/main.js'));
  writeFileSync(join(root, 'vue.html'), hostPage('Vue 3 host', origins.server, '/vue/main.js'));

  // One server for every host: the cross-origin setup of section 1 and the shell's of section 5.
  const env = {
    ...startCommandEnv(snippet(snippets, 'server-env', origins)),
    ...startCommandEnv(snippet(snippets, 'shell-server-env', origins)),
  };
  const server = await startDocServer(env, serverPort);
  stopServer = server.stop;
  folders.push(server.dataDir);
  const shell = { secret: env.ISPS_SHELL_SECRET as string, account: env.ISPS_SHELL_USERNAME as string };
  hostServer = await startHostServer(root, hostPort, `${origins.server}/jeecg-boot`, () =>
    ispsAssertion(shell),
  );
});

test.afterAll(async () => {
  stopServer();
  await new Promise((done) => (hostServer ? hostServer.close(done) : done(undefined)));
  for (const folder of folders) removeFolder(folder);
});

/** Vite resolves these for the build only: `react` is React 18 in this host, as in a React 18 project. */
const REACT_18 = { react: 'react18', 'react-dom': 'react-dom18' };

async function buildReactHost(outDir: string): Promise<void> {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const dir = sourceFolder({
    'host-sign-in.js': snippet(snippets, 'host-sign-in.js', origins),
    'DictionaryPanel.tsx': snippet(snippets, 'DictionaryPanel.tsx', origins),
    // The test's own host application around the document's component.
    'main.tsx': `import './host-sign-in.js';
import { useCallback, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { DictionaryPanel } from './DictionaryPanel';

const received: string[] = [];
function Host() {
  const [dictCode, setDictCode] = useState('priority');
  const [shown, setShown] = useState(true);
  const onDictChange = useCallback((code: string) => void received.push(code), []);
  Object.assign(window, { hostControls: { setDictCode, setShown, received, version } });
  return (
    <main>
      <h1 className="host-title">React {version} host</h1>
      {shown && <DictionaryPanel dictCode={dictCode} onDictChange={onDictChange} />}
      <DictionaryPanel dictCode="doc_status" onDictChange={() => undefined} />
    </main>
  );
}
createRoot(document.getElementById('app') as HTMLElement).render(<Host />);
`,
  });
  folders.push(dir);
  await build({
    configFile: false,
    root: dir,
    base: '/react/',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: REACT_18 },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 1000,
      rolldownOptions: { input: join(dir, 'main.tsx'), output: { entryFileNames: '[name].js' } },
    },
  });
}

async function buildVueHost(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const dir = sourceFolder({
    'vite.config.js': snippet(snippets, 'vite.config.js', origins),
    'DictionaryPanel.vue': snippet(snippets, 'DictionaryPanel.vue', origins),
    'main.js': `import { createApp, h, ref, version } from 'vue';
import DictionaryPanel from './DictionaryPanel.vue';

const dictCode = ref('priority');
const shown = ref(true);
const received = [];
createApp({
  render: () =>
    h('main', [
      h('h1', { class: 'host-title' }, \`Vue \${version} host\`),
      shown.value ? h(DictionaryPanel, { dictCode: dictCode.value, onDictChange: (code) => received.push(code) }) : null,
      h(DictionaryPanel, { dictCode: 'doc_status' }),
    ]),
}).mount('#app');
window.hostControls = { setDictCode: (code) => { dictCode.value = code; }, setShown: (on) => { shown.value = on; }, received, version };
`,
  });
  folders.push(dir);
  await build({
    configFile: join(dir, 'vite.config.js'),
    root: dir,
    base: '/vue/',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(dir, 'main.js'), output: { entryFileNames: '[name].js' } },
    },
  });
}

/** Listener bookkeeping installed before any script: window and document listeners, store listeners. */
function countListeners(): void {
  const live = new Map<EventTarget, Set<string>>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const key = (type: string, listener: unknown, options: unknown) => {
    if (!ids.has(listener as object)) ids.set(listener as object, next++);
    const capture =
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
    return `${type}|${ids.get(listener as object)}|${capture}`;
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if ((this === window || this === document) && listener) {
      if (!live.has(this)) live.set(this, new Set());
      live.get(this)?.add(key(type, listener, options));
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if ((this === window || this === document) && listener)
      live.get(this)?.delete(key(type, listener, options));
    return remove.call(this, type, listener, options);
  };
  Object.assign(window, {
    listenerCounts: () => {
      const registry = (globalThis as Record<symbol, Record<string, { lc?: number }> | undefined>)[
        Symbol.for('isps.registry.v1')
      ];
      const stores = Object.values(registry ?? {}).reduce((sum, store) => sum + (store?.lc ?? 0), 0);
      return { window: live.get(window)?.size ?? 0, document: live.get(document)?.size ?? 0, stores };
    },
  });
}

interface Problems {
  errors: string[];
}

/** Opens a host page and records every console error, uncaught error and HTTP answer >= 400. */
async function openHost(page: Page, path: string): Promise<Problems> {
  const problems: Problems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.addInitScript(countListeners);
  await page.goto(`${origins.host}${path}`);
  return problems;
}

const loginForms = (page: Page) => page.locator('input[autocomplete="username"]');
const waitingNotes = (page: Page) => page.locator('.isps-sign-in-wait');

/** The one login form of the page, filled as a user would (captcha off on this server). */
async function signInOnce(page: Page, elementCount: number): Promise<void> {
  await expect(loginForms(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(waitingNotes(page)).toHaveCount(elementCount - 1);
  await expect(page.locator('input[placeholder*="验证码"], input[placeholder*="aptcha"]')).toHaveCount(0);
  await loginForms(page).fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
}

async function expectLoaded(page: Page, dictItems: Locator): Promise<void> {
  await expect(dictItems.locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expect(loginForms(page)).toHaveCount(0);
  await expect(waitingNotes(page)).toHaveCount(0);
}

type Counts = { window: number; document: number; stores: number };
const counts = (page: Page) =>
  page.evaluate(() => (window as unknown as { listenerCounts(): Counts }).listenerCounts());

/** The host application's own controls (the React and Vue harnesses above). */
async function hostControls<T>(page: Page, action: string, arg?: unknown): Promise<T> {
  return page.evaluate(
    ([name, value]) => {
      const controls = (window as unknown as { hostControls: Record<string, unknown> }).hostControls;
      const member = controls[name as string];
      return (typeof member === 'function' ? member(value) : member) as T;
    },
    [action, arg] as const,
  );
}

/** Prop update, event, removal and re-adding through the host framework; listeners back to where they were. */
async function updateRemoveReadd(page: Page, framework: string): Promise<void> {
  const panel = page.locator('isps-dict-items').first();
  await expect.poll(() => hostControls<string[]>(page, 'received')).toContain('priority');

  await hostControls(page, 'setDictCode', 'doc_status');
  await expect.poll(() => hostControls<string[]>(page, 'received')).toContain('doc_status');
  await expect(panel.locator('.ant-table-row').first()).toBeVisible();

  const before = await counts(page);
  for (let round = 0; round < 3; round++) {
    await hostControls(page, 'setShown', false);
    await expect(page.locator('isps-dict-items')).toHaveCount(1);
    await hostControls(page, 'setShown', true);
    await expect(page.locator('isps-dict-items')).toHaveCount(2);
    await expect(page.locator('isps-dict-items').first().locator('.ant-table-row').first()).toBeVisible();
  }
  expect(await counts(page), `${framework}: window, document and store listeners after 3 re-adds`).toEqual(
    before,
  );
}

test('a plain host page on another origin: one sign-in, styled under a hostile stylesheet, nothing leaks out', async ({
  page,
}, testInfo) => {
  const problems = await openHost(page, '/plain.html');
  // A host stylesheet that would restyle any widget it reaches.
  await page.addStyleTag({
    content: `* { color: rgb(255, 0, 0) !important; font-family: Georgia, serif !important; letter-spacing: 3px !important; }
      body { text-align: right; line-height: 3; } button { background: rgb(255, 255, 0) !important; border-radius: 0 !important; }
      table, th, td { border: 3px solid rgb(0, 255, 0) !important; background: rgb(0, 0, 255) !important; }
      input { font-size: 30px !important; } div, span { padding: 5px !important; }`,
  });
  await expect(loginForms(page)).toHaveCount(1, { timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('plain-host-sign-in.png'), fullPage: true });
  await signInOnce(page, 3);
  const dictItems = page.locator('isps-dict-items');
  await expectLoaded(page, dictItems);
  await expect(page.locator('isps-account-center .ant-card').first()).toBeVisible();
  await expect(page.locator('isps-user-announcement .ant-table-row').first()).toBeVisible();

  // Every element keeps antd's styles: header cells, primary buttons, fonts and colours are ours.
  const header = dictItems.locator('.ant-table-thead th').first();
  await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(header).not.toHaveCSS('font-family', /Georgia/);
  await expect(header).toHaveCSS('letter-spacing', 'normal');
  await expect(dictItems.locator('.ant-table-row td').first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  for (const tag of ['isps-user-announcement', 'isps-dict-items', 'isps-account-center']) {
    const text = page
      .locator(`${tag} .ant-typography, ${tag} .ant-tabs-tab, ${tag} .ant-card-head-title`)
      .first();
    await expect(text, tag).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(text, tag).not.toHaveCSS('font-family', /Georgia/);
  }
  // Nothing of ours reaches the host: no style in its head, its own button keeps the host's look.
  expect(await page.locator('head style[data-css-hash], head style[data-rc-order]').count()).toBe(0);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  await expect(page.locator('#english')).toHaveCSS('background-color', 'rgb(255, 255, 0)');
  await expect(page.locator('#english')).toHaveCSS('font-family', /Georgia/);

  // The documented language switch reaches every element.
  await page.locator('#english').click();
  await expect(dictItems.locator('.ant-pagination-options, .ant-table-thead').first()).not.toContainText(
    '字典',
  );
  await page.screenshot({ path: testInfo.outputPath('plain-host.png'), fullPage: true });

  // Removing an element and adding it again: it loads with the shared session, listeners are released.
  const before = await counts(page);
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => {
      const element = document.querySelector('isps-dict-items') as HTMLElement;
      const parent = element.parentElement as HTMLElement;
      element.remove();
      parent.append(element);
    });
    await expect(dictItems.locator('.ant-table-row').first()).toBeVisible();
  }
  expect(await counts(page)).toEqual(before);
  expect(problems.errors).toEqual([]);
});

test('a React 18 host on another origin signs in itself and drives an element through a ref', async ({
  page,
}, testInfo) => {
  const problems = await openHost(page, '/react.html');
  await expect(page.locator('.host-title')).toHaveText(/^React 18\.\d+\.\d+ host$/);
  // host-sign-in.js of the document: no ISPS form, the host's backend token loads both elements.
  await expectLoaded(page, page.locator('isps-dict-items').last());
  await expect(page.locator('isps-dict-items')).toHaveCount(2);
  await updateRemoveReadd(page, 'React 18');
  await page.screenshot({ path: testInfo.outputPath('react18-host.png'), fullPage: true });
  expect(problems.errors).toEqual([]);
});

test('a Vue 3 host on another origin binds a property, listens with @isps-…, one sign-in for its elements', async ({
  page,
}, testInfo) => {
  const problems = await openHost(page, '/vue.html');
  await expect(page.locator('.host-title')).toHaveText(/^Vue 3\.\d+\.\d+ host$/);
  await signInOnce(page, 2);
  await expectLoaded(page, page.locator('isps-dict-items').last());
  await updateRemoveReadd(page, 'Vue 3');
  await page.screenshot({ path: testInfo.outputPath('vue3-host.png'), fullPage: true });
  expect(problems.errors).toEqual([]);
});

test("the field-service shell's page on another origin signs in through its backend's assertion, no password anywhere", async ({
  page,
}, testInfo) => {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sys/fsmShellLogin')) exchanges.push(request.postData() ?? '');
  });
  const problems = await openHost(page, '/shell.html');
  const query = page.locator('isps-fsm-inventory-query');
  await expect(query.locator('.ant-table')).toBeVisible({ timeout: 60_000 });
  await expect(query.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
  await expect(loginForms(page)).toHaveCount(0);
  expect(exchanges).toHaveLength(1);
  expect(JSON.parse(exchanges[0] as string)).toEqual({
    assertion: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
  });
  // What the browser was told carries no secret and no password of the service account.
  const config = await (await fetch(`${origins.server}/isps-config.json`)).text();
  expect(config).toContain(`${origins.host}/shell/isps-assertion`);
  expect(config).not.toMatch(/password|secret/i);
  await page.screenshot({ path: testInfo.outputPath('shell-host.png'), fullPage: true });
  expect(problems.errors).toEqual([]);
});

test('the document marks every host snippet this test runs', () => {
  const names = [
    'server-env',
    'plain-host.html',
    'host-sign-in.js',
    'DictionaryPanel.tsx',
    'vite.config.js',
    'DictionaryPanel.vue',
    'shell-server-env',
    'shell-backend.mjs',
    'shell-host.html',
  ];
  expect(names.filter((name) => !snippets.has(name))).toEqual([]);
  expect(snippets.get('server-env')).toContain('ISPS_ALLOWED_ORIGINS=https://host.example.com');
  // Section 5 allows the same origin as section 1, so one server serves every host of this test.
  expect(snippets.get('shell-server-env')).toContain('ISPS_ALLOWED_ORIGINS=https://host.example.com ');
});
