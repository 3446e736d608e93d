import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db, Engine } from '../../server/db/database';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { migrateToLatest } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { AppError } from '../../server/http/app-error';
import { type BalanceKey, lockBalances } from '../../server/modules/warehouse/ledger/balance-rows';
import { createBatch, type Tracking } from '../../server/modules/warehouse/ledger/batches';
import { databaseRefusal } from '../../server/modules/warehouse/ledger/database-refusal';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { postInventoryMovement } from '../../server/modules/warehouse/ledger/post-inventory-movement';
import { createFacilityPositions } from '../../server/modules/warehouse/structure/facility-positions';
import type { EngineName } from './harness';

/**
 * A migrated database without the HTTP app, for the ledger's own tests: SQLite in a temporary folder,
 * or a fresh PostgreSQL schema when ISPS_TEST_PG_URL is set (see harness.ts).
 */
export interface LedgerDb {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /** Runs `work` in one transaction as user `tester` of tenant 0 at `now`. */
  tx<T>(work: (lc: LedgerContext) => Promise<T>, now?: number): Promise<T>;
}

const PG_URL = process.env.ISPS_TEST_PG_URL;

export async function openLedgerDb(engine: EngineName): Promise<LedgerDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-ledger-'));
  let schema: string | null = null;
  if (engine === 'postgres') {
    if (!PG_URL) throw new Error('ISPS_TEST_PG_URL is not set');
    schema = `isps_l_${randomBytes(6).toString('hex')}`;
    await pgQuery(`create schema ${schema}`);
  }
  const handle = openDatabase({ databaseUrl: schema ? PG_URL! : null, dataDir, databaseSchema: schema });
  await migrateToLatest(handle.db, schema);
  return {
    db: handle.db,
    engine: handle.engine,
    async close() {
      await handle.close();
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
    tx(work, now = Date.now()) {
      return handle.db
        .transaction()
        .execute((trx) => work({ trx, engine: handle.engine, tenantId: 0, username: 'tester', now }));
    },
  };
}

/** Runs one statement on the test PostgreSQL (ISPS_TEST_PG_URL), outside any test schema. */
export async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function addProduct(
  lc: LedgerContext,
  code: string,
  tracking: Tracking = 'none',
): Promise<string> {
  const id = newId();
  await lc.trx
    .insertInto('mdmProduct')
    .values({
      id,
      tenantId: lc.tenantId,
      code,
      name: `Product ${code}`,
      tracking,
      status: '1',
      delFlag: 0,
      version: 0,
      productType: 'spare_part',
      uom: 'PCS',
      createTime: toDbDateTime(lc.now),
    })
    .execute();
  return id;
}

export interface TestFacility {
  id: string;
  storage: string;
  storage2: string;
  receiving: string;
  defect: string;
  staging: string;
}

/** A facility with its special positions and two storage positions. */
export async function addFacility(
  lc: LedgerContext,
  code: string,
  facilityType = 'warehouse',
  receiveMode = 'direct',
): Promise<TestFacility> {
  const id = newId();
  await lc.trx
    .insertInto('wmsFacility')
    .values({
      id,
      tenantId: lc.tenantId,
      code,
      name: `Facility ${code}`,
      facilityType,
      receiveMode,
      isVirtual: 0,
      status: '1',
      delFlag: 0,
      version: 0,
    })
    .execute();
  const special = await createFacilityPositions(lc, { id, facilityType });
  const storage = await addPosition(lc, id, 'A-01', 10);
  const storage2 = await addPosition(lc, id, 'A-02', 20);
  return {
    id,
    storage,
    storage2,
    receiving: special.defaultReceivingPositionId,
    defect: special.defaultDefectPositionId,
    staging: special.defaultStagingPositionId,
  };
}

export async function addPosition(
  lc: LedgerContext,
  facilityId: string,
  code: string,
  pickSequence: number,
): Promise<string> {
  const id = newId();
  await lc.trx
    .insertInto('wmsPosition')
    .values({
      id,
      tenantId: lc.tenantId,
      facilityId,
      code,
      positionType: 'storage',
      pickSequence,
      allocatable: 1,
      status: '1',
      delFlag: 0,
      version: 0,
    })
    .execute();
  return id;
}

/** Receives `qty` units (scaled) into a new batch dated `receivedDate` through the posting service. */
export async function receiveStock(
  lc: LedgerContext,
  key: Omit<BalanceKey, 'batchId'>,
  qty: number,
  options: {
    batchNo?: string;
    receivedDate?: string;
    tracking?: Tracking;
    quality?: 'qualified' | 'unqualified';
  } = {},
): Promise<string> {
  const docId = newId();
  const batchId = await createBatch(lc, {
    productId: key.productId,
    batchNo: options.batchNo ?? `B-${docId}`,
    tracking: options.tracking ?? 'none',
    ...(options.receivedDate ? { receivedDate: options.receivedDate } : {}),
    source: { docType: 'command', docId, docCode: 'RV-TEST' },
    qualityStatus: options.quality ?? 'qualified',
  });
  const full = { ...key, batchId };
  const balances = await lockBalances(lc, [full]);
  await postInventoryMovement(lc, balances, {
    action: 'inbound',
    source: { docType: 'command', docId, docCode: 'RV-TEST' },
    commandType: 'receive',
    movementTypeCode: 'other_receipt',
    requestId: null,
    legs: [{ ...full, qtyDelta: qty }],
  });
  return batchId;
}

/** The refusal an operation ends with: the service's AppError or the database rule's, mapped. */
export async function refusal(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    const mapped = error instanceof AppError ? error : databaseRefusal(error);
    if (mapped) return mapped;
    throw error;
  }
  throw new Error('expected a refusal');
}

/**
 * Who acts on a document at its current version (what the HTTP layer builds from a request): tenant 0,
 * a fresh request id and now unless told.
 */
export async function callAtCurrentVersion(
  l: LedgerDb,
  table: 'wmsCommand' | 'wmsCheckInventory',
  id: string,
  options: { username: string; requestId?: string; version?: number; now?: number },
) {
  const current = await l.db
    .selectFrom(table)
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    tenantId: 0,
    username: options.username,
    id,
    version: options.version ?? current.version,
    requestId: options.requestId ?? randomUUID(),
    now: options.now ?? Date.now(),
  };
}

/** A ledger row written by hand (`insertLedgerRows`). */
export interface HandLedgerRow {
  postingAction: string;
  movementTypeCode: string;
  sourceDocType: string;
  balanceId: string;
  keySeq: number;
  key: BalanceKey;
  qtyDelta: number;
  onhandAfter: number;
}

/**
 * Writes one posting and its one ledger row by hand, past the posting service: what the database's own
 * rules (domain.md 2.2 I1-I9 triggers) must refuse or let through.
 */
export async function insertLedgerRow(lc: LedgerContext, row: HandLedgerRow): Promise<void> {
  await insertLedgerRows(lc, [row]);
}

/**
 * Writes one posting (the first row's action, type and source) and its ledger rows in ONE insert
 * statement, by hand: the database's rules must hold for every row of a statement (PostgreSQL checks and
 * applies them per statement, migration 0148).
 */
export async function insertLedgerRows(lc: LedgerContext, rows: readonly HandLedgerRow[]): Promise<void> {
  const first = rows[0];
  if (!first) throw new Error('insertLedgerRows needs a row');
  const postingId = newId();
  const at = new Date().toISOString();
  await lc.trx
    .insertInto('wmsInventoryPosting')
    .values({
      id: postingId,
      tenantId: 0,
      postingAction: first.postingAction,
      sourceDocType: first.sourceDocType,
      sourceDocId: postingId,
      movementTypeCode: first.movementTypeCode,
      rowCount: rows.length,
      createTime: at,
    })
    .execute();
  await lc.trx
    .insertInto('wmsInventoryLedger')
    .values(
      rows.map((row) => ({
        id: newId(),
        tenantId: 0,
        postingId,
        postedAt: at,
        balanceId: row.balanceId,
        keySeq: row.keySeq,
        ...row.key,
        qtyDelta: row.qtyDelta,
        onhandAfter: row.onhandAfter,
        movementTypeCode: row.movementTypeCode,
        sourceDocType: row.sourceDocType,
        sourceDocId: postingId,
      })),
    )
    .execute();
}

/** Issues `qty` units (scaled) of one balance key through the posting service, as an other delivery. */
export async function issueStock(
  lc: LedgerContext,
  key: BalanceKey,
  qty: number,
  docCode: string,
): Promise<void> {
  const balances = await lockBalances(lc, [key]);
  await postInventoryMovement(lc, balances, {
    action: 'outbound',
    source: { docType: 'command', docId: newId(), docCode },
    commandType: 'delivery',
    movementTypeCode: 'other_delivery',
    requestId: null,
    legs: [{ ...key, qtyDelta: -qty }],
  });
}
