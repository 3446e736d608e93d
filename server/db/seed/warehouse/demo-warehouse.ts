import type { FastifyBaseLogger } from 'fastify';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../../modules/warehouse/ledger/verify-inventory';
import type { Db, Engine } from '../../database';
import { seedDemoOffers } from '../offer/demo-offers';
import { seedDemoCmService } from '../oms/demo-cm-service';
import { seedDemoSales } from '../oms/demo-sales';
import { seedDemoSapLog } from '../oms/demo-sap-log';
import { seedDemoProduction } from '../production/demo-production';
import { seedDemoSettlements } from '../settle/demo-settlements';
import { seedDemoDeliveryNotes } from '../srm/demo-delivery-notes';
import { seedDemoDeliveryPlans } from '../srm/demo-delivery-plans';
import { seedDemoOutsourcingOrders } from '../srm/demo-outsourcing-orders';
import { readOldNotices, seedDemoPurchaseOrders } from '../srm/demo-purchase-orders';
import { seedDemoSapChanges } from '../srm/demo-sap-orders';
import { seedDemoSrmHistory } from '../srm/demo-srm-history';
import { startDemoBilling } from './demo-billing';
import { DEMO_SPAN_MS, DEMO_STEPS, seedDemoDocuments } from './demo-documents';
import { type OaApproval, seedDemoFsmRecords, startDemoFsmRequests } from './demo-fsm';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoProductFacilities } from './demo-product-facilities';
import { startDemoReceiving } from './demo-receiving';
import { seedDemoUserFacilities } from './demo-user-facilities';
import { SeededRandom } from './seeded-random';

/** The fixed seed of the demo warehouse (domain.md 6.1: deterministic generator). */
export const DEMO_SEED = 61;

/**
 * The demo warehouse of domain.md 6.1 on a new demo database: master data with product-facility
 * settings, then along one 18-month clock about 700 commands (deliveries picked and packed, goods
 * moving in trips), 30 stock counts, 240 receipts with their inspections (readings on the items of the
 * incoming standards), put-aways and supplier returns, 30 billing lists and 250 FSM spare-part requests,
 * all through the real document functions, then the other field-service records, in one transaction;
 * skipped when tenant 0 has a facility already. `npm start` runs it on first start (server/main.ts); the
 * API tests build the app without it and start from empty master data. Counts: demo-volume.ts.
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
    await seedDemoProductFacilities(lc, rnd, places);
    await seedDemoUserFacilities(lc, places);
    // The other areas draw from generators of their own, so each keeps its history when another grows.
    const receiving = await startDemoReceiving(lc, places, new SeededRandom(DEMO_SEED + 1), DEMO_STEPS);
    const billing = startDemoBilling(new SeededRandom(DEMO_SEED + 2), DEMO_STEPS, now - DEMO_SPAN_MS);
    // Completed service deliveries of FSM requests: the returns of their defective parts refer to them.
    const shipped: string[] = [];
    const oa: OaApproval[] = [];
    const fsm = startDemoFsmRequests(places, new SeededRandom(DEMO_SEED + 3), DEMO_STEPS, shipped, oa);
    await seedDemoDocuments(lc, rnd, places, [receiving, billing, fsm], shipped);
    await seedDemoFsmRecords(lc, new SeededRandom(DEMO_SEED + 4), places, DEMO_SPAN_MS, oa);
    await seedDemoPurchaseOrders(lc, new SeededRandom(DEMO_SEED + 5), places);
    await seedDemoDeliveryNotes(lc);
    await seedDemoDeliveryPlans(lc);
    await seedDemoSrmHistory(lc, new SeededRandom(DEMO_SEED + 9));
    await seedDemoSapChanges(lc);
    await readOldNotices(lc);
    await seedDemoOutsourcingOrders(lc, places);
    await seedDemoOffers(lc, places);
    await seedDemoProduction(lc, places);
    await seedDemoSales(lc, places);
    await seedDemoSapLog(lc, new SeededRandom(DEMO_SEED + 31));
    await seedDemoCmService(lc, new SeededRandom(DEMO_SEED + 13));
    await seedDemoSettlements(lc);
  });
  const { balanceRows, mismatches } = await verifyInventory(db);
  log.debug(
    { ms: Date.now() - started, balanceRows, mismatches: mismatches.length },
    'demo warehouse seeded',
  );
}
