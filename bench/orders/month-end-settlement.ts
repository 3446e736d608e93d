import { loadavg } from 'node:os';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { runMonthEndSettlement } from '../../server/modules/settle/month-end-settlement';
import { UNDELIVERED_ITEM } from '../../server/modules/srm/purchase-order-effects';
import { type BenchEngine, benchPostgres, startBenchApp } from '../support/bench-app';

/**
 * Issue 13 point 11: the month-end settlement of 100 000 posted receipt lines for 500 suppliers (200 lines
 * each, on 20 receipts of 10 PO items) on SQLite and PostgreSQL, ≤ 60 s. The rows are written directly
 * (the receiving suites post real ones; master data is referenced by id only, the generation joins none of
 * it); the job's own path is timed: one settlement per supplier, each in
 * its transaction with its lines reserved. SQLite, then PostgreSQL (BENCH_PG_URL, else a throwaway server
 * as the tests start one; none with BENCH_SQLITE_ONLY=1). `npm run bench:orders:settle` (BENCH_LINES to
 * scale). Figures: docs/performance.md "Orders".
 */
const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const SUPPLIERS = 500;
const PER_SUPPLIER = Math.ceil(LINES / SUPPLIERS);
const ITEMS = 10;
const CHUNK = 500;

async function benchEngine(engine: BenchEngine, pgUrl: string | null) {
  const bench = await startBenchApp(engine, pgUrl, {});
  const d = bench.app.ctx.db;
  const month = '2026-10';
  const received = toDbDateTime(Date.UTC(2026, 9, 15));
  const now = toDbDateTime(Date.now());
  const started = Date.now();
  const facility = newId();
  const product = newId();
  const receiptLines: Record<string, unknown>[] = [];
  for (let s = 0; s < SUPPLIERS; s++) {
    const partnerId = newId();
    const poId = newId();
    await d
      .insertInto('srmPurchaseOrder')
      .values({
        id: poId,
        tenantId: 0,
        code: `45${String(s).padStart(8, '0')}`,
        docStatus: 'approved',
        fulfilStatus: 'executing',
        version: 1,
        partnerId,
        poType: 'standard',
        poDate: '2026-10-01',
        currency: 'CNY',
        supplierVisible: 1,
      } as never)
      .execute();
    const items = Array.from({ length: ITEMS }, (_, i) => ({
      id: newId(),
      tenantId: 0,
      purchaseOrderId: poId,
      lineNo: i + 1,
      productId: product,
      qty: 1_000_000,
      netPrice: 1_234_567 + i * 1000,
      priceUnit: 1000,
      taxRate: 1300,
      deliveryDate: '2026-10-01',
      uom: 'PCS',
      ...UNDELIVERED_ITEM,
      supplierVisible: 1,
    }));
    await d
      .insertInto('srmPurchaseOrderItem')
      .values(items as never)
      .execute();
    for (let r = 0; r < PER_SUPPLIER / ITEMS; r++) {
      const receiptId = newId();
      await d
        .insertInto('wmsReceipt')
        .values({
          id: receiptId,
          tenantId: 0,
          code: `RCB${s}-${r}`,
          docStatus: 'approved',
          fulfilStatus: 'completed',
          version: 1,
          partnerId,
          facilityId: facility,
          receivedAt: received,
          qcRequired: 0,
        })
        .execute();
      for (const [i, item] of items.entries()) {
        receiptLines.push({
          id: newId(),
          tenantId: 0,
          receiptId,
          lineNo: i + 1,
          poItemId: item.id,
          productId: product,
          receivedQty: 7000 + i,
          overQty: 0,
          acceptedQty: 7000 + i,
          rejectedQty: 0,
          returnedQty: 0,
          settledQty: 0,
          createTime: now,
        });
      }
    }
    while (receiptLines.length >= CHUNK)
      await d
        .insertInto('wmsReceiptLine')
        .values(receiptLines.splice(0, CHUNK) as never)
        .execute();
  }
  if (receiptLines.length)
    await d
      .insertInto('wmsReceiptLine')
      .values(receiptLines as never)
      .execute();
  const loaded = Date.now() - started;

  const cpu = process.cpuUsage();
  const t0 = Date.now();
  const outcome = await runMonthEndSettlement(bench.app.ctx, month);
  const ms = Date.now() - t0;
  const used = process.cpuUsage(cpu);
  const lines = Number(
    (
      await d
        .selectFrom('omsSupplierSettleLine')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const again = await runMonthEndSettlement(bench.app.ctx, month);
  await bench.close();
  console.log(
    `${engine}: load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; rows written in ${(loaded / 1000).toFixed(1)} s`,
  );
  return {
    engine,
    suppliers: outcome.suppliers,
    'receipt lines': LINES,
    'settlement lines': lines,
    seconds: (ms / 1000).toFixed(1),
    'cpu s': ((used.user + used.system) / 1e6).toFixed(1),
    'lines/s': Math.round((lines / ms) * 1000),
    'second run settlements': again.settlements.length,
    'within 60 s': ms <= 60_000 ? 'yes' : 'NO',
  };
}

const { url: pgUrl, stop } = await benchPostgres();
try {
  const rows = [await benchEngine('sqlite', null)];
  if (pgUrl) rows.push(await benchEngine('postgres', pgUrl));
  console.table(rows);
} finally {
  stop();
}
process.exit(0);
