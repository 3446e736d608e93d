import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

/**
 * The hosts of tests/e2e/embedding-hosts.spec.ts, built from docs/embedding.md as written: the code
 * blocks after `<!-- embedding-test: <name> -->`, with only the two placeholder origins replaced.
 */
export const REPO = resolve(import.meta.dirname, '../..');
export const DOC_SERVER_ORIGIN = 'https://isps.example.com';
export const DOC_HOST_ORIGIN = 'https://host.example.com';

/** Every marked code block of the document, by name. */
export function docSnippets(
  markdown = readFileSync(join(REPO, 'docs/embedding.md'), 'utf8'),
): Map<string, string> {
  const snippets = new Map<string, string>();
  const marked = /<!-- embedding-test: ([\w.-]+) -->\s*\n```[\w]*\n([\s\S]*?)\n```/g;
  for (const [, name, code] of markdown.matchAll(marked)) snippets.set(name as string, `${code}\n`);
  return snippets;
}

export function snippet(snippets: Map<string, string>, name: string, origins: Origins): string {
  const code = snippets.get(name);
  if (!code) throw new Error(`docs/embedding.md has no code block marked "embedding-test: ${name}"`);
  return code.replaceAll(DOC_SERVER_ORIGIN, origins.server).replaceAll(DOC_HOST_ORIGIN, origins.host);
}

export interface Origins {
  server: string;
  host: string;
}

/** A port nobody listens on (the OS picks it), unless the environment names one. */
export async function freePort(fromEnv?: string): Promise<number> {
  if (fromEnv) return Number(fromEnv);
  const probe = createNetServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The variables of one of the document's `NAME=value … npm start` blocks. */
export function startCommandEnv(command: string): Record<string, string> {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, ...value] = (words.shift() as string).split('=');
    env[name as string] = value.join('=');
  }
  if (words.join(' ') !== 'npm start')
    throw new Error(`the server block must end in "npm start": ${command}`);
  return env;
}

/**
 * `npm start` with the variables of the document's server blocks, on its own port and data folder
 * (captcha off: a test cannot read the captcha image). Stopped with its whole process group.
 */
export async function startDocServer(
  env: Record<string, string>,
  port: number,
): Promise<{ stop: () => void; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-embedding-'));
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ISPS_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ISPS server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/isps-config.json`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 280_000) {
      stop();
      throw new Error('the ISPS server did not start within 280 s');
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { stop, dataDir };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The host origin: static files from `root`, and the host's own backend that signs its user in to
 * ISPS server-side (`/my-backend/isps-token`, the endpoint the document's host-sign-in.js calls) and
 * vouches for the field-service shell's login (`/shell/isps-assertion`, docs/embedding.md 5).
 */
export async function startHostServer(
  root: string,
  port: number,
  apiBase: string,
  shellAssertion: () => string,
  /** The loopback address it listens on (127.0.0.2 is another host name, so another origin). */
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path === '/shell/isps-assertion' && request.method === 'POST') {
      // The shell's backend of docs/embedding.md 5 (its own session check is the host's business).
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ assertion: shellAssertion() }));
      return;
    }
    if (path === '/my-backend/isps-token') {
      const login = await fetch(`${apiBase}/sys/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456' }),
      });
      const body = (await login.json()) as { result: { token: string } };
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ token: body.result.token }));
      return;
    }
    if (path === '/favicon.ico') {
      response.writeHead(204).end(); // the browser asks every page for one; this host has none
      return;
    }
    const file = normalize(join(root, path));
    try {
      if (!file.startsWith(root)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  return server;
}

/** A throwaway source folder that resolves packages from the repository's node_modules. */
export function sourceFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'isps-host-src-'));
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // As in a project made by create-vite: ES modules, so its vite.config.js is one.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

export function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A host page: our loader first (the document asks for it before the host's bundle), then the bundle. */
export function hostPage(title: string, serverOrigin: string, bundle: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
    <script type="module" src="${serverOrigin}/elements/index.js"></script>
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="${bundle}"></script>
  </body>
</html>
`;
}
