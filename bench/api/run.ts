import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * bench/api: requests/s and p99 of the dictionary call and the permission call, each beside a bare
 * route of the same server in the same run. The server runs in its own process so the load tool does
 * not share its event loop. Goal (issue 2): the dictionary call at 0.6 x the bare route or better.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const { port, prefix } = JSON.parse(line) as { port: number; prefix: string };
    return { base: `http://127.0.0.1:${port}${prefix}`, stop: () => child.kill('SIGTERM') };
  }
  throw new Error('bench server exited before listening');
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captcha: '', checkKey: '' }),
  });
  const body = (await res.json()) as { success: boolean; message: string; result: { token: string } };
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.result.token;
}

async function measure(name: string, url: string, token: string): Promise<Measured> {
  // As a browser asks: large answers come compressed (issue 17), small ones as they are.
  const headers = { 'X-Access-Token': token, tenant_id: '0', 'accept-encoding': 'br, gzip' };
  // Warm-up: caches filled, JIT settled.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await startServer();
try {
  const token = await login(server.base);
  const origin = server.base.replace(/\/[^/]*$/, '');
  const bare = await measure('bare route', `${origin}/bench/bare`, token);
  const dict = await measure(
    'GET /sys/dict/getDictItems/doc_status',
    `${server.base}/sys/dict/getDictItems/doc_status`,
    token,
  );
  const perm = await measure(
    'GET /sys/permission/getUserPermissionByToken',
    `${server.base}/sys/permission/getUserPermissionByToken`,
    token,
  );
  const rows = [bare, dict, perm].map((m) => ({
    route: m.name,
    'req/s': Math.round(m.rps),
    'p50 ms': m.p50,
    'p99 ms': m.p99,
    'x bare': (m.rps / bare.rps).toFixed(2),
    errors: m.errors,
  }));
  console.log(
    `bench/api: ${CONNECTIONS} connections, ${DURATION_S} s per route, database ${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}`,
  );
  console.table(rows);
  const ratio = dict.rps / bare.rps;
  console.log(
    `dictionary call: ${ratio.toFixed(2)} x the bare route (goal >= 0.60): ${ratio >= 0.6 ? 'met' : 'NOT met'}`,
  );
} finally {
  server.stop();
}
