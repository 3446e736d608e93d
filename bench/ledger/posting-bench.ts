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
import { SeededRandom } from '../../server/db/seed/warehouse/seeded-random';
import { performCommandAction } from '../../server/modules/warehouse/commands/command-actions';
import { createCommand } from '../../server/modules/warehouse/commands/create-command';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { createFacilityPositions } from '../../server/modules/warehouse/structure/facility-positions';
import type { CommandType } from '../../src/domain/warehouse/movement-types';

/** The posting side of bench/ledger, shared by run.ts (throughput) and profile.ts (CPU per action). */

function lc(engine: Engine, trx: LedgerContext['trx']): LedgerContext {
  return { trx, engine, tenantId: 0, username: 'bench', now: Date.now() };
}

/** A fresh database migrated to the latest version: a temporary SQLite file, or a schema of its own on pgUrl. */
export async function withDatabase(
  engine: Engine,
  pgUrl: string | undefined,
  run: (db: Db) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-bench-ledger-'));
  const schema = engine === 'postgres' ? `bench_${randomBytes(5).toString('hex')}` : null;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  if (schema) await admin(`create schema ${schema}`);
  const handle = openDatabase({ databaseUrl: schema ? pgUrl! : null, dataDir, databaseSchema: schema });
  try {
    await migrateToLatest(handle.db, schema);
    await run(handle.db);
  } finally {
    await handle.close();
    if (schema) await admin(`drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type CommandAction = Parameters<typeof performCommandAction>[3];

export interface ApprovedDocument {
  id: string;
  version: number;
  lines: { id: string; qty: number }[];
}

export interface PostingFixture {
  /** `docs` commands of `lines` lines, created and approved (not timed). */
  prepare(type: 'receive' | 'delivery', docs: number): Promise<ApprovedDocument[]>;
  /** One action through the whole command path, as the API runs it. */
  act(
    id: string,
    version: number,
    action: CommandAction,
    commandType?: CommandType,
  ): ReturnType<typeof performCommandAction>;
  /** The timed action of a prepared document: every line in full. */
  execute(doc: ApprovedDocument, action: 'inbound' | 'outbound'): ReturnType<typeof performCommandAction>;
}

/**
 * A facility with 10 storage positions and 200 products. Every product is received 5 units per line and
 * delivered 2 per line, so deliveries prepared after the receipts always find stock.
 */
export async function postingFixture(db: Db, engine: Engine, lines: number): Promise<PostingFixture> {
  const rnd = new SeededRandom(7);
  const at = toDbDateTime(Date.now());
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

  // The command's page names its type, as the API's route does; without it the type is read first.
  const act = (id: string, version: number, action: CommandAction, commandType?: CommandType) =>
    performCommandAction(
      db,
      engine,
      {
        tenantId: 0,
        username: 'bench',
        id,
        version,
        requestId: randomUUID(),
        now: Date.now(),
        ...(commandType ? { commandType } : {}),
      },
      action,
    );
  const prepare = async (type: 'receive' | 'delivery', docs: number) => {
    const prepared: ApprovedDocument[] = [];
    for (let d = 0; d < docs; d++) {
      const { id } = await db.transaction().execute((trx) =>
        createCommand(lc(engine, trx), {
          commandType: type,
          inFacilityId: facilityId,
          outFacilityId: facilityId,
          costCenterId: 'BENCH',
          lines: Array.from({ length: lines }, (_, i) => ({
            productId: productIds[(d * lines + i) % productIds.length]!,
            qty: type === 'receive' ? 5000 : 2000,
            inPositionId: rnd.pick(storage),
          })),
        }),
      );
      const approved = await act(id, 0, { action: 'approve' }, type);
      const rows = await db
        .selectFrom('wmsCommandLine')
        .select(['id', 'qty'])
        .where('commandId', '=', id)
        .execute();
      prepared.push({
        id,
        version: approved.version,
        lines: rows.map((l) => ({ id: l.id, qty: Number(l.qty) })),
      });
    }
    return prepared;
  };
  const execute = (doc: ApprovedDocument, action: 'inbound' | 'outbound') =>
    act(
      doc.id,
      doc.version,
      { action, lines: doc.lines.map((l) => ({ lineId: l.id, qty: l.qty })) },
      action === 'inbound' ? 'receive' : 'delivery',
    );
  return { prepare, act, execute };
}

/**
 * The baselines: the rows an inbound posting stores (posting, and per line a batch, a balance row and a
 * ledger row), one transaction per document, inserted plainly into copies without index, constraint or
 * trigger (`bare`), or into the real tables with their indexes and constraints but the triggers off
 * (`indexed`). Lines per second.
 */
export async function rawInserts(
  db: Db,
  engine: Engine,
  kind: 'bare' | 'indexed',
  docs: number,
  lines: number,
): Promise<number> {
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
  for (let d = 0; d < docs; d++) {
    const postingId = newId();
    const keys = Array.from({ length: lines }, (_, i) => ({
      balanceId: newId(),
      batchId: newId(),
      ledgerId: newId(),
      productId: `raw-${d}-${i}`,
    }));
    await db.transaction().execute(async (trx) => {
      await sql`insert into ${table('posting')} (id, tenant_id, posting_action, source_doc_type, source_doc_id,
        movement_type_code, row_count, create_time)
        values (${postingId}, 0, 'inbound', 'command', ${postingId}, 'other_receipt', ${lines}, ${at})`.execute(
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
  return (docs * lines) / ((performance.now() - started) / 1000);
}
