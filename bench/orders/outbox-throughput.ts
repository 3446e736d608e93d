import { FakeSap } from '../../server/integrations/sap/fake-sap';
import { httpSapSender } from '../../server/integrations/sap/http-boundary';
import { enqueueSapMessage, sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { type BenchEngine, benchPostgres, startBenchApp } from '../support/bench-app';

/**
 * bench/orders "SAP outbox" (issue 13 point 11): messages per second the outbox worker sends to the fake
 * SAP (server/integrations/sap/fake-sap.ts on 127.0.0.1, answering at once with a document number), run
 * after run as the scheduled job does, beside a bare loop of the same HTTP calls (the same sender, the
 * same bodies, no database). The ratio is what the claim, the log update and its transaction cost per
 * message. SQLite and PostgreSQL (BENCH_PG_URL, else a throwaway server as the tests start one).
 * `npm run bench:orders:outbox` (BENCH_MESSAGES).
 */
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5_000);

const payload = (n: number) => ({
  movementType: '101',
  postingDate: '2026-11-26',
  reference: `RC2611260${String(n).padStart(4, '0')}`,
  items: [1, 2, 3].map((line) => ({
    material: `P-${1000 + ((n + line) % 240)}`,
    uom: 'PCS',
    plant: '1000',
    storageLocation: '0001',
    batch: `RC2611260${String(n).padStart(4, '0')}-${line}`,
    poNo: `45000${String(n % 99_999).padStart(5, '0')}`,
    poItem: String(line * 10).padStart(5, '0'),
    qty: String((n % 50) + line),
  })),
});

async function benchEngine(engine: BenchEngine, pgUrl: string | null, sap: FakeSap) {
  const bench = await startBenchApp(engine, pgUrl, {
    ISPS_MODE: 'production',
    ISPS_ADMIN_PASSWORD: 'Bench-admin-1',
    SAP_MODE: 'http',
    SAP_HTTP_PULL_URL: `${sap.url}/orders`,
    SAP_HTTP_PUSH_URL: `${sap.url}/push`,
  });
  const { app, config } = bench;
  try {
    const { ctx } = app;
    // The scheduled worker must not take the messages: this bench runs it.
    await ctx.db
      .updateTable('sysQuartzJob')
      .set({ status: '-1' })
      .where('jobClassName', 'in', ['oms.sapOutbox', 'srm.sapPoImport', 'oms.sapLogPurge'])
      .execute();
    const now = ctx.clock.now() - 1000;
    await ctx.db.transaction().execute(async (trx) => {
      for (let n = 0; n < MESSAGES; n++)
        await enqueueSapMessage(trx, {
          tenantId: 0,
          username: 'bench',
          now,
          interfaceCode: 'goods_movement',
          bizDocType: 'receipt',
          bizDocId: `R${n}`,
          bizDocCode: `RC2611260${String(n).padStart(4, '0')}`,
          payload: payload(n),
        });
    });
    sap.reset({ received: true });
    const workerStarted = performance.now();
    let sent = 0;
    for (;;) {
      const outcome = await sendSapOutbox(ctx);
      sent += outcome.sent;
      if (outcome.sent + outcome.retrying + outcome.failed === 0) break;
    }
    const workerS = (performance.now() - workerStarted) / 1000;
    if (sent !== MESSAGES || sap.received.length !== MESSAGES)
      throw new Error(`${engine}: sent ${sent}, SAP received ${sap.received.length} of ${MESSAGES}`);

    // The bare loop: the same sender and bodies, one after another, nothing stored.
    const sender = httpSapSender(config.sap.http!);
    const bareStarted = performance.now();
    for (let n = 0; n < MESSAGES; n++) {
      const answer = await sender.send({
        id: `bare-${n}`,
        interfaceCode: 'goods_movement',
        bizDocType: 'receipt',
        bizDocCode: `RC2611260${String(n).padStart(4, '0')}`,
        payload: payload(n),
      });
      if (!answer.ok) throw new Error(`bare call ${n}: ${answer.error}`);
    }
    const bareS = (performance.now() - bareStarted) / 1000;
    return {
      engine,
      messages: MESSAGES,
      'worker s': workerS.toFixed(2),
      'worker msg/s': (MESSAGES / workerS).toFixed(0),
      'bare loop s': bareS.toFixed(2),
      'bare msg/s': (MESSAGES / bareS).toFixed(0),
      'worker / bare (throughput)': (bareS / workerS).toFixed(2),
    };
  } finally {
    await bench.close();
  }
}

const { url: pgUrl, stop } = await benchPostgres();
const sap = new FakeSap();
await sap.start();
try {
  const rows = [await benchEngine('sqlite', null, sap)];
  if (pgUrl) rows.push(await benchEngine('postgres', pgUrl, sap));
  console.log(`bench/orders outbox-throughput: ${MESSAGES} goods movements to the fake SAP`);
  console.table(rows);
} finally {
  await sap.close();
  stop();
}
process.exit(0);
