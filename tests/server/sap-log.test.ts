import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeMillis, toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { insertRows } from '../../server/db/insert-rows';
import { DEMO_SAP_LOG_ROWS, demoSapLogRows, seedDemoSapLog } from '../../server/db/seed/oms/demo-sap-log';
import { SeededRandom } from '../../server/db/seed/warehouse/seeded-random';
import { FakeSap } from '../../server/integrations/sap/fake-sap';
import { purgeSapLog, retentionCutoff } from '../../server/integrations/sap/sap-log-purge';
import { enqueueSapMessage, sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

const MINUTE = 60_000;
const TIMEOUT_MS = 300;
/** A JSON column as stored: text on SQLite, parsed on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

describe.each(engines)('the SAP log page and the fake SAP (issue 13 point 6) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  const sap = new FakeSap();
  const api = jsonApi(() => ({ t, token: admin }));
  const row = (id: string) =>
    db(t).selectFrom('omsSapLog').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const run = () => sendSapOutbox(t.app.ctx);
  const queue = (interfaceCode: string, code: string, tenantId = 0) =>
    t.app.ctx.db.transaction().execute((trx) =>
      enqueueSapMessage(trx, {
        tenantId,
        username: 'admin',
        now: t.clock.now(),
        interfaceCode,
        bizDocType: 'test',
        bizDocId: code,
        bizDocCode: code,
        payload: { code },
      }),
    );
  /** Runs the worker until the message is final (its back-off walked through on the test clock). */
  const untilFinal = async (id: string) => {
    for (let i = 0; i < 6; i++) {
      await run();
      const now = await row(id);
      if (now.syncStatus !== 'pending') return now;
      t.clock.advance(61 * MINUTE);
    }
    return row(id);
  };

  beforeAll(async () => {
    const base = await sap.start();
    t = await createTestApp(engine, {
      env: {
        SAP_MODE: 'http',
        SAP_HTTP_PULL_URL: `${base}/orders`,
        SAP_HTTP_PUSH_URL: `${base}/push`,
        SAP_HTTP_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    await sql`update sys_quartz_job set status = '-1' where job_class_name in ('oms.sapOutbox', 'srm.sapPoImport', 'oms.sapLogPurge')`.execute(
      db(t),
    );
    admin = await t.login('admin');
    buyer = await t.login('buyer');
  });
  afterAll(async () => {
    await t.close();
    await sap.close();
  });

  it('logs each answer of the fake SAP as it was: accepted, refused, HTTP 500, timed out', async () => {
    const accepted = await queue('goods_movement', 'FS-OK');
    const refused = await queue('goods_movement', 'FS-ERR');
    const broken = await queue('invoice_verify', 'FS-500');
    const silent = await queue('credit_memo', 'FS-TO');
    sap
      .when({ messageId: accepted }, { kind: 'accept', sapDocNo: '5000012345' })
      .when({ messageId: refused }, { kind: 'error', code: 'M7/021', message: 'Deficit of material FS-1' })
      .when({ interfaceCode: 'invoice_verify' }, { kind: 'http500', message: 'adapter down' })
      .when({ interfaceCode: 'credit_memo' }, { kind: 'timeout' });

    expect(await run()).toEqual({ sent: 1, retrying: 3, failed: 0 });
    expect(await row(accepted)).toMatchObject({
      syncStatus: 'success',
      sapDocNo: '5000012345',
      errorMessage: null,
      retryCount: 0,
    });
    const error = await row(refused);
    expect(error).toMatchObject({
      syncStatus: 'pending',
      retryCount: 1,
      errorMessage: 'M7/021 Deficit of material FS-1',
      sapDocNo: null,
    });
    expect(parsed(error.responsePayload)).toMatchObject({
      error: { code: 'M7/021', message: 'Deficit of material FS-1' },
    });
    expect(await row(broken)).toMatchObject({ retryCount: 1, errorMessage: 'HTTP 500: adapter down' });
    const timedOut = await row(silent);
    expect(timedOut).toMatchObject({
      retryCount: 1,
      errorMessage: `timeout: no answer within ${TIMEOUT_MS} ms`,
    });
    expect(parsed(timedOut.responsePayload)).toBeNull();
    // The duration is the call's: the timeout waited its 300 ms, the others answered at once.
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect((await row(accepted)).durationMs).toBeLessThan(TIMEOUT_MS);
    expect(dateTimeMillis(timedOut.nextRetryAt)).toBe(t.clock.now() + MINUTE);

    // Walked through the back-off: 1 + 4 retries, then failed with the last error kept.
    const failed = await untilFinal(refused);
    expect(failed).toMatchObject({ syncStatus: 'failed', retryCount: 5, nextRetryAt: null });
    expect(failed.errorMessage).toBe('M7/021 Deficit of material FS-1');
    expect(sap.pushesByMessage().get(refused)).toBe(5);
    expect(sap.pushesByMessage().get(accepted)).toBe(1);
    for (const id of [broken, silent]) expect((await row(id)).syncStatus).toBe('failed');

    // The page's list filters by interface, status, direction, document code; payloads come with the detail.
    const list = resultOf(
      await api.get(
        '/oms/sapLog/list?interfaceCode=goods_movement&syncStatus=failed&direction=outbound&column=createTime&order=desc',
      ),
    );
    expect((list.records as Json[]).map((r) => r.id)).toEqual([refused]);
    const byCode = resultOf(await api.get('/oms/sapLog/list?bizDocCode=*FS-5*'));
    expect((byCode.records as Json[]).map((r) => r.id)).toEqual([broken]);
    const detail = resultOf(await api.get(`/oms/sapLog/queryById?id=${accepted}`));
    expect(detail).toMatchObject({ sapDocNo: '5000012345', syncStatus: 'success' });
    expect(JSON.stringify(detail.requestPayload)).toContain('FS-OK');
  });

  it('retries a failed message (back to the outbox, due now) and ignores one with a remark, in the action log', async () => {
    sap.reset();
    const id = await queue('billing', 'RT-1');
    sap.when({ messageId: id }, { kind: 'error', message: 'Posting period closed' });
    const failed = await untilFinal(id);
    expect(failed.syncStatus).toBe('failed');

    // The buyer has no SAP log page: refused on the server.
    const denied = await t.post(
      '/oms/sapLog/retry',
      { id, version: failed.version, requestId: randomUUID() },
      buyer,
    );
    expect(denied.statusCode).toBe(403);
    // A stale version is refused.
    const stale = await api.post('/oms/sapLog/retry', { id, version: 0, requestId: randomUUID() });
    expect(stale.success).toBe(false);

    const requestId = randomUUID();
    const retried = await api.post('/oms/sapLog/retry', { id, version: failed.version, requestId });
    expect(retried).toMatchObject({ success: true, result: { syncStatus: 'pending' } });
    // A repeated click answers the first result and changes nothing.
    expect(await api.post('/oms/sapLog/retry', { id, version: failed.version, requestId })).toMatchObject({
      success: true,
    });
    const pending = await row(id);
    expect(pending).toMatchObject({ syncStatus: 'pending', retryCount: 0, version: failed.version + 1 });
    expect(dateTimeMillis(pending.nextRetryAt)).toBe(t.clock.now());

    // SAP takes it now.
    sap.reset();
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ syncStatus: 'success', errorMessage: null });
    // Only a failed message: retrying or ignoring a successful one is refused with its status.
    const done = await row(id);
    const notFailed = await api.post('/oms/sapLog/ignore', {
      id,
      version: done.version,
      requestId: randomUUID(),
      remark: 'x',
    });
    expect(notFailed).toMatchObject({ success: false });
    expect(String(notFailed.message)).toContain('success');

    const other = await queue('billing', 'RT-2');
    sap.when({ messageId: other }, { kind: 'http500' });
    const otherFailed = await untilFinal(other);
    const noRemark = await api.post('/oms/sapLog/ignore', {
      id: other,
      version: otherFailed.version,
      requestId: randomUUID(),
      remark: '  ',
    });
    expect(noRemark.success).toBe(false);
    resultOf(
      await api.post('/oms/sapLog/ignore', {
        id: other,
        version: otherFailed.version,
        requestId: randomUUID(),
        remark: 'Posted by hand in SAP (FB60)',
      }),
    );
    expect(await row(other)).toMatchObject({
      syncStatus: 'ignored',
      handleRemark: 'Posted by hand in SAP (FB60)',
      nextRetryAt: null,
    });
    // Ignored is final: the worker never sends it again.
    const before = sap.pushesByMessage().get(other);
    t.clock.advance(120 * MINUTE);
    await run();
    expect(sap.pushesByMessage().get(other)).toBe(before);

    const log = await db(t)
      .selectFrom('sysDocAction')
      .select(['docId', 'action', 'createBy'])
      .where('docType', '=', 'sap_log')
      .orderBy('createTime')
      .execute();
    expect(log).toEqual([
      { docId: id, action: 'retry', createBy: 'admin' },
      { docId: other, action: 'ignore', createBy: 'admin' },
    ]);
  });

  it("does not act on another tenant's message", async () => {
    sap.reset();
    const foreign = await queue('billing', 'T1-1', 1);
    sap.when({ messageId: foreign }, { kind: 'http500' });
    const failed = await untilFinal(foreign);
    expect(failed.syncStatus).toBe('failed');
    const answer = await api.post('/oms/sapLog/retry', {
      id: foreign,
      version: failed.version,
      requestId: randomUUID(),
    });
    expect(answer.success).toBe(false);
    expect((await row(foreign)).syncStatus).toBe('failed');
  });

  it('purges successful and ignored messages older than 13 months, never failed or pending ones', async () => {
    const now = t.clock.now();
    const cutoff = retentionCutoff(now, 13);
    const at = new Date(now);
    expect(new Date(cutoff).getUTCFullYear() * 12 + new Date(cutoff).getUTCMonth()).toBe(
      at.getUTCFullYear() * 12 + at.getUTCMonth() - 13,
    );
    const rows = [
      { status: 'success', age: cutoff - MINUTE, gone: true },
      { status: 'ignored', age: cutoff - 400 * 24 * 60 * MINUTE, gone: true },
      { status: 'failed', age: cutoff - MINUTE, gone: false },
      { status: 'pending', age: cutoff - MINUTE, gone: false },
      { status: 'success', age: cutoff + MINUTE, gone: false },
      { status: 'ignored', age: cutoff + MINUTE, gone: false },
    ].map((spec) => ({ ...spec, id: newId() }));
    await db(t)
      .insertInto('omsSapLog')
      .values(
        rows.map((spec) => ({
          id: spec.id,
          tenantId: spec.status === 'ignored' ? 1 : 0,
          version: 0,
          createBy: 'test',
          createTime: toDbDateTime(spec.age),
          interfaceCode: 'goods_movement',
          direction: 'outbound',
          bizDocType: 'purge_test',
          bizDocId: null,
          bizDocCode: null,
          requestPayload: '{}',
          syncStatus: spec.status,
          retryCount: 0,
          nextRetryAt: null,
        })),
      )
      .execute();
    const kept = async () =>
      (await db(t).selectFrom('omsSapLog').select('id').where('bizDocType', '=', 'purge_test').execute()).map(
        (r) => r.id,
      );
    const removed = await purgeSapLog(t.app.ctx);
    expect(removed).toBe(2);
    expect((await kept()).sort()).toEqual(
      rows
        .filter((r) => !r.gone)
        .map((r) => r.id)
        .sort(),
    );
    // The registered, seeded job does the same.
    const job = await db(t)
      .selectFrom('sysQuartzJob')
      .select(['jobClassName', 'parameter'])
      .where('jobClassName', '=', 'oms.sapLogPurge')
      .executeTakeFirstOrThrow();
    expect(job.parameter).toBe('13');
    const { jobKinds } = await import('../../server/jobs/job-kinds');
    const outcome = await jobKinds['oms.sapLogPurge']!.run(t.app.ctx, '13');
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.message).toMatch(/^0 /);
  });

  it('seeds the demo SAP log: 6 000 rows in every status, the same on every run', async () => {
    const now = Date.UTC(2026, 10, 26, 2, 0);
    const rows = demoSapLogRows(now, new SeededRandom(92));
    expect(rows).toHaveLength(DEMO_SAP_LOG_ROWS);
    expect(demoSapLogRows(now, new SeededRandom(92))).toEqual(rows);
    const count = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).length;
    for (const status of ['success', 'failed', 'ignored', 'pending'])
      expect(count((row) => row.syncStatus === status)).toBeGreaterThan(0);
    expect(count((row) => row.direction === 'inbound')).toBeGreaterThan(0);
    // Pending ones wait at their back-off step; failed ones used up all four retries.
    expect(count((row) => row.syncStatus === 'pending' && (row.retryCount ?? 0) > 0)).toBeGreaterThan(0);
    expect(
      count((row) => row.syncStatus === 'failed' && row.direction === 'outbound' && row.retryCount !== 5),
    ).toBe(0);
    expect(count((row) => row.syncStatus === 'ignored' && !row.handleRemark)).toBe(0);
    // Inside the 13-month retention: the purge keeps them all.
    expect(Math.min(...rows.map((row) => dateTimeMillis(String(row.createTime)) ?? 0))).toBeGreaterThan(
      retentionCutoff(now, 13),
    );

    // Stored on the engine and listed through the page's filters.
    await db(t).deleteFrom('omsSapLog').execute();
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        seedDemoSapLog(
          { trx, engine: t.app.ctx.engine, tenantId: 0, username: 'admin', now },
          new SeededRandom(92),
        ),
      );
    const failed = resultOf(await api.get('/oms/sapLog/list?syncStatus=failed&pageSize=10'));
    expect(failed.total).toBe(count((row) => row.syncStatus === 'failed'));
    const inbound = resultOf(await api.get('/oms/sapLog/list?direction=inbound&interfaceCode=po_import'));
    expect(inbound.total).toBe(count((row) => row.direction === 'inbound'));
  });
  it('stops counting a broad filter at 10 000 rows and says so', async () => {
    // 12 000 rows: the demo's rows twice (new ids for the second copy).
    const now = Date.UTC(2026, 10, 26, 2, 0);
    await db(t).deleteFrom('omsSapLog').execute();
    const rows = [92, 93].flatMap((seed) =>
      demoSapLogRows(now, new SeededRandom(seed)).map((row) => ({ ...row, id: newId() })),
    );
    await t.app.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await insertRows(trx, t.app.ctx.engine, 'omsSapLog', rows.slice(i, i + 500));
    });
    const all = Number(
      (
        await db(t)
          .selectFrom('omsSapLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all).toBe(2 * DEMO_SAP_LOG_ROWS);
    const first = resultOf(await api.get('/oms/sapLog/list?pageSize=10'));
    expect(first).toMatchObject({ total: 10_000, totalCapped: true, pages: 1000 });
    expect(first.records).toHaveLength(10);
    // The last page the list serves (rows 9 991-10 000; deeper pages are refused anyway).
    const deep = resultOf(await api.get('/oms/sapLog/list?pageSize=10&pageNo=1000'));
    expect(deep).toMatchObject({ total: 10_000, totalCapped: true, pages: 1000 });
    expect(deep.records).toHaveLength(10);
    // A filter matching fewer rows than the cap: exact, no flag.
    const failed = resultOf(await api.get('/oms/sapLog/list?syncStatus=failed&pageSize=10'));
    const exact = Number(
      (
        await db(t)
          .selectFrom('omsSapLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('syncStatus', '=', 'failed')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(failed.total).toBe(exact);
    expect(failed.totalCapped).toBeUndefined();
  });
});
