import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { ok } from '../../server/http/result';
import { type Json, jsonApi, resultOf } from '../../tests/server/api-fixtures';
import { db } from '../../tests/server/harness';
import { startSrmApp } from '../../tests/server/srm-fixtures';
import { fillSapLog } from '../orders/sap-log-rows';
import { startCpuProfile } from '../support/cpu-profile';
import { elapsed, loadAverage, percentile } from '../support/timing';

/**
 * bench/list "fixed cost" (issues 12 point 12, 13 point 11): what one list call costs beyond its SQL,
 * on SQLite. Small pages, where the raw SQL takes a fraction of a millisecond: a purchase order's 20 items
 * (`GET /srm/purchaseOrderItem/list?purchaseOrderId=…`, as the buyer's admin and as supplier_a) and the
 * SAP log's failed messages (`GET /oms/sapLog/list?syncStatus=failed`, 10 rows of a 2 000-row log),
 * beside the raw SQL of the same page, and the floors: a bare Fastify route answering the same JSON, an
 * empty route behind the API's own hooks (locale, auth, operation log, compression, serialiser), the
 * same route answering the PO page's JSON, and the cached `getDictItems`. Every case is called in turn,
 * round after round, so that the machine's noise falls on all alike. `npx tsx bench/list/fixed-cost.ts`
 * (BENCH_CALLS, default 3 000 per case); BENCH_PROFILE=<case> runs only the cases whose name starts so, and
 * BENCH_CPU_PROFILE=<file> writes a CPU profile of the timed calls (DevTools' format).
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const WARMUP = 300;
const PROFILE = process.env.BENCH_PROFILE;

/** The PO page's answer, replayed by the floor routes to price the JSON alone. */
let replay: unknown = null;

const floorRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get('/bench/floor', async (request) => ok(request.locale, null));
  api.get('/bench/floorPayload', async () => replay);
};

const world = await startSrmApp('sqlite', 'FC', { deps: { apiModules: [floorRoutes] } });
const { t, admin, supplierA, facilityId, productId } = world;
const api = jsonApi(() => ({ t, token: admin }));
try {
  const poId = String(
    resultOf(
      await api.post(
        '/srm/purchaseOrder/add',
        {
          code: '4700000001',
          partnerId: DEMO_PARTNER_IDS.supplierA,
          poType: 'standard',
          poDate: '2026-11-01',
          facilityId,
          items: Array.from({ length: 20 }, (_, index) => ({
            productId,
            qty: 10 + index,
            uom: 'PCS',
            netPrice: 1,
            deliveryDate: '2026-12-01',
            lineNo: index + 1,
          })),
        },
        world.buyer,
      ),
    ).id,
  );
  // Released: the supplier sees the items of a released order only (domain.md 4.4 rule 2).
  const { version } = resultOf(await api.get(`/srm/purchaseOrder/queryById?id=${poId}`));
  resultOf(
    await api.post('/srm/purchaseOrder/approve', { requestId: randomUUID(), id: poId, version }, world.buyer),
  );
  await fillSapLog(db(t), 'sqlite', 2000);
  // BENCH_NO_STAT4=1: without sqlite_stat4 (ANALYZE's samples; the app itself never analyses), a statement
  // whose parameter meets an indexed column is not re-planned at each execution.
  if (process.env.BENCH_NO_STAT4 === '1') {
    await sql`delete from sqlite_stat4`.execute(db(t));
    await sql`analyze sqlite_schema`.execute(db(t));
  }

  const poList = `/srm/purchaseOrderItem/list?purchaseOrderId=${poId}&column=deliveryDate&order=asc&pageNo=1&pageSize=30`;
  const sapList = '/oms/sapLog/list?syncStatus=failed&column=createTime&order=desc&pageNo=1&pageSize=10';
  const checked = async (url: string, token: string, rows: number) => {
    const body = (await t.get(url, token)).json() as Json;
    const records = (resultOf(body).records as Json[]).length;
    if (records !== rows) throw new Error(`${url}: ${records} rows, expected ${rows}`);
    return body;
  };
  replay = await checked(poList, admin, 20);
  await checked(poList, supplierA, 20);
  await checked(sapList, admin, 10);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => replay);
  bare.get('/bareEmpty', async () => ok('zh_CN', null));
  await bare.ready();

  const raw = (text: string) => async () => (await sql.raw(text).execute(db(t))).rows;
  const get =
    (url: string, token = admin) =>
    async () => {
      const res = await t.get(url, token);
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
    };
  const cases: Record<string, () => Promise<unknown>> = {
    'bare Fastify, empty envelope': () => bare.inject({ method: 'GET', url: '/bareEmpty' }),
    "bare Fastify, the PO page's JSON": () => bare.inject({ method: 'GET', url: '/bare' }),
    'API hooks, empty envelope (floor)': get('/bench/floor'),
    "API hooks, the PO page's JSON": get('/bench/floorPayload'),
    'getDictItems (cached)': get('/sys/dict/getDictItems/confirm_status'),
    'PO items of one PO (20), admin': get(poList),
    'PO items of one PO (20), supplier_a': get(poList, supplierA),
    'SAP log syncStatus=failed (10 of 60)': get(sapList),
    'raw SQL: PO items page': raw(
      `select * from srm_purchase_order_item where tenant_id = 0
        and purchase_order_id = '${poId}' order by delivery_date asc, id asc limit 30`,
    ),
    'raw SQL: SAP log page + capped count': async () => {
      await raw(`select * from oms_sap_log where tenant_id = 0 and sync_status = 'failed'
        order by create_time desc, id desc limit 10`)();
      await raw(`select count(*) as n from (select 1 from oms_sap_log where tenant_id = 0
        and sync_status = 'failed' limit 10001) capped`)();
    },
  };
  const chosen = PROFILE
    ? Object.entries(cases).filter(([name]) => name.startsWith(PROFILE))
    : Object.entries(cases);
  if (chosen.length === 0) throw new Error(`no case starts with ${PROFILE}`);
  for (let i = 0; i < WARMUP; i++) for (const [, run] of chosen) await run();
  const samples = new Map<string, number[]>(chosen.map(([name]) => [name, []]));
  const loadBefore = loadAverage();
  // BENCH_CPU_PROFILE=<file>: a CPU profile of the timed calls only (not of the start), for DevTools.
  const stopProfile = await startCpuProfile();
  for (let i = 0; i < CALLS; i++)
    for (const [name, run] of chosen) samples.get(name)!.push(await elapsed(run));
  await stopProfile();
  const rows = [...samples].map(([name, times]) => ({
    case: name,
    'p50 ms': percentile(times, 50).toFixed(3),
    'p95 ms': percentile(times, 95).toFixed(3),
    'mean ms': (times.reduce((a, b) => a + b, 0) / times.length).toFixed(3),
  }));
  console.log(
    `bench/list fixed-cost, SQLite, ${CALLS} calls per case, load average ${loadBefore} -> ${loadAverage()}`,
  );
  console.table(rows);
  await bare.close();
} finally {
  await t.close();
}
