import type { Db, Engine } from '../../server/db/database';
import { stableId } from '../../server/db/ids';
import { insertDemoRows } from '../../server/db/seed/warehouse/insert-demo-rows';
import { loadMaterialCost, recalculateMaterialCost } from '../../server/modules/offer/material-cost-effects';
import { recalculatePendingCosts } from '../../server/modules/offer/recalculate-costs';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { withDatabase } from '../ledger/posting-bench';

/**
 * bench/offer (issue 15 point 11): one material cost recalculation of a five-level sale BOM of 2 058
 * lines (every level branches into BRANCH sub-BOMs beside its raw materials; half the raw
 * materials priced in USD, so every second leaf converts), as the recalculate action runs it: read
 * prices and rates in force, explode, roll up, replace the lines, write the header. Goal <= 1 s.
 * SQLite always; PostgreSQL too with BENCH_PG_URL.
 */
const BRANCH = 3;
const LEVELS = 5;
const INNER_RAW = 12;
const LEAF_RAW = 18;
const MATERIALS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PG_URL = process.env.BENCH_PG_URL;
const AT = '2026-01-01 00:00:00';

const master = { tenantId: 0, status: '1', delFlag: 0, version: 0, createBy: 'bench', createTime: AT };
const lineBase = { tenantId: 0, remark: null, createBy: 'bench', createTime: AT };
const docBase = {
  tenantId: 0,
  docStatus: 'approved',
  fulfilStatus: 'unexecuted',
  version: 0,
  createBy: 'bench',
  createTime: AT,
};

/** Builds the BOM tree and a material cost of its top; answers the cost's id and the BOM lines written. */
async function fixture(lc: LedgerContext): Promise<{ costId: string; bomLines: number }> {
  await insertDemoRows(lc, 'ofr_exchange_rate', [
    {
      ...master,
      id: 'rate',
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'offer',
      rate: 7_200_000,
      validFrom: '2025-01-01',
    },
  ]);
  const materials = Array.from({ length: MATERIALS }, (_, i) => stableId('bench_rm', String(i)));
  await insertDemoRows(
    lc,
    'ofr_raw_material',
    materials.map((id, i) => ({
      ...master,
      id,
      code: `RM${i}`,
      name: `RM${i}`,
      uom: 'KG',
      currency: i % 2 ? 'USD' : 'CNY',
    })),
  );
  await insertDemoRows(
    lc,
    'ofr_raw_material_price',
    materials.map((id, i) => ({
      ...lineBase,
      id: stableId('bench_rm_price', String(i)),
      rawMaterialId: id,
      lineNo: 1,
      price: 1_000_000 + i * 12_345,
      currency: i % 2 ? 'USD' : 'CNY',
      validFrom: '2025-01-01',
      validTo: null,
    })),
  );
  const products: Record<string, unknown>[] = [];
  const boms: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  let next = 0;
  const build = (level: number): string => {
    const key = String(next++);
    const productId = stableId('bench_product', key);
    const bomId = stableId('bench_bom', key);
    products.push({
      ...master,
      id: productId,
      code: `P${key}`,
      name: `P${key}`,
      productType: 'finished',
      uom: 'PCS',
    });
    boms.push({ ...docBase, id: bomId, code: `B${key}`, productId, bomVersion: 'V1' });
    const own: Record<string, unknown>[] = [];
    if (level < LEVELS)
      for (let b = 0; b < BRANCH; b++)
        own.push({ componentProductId: build(level + 1), qty: 1000 + b * 500, scrapPct: 150 });
    for (let r = 0; r < (level < LEVELS ? INNER_RAW : LEAF_RAW); r++)
      own.push({
        rawMaterialId: materials[(next * 7 + r * 13) % MATERIALS],
        qty: 125 + r * 37,
        scrapPct: (r % 4) * 125,
      });
    for (const [n, line] of own.entries())
      lines.push({
        ...lineBase,
        id: stableId('bench_bom_line', `${key}:${n}`),
        saleBomId: bomId,
        lineNo: n + 1,
        componentProductId: null,
        rawMaterialId: null,
        optional: 0,
        optionGroup: null,
        ...line,
      });
    return productId;
  };
  const top = build(1);
  await insertDemoRows(lc, 'mdm_product', products);
  await insertDemoRows(lc, 'ofr_sale_bom', boms);
  await insertDemoRows(lc, 'ofr_sale_bom_line', lines);
  const costId = 'bench_cost';
  await insertDemoRows(lc, 'ofr_material_cost', [
    {
      ...docBase,
      docStatus: 'pending',
      id: costId,
      code: 'MC',
      productId: top,
      saleBomId: stableId('bench_bom', '0'),
      currency: 'CNY',
      costDate: '2026-01-15',
      laborCost: 0,
      overheadCost: 0,
    },
  ]);
  return { costId, bomLines: lines.length };
}

async function bench(db: Db, engine: Engine): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { trx, engine, tenantId: 0, username: 'bench', now: Date.UTC(2026, 0, 15) };
    const { costId, bomLines } = await fixture(lc);
    const times: number[] = [];
    let result = { materialCost: 0, lines: 0 };
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const doc = await loadMaterialCost(lc, costId);
      result = await recalculateMaterialCost(lc, doc);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    return `| ${engine} | ${bomLines} BOM lines, ${LEVELS} levels, ${result.lines} cost lines | median ${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[times.length - 1]!.toFixed(0)}) of ${RUNS} | <= 1000 ms |`;
  });
}

const COSTS = Number(process.env.BENCH_COSTS ?? 10_000);

/**
 * The batch after a rate change: COSTS pending material costs of one two-level BOM (a sub-assembly and
 * raw materials, half in USD) recalculated through the engine's step by the job's function, committed in
 * batches; throughput in costs per second.
 */
async function batch(db: Db, engine: Engine): Promise<string> {
  const now = Date.UTC(2026, 0, 15);
  await db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { trx, engine, tenantId: 0, username: 'bench', now };
    await fixture(lc);
    const rows = Array.from({ length: COSTS }, (_, i) => ({
      ...docBase,
      docStatus: 'pending',
      id: `batch${i}`,
      code: `MCB${i}`,
      productId: stableId('bench_product', String(LEVELS + 2)),
      saleBomId: stableId('bench_bom', String(LEVELS + 2)),
      currency: 'CNY',
      costDate: '2026-01-15',
      laborCost: 0,
      overheadCost: 0,
    }));
    await insertDemoRows(lc, 'ofr_material_cost', rows);
    await trx
      .updateTable('ofrMaterialCost')
      .set({ docStatus: 'approved' })
      .where('id', '=', 'bench_cost')
      .execute();
  });
  const lines = await db
    .selectFrom('ofrSaleBomLine')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('saleBomId', '=', stableId('bench_bom', String(LEVELS + 2)))
    .executeTakeFirstOrThrow();
  const started = performance.now();
  const outcome = await recalculatePendingCosts({ db, engine, clock: { now: () => now } });
  const seconds = (performance.now() - started) / 1000;
  if (outcome.refused > 0) throw new Error(`refused: ${outcome.examples.join('; ')}`);
  return `| ${engine} | ${COSTS} pending costs of a ${Number(lines.n)}-line BOM two levels deep | ${seconds.toFixed(1)} s, ${(COSTS / seconds).toFixed(0)} costs/s | job with progress per 100 |`;
}

const rows: string[] = [];
for (const engine of (PG_URL ? ['sqlite', 'postgres'] : ['sqlite']) as Engine[])
  await withDatabase(engine, PG_URL, async (db) => {
    rows.push(await bench(db, engine));
  });
const batchRows: string[] = [];
for (const engine of (PG_URL ? ['sqlite', 'postgres'] : ['sqlite']) as Engine[])
  await withDatabase(engine, PG_URL, async (db) => {
    batchRows.push(await batch(db, engine));
  });
console.log('| engine | recalculation | time | goal |\n| --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log('\n| engine | batch recalculation | time, throughput | how |\n| --- | --- | --- | --- |');
for (const row of batchRows) console.log(row);
