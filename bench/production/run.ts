import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { addWarehouse, type Json, jsonApi, resultOf } from '../../tests/server/api-fixtures';
import { createTestApp, db, type EngineName } from '../../tests/server/harness';
import { rawInserts } from '../ledger/posting-bench';
import { startCpuProfile } from '../support/cpu-profile';
import {
  clearStatements,
  countingStatements,
  countStatements,
  statementReport,
  statementTrace,
} from '../support/statement-count';

/**
 * bench/production (issue 14 point 11): through the whole API (app.inject: auth, the document engine's
 * claim, the effects, the answer):
 * - approving a report order of a product with COMPONENTS backflush components (each consumed FIFO at the
 *   line side, the components' consumed quantities, the order's roll-up, the pending transfer receive,
 *   the SAP 261 outbox row), in ledger lines per second, against raw inserts of the same number of rows
 *   (posting, batch, balance, ledger rows) in the same run, into bare copies of the ledger tables and
 *   then, as bench/ledger does, into the ledger tables themselves with their indexes but without the
 *   invariant triggers (last: it disables them in the bench's database);
 * - a material order of COMPONENTS lines (warehouse -> line side): approve (reservations) and outbound
 *   (two legs per line), lines per second.
 * Every invariant is checked after the runs (`verifyInventory`). BENCH_RUNS reports (default 5),
 * BENCH_ENGINE=postgres with ISPS_TEST_PG_URL for PostgreSQL (`npx tsx bench/support/with-postgres.ts
 * bench/production/run.ts` starts a throwaway server). The statements one approval runs (by kind and
 * table, transaction control left out) are printed after the table: a round trip each on PostgreSQL.
 */
const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PER_REPORT = 10;
const engine = (process.env.BENCH_ENGINE ?? 'sqlite') as EngineName;

countStatements();
const t = await createTestApp(engine);
const admin = await t.login('admin');
const api = jsonApi(() => ({ t, token: admin }));
const { post, get } = api;
const detail = async (page: string, id: string) => resultOf(await get(`/mes/${page}/queryById?id=${id}`));
const act = async (page: string, action: string, id: string, extra: Json = {}) =>
  resultOf(
    await post(`/mes/${page}/${action}`, {
      id,
      version: Number((await detail(page, id)).version),
      requestId: randomUUID(),
      ...extra,
    }),
  );
const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { seconds: (performance.now() - started) / 1000, value };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  const warehouse = await addWarehouse(api, { code: 'BN-WH', name: 'Bench warehouse' });
  const lineSide = String(
    resultOf(
      await post('/wms/facility/add', { code: 'BN-LS', name: 'Bench line', facilityType: 'line_side' }),
    ).id,
  );
  const product = async (code: string) =>
    String(
      resultOf(await post('/mdm/product/add', { code, name: code, productType: 'raw_material', uom: 'PCS' }))
        .id,
    );
  const fg = await product('BN-FG');
  const planned = PER_REPORT * RUNS;
  // The components' stock: one receipt of COMPONENTS lines, enough for every run and the material order.
  const components: string[] = [];
  for (let i = 0; i < COMPONENTS; i++) {
    const id = await product(`BN-C${String(i).padStart(3, '0')}`);
    components.push(id);
    resultOf(
      await post('/mes/bom/add', {
        productId: fg,
        bomVersion: '1',
        componentId: id,
        qtyPerUnit: 1,
        backflush: true,
      }),
    );
  }
  const receipt = String(
    resultOf(
      await post('/wms/receive/add', {
        movementTypeCode: 'other_receipt',
        inFacilityId: warehouse.facilityId,
        lines: components.map((productId) => ({
          productId,
          qty: planned * 2,
          inPositionId: warehouse.positionId,
        })),
      }),
    ).id,
  );
  const received = async () => resultOf(await get(`/wms/receive/queryById?id=${receipt}`));
  resultOf(
    await post('/wms/receive/approve', {
      id: receipt,
      version: Number((await received()).version),
      requestId: randomUUID(),
    }),
  );
  const receiptLines = (await received()).lines as Json[];
  resultOf(
    await post('/wms/receive/inbound', {
      id: receipt,
      version: Number((await received()).version),
      requestId: randomUUID(),
      lines: receiptLines.map((line) => ({ lineId: line.id, qty: planned * 2 })),
    }),
  );

  const orderId = String(
    resultOf(
      await post('/mes/productionOrder/add', {
        code: 'BN-MO-1',
        productId: fg,
        plannedQty: planned,
        facilityId: warehouse.facilityId,
        lineSideFacilityId: lineSide,
      }),
    ).id,
  );
  await act('productionOrder', 'approve', orderId);
  const byProduct = new Map(
    ((await detail('productionOrder', orderId)).components as Json[]).map((c) => [
      String(c.productId),
      String(c.id),
    ]),
  );
  // Material order of COMPONENTS lines: approve (reserve) and outbound (move to the line side), timed.
  const issueId = String(
    resultOf(
      await post('/mes/materialOrder/add', {
        productionOrderId: orderId,
        lines: components.map((productId, i) => ({
          lineNo: i + 1,
          productionComponentId: byProduct.get(productId),
          productId,
          qty: planned,
        })),
      }),
    ).id,
  );
  const approveIssue = await timed(() => act('materialOrder', 'approve', issueId));
  const issueLines = (await detail('materialOrder', issueId)).lines as Json[];
  const outboundIssue = await timed(() =>
    act('materialOrder', 'outbound', issueId, {
      lines: issueLines.map((line) => ({ lineId: line.id, qty: Number(line.qty) })),
    }),
  );

  // Report orders: approve timed (backflush of every component).
  const approvals: number[] = [];
  // The statements of the timed approvals only (each runs the same ones).
  clearStatements();
  countingStatements(false);
  // BENCH_CPU_PROFILE=<file>: a CPU profile of the approvals' loop only.
  const stopProfile = await startCpuProfile();
  for (let run = 0; run < RUNS; run++) {
    const reportId = String(
      resultOf(
        await post('/mes/reportOrder/add', {
          productionOrderId: orderId,
          reportDate: '2026-11-25',
          goodQty: PER_REPORT,
          scrapQty: 0,
          outputBatchNo: `BN-FG-${run}`,
        }),
      ).id,
    );
    const version = Number((await detail('reportOrder', reportId)).version);
    if (run === RUNS - 1) statementTrace.length = 0;
    countingStatements(true);
    const approved = await timed(async () =>
      resultOf(await post('/mes/reportOrder/approve', { id: reportId, version, requestId: randomUUID() })),
    );
    countingStatements(false);
    approvals.push(approved.seconds);
  }
  await stopProfile();
  const statements = statementReport();
  const perRun = (n: number) => (n / RUNS).toFixed(n % RUNS === 0 ? 0 : 1);
  const total = approvals.reduce((sum, s) => sum + s, 0) * 1000;
  const check = await verifyInventory(db(t));
  if (check.mismatches.length > 0) throw new Error(`ledger mismatches: ${JSON.stringify(check.mismatches)}`);
  const backflushRate = COMPONENTS / median(approvals);
  const baseline = (kind: 'bare' | 'indexed') =>
    rawInserts(db(t), engine === 'postgres' ? 'postgres' : 'sqlite', kind, RUNS, COMPONENTS);
  const raw = await baseline('bare');
  // Last: it turns the ledger tables' triggers off.
  const indexed = await baseline('indexed');
  console.log(
    '| engine | what | time | lines/s | ratio to raw inserts bare / indexed |\n| --- | --- | --- | --- | --- |',
  );
  console.log(
    `| ${engine} | report approve, ${COMPONENTS} backflush components | median ${(median(approvals) * 1000).toFixed(0)} ms of ${RUNS} (min ${(Math.min(...approvals) * 1000).toFixed(0)}) | ${backflushRate.toFixed(0)} | ${(backflushRate / raw).toFixed(2)} / ${(backflushRate / indexed).toFixed(2)} x (raw ${raw.toFixed(0)} / ${indexed.toFixed(0)} lines/s) |`,
  );
  console.log(
    `| ${engine} | material order approve, ${COMPONENTS} lines | ${(approveIssue.seconds * 1000).toFixed(0)} ms | ${(COMPONENTS / approveIssue.seconds).toFixed(0)} | |`,
  );
  console.log(
    `| ${engine} | material order outbound, ${COMPONENTS} lines (${COMPONENTS * 2} legs) | ${(outboundIssue.seconds * 1000).toFixed(0)} ms | ${(COMPONENTS / outboundIssue.seconds).toFixed(0)} | |`,
  );
  console.log(
    `\nstatements per report approval (the API call's included, transaction control left out): ` +
      `${perRun(statements.total)}, ${(statements.millis / RUNS).toFixed(1)} ms from call to answer ` +
      `of ${(total / RUNS).toFixed(1)} ms per approval (mean of ${RUNS})`,
  );
  for (const [key, n, ms] of statements.rows)
    console.log(`  ${perRun(n).padStart(4)}  ${(ms / RUNS).toFixed(2).padStart(7)} ms  ${key}`);
  // BENCH_TRACE=1: the statements of the last approval in order.
  if (statementTrace.length > 0)
    console.log(`\nthe last approval's statements:\n${statementTrace.join('\n')}`);
} finally {
  await t.close();
}
