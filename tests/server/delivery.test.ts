import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import {
  API_COMPRESSION_THRESHOLD,
  cacheControlFor,
  IMMUTABLE,
  REVALIDATE,
} from '../../server/http/delivery';
import { createTestApp, type TestApp } from './harness';

/** A built client in miniature, precompressed by the build's own step. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'isps-dist-'));
  mkdirSync(join(dist, 'elements'));
  mkdirSync(join(dist, 'demo'));
  const filler = (label: string) =>
    `${label}\n${'console.log("padding so the file is worth compressing");\n'.repeat(60)}`;
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>ISPS admin</title><!--${filler('app')}-->`);
  writeFileSync(
    join(dist, 'demo', 'plain.html'),
    `<!doctype html><title>plain demo</title><!--${filler('demo')}-->`,
  );
  writeFileSync(join(dist, 'elements', 'index.js'), filler('loader'));
  writeFileSync(join(dist, 'elements', 'AdminApp-C2aN-u1k.js'), filler('chunk'));
  return dist;
}

interface Started {
  t: TestApp;
  origin: string;
}

async function start(dist: string, env: Record<string, string> = {}): Promise<Started> {
  const t = await createTestApp('sqlite', { env, deps: { distDir: dist } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { t, origin: `http://127.0.0.1:${address.port}` };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, decoded by its content-encoding. */
  text: string;
}

/** A raw HTTP GET: unlike fetch it adds no cache headers of its own and shows the encoding as sent. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        // A 304 names the encoding of the representation it confirms but has no body.
        const decoded =
          body.length === 0
            ? body
            : encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decoded.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('cache policy of built files', () => {
  it('keeps hashed chunks a year and revalidates entry points', () => {
    expect(cacheControlFor('elements/AdminApp-C2aN-u1k.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('elements/AdminApp-C2aN-u1k.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/demo/react-host-CSY3WhvK.js')).toBe(IMMUTABLE);
    for (const entry of ['index.html', 'elements/index.js', 'elements/index.d.ts', 'demo/plain.html']) {
      expect(cacheControlFor(entry), entry).toBe(REVALIDATE);
    }
  });
});

describe('delivery on a started server', () => {
  let dist: string;
  let server: Started;
  let plain: Started;
  beforeAll(async () => {
    dist = fakeDist();
    await precompressDir(dist);
    server = await start(dist);
    plain = await start(dist, { ISPS_STATIC_PLAIN: '1' });
  });
  afterAll(async () => {
    await server?.t.close();
    await plain?.t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed variant the client accepts', async () => {
    const chunk = '/elements/AdminApp-C2aN-u1k.js';
    const br = await get(server.origin, chunk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.text).toMatch(/^chunk\n/);
    const gz = await get(server.origin, chunk, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toMatch(/^chunk\n/);
    const identity = await get(server.origin, chunk, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toMatch(/^chunk\n/);
  });

  it('marks hashed chunks immutable for a year', async () => {
    const res = await get(server.origin, '/elements/AdminApp-C2aN-u1k.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates entry points through their ETag', async () => {
    for (const path of [
      '/',
      '/index.html',
      '/elements/index.js',
      '/demo/plain.html',
      '/dashboard/analysis',
    ]) {
      const first = await get(server.origin, path, { 'accept-encoding': 'br' });
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, path).toBeTruthy();
      const again = await get(server.origin, path, { 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
      expect(again.status, path).toBe(304);
    }
  });

  it('compresses large API answers and leaves small ones as they are', async () => {
    const token = await server.t.login('admin');
    const headers = { 'x-access-token': token, 'accept-encoding': 'br, gzip' };
    const menu = await get(server.origin, '/jeecg-boot/sys/permission/getUserPermissionByToken', headers);
    expect(menu.headers['content-encoding']).toBe('br');
    expect(JSON.parse(menu.text).success).toBe(true);
    const small = await get(server.origin, '/jeecg-boot/sys/dict/getDictItems/doc_status', headers);
    const body = small.text;
    expect(body.length).toBeLessThan(API_COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body).success).toBe(true);
  });

  it('serves everything uncompressed and revalidated with ISPS_STATIC_PLAIN=1 (the benchmark baseline)', async () => {
    const chunk = await get(plain.origin, '/elements/AdminApp-C2aN-u1k.js', {
      'accept-encoding': 'br, gzip',
    });
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.headers['cache-control']).toBe('public, max-age=0');
    const token = await plain.t.login('admin');
    const menu = await get(plain.origin, '/jeecg-boot/sys/permission/getUserPermissionByToken', {
      'x-access-token': token,
      'accept-encoding': 'br, gzip',
    });
    expect(menu.headers['content-encoding']).toBeUndefined();
  });
});
