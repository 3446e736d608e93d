import { sql } from 'kysely';
import { sapLog } from '../../src/domain/oms/sap-log';
import { type BenchEngine, benchPostgres, startBenchApp } from '../support/bench-app';
import { type ListCase, timeListCase } from '../support/list-bench';
import { loadAverage } from '../support/timing';
import { fillSapLog, isReceiptRow, SAP_LOG_START, SAP_LOG_STEP_S } from './sap-log-rows';

/**
 * bench/orders "SAP log" (issue 13 point 11): the SAP log page's list call (GET /oms/sapLog/list through
 * the whole Fastify pipeline: auth, parsing, Kysely, dictionary texts, JSON) over 3 000 000 rows with a
 * filter and the default sort (create_time desc), beside the raw SQL of the same page and total, call by
 * call (bench/support/list-bench.ts `timeListCase`, shared with the PO item and production order
 * benches). Goal: p95 <= 30 ms and <= 1.5 x raw SQL, on SQLite and on PostgreSQL (BENCH_PG_URL, else a
 * throwaway server as the tests start one). The SAP log caps its total (`listTotalCap` 10 000), so the
 * raw side counts as far as the page does. `npm run bench:orders:saplog` (BENCH_ROWS, BENCH_RUNS;
 * BENCH_EXPLAIN=1 prints the plans; BENCH_PG_ONLY=1 skips SQLite, BENCH_SQLITE_ONLY=1 PostgreSQL).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 3_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 30;

/** A day in the middle of the generated span, as the page sends a date range. */
const MID_DAY = new Date(SAP_LOG_START + (ROWS / 2) * SAP_LOG_STEP_S * 1000).toISOString().slice(0, 10);

/** A receipt's number in the generated rows. */
const RECEIPT_ROW = (() => {
  for (let i = Math.floor(ROWS * 0.41); ; i++) if (isReceiptRow(i)) return i;
})();
const RECEIPT_CODE = `RC${String(RECEIPT_ROW).padStart(8, '0')}`;

/** The list call's sort, in the raw SQL's words. */
const PAGE = '&column=createTime&order=desc&pageNo=1&pageSize=10';
const ORDER = 'create_time desc, id desc';

function cases(engine: BenchEngine, token: string): ListCase[] {
  // The wire's GMT+8 day as UTC instants.
  const begin = new Date(Date.parse(`${MID_DAY}T00:00:00+08:00`)).toISOString();
  const end = new Date(Date.parse(`${MID_DAY}T23:59:59+08:00`)).toISOString();
  const instant = (iso: string) => (engine === 'sqlite' ? `'${iso}'` : `'${iso}'::timestamptz`);
  return [
    { name: 'syncStatus=failed', query: 'syncStatus=failed', where: "sync_status = 'failed'" },
    {
      name: 'interfaceCode=goods_movement & syncStatus=failed',
      query: 'interfaceCode=goods_movement&syncStatus=failed',
      where: "interface_code = 'goods_movement' and sync_status = 'failed'",
    },
    {
      name: 'direction=inbound & interfaceCode=po_import & syncStatus=pending',
      query: 'direction=inbound&interfaceCode=po_import&syncStatus=pending',
      where: "direction = 'inbound' and interface_code = 'po_import' and sync_status = 'pending'",
    },
    {
      name: `createTime one day (${MID_DAY}, GMT+8)`,
      query: `createTime_begin=${MID_DAY}&createTime_end=${MID_DAY}`,
      where: `create_time >= ${instant(begin)} and create_time <= ${instant(end)}`,
    },
    {
      name: `bizDocType=receipt & bizDocCode=${RECEIPT_CODE} (exact)`,
      query: `bizDocType=receipt&bizDocCode=${RECEIPT_CODE}`,
      where: `biz_doc_type = 'receipt' and biz_doc_code = '${RECEIPT_CODE}'`,
    },
  ].map((c) => ({ ...c, query: `${c.query}${PAGE}`, order: ORDER, token }));
}

async function benchEngine(engine: BenchEngine, pgUrl: string | null) {
  const bench = await startBenchApp(engine, pgUrl, { ISPS_CAPTCHA: 'off' });
  const { app, config } = bench;
  const db = app.ctx.db;
  const table: Record<string, string | number>[] = [];
  try {
    console.log(`load average ${loadAverage()}, ${engine}`);
    const generatedS = await fillSapLog(db, engine, ROWS);
    const login = await app.inject({
      method: 'POST',
      url: `${config.apiPrefix}/sys/login`,
      payload: { username: 'admin', password: '123456', captcha: '', checkKey: '' },
    });
    const token = (login.json() as { result: { token: string } }).result.token;
    for (const c of cases(engine, token)) {
      if (process.env.BENCH_EXPLAIN === '1') {
        const explain = engine === 'sqlite' ? 'explain query plan' : 'explain';
        const plan = await sql
          .raw<Record<string, unknown>>(
            `${explain} select * from oms_sap_log where tenant_id = 0 and ${c.where} order by ${c.order} limit 10`,
          )
          .execute(db);
        console.log(
          c.name,
          plan.rows.map((row) => Object.values(row).at(-1)),
        );
      }
      table.push({
        engine,
        ...(await timeListCase(c, {
          db,
          table: 'oms_sap_log',
          basePath: `${config.apiPrefix}${sapLog.basePath}`,
          totalCap: sapLog.listTotalCap,
          runs: RUNS,
          warmup: WARMUP,
          get: async (url, token) =>
            (await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } })).json(),
        })),
      });
    }
    console.log(`${engine}: ${ROWS} rows generated and analysed in ${generatedS.toFixed(0)} s`);
  } finally {
    await bench.close();
  }
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
