// Serves a built JeecgBoot 2.x Vue2 client (its `dist`) and forwards `/jeecg-boot/...` to an ISPS server,
// so the browser sees one origin (no CORS). By hand, for the issue 19 run (run-jeecg-client.sh); not CI.
//   npx tsx scripts/compat/jeecg-client/serve.ts <dist> [listen host:port] [ISPS origin]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

if (!process.argv[2]) throw new Error('usage: serve.ts <dist> [listen host:port] [ISPS origin]');
const dist = resolve(process.argv[2]);
const [host = '127.0.0.2', port = '7226'] = (process.argv[3] ?? '127.0.0.2:7226').split(':');
const api = new URL(process.argv[4] ?? 'http://127.0.0.1:7226');
const PREFIX = '/jeecg-boot';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** A file of `dist`, or `index.html` for the client's history-mode routes. */
function fileFor(pathname: string): string {
  const candidate = normalize(join(dist, decodeURIComponent(pathname)));
  if (candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return join(dist, 'index.html');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://client');
  if (url.pathname === PREFIX || url.pathname.startsWith(`${PREFIX}/`)) {
    const upstream = forward(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`ISPS unreachable: ${error.message}`);
    });
    req.pipe(upstream);
    return;
  }
  const file = fileFor(url.pathname);
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});

server.listen(Number(port), host, () => {
  process.stdout.write(
    `JeecgBoot client from ${dist} on http://${host}:${port}, ${PREFIX} -> ${api.origin}\n`,
  );
});
