import { loadavg } from 'node:os';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { resultOf } from '../../tests/server/api-fixtures';
import { db, type EngineName } from '../../tests/server/harness';
import { srmCalls, startSrmApp } from '../../tests/server/srm-fixtures';

/**
 * bench/srm/labels (issue 12 point 12, domain.md 4.2): through the whole API (app.inject: auth, the
 * document engine's claim, the effects, the answer), supplier_a ships a 200-line delivery note whose
 * lines hold 10 packages each, so the ship generates 2 000 labels in its transaction (budget <= 2 s);
 * then GET /srm/label/pdf renders those 2 000 labels as one PDF (budget <= 10 s). BENCH_RUNS notes
 * (default 3); BENCH_ENGINE=postgres with ISPS_TEST_PG_URL runs on PostgreSQL.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = 200;
const PACKAGES = 10;
const engine = (process.env.BENCH_ENGINE ?? 'sqlite') as EngineName;

const world = await startSrmApp(engine, 'BN');
const { t, supplierA, facilityId, productId } = world;
const { api, act, version, releasePo } = srmCalls(() => world, '');

/** Wall-clock and the process's CPU time (user + system) of a call: on a shared machine the second is the steadier. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    cpuMs: (used.user + used.system) / 1000,
    value,
  };
}

const table: Record<string, string | number>[] = [];
/** The machine's load: wall-clock on a shared machine reads only beside it (docs/performance.md). */
const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
console.log(loadAverage());
try {
  for (let run = 1; run <= RUNS; run++) {
    // A released PO of supplier_a with 200 items of 10, all confirmed.
    const po = await releasePo(
      `4900${String(run).padStart(6, '0')}`,
      Array.from({ length: LINES }, (_, i) => ({
        productId,
        qty: PACKAGES,
        deliveryDate: '2026-12-01',
        lineNo: (i + 1) * 10,
      })),
    );
    const items = po.items.map((item) => item.id);
    const noteId = String(
      resultOf(
        await api.post('/srm/deliveryNote/add', {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId,
          expectedArrivalDate: '2026-12-02',
          lines: items.map((poItemId, i) => ({
            poItemId,
            productId,
            qty: PACKAGES,
            uom: 'PCS',
            lineNo: i + 1,
            supplierBatchNo: `B${run}`,
            productionDate: '2026-11-20',
            packageQty: 1,
          })),
        }),
      ).id,
    );
    const noteVersion = await version('deliveryNote', noteId);
    const ship = await timed(async () =>
      resultOf(await act('deliveryNote', 'approve', { id: noteId, version: noteVersion }, supplierA)),
    );
    const labels = await db(t)
      .selectFrom('srmLabel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deliveryNoteId', '=', noteId)
      .executeTakeFirstOrThrow();
    if (Number(labels.n) !== LINES * PACKAGES) throw new Error(`${labels.n} labels, not ${LINES * PACKAGES}`);
    const pdf = await timed(() => t.get(`/srm/label/pdf?deliveryNoteId=${noteId}`, supplierA));
    const body = pdf.value.rawPayload;
    const pages = (body.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
    if (pdf.value.statusCode !== 200 || pages !== LINES * PACKAGES)
      throw new Error(`PDF: status ${pdf.value.statusCode}, ${pages} pages`);
    table.push({
      run,
      engine,
      'ship 200 lines -> 2000 labels, ms': ship.ms.toFixed(0),
      'ship CPU ms': ship.cpuMs.toFixed(0),
      'ship budget': ship.ms <= 2_000 ? 'ok (<= 2000)' : 'OVER',
      'PDF 2000 labels, ms': pdf.ms.toFixed(0),
      'PDF CPU ms': pdf.cpuMs.toFixed(0),
      'PDF MB': (body.length / 1e6).toFixed(1),
      'PDF budget': pdf.ms <= 10_000 ? 'ok (<= 10000)' : 'OVER',
    });
  }
} finally {
  await t.close();
}
console.table(table);
console.log(`${loadAverage()} at the end`);
