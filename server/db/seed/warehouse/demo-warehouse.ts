import type { FastifyBaseLogger } from 'fastify';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../../modules/warehouse/ledger/verify-inventory';
import type { Db, Engine } from '../../database';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoFsm } from './demo-fsm';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoPacking } from './demo-packing';
import { seedDemoReceiving } from './demo-receiving';
import { SeededRandom } from './seeded-random';

/** The fixed seed of the demo warehouse (domain.md 6.1: deterministic generator). */
export const DEMO_SEED = 61;

/**
 * The demo warehouse of domain.md 6.1 on a new demo database: master data, then about 700 commands and
 * 30 stock counts through the real command functions, and the field-service data, in one transaction; skipped when tenant 0 has a
 * facility already. `npm start` runs it on first start (server/main.ts); the API tests build the app
 * without it and start from empty master data.
 */
export async function seedDemoWarehouse(
  db: Db,
  engine: Engine,
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await db
    .selectFrom('wmsFacility')
    .select('id')
    .where('tenantId', '=', 0)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const started = Date.now();
  const rnd = new SeededRandom(DEMO_SEED);
  await db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { trx, engine, tenantId: 0, username: 'admin', now };
    const places = await seedDemoMasterData(lc, rnd);
    await seedDemoDocuments(lc, rnd, places);
    await seedDemoPacking(lc);
    await seedDemoFsm(lc, rnd, places);
    await seedDemoReceiving(lc, places);
  });
  const { balanceRows, mismatches } = await verifyInventory(db);
  log.info({ ms: Date.now() - started, balanceRows, mismatches: mismatches.length }, 'demo warehouse seeded');
}
