import { Session } from 'node:inspector/promises';
import { sql } from 'kysely';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { db } from '../../tests/server/harness';
import { startReceivingWorld } from '../../tests/server/srm-receiving-fixtures';
import { poItemVariation } from '../srm/po-item-rows';
import { fillFromModel } from '../support/list-bench';
import { planOf, replayer, type TracedStatement, traceStatements } from '../support/sqlite-trace';
import { elapsed, loadAverage, percentile } from '../support/timing';

/**
 * bench/list "statements of a list call" (issues 12 point 12, 13 point 11, 14 point 11): what SQLite runs
 * for one list call of the PO item list, statement by statement, beside the raw SQL of the bench
 * (bench/srm/po-list-scan.ts). Every statement the app prepares through better-sqlite3 is traced (text,
 * parameters as bound, time inside SQLite); for the page and the count the probe prints the plan with the
 * parameters bound as the app binds them and with literals as the bench writes them, and times both
 * forms alone on the app's connection, with and without `sqlite_stat4`.
 * `npx tsx bench/list/list-statements.ts` (BENCH_ROWS default 300 000, BENCH_RUNS default 200).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const w = await startReceivingWorld('sqlite', 'LS');
const { t } = w;
try {
  console.log(`load average ${loadAverage()}`);
  const po = await w.releasedPo([{ productId: w.productId, qty: 10 }]);
  const [itemId] = po.itemIds as [string];
  const fillS = await fillFromModel(
    db(t),
    'sqlite',
    'srm_purchase_order_item',
    itemId,
    ROWS - 1,
    poItemVariation('sqlite', w.productId),
  );
  console.log(`${ROWS} items in ${fillS.toFixed(0)} s`);

  const cases = [
    {
      name: 'buyer: confirmStatus=unconfirmed, deliveryDate desc',
      url: '/srm/purchaseOrderItem/list?confirmStatus=unconfirmed&column=deliveryDate&order=desc&pageNo=1&pageSize=10',
      token: w.admin,
      raw: [
        "select * from srm_purchase_order_item where tenant_id = 0 and confirm_status = 'unconfirmed' order by delivery_date desc, id desc limit 10",
        "select count(*) as n from (select 1 from srm_purchase_order_item where tenant_id = 0 and confirm_status = 'unconfirmed' limit 10001) m",
      ],
    },
    {
      name: 'supplier_a: confirmStatus=confirmed, deliveryDate desc',
      url: '/srm/purchaseOrderItem/list?confirmStatus=confirmed&column=deliveryDate&order=desc&pageNo=1&pageSize=10',
      token: w.supplierA,
      raw: [
        `select * from srm_purchase_order_item where tenant_id = 0 and partner_id = '${DEMO_PARTNER_IDS.supplierA}' and supplier_visible = 1 and confirm_status = 'confirmed' order by delivery_date desc, id desc limit 10`,
        `select count(*) as n from (select 1 from srm_purchase_order_item where tenant_id = 0 and partner_id = '${DEMO_PARTNER_IDS.supplierA}' and supplier_visible = 1 and confirm_status = 'confirmed' limit 10001) m`,
      ],
    },
  ];

  const ms = (samples: number[]) =>
    `p50 ${percentile(samples, 50).toFixed(3)} p95 ${percentile(samples, 95).toFixed(3)} ms`;
  /** One statement alone on the app's connection, `RUNS` times after 20 warm ones. */
  const alone = (s: Pick<TracedStatement, 'database' | 'source' | 'params'>) => {
    const run = replayer([{ ...s, ms: 0 }]);
    for (let i = 0; i < 20; i++) run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(elapsedSync(run));
    return ms(samples);
  };
  /**
   * As the benches time it, call after call: the API call (wall and CPU time, every statement traced),
   * the bench's raw SQL (literals), and the app's own statements replayed with their parameters bound as
   * the app binds them; optionally with a CPU profile of the whole loop.
   */
  const interleaved = async (c: (typeof cases)[number], traced: TracedStatement[], profiled: boolean) => {
    const database = traced[0]!.database;
    const calls: number[] = [];
    const inCall: number[] = [];
    const cpuMs: number[] = [];
    const rawMs: number[] = [];
    const boundMs: number[] = [];
    const bySource = new Map<string, number[]>();
    const raw = replayer(c.raw.map((source) => ({ database, source, params: [], ms: 0 })));
    const bound = replayer(traced);
    const session = new Session();
    if (profiled) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    for (let i = 0; i < RUNS; i++) {
      const cpuBefore = process.cpuUsage();
      const { result: callMs, statements } = await traceStatements(() =>
        elapsed(() => t.get(c.url, c.token)),
      );
      const cpu = process.cpuUsage(cpuBefore);
      calls.push(callMs);
      cpuMs.push((cpu.user + cpu.system) / 1000);
      inCall.push(statements.reduce((sum, s) => sum + s.ms, 0));
      for (const s of statements) bySource.set(s.source, [...(bySource.get(s.source) ?? []), s.ms]);
      rawMs.push(elapsedSync(raw));
      boundMs.push(elapsedSync(bound));
    }
    if (profiled) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      printTop(profile);
    }
    console.log(`  the call: ${ms(calls)}; its CPU time (the process's, all threads): ${ms(cpuMs)}`);
    console.log(`  its statements inside the call together: ${ms(inCall)}`);
    console.log(
      `  the bench's raw SQL (literals): ${ms(rawMs)}; the app's statements bound, replayed: ${ms(boundMs)}`,
    );
    for (const [source, samples] of bySource)
      console.log(`    ${samples.length} x ${ms(samples)}  ${source.replace(/\s+/g, ' ').slice(0, 110)}`);
  };

  for (const c of cases) {
    // One warm call, then a traced one.
    await t.get(c.url, c.token);
    const { result: callMs, statements: traced } = await traceStatements(() =>
      elapsed(() => t.get(c.url, c.token)),
    );
    console.log(`\n== ${c.name}: one call ${callMs.toFixed(2)} ms, ${traced.length} statements`);
    for (const s of traced)
      console.log(`  ${s.ms.toFixed(3)} ms  ${s.source}\n      params ${JSON.stringify(s.params)}`);
    const database = traced[0]!.database;
    for (const s of traced.filter((s) => s.source.includes('srm_purchase_order_item')))
      console.log(`\n  app:  ${s.source}\n    plan (bound): ${planOf(s)}\n    alone, bound: ${alone(s)}`);
    for (const source of c.raw) {
      const s = { database, source, params: [] };
      console.log(`\n  raw:  ${source}\n    plan: ${planOf(s)}\n    alone: ${alone(s)}`);
    }
    await interleaved(c, traced, true);
  }
  // The same without ANALYZE's samples (sqlite_stat4): no re-planning at each execution.
  await sql`delete from sqlite_stat4`.execute(db(t));
  await sql`analyze sqlite_schema`.execute(db(t));
  console.log('\n== without sqlite_stat4');
  for (const c of cases) {
    const { statements: traced } = await traceStatements(() => t.get(c.url, c.token));
    console.log(`\n== ${c.name}`);
    await interleaved(c, traced, false);
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  await t.close();
}

function elapsedSync(run: () => unknown): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The functions with the most self time in a CPU profile (the probe's own loop included). */
function printTop(profile: {
  nodes: {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}) {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*ratio12\//, '')}:${lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const byPlace = new Map<string, number>();
  for (const [key, hits] of byName) {
    const place =
      /^(\S+) (?:(kysely|fastify|light-my-request|find-my-way|avvio|pino)\/|(server\/[a-z-]+(?:\/[a-z-]+)?)|(src\/[a-z-]+\/[a-z-]+)|(bench)\/|(node:[a-z_]+)|)/.exec(
        key,
      );
    const name = place?.[2] ?? place?.[3] ?? place?.[4] ?? place?.[5] ?? place?.[6] ?? place?.[1] ?? key;
    byPlace.set(name, (byPlace.get(name) ?? 0) + hits);
  }
  console.log(
    `  by place: ${[...byPlace]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 18)
      .map(([name, hits]) => `${name} ${((hits / total) * 100).toFixed(1)} %`)
      .join(', ')}`,
  );
  console.log(
    `  CPU profile: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms, ${total} samples`,
  );
  for (const [key, hits] of top) console.log(`    ${((hits / total) * 100).toFixed(1)} %  ${key}`);
}
