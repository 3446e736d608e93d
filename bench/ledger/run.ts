import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db, Engine } from '../../server/db/database';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { migrateToLatest } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { generateLedgerVolume, MID_SIZE_CUSTOMER } from '../../server/db/seed/warehouse/ledger-volume';
import { SeededRandom } from '../../server/db/seed/warehouse/seeded-random';
import { performCommandAction } from '../../server/modules/warehouse/commands/command-actions';
import { createCommand } from '../../server/modules/warehouse/commands/create-command';
import { queryInventory } from '../../server/modules/warehouse/inventory/inventory-query';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { createFacilityPositions } from '../../server/modules/warehouse/structure/facility-positions';

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

function lc(engine: Engine, trx: LedgerContext['trx']): LedgerContext {
  return { trx, engine, tenantId: 0, username: 'bench', now: Date.now() };
}

async function withDatabase(engine: Engine, run: (db: Db) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-bench-ledger-'));
  const schema = engine === 'postgres' ? `bench_${randomBytes(5).toString('hex')}` : null;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  if (schema) await admin(`create schema ${schema}`);
  const handle = openDatabase({ databaseUrl: schema ? PG_URL! : null, dataDir, databaseSchema: schema });
  try {
    await migrateToLatest(handle.db);
    await run(handle.db);
  } finally {
    await handle.close();
    if (schema) await admin(`drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postingThroughput(db: Db, engine: Engine): Promise<void> {
  const rnd = new SeededRandom(7);
  const now = Date.now();
  const at = toDbDateTime(now);
  const { facilityId, storage, productIds } = await db.transaction().execute(async (trx) => {
    const facilityId = newId();
    await trx
      .insertInto('wmsFacility')
      .values({
        id: facilityId,
        tenantId: 0,
        code: 'BENCH',
        name: 'Bench',
        facilityType: 'warehouse',
        receiveMode: 'direct',
        isVirtual: 0,
        status: '1',
        delFlag: 0,
        version: 0,
      })
      .execute();
    await createFacilityPositions(lc(engine, trx), { id: facilityId, facilityType: 'warehouse' });
    const storage = Array.from({ length: 10 }, (_, i) => ({
      id: newId(),
      tenantId: 0,
      facilityId,
      code: `S-${i}`,
      positionType: 'storage',
      pickSequence: i,
      allocatable: 1,
      status: '1',
      delFlag: 0,
      version: 0,
    }));
    await trx.insertInto('wmsPosition').values(storage).execute();
    const productIds = Array.from({ length: 200 }, () => newId());
    await trx
      .insertInto('mdmProduct')
      .values(
        productIds.map((id, i) => ({
          id,
          tenantId: 0,
          code: `TP${i}`,
          name: `Throughput part ${i}`,
          productType: 'spare_part',
          uom: 'PCS',
          tracking: 'none',
          status: '1',
          delFlag: 0,
          version: 0,
          createTime: at,
        })),
      )
      .execute();
    return { facilityId, storage: storage.map((p) => p.id), productIds };
  });

  const act = (id: string, version: number, action: Parameters<typeof performCommandAction>[3]) =>
    performCommandAction(
      db,
      engine,
      { tenantId: 0, username: 'bench', id, version, requestId: randomUUID(), now: Date.now() },
      action,
    );
  const prepare = async (type: 'receive' | 'delivery') => {
    const docs: { id: string; version: number; lines: { id: string; qty: number }[] }[] = [];
    for (let d = 0; d < DOCS; d++) {
      const { id } = await db.transaction().execute((trx) =>
        createCommand(lc(engine, trx), {
          commandType: type,
          inFacilityId: facilityId,
          outFacilityId: facilityId,
          costCenterId: 'BENCH',
          // Every product is received 5 units per line and delivered 2 per line: deliveries always find stock.
          lines: Array.from({ length: LINES }, (_, i) => ({
            productId: productIds[(d * LINES + i) % productIds.length]!,
            qty: type === 'receive' ? 5000 : 2000,
            inPositionId: rnd.pick(storage),
          })),
        }),
      );
      const approved = await act(id, 0, { action: 'approve' });
      const lines = await db
        .selectFrom('wmsCommandLine')
        .select(['id', 'qty'])
        .where('commandId', '=', id)
        .execute();
      docs.push({
        id,
        version: approved.version,
        lines: lines.map((l) => ({ id: l.id, qty: Number(l.qty) })),
      });
    }
    return docs;
  };
  const timed = async (docs: Awaited<ReturnType<typeof prepare>>, action: 'inbound' | 'outbound') => {
    const started = performance.now();
    for (const doc of docs) {
      await act(doc.id, doc.version, { action, lines: doc.lines.map((l) => ({ lineId: l.id, qty: l.qty })) });
    }
    return (DOCS * LINES) / ((performance.now() - started) / 1000);
  };

  const receipts = await prepare('receive');
  const inbound = await timed(receipts, 'inbound');
  const deliveries = await prepare('delivery');
  const outbound = await timed(deliveries, 'outbound');
  const { mismatches } = await verifyInventory(db);
  if (mismatches.length > 0) throw new Error(`invariants broken: ${JSON.stringify(mismatches.slice(0, 5))}`);
  const bare = await rawInserts(db, engine, 'bare');
  const indexed = await rawInserts(db, engine, 'indexed');
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

async function rawInserts(db: Db, engine: Engine, kind: 'bare' | 'indexed'): Promise<number> {
  const names = {
    posting: 'wms_inventory_posting',
    ledger: 'wms_inventory_ledger',
    balance: 'wms_inventory_balance',
    batch: 'wms_inventory_batch',
  };
  if (kind === 'bare') {
    for (const table of Object.values(names)) {
      await sql.raw(`create table bench_raw_${table} as select * from ${table} where 1 = 0`).execute(db);
    }
  } else if (engine === 'postgres') {
    for (const table of Object.values(names))
      await sql.raw(`alter table ${table} disable trigger user`).execute(db);
  } else {
    const triggers = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'trigger'`.execute(db);
    for (const { name } of triggers.rows) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  const table = (name: keyof typeof names) =>
    sql.table(kind === 'bare' ? `bench_raw_${names[name]}` : names[name]);
  const at = toDbDateTime(Date.now());
  const started = performance.now();
  for (let d = 0; d < DOCS; d++) {
    const postingId = newId();
    const keys = Array.from({ length: LINES }, (_, i) => ({
      balanceId: newId(),
      batchId: newId(),
      ledgerId: newId(),
      productId: `raw-${d}-${i}`,
    }));
    await db.transaction().execute(async (trx) => {
      await sql`insert into ${table('posting')} (id, tenant_id, posting_action, source_doc_type, source_doc_id,
        movement_type_code, row_count, create_time)
        values (${postingId}, 0, 'inbound', 'command', ${postingId}, 'other_receipt', ${LINES}, ${at})`.execute(
        trx,
      );
      await sql`insert into ${table('batch')} (id, tenant_id, product_id, batch_no, tracking, received_date,
        quality_status, create_time) values ${sql.join(
          keys.map(
            (k) =>
              sql`(${k.batchId}, 0, ${k.productId}, ${k.batchId}, 'none', '2025-01-01', 'qualified', ${at})`,
          ),
        )}`.execute(trx);
      await sql`insert into ${table('balance')} (id, tenant_id, product_id, facility_id, position_id, batch_id,
        onhand_qty, promise_qty, ledger_seq, last_ledger_id) values ${sql.join(
          keys.map(
            (k) =>
              sql`(${k.balanceId}, 0, ${k.productId}, 'f', 'pos', ${k.batchId}, 1000, 0, 1, ${k.ledgerId})`,
          ),
        )}`.execute(trx);
      await sql`insert into ${table('ledger')} (id, tenant_id, posting_id, posted_at, balance_id, key_seq,
        product_id, facility_id, position_id, batch_id, qty_delta, onhand_after, movement_type_code,
        source_doc_type, source_doc_id, create_by) values ${sql.join(
          keys.map(
            (k) => sql`(${k.ledgerId}, 0, ${postingId}, ${at}, ${k.balanceId}, 1, ${k.productId}, 'f', 'pos',
              ${k.batchId}, 1000, 1000, 'other_receipt', 'command', ${postingId}, 'bench')`,
          ),
        )}`.execute(trx);
    });
  }
  return (DOCS * LINES) / ((performance.now() - started) / 1000);
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const engines: Engine[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
for (const engine of engines) {
  await withDatabase(engine, (db) => postingThroughput(db, engine));
  await withDatabase(engine, (db) => queryLatency(db, engine));
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
