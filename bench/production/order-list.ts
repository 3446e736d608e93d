import { productionOrder } from '../../src/domain/production/production-order';
import { addWarehouse, jsonApi, resultOf } from '../../tests/server/api-fixtures';
import { createTestApp, db, type EngineName } from '../../tests/server/harness';
import { fillFromModel, type ListCase, seriesPick, seriesText, timeListCase } from '../support/list-bench';
import { loadAverage } from '../support/timing';

/**
 * bench/production "order list" (issue 14 point 11, second figure): with 1 000 000 production orders in
 * the table, the planner's production order list through the whole API (app.inject: auth, the entity
 * list, dictionary and reference texts, JSON) with a filter and a sort, beside the raw SQL of the same
 * page and total in the same run (goal: p95 <= 30 ms). The rows are copies of one order made through the
 * API, varied by the database itself: 500 products, 8 work centres, every document and fulfilment state,
 * planned starts over 1 000 days. BENCH_ENGINE=postgres runs on PostgreSQL (ISPS_TEST_PG_URL or a
 * throwaway server); BENCH_ROWS and BENCH_RUNS change the volume.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 30;
const engine = (process.env.BENCH_ENGINE ?? 'sqlite') as EngineName;

const t = await createTestApp(engine);
const admin = await t.login('admin');
const api = jsonApi(() => ({ t, token: admin }));
const STATES: readonly (readonly [doc: string, fulfil: string])[] = [
  ['pending', 'unexecuted'],
  ['approved', 'unexecuted'],
  ['approved', 'executing'],
  ['approved', 'executing'],
  ['approved', 'completed'],
  ['approved', 'completed'],
  ['approved', 'completed'],
  ['approved', 'closed'],
  ['cancelled', 'unexecuted'],
];
const WORK_CENTRES = ['WC01', 'WC02', 'WC03', 'WC04', 'WC05', 'WC06', 'WC07', 'WC08'];
/** The instant `minutes` after 2024-01-01 00:00 UTC as the app stores instants (server/db/datetime.ts). */
const minutesAfter = (minutes: string) =>
  engine === 'sqlite'
    ? `strftime('%Y-%m-%dT%H:%M:%S.000Z', '2024-01-01', '+' || (${minutes}) || ' minutes')`
    : `timestamp '2024-01-01' + (${minutes}) * interval '1 minute'`;
/** A UTC instant as a literal the column compares with. */
const instant = (utc: string) => (engine === 'sqlite' ? `'${utc.replace(' ', 'T')}.000Z'` : `'${utc}'`);

const table: Record<string, string | number>[] = [];
try {
  console.log(`load average ${loadAverage()}, ${engine}`);
  const warehouse = await addWarehouse(api, { code: 'BL-WH', name: 'Bench warehouse' });
  const lineSide = String(
    resultOf(
      await api.post('/wms/facility/add', { code: 'BL-LS', name: 'Bench line', facilityType: 'line_side' }),
    ).id,
  );
  const fg = String(
    resultOf(
      await api.post('/mdm/product/add', {
        code: 'BL-FG',
        name: 'BL-FG',
        productType: 'finished',
        uom: 'PCS',
      }),
    ).id,
  );
  const model = String(
    resultOf(
      await api.post('/mes/productionOrder/add', {
        code: 'BL-MO-MODEL',
        productId: fg,
        plannedQty: 100,
        facilityId: warehouse.facilityId,
        lineSideFacilityId: lineSide,
        workCenter: 'WC01',
        plannedStart: '2026-11-20 08:00:00',
        components: [],
      }),
    ).id,
  );
  const filledS = await fillFromModel(db(t), engine, 'mes_production_order', model, ROWS - 1, {
    id: seriesText('BENCHMO'),
    code: seriesText('MO9'),
    product_id: `case when n % 97 = 0 then '${fg}' else ${seriesText('BENCHFG', 'n % 500')} end`,
    doc_status: seriesPick(
      STATES.map(([doc]) => doc),
      'n',
    ),
    fulfil_status: seriesPick(
      STATES.map(([, fulfil]) => fulfil),
      'n',
    ),
    work_center: seriesPick(WORK_CENTRES, '(n / 9)'),
    planned_start: minutesAfter('(cast(n as bigint) * 7919) % 1440000'),
    create_time: minutesAfter('n'),
  });

  const cases: ListCase[] = [
    {
      name: 'fulfilStatus=executing, plannedStart desc',
      query: 'fulfilStatus=executing&column=plannedStart&order=desc&pageNo=1&pageSize=10',
      where: "fulfil_status = 'executing'",
      order: 'planned_start desc, id desc',
      token: admin,
    },
    {
      name: 'docStatus=pending, createTime desc (the page default sort)',
      query: 'docStatus=pending&pageNo=1&pageSize=10',
      where: "doc_status = 'pending'",
      order: 'create_time desc, id desc',
      token: admin,
    },
    {
      name: 'productId=<one of 500>, createTime desc',
      query: `productId=${fg}&pageNo=1&pageSize=10`,
      where: `product_id = '${fg}'`,
      order: 'create_time desc, id desc',
      token: admin,
    },
    {
      name: 'workCenter=WC03 + plannedStart in one month, plannedStart asc',
      query:
        'workCenter=WC03&plannedStart_begin=2025-03-01&plannedStart_end=2025-03-31&column=plannedStart&order=asc&pageNo=1&pageSize=10',
      // The query's days are GMT+8 (api-contract 1.1): 2025-03-01 00:00 +08 is 2025-02-28 16:00 UTC.
      where: `work_center = 'WC03' and planned_start >= ${instant('2025-02-28 16:00:00')} and planned_start <= ${instant('2025-03-31 15:59:59')}`,
      order: 'planned_start asc, id asc',
      token: admin,
    },
    {
      name: 'code starts with MO91234 (a picker search), code asc',
      query: 'code=MO91234*&column=code&order=asc&pageNo=1&pageSize=10',
      // As the engine writes it (entity-filters.ts): SQLite's like is case-insensitive, PostgreSQL's lower().
      where: engine === 'sqlite' ? "code like 'MO91234%'" : "lower(code) like lower('MO91234%')",
      order: 'code asc, id asc',
      token: admin,
    },
  ];
  for (const c of cases) {
    table.push(
      await timeListCase(c, {
        db: db(t),
        table: 'mes_production_order',
        basePath: '/mes/productionOrder',
        totalCap: productionOrder.listTotalCap,
        runs: RUNS,
        warmup: WARMUP,
        get: async (url, token) => (await t.get(url, token)).json(),
      }),
    );
  }
  console.log(
    `bench/production order-list on ${engine}: ${ROWS} production orders (filled in ${filledS.toFixed(0)} s), ${RUNS} sequential calls per case`,
  );
  console.table(table);
} finally {
  await t.close();
}
