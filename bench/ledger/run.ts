import { sql } from 'kysely';
import type { Db, Engine } from '../../server/db/database';
import { generateLedgerVolume, MID_SIZE_CUSTOMER } from '../../server/db/seed/warehouse/ledger-volume';
import { SeededRandom } from '../../server/db/seed/warehouse/seeded-random';
import { queryInventory } from '../../server/modules/warehouse/inventory/inventory-query';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { percentile } from '../support/timing';
import { type ApprovedDocument, postingFixture, rawInserts, withDatabase } from './posting-bench';

/**
 * bench/ledger (issue 6 point 8). Posting throughput in document lines per second through the whole
 * command path (one transaction per document action, every invariant checked by the service and the
 * database), beside raw inserts of the same number of rows into a table without rules, in the same
 * run; goal: at least 0.3 x. Then the inventory query at a million balance rows; goal p95 <= 30 ms on
 * SQLite. SQLite always; PostgreSQL too with BENCH_PG_URL.
 */
const DOCS = Number(process.env.BENCH_DOCS ?? 200);
const LINES = Number(process.env.BENCH_LINES ?? 10);
const QUERY_RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 100);
const VOLUME = {
  ...MID_SIZE_CUSTOMER,
  products: Number(process.env.BENCH_PRODUCTS ?? MID_SIZE_CUSTOMER.products),
};
const PG_URL = process.env.BENCH_PG_URL;

interface Row {
  engine: Engine;
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  goal: string;
}
const table: Row[] = [];

async function postingThroughput(db: Db, engine: Engine): Promise<void> {
  const fixture = await postingFixture(db, engine, LINES);
  const timed = async (docs: ApprovedDocument[], action: 'inbound' | 'outbound') => {
    const started = performance.now();
    for (const doc of docs) await fixture.execute(doc, action);
    return (DOCS * LINES) / ((performance.now() - started) / 1000);
  };
  const inbound = await timed(await fixture.prepare('receive', DOCS), 'inbound');
  const outbound = await timed(await fixture.prepare('delivery', DOCS), 'outbound');
  const { mismatches } = await verifyInventory(db);
  if (mismatches.length > 0) throw new Error(`invariants broken: ${JSON.stringify(mismatches.slice(0, 5))}`);
  const bare = await rawInserts(db, engine, 'bare', DOCS, LINES);
  const indexed = await rawInserts(db, engine, 'indexed', DOCS, LINES);
  for (const [what, value] of [
    [`inbound ${DOCS} docs x ${LINES} lines (new batch per line)`, inbound],
    [`outbound ${DOCS} docs x ${LINES} lines (reserved, consumed)`, outbound],
  ] as const) {
    table.push({
      engine,
      what,
      measured: `${value.toFixed(0)} lines/s`,
      baseline: `bare ${bare.toFixed(0)} / indexed ${indexed.toFixed(0)} lines/s`,
      ratio: `${(value / bare).toFixed(2)} / ${(value / indexed).toFixed(2)} x`,
      goal: '>= 0.3 x',
    });
  }
}

async function queryLatency(db: Db, engine: Engine): Promise<void> {
  const started = performance.now();
  const rows = await generateLedgerVolume(db, engine, VOLUME, Date.now(), (m) =>
    process.stdout.write(`  ${engine}: ${m}\r`),
  );
  await sql`analyze`.execute(db);
  const generated = (performance.now() - started) / 1000;
  process.stdout.write('\n');
  const rnd = new SeededRandom(99);
  const products = await db
    .selectFrom('mdmProduct')
    .select(['id', 'code'])
    .where('code', 'like', 'BP%')
    .execute();
  const facilities = await db.selectFrom('wmsFacility').select('id').where('code', 'like', 'BW%').execute();
  const positions = await db
    .selectFrom('wmsPosition')
    .select(['id', 'facilityId'])
    .where('positionType', '=', 'storage')
    .execute();
  const batches = await db.selectFrom('wmsInventoryBatch').select('batchNo').limit(20_000).execute();
  const kinds: Record<string, () => Parameters<typeof queryInventory>[2]> = {
    'product code': () => ({ product: rnd.pick(products).code }),
    'product + facility': () => ({
      productId: rnd.pick(products).id,
      facilityIds: [rnd.pick(facilities).id],
    }),
    position: () => {
      const p = rnd.pick(positions);
      return { facilityIds: [p.facilityId], positionId: p.id };
    },
    'batch number': () => ({ batchNo: rnd.pick(batches).batchNo }),
    'facility (10 000+)': () => ({ facilityIds: [rnd.pick(facilities).id] }),
    'no filter, page 1': () => ({}),
  };
  const all: number[] = [];
  for (const [name, filter] of Object.entries(kinds)) {
    const times: number[] = [];
    for (let i = 0; i < QUERY_RUNS + 10; i++) {
      const t0 = performance.now();
      await queryInventory(db, 0, filter(), { pageNo: 1, pageSize: 10 }, Date.now());
      if (i >= 10) times.push(performance.now() - t0);
    }
    all.push(...times);
    table.push({
      engine,
      what: `inventory query by ${name}`,
      measured: `p95 ${percentile(times, 95).toFixed(1)} ms`,
      baseline: `p50 ${percentile(times, 50).toFixed(1)} ms`,
      ratio: '',
      goal: engine === 'sqlite' ? '<= 30 ms' : '',
    });
  }
  table.push({
    engine,
    what: `inventory query, all kinds (${rows.toLocaleString('en')} balance rows, generated in ${generated.toFixed(0)} s)`,
    measured: `p95 ${percentile(all, 95).toFixed(1)} ms`,
    baseline: `p50 ${percentile(all, 50).toFixed(1)} ms`,
    ratio: '',
    goal: engine === 'sqlite' ? '<= 30 ms' : '',
  });
}

const engines: Engine[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
for (const engine of engines) {
  await withDatabase(engine, PG_URL, (db) => postingThroughput(db, engine));
  if (!process.env.BENCH_SKIP_QUERY) await withDatabase(engine, PG_URL, (db) => queryLatency(db, engine));
}
const widths = (key: keyof Row) => Math.max(key.length, ...table.map((row) => row[key].length));
const columns: (keyof Row)[] = ['engine', 'what', 'measured', 'baseline', 'ratio', 'goal'];
const format = (row: Record<keyof Row, string>) =>
  `| ${columns.map((c) => row[c].padEnd(widths(c))).join(' | ')} |`;
console.log(
  format({
    engine: 'engine',
    what: 'what',
    measured: 'measured',
    baseline: 'baseline',
    ratio: 'ratio',
    goal: 'goal',
  }),
);
console.log(`|${columns.map((c) => '-'.repeat(widths(c) + 2)).join('|')}|`);
for (const row of table) console.log(format(row));
