import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { elapsed, percentile } from '../support/timing';
import { generateProducts } from './generate-products';

/**
 * bench/list: the generic list route over 1 000 000 products with a filter and a sort, beside the raw
 * SQL for the same page (page query and total) in the same run. Calls run one after another through
 * the whole Fastify pipeline (app.inject: auth, parsing, Kysely, dictionary texts, JSON). Goal
 * (issue 5): p95 <= 1.5 x the raw SQL and <= 30 ms on SQLite.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 50;

/** Both sides alternate call by call, so that noise of the machine falls on both alike. */
async function interleaved(
  api: () => Promise<unknown>,
  sql: () => unknown,
): Promise<{ api: number[]; sql: number[] }> {
  for (let i = 0; i < WARMUP; i++) {
    await api();
    sql();
  }
  const samples = { api: [] as number[], sql: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    samples.api.push(await elapsed(api));
    samples.sql.push(await elapsed(sql));
  }
  return samples;
}

const dataDir = mkdtempSync(join(tmpdir(), 'isps-bench-list-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ISPS_CAPTCHA: 'off' });
const app = await buildApp(config, { logger: false, distDir: join(dataDir, 'no-dist') });
try {
  const file = join(dataDir, 'isps.sqlite');
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  const started = Date.now();
  generateProducts(raw, ROWS, Date.parse('2021-01-01T00:00:00Z'));
  raw.exec('analyze');
  const generatedS = ((Date.now() - started) / 1000).toFixed(1);

  const login = await app.inject({
    method: 'POST',
    url: `${config.apiPrefix}/sys/login`,
    payload: { username: 'admin', password: '123456', captcha: '', checkKey: '' },
  });
  const token = (login.json() as { result: { token: string } }).result.token;

  const cases = [
    {
      name: 'productType=raw_material, createTime desc',
      query: 'productType=raw_material&column=createTime&order=desc&pageNo=1&pageSize=10',
      where: "product_type = 'raw_material'",
      order: 'create_time desc, id desc',
    },
    {
      name: 'code=M0012* (prefix), code asc',
      query: 'code=M0012*&column=code&order=asc&pageNo=1&pageSize=10',
      where: "code like 'M0012%' escape '\\'",
      order: 'code asc, id asc',
    },
    {
      name: 'status=1 (every row), name asc, page 50',
      query: 'status=1&column=name&order=asc&pageNo=50&pageSize=20',
      where: "status = '1'",
      order: 'name asc, id asc',
      offset: 980,
      limit: 20,
    },
  ];

  const table = [];
  for (const c of cases) {
    const url = `${config.apiPrefix}/mdm/product/list?${c.query}`;
    const check = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    const body = check.json() as {
      success: boolean;
      message: string;
      result: { total: number; records: unknown[] };
    };
    if (!body.success) throw new Error(`${c.name}: ${body.message}`);
    const page = raw.prepare(
      `select * from mdm_product where tenant_id = 0 and del_flag = 0 and ${c.where} order by ${c.order} limit ? offset ?`,
    );
    const count = raw.prepare(
      `select count(*) as n from mdm_product where tenant_id = 0 and del_flag = 0 and ${c.where}`,
    );
    const rawTotal = (count.get() as { n: number }).n;
    if (rawTotal !== body.result.total)
      throw new Error(`${c.name}: total ${body.result.total} != raw ${rawTotal}`);
    const { api, sql } = await interleaved(
      () => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } }),
      () => {
        page.all(c.limit ?? 10, c.offset ?? 0);
        count.get();
      },
    );
    table.push({
      'list call': c.name,
      total: rawTotal,
      'api p50 ms': percentile(api, 50).toFixed(2),
      'api p95 ms': percentile(api, 95).toFixed(2),
      'raw p50 ms': percentile(sql, 50).toFixed(2),
      'raw p95 ms': percentile(sql, 95).toFixed(2),
      'x raw (p95)': (percentile(api, 95) / percentile(sql, 95)).toFixed(2),
    });
  }
  // The floor of any authenticated call (auth hook, session, envelope) for reading the overhead above.
  const floorUrl = `${config.apiPrefix}/sys/dict/getDictItems/doc_status`;
  const floor = await interleaved(
    () => app.inject({ method: 'GET', url: floorUrl, headers: { 'x-access-token': token } }),
    () => undefined,
  );
  table.push({
    'list call': 'floor: GET /sys/dict/getDictItems (cached)',
    total: '',
    'api p50 ms': percentile(floor.api, 50).toFixed(2),
    'api p95 ms': percentile(floor.api, 95).toFixed(2),
    'raw p50 ms': '',
    'raw p95 ms': '',
    'x raw (p95)': '',
  });
  raw.close();
  console.log(
    `bench/list: ${ROWS} products (generated in ${generatedS} s), ${RUNS} sequential calls per case, SQLite`,
  );
  console.table(table);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
