import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql as kyselySql } from 'kysely';
import pg from 'pg';
import { sapLog } from '../../src/domain/oms/sap-log';
import { type BenchEngine, benchPostgres, startBenchApp } from '../support/bench-app';
import { elapsed, percentile } from '../support/timing';

/**
 * bench/orders "SAP log" (issue 13 point 11): the SAP log page's list call (GET /oms/sapLog/list through
 * the whole Fastify pipeline: auth, parsing, Kysely, dictionary texts, JSON) over 3 000 000 rows with a
 * filter and the default sort (create_time desc), beside the raw SQL of the same page and total, call by
 * call. Goal: p95 <= 30 ms and <= 1.5 x raw SQL, on SQLite and on PostgreSQL (BENCH_PG_URL, else a
 * throwaway server as the tests start one). The SAP log caps its total (`listTotalCap` 10 000), so the
 * raw side counts as far as the page does. `npm run bench:orders:saplog` (BENCH_ROWS, BENCH_RUNS;
 * BENCH_EXPLAIN=1 prints SQLite's plans; BENCH_PG_ONLY=1 skips SQLite, BENCH_SQLITE_ONLY=1 PostgreSQL).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 3_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 30;
const START = Date.parse('2025-12-01T00:00:00Z');
const STEP_S = 10;
const CAP = sapLog.listTotalCap ?? Number.POSITIVE_INFINITY;

/** Both sides alternate call by call, so that noise of the machine falls on both alike. */
async function interleaved(api: () => Promise<unknown>, sql: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) {
    await api();
    await sql();
  }
  const samples = { api: [] as number[], sql: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    samples.api.push(await elapsed(api));
    samples.sql.push(await elapsed(sql));
  }
  return samples;
}

/**
 * Row i of the generated log, the same on both engines: the interface by i (12 % inbound purchase-order
 * imports), the status by a hash of i (90 % success, 3 % failed, 4 % ignored, 3 % pending), one row every
 * 10 seconds from 2025-12-01 (3 000 000 rows: 347 days).
 */
const SQL_INTERFACE = (i: string) => `case when (${i} * 7919) % 100 < 12 then 'po_import'
  when (${i} * 7919) % 100 < 70 then 'goods_movement' when (${i} * 7919) % 100 < 78 then 'invoice_verify'
  when (${i} * 7919) % 100 < 86 then 'billing' when (${i} * 7919) % 100 < 93 then 'so_create' else 'credit_memo' end`;
const SQL_STATUS = (i: string) => `case when (${i} * 2654435761) % 1000 < 900 then 'success'
  when (${i} * 2654435761) % 1000 < 930 then 'failed' when (${i} * 2654435761) % 1000 < 970 then 'ignored'
  else 'pending' end`;
const SQL_DOC_TYPE = (i: string) => `case when (${i} * 7919) % 100 < 12 then 'etl_batch'
  when (${i} * 7919) % 100 < 55 then 'receipt' when (${i} * 7919) % 100 < 70 then 'supplier_return'
  else 'document' end`;

/** SQLite: one INSERT … SELECT over a recursive counter per chunk, in the database itself. */
function generateSqlite(raw: Database.Database): void {
  const CHUNK = 250_000;
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    raw.exec(`with recursive g(i) as (select ${from} union all select i + 1 from g where i < ${to})
      insert into oms_sap_log (id, tenant_id, version, create_by, create_time, interface_code, direction,
        biz_doc_type, biz_doc_id, biz_doc_code, request_payload, response_payload, sync_status, sap_doc_no,
        error_message, retry_count, next_retry_at, duration_ms)
      select printf('9%018d', i), 0, 2, 'bench',
        strftime('%Y-%m-%dT%H:%M:%fZ', ${START / 1000} + i * ${STEP_S}, 'unixepoch'),
        ${SQL_INTERFACE('i')}, case when (i * 7919) % 100 < 12 then 'inbound' else 'outbound' end,
        ${SQL_DOC_TYPE('i')}, printf('%d', i), printf('RC%08d', i), '{"i":' || i || '}', '{"ok":true}',
        ${SQL_STATUS('i')}, null, null, 0, null, 100 + i % 900
      from g`);
  }
}

async function generatePostgres(client: pg.Client): Promise<void> {
  const CHUNK = 500_000;
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await client.query(`insert into oms_sap_log (id, tenant_id, version, create_by, create_time, interface_code,
        direction, biz_doc_type, biz_doc_id, biz_doc_code, request_payload, response_payload, sync_status,
        sap_doc_no, error_message, retry_count, next_retry_at, duration_ms)
      select '9' || lpad(i::text, 18, '0'), 0, 2, 'bench',
        to_timestamp(${START / 1000} + i * ${STEP_S}), ${SQL_INTERFACE('i')},
        case when (i * 7919) % 100 < 12 then 'inbound' else 'outbound' end, ${SQL_DOC_TYPE('i')},
        i::text, 'RC' || lpad(i::text, 8, '0'), json_build_object('i', i), '{"ok":true}'::json,
        ${SQL_STATUS('i')}, null, null, 0, null, 100 + i % 900
      from generate_series(${from}::bigint, ${to}::bigint) as g(i)`);
  }
}

/** A day in the middle of the generated span, as the page sends a date range. */
const MID_DAY = new Date(START + (ROWS / 2) * STEP_S * 1000).toISOString().slice(0, 10);

/** A receipt's number in the generated rows (row i is a receipt when (i * 7919) % 100 is in 12..54). */
const RECEIPT_ROW = (() => {
  for (let i = Math.floor(ROWS * 0.41); ; i++) if ((i * 7919) % 100 >= 12 && (i * 7919) % 100 < 55) return i;
})();
const RECEIPT_CODE = `RC${String(RECEIPT_ROW).padStart(8, '0')}`;

interface Case {
  name: string;
  query: string;
  where: (engine: 'sqlite' | 'postgres') => string;
}

const CASES: Case[] = [
  {
    name: 'syncStatus=failed',
    query: 'syncStatus=failed',
    where: () => "sync_status = 'failed'",
  },
  {
    name: 'interfaceCode=goods_movement & syncStatus=failed',
    query: 'interfaceCode=goods_movement&syncStatus=failed',
    where: () => "interface_code = 'goods_movement' and sync_status = 'failed'",
  },
  {
    name: 'direction=inbound & interfaceCode=po_import & syncStatus=pending',
    query: 'direction=inbound&interfaceCode=po_import&syncStatus=pending',
    where: () => "direction = 'inbound' and interface_code = 'po_import' and sync_status = 'pending'",
  },
  {
    name: `createTime one day (${MID_DAY}, GMT+8)`,
    query: `createTime_begin=${MID_DAY}&createTime_end=${MID_DAY}`,
    // The wire's GMT+8 day as UTC instants.
    where: (engine) => {
      const begin = new Date(Date.parse(`${MID_DAY}T00:00:00+08:00`));
      const end = new Date(Date.parse(`${MID_DAY}T23:59:59+08:00`));
      return engine === 'sqlite'
        ? `create_time >= '${begin.toISOString()}' and create_time <= '${end.toISOString()}'`
        : `create_time >= '${begin.toISOString()}'::timestamptz and create_time <= '${end.toISOString()}'::timestamptz`;
    },
  },
  {
    name: `bizDocType=receipt & bizDocCode=${RECEIPT_CODE} (exact)`,
    query: `bizDocType=receipt&bizDocCode=${RECEIPT_CODE}`,
    where: () => `biz_doc_type = 'receipt' and biz_doc_code = '${RECEIPT_CODE}'`,
  },
];

interface RawSide {
  rows(sql: string): Promise<unknown[]>;
  close(): Promise<void>;
}

async function benchEngine(engine: BenchEngine, pgUrl: string | null) {
  const bench = await startBenchApp(engine, pgUrl, { ISPS_CAPTCHA: 'off' });
  const { app, config, dataDir, schema } = bench;
  let raw: RawSide;
  const started = Date.now();
  if (engine === 'sqlite') {
    const db = new Database(join(dataDir, 'isps.sqlite'));
    db.pragma('journal_mode = WAL');
    generateSqlite(db);
    db.exec('analyze');
    db.pragma('wal_checkpoint(TRUNCATE)');
    raw = {
      rows: async (sql) => db.prepare(sql).all(),
      close: async () => {
        db.close();
      },
    };
  } else {
    const client = new pg.Client({ connectionString: pgUrl ?? '', options: `-c search_path=${schema}` });
    await client.connect();
    await generatePostgres(client);
    // The statistics and the visibility map: without the map a count cannot be an index-only scan, and a
    // bulk-filled table has none until autovacuum comes (a live table has both).
    await client.query('vacuum analyze oms_sap_log');
    raw = {
      rows: async (sql) => (await client.query(sql)).rows,
      close: () => client.end(),
    };
  }
  const generatedS = ((Date.now() - started) / 1000).toFixed(0);
  const table: Record<string, string | number>[] = [];
  try {
    const login = await app.inject({
      method: 'POST',
      url: `${config.apiPrefix}/sys/login`,
      payload: { username: 'admin', password: '123456', captcha: '', checkKey: '' },
    });
    const token = (login.json() as { result: { token: string } }).result.token;
    for (const c of CASES) {
      const url = `${config.apiPrefix}/oms/sapLog/list?${c.query}&column=createTime&order=desc&pageNo=1&pageSize=10`;
      const call = () => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
      const body = (await call()).json() as {
        success: boolean;
        message: string;
        result: { total: number; totalCapped?: boolean };
      };
      if (!body.success) throw new Error(`${c.name}: ${body.message}`);
      const where = `tenant_id = 0 and ${c.where(engine)}`;
      const page = `select * from oms_sap_log where ${where} order by create_time desc, id desc limit 10`;
      // What the page counts: at most CAP + 1 rows.
      const count = Number.isFinite(CAP)
        ? `select count(*) as n from (select 1 from oms_sap_log where ${where} limit ${CAP + 1}) capped`
        : `select count(*) as n from oms_sap_log where ${where}`;
      const [counted] = (await raw.rows(`select count(*) as n from oms_sap_log where ${where}`)) as {
        n: number | string;
      }[];
      const rawTotal = Number(counted!.n);
      const shown = Math.min(rawTotal, CAP);
      if (shown !== body.result.total || rawTotal > CAP !== (body.result.totalCapped === true))
        throw new Error(`${c.name}: total ${body.result.total} (${body.result.totalCapped}) for ${rawTotal}`);
      // The plans as the app's own connection makes them (it may not have read the statistics).
      if (engine === 'sqlite' && process.env.BENCH_EXPLAIN === '1')
        for (const text of [page, count]) {
          const plan = await kyselySql
            .raw<{ detail: string }>(`explain query plan ${text}`)
            .execute(app.ctx.db);
          console.log(
            c.name,
            plan.rows.map((r) => r.detail),
          );
        }
      const { api, sql } = await interleaved(call, async () => {
        const rows = await raw.rows(page);
        // The list counts only when the first page is full.
        if (rows.length === 10) await raw.rows(count);
      });
      table.push({
        engine,
        'list call (createTime desc, 10 rows)': c.name,
        matching: rawTotal,
        total: rawTotal > CAP ? `${CAP}+` : rawTotal,
        'api p50 ms': percentile(api, 50).toFixed(2),
        'api p95 ms': percentile(api, 95).toFixed(2),
        'raw p95 ms': percentile(sql, 95).toFixed(2),
        'x raw (p95)': (percentile(api, 95) / percentile(sql, 95)).toFixed(2),
      });
    }
  } finally {
    await raw.close();
    await bench.close();
  }
  console.log(`${engine}: ${ROWS} rows generated and analysed in ${generatedS} s`);
  return table;
}

const { url: pgUrl, stop } = await benchPostgres();
try {
  const rows = [
    ...(process.env.BENCH_PG_ONLY === '1' ? [] : await benchEngine('sqlite', null)),
    ...(pgUrl ? await benchEngine('postgres', pgUrl) : []),
  ];
  console.log(`bench/orders sap-log-list: ${ROWS} rows, ${RUNS} sequential calls per case`);
  console.table(rows);
} finally {
  stop();
}
process.exit(0);
