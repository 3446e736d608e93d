import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeMillis } from '../../server/db/datetime';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import {
  BACKOFF_MINUTES,
  enqueueSapMessage,
  onSapAnswer,
  sendSapOutbox,
} from '../../server/integrations/sap/sap-outbox';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { db, engines, type TestApp } from './harness';
import { startSrmApp } from './srm-fixtures';

const MINUTE = 60_000;

/** Answers the outbox handed to the documents' handler of the test interface, with the log row's status then. */
const answers: { bizDocId: string | null; ok: boolean; sapDocNo: string | null; logStatus: string }[] = [];
onSapAnswer('test_answer', async (trx, message, answer) => {
  const log = await trx
    .selectFrom('omsSapLog')
    .select('syncStatus')
    .where('id', '=', message.id)
    .executeTakeFirstOrThrow();
  answers.push({
    bizDocId: message.bizDocId,
    ok: answer.ok,
    sapDocNo: answer.ok ? answer.sapDocNo : null,
    logStatus: log.syncStatus,
  });
});

/** A fake SAP adapter's push endpoint: refuses the first `failFirst` pushes, and every push of `doomed`. */
function fakeSapPush(failFirst: number) {
  const pushes: Json[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      if (request.url !== '/push') {
        response.writeHead(204).end();
        return;
      }
      const body = JSON.parse(text) as Json;
      pushes.push(body);
      const refused = pushes.length <= failFirst || (body.payload as Json | null)?.doomed === true;
      if (refused) response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}');
      else
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ sapDocNo: `50000${String(pushes.length).padStart(5, '0')}` }));
    });
  });
  return {
    pushes,
    async start(): Promise<string> {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe.each(engines)('the SAP outbox (domain.md 3.11) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let facilityId: string;
  let productId: string;
  const sap = fakeSapPush(2);
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const message = (id: string) =>
    db(t).selectFrom('omsSapLog').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const run = () => sendSapOutbox(t.app.ctx);

  beforeAll(async () => {
    const base = await sap.start();
    ({ t, admin, buyer, facilityId, productId } = await startSrmApp(engine, 'OBX', {
      env: { SAP_MODE: 'http', SAP_HTTP_PULL_URL: `${base}/orders`, SAP_HTTP_PUSH_URL: `${base}/push` },
    }));
    // The test drives the worker itself, with its clock; the scheduled firings may not.
    await sql`update sys_quartz_job set status = '-1' where job_class_name in ('oms.sapOutbox', 'srm.sapPoImport')`.execute(
      db(t),
    );
  });
  afterAll(async () => {
    await t.close();
    await sap.close();
  });

  it('queues a goods receipt (101) with the posting, sends it with back-off until SAP accepts it', async () => {
    const po = resultOf(
      await post(
        '/srm/purchaseOrder/add',
        {
          code: '4500000777',
          partnerId: DEMO_PARTNER_IDS.supplierA,
          poType: 'standard',
          poDate: '2026-11-01',
          facilityId,
          items: [{ productId, qty: 10, netPrice: 1, uom: 'PCS', deliveryDate: '2026-12-01', lineNo: 10 }],
        },
        buyer,
      ),
    );
    const poItem = (
      resultOf(await get(`/srm/purchaseOrder/queryById?id=${po.id}`, buyer)).items as Json[]
    )[0]!;
    const receiptId = String(
      resultOf(
        await post('/wms/receipt/add', {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId,
          lines: [{ productId, receivedQty: 5 }],
        }),
      ).id,
    );
    await sql`update wms_receipt_line set po_item_id = ${String(poItem.id)} where receipt_id = ${receiptId}`.execute(
      db(t),
    );
    expect(
      await db(t).selectFrom('omsSapLog').select('id').where('bizDocId', '=', receiptId).execute(),
    ).toEqual([]);
    resultOf(await post('/wms/receipt/approve', { id: receiptId, version: 0, requestId: randomUUID() }));

    const [queued] = await db(t)
      .selectFrom('omsSapLog')
      .selectAll()
      .where('bizDocId', '=', receiptId)
      .execute();
    expect(queued).toMatchObject({
      interfaceCode: 'goods_movement',
      direction: 'outbound',
      bizDocType: 'receipt',
      syncStatus: 'pending',
      retryCount: 0,
    });
    const payload = (
      typeof queued!.requestPayload === 'string' ? JSON.parse(queued!.requestPayload) : queued!.requestPayload
    ) as Json;
    expect(payload).toMatchObject({
      movementType: '101',
      items: [{ material: 'OBX-1', qty: '5', poNo: '4500000777', poItem: '00010' }],
    });

    const start = t.clock.now();
    expect(await run()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await message(queued!.id);
    expect(row).toMatchObject({ syncStatus: 'pending', retryCount: 1, errorMessage: 'HTTP 503: busy' });
    expect(dateTimeMillis(row.nextRetryAt)).toBe(start + 1 * MINUTE);
    // Not due yet: nothing is sent.
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sap.pushes).toHaveLength(1);

    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await message(queued!.id);
    expect(row.retryCount).toBe(2);
    expect(dateTimeMillis(row.nextRetryAt)).toBe(start + 6 * MINUTE);

    t.clock.advance(5 * MINUTE);
    expect(await run()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    row = await message(queued!.id);
    expect(row).toMatchObject({
      syncStatus: 'success',
      sapDocNo: '5000000003',
      errorMessage: null,
      nextRetryAt: null,
    });
    expect(sap.pushes[2]).toMatchObject({
      messageId: queued!.id,
      interface: 'goods_movement',
      docType: 'receipt',
    });
  });

  it('queues a return to the supplier (122) with the return outbound, once per posting', async () => {
    const inspected = String(
      resultOf(
        await post('/mdm/product/add', {
          code: 'OBX-Q',
          name: 'Inspected part',
          productType: 'raw_material',
          uom: 'PCS',
          inspectionMode: 'full',
        }),
      ).id,
    );
    const receiptId = String(
      resultOf(
        await post('/wms/receipt/add', {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId,
          lines: [{ productId: inspected, receivedQty: 6 }],
        }),
      ).id,
    );
    const inspectionId = (
      resultOf(await post('/wms/receipt/approve', { id: receiptId, version: 0, requestId: randomUUID() }))
        .inspectionIds as string[]
    )[0]!;
    const inspection = resultOf(await get(`/qms/inspection/queryById?id=${inspectionId}`));
    resultOf(
      await post('/qms/inspection/edit', {
        id: inspectionId,
        version: inspection.version,
        result: 'fail',
        disposition: 'return_to_supplier',
      }),
    );
    const recorded = resultOf(await get(`/qms/inspection/queryById?id=${inspectionId}`));
    resultOf(
      await post('/qms/inspection/approve', {
        id: inspectionId,
        version: recorded.version,
        requestId: randomUUID(),
      }),
    );
    const returnRow = (
      resultOf(await get(`/wms/supplierReturn/list?inspectionId=${inspectionId}`)).records as Json[]
    )[0]!;
    resultOf(
      await post(
        '/wms/supplierReturn/approve',
        { id: returnRow.id, version: returnRow.version, requestId: randomUUID() },
        buyer,
      ),
    );
    const approved = resultOf(await get(`/wms/supplierReturn/queryById?id=${returnRow.id}`));
    const shipment = {
      id: returnRow.id,
      version: approved.version,
      requestId: randomUUID(),
      lines: [{ lineId: (approved.lines as Json[])[0]!.id, qty: 4 }],
    };
    resultOf(await post('/wms/supplierReturn/outbound', shipment));
    // A repeated click answers the first result: no second message.
    resultOf(await post('/wms/supplierReturn/outbound', shipment));
    const queued = await db(t)
      .selectFrom('omsSapLog')
      .selectAll()
      .where('bizDocId', '=', String(returnRow.id))
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      interfaceCode: 'goods_movement',
      bizDocType: 'supplier_return',
      syncStatus: 'pending',
    });
    const payload = (
      typeof queued[0]!.requestPayload === 'string'
        ? JSON.parse(queued[0]!.requestPayload)
        : queued[0]!.requestPayload
    ) as Json;
    expect(payload).toMatchObject({
      movementType: '122',
      items: [{ material: 'OBX-Q', qty: '4', poNo: null }],
    });
  });

  it('tries a refused message after 1, 5, 15 and 60 minutes, then leaves it failed', async () => {
    // The earlier tests' messages go first (SAP accepts them now).
    expect((await run()).failed).toBe(0);
    const id = await t.app.ctx.db.transaction().execute((trx) =>
      enqueueSapMessage(trx, {
        tenantId: 0,
        username: 'admin',
        now: t.clock.now(),
        interfaceCode: 'goods_movement',
        bizDocType: 'supplier_return',
        bizDocId: null,
        bizDocCode: 'RT-TEST',
        payload: { movementType: '122', doomed: true },
      }),
    );
    const waits: number[] = [];
    for (let attempt = 1; attempt <= BACKOFF_MINUTES.length; attempt++) {
      const at = t.clock.now();
      expect(await run()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = await message(id);
      expect(row).toMatchObject({ syncStatus: 'pending', retryCount: attempt });
      const next = dateTimeMillis(row.nextRetryAt)!;
      waits.push((next - at) / MINUTE);
      t.clock.advance(next - at);
    }
    expect(waits).toEqual([1, 5, 15, 60]);
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await message(id)).toMatchObject({ syncStatus: 'failed', retryCount: 5, nextRetryAt: null });
    t.clock.advance(24 * 60 * MINUTE);
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("hands SAP's final answer to the interface's handler, in the transaction that logs it", async () => {
    expect((await run()).failed).toBe(0);
    answers.length = 0;
    const queue = (bizDocId: string, doomed: boolean) =>
      t.app.ctx.db.transaction().execute((trx) =>
        enqueueSapMessage(trx, {
          tenantId: 0,
          username: 'admin',
          now: t.clock.now(),
          interfaceCode: 'test_answer',
          bizDocType: 'test',
          bizDocId,
          bizDocCode: bizDocId,
          payload: { doomed },
        }),
      );
    await queue('accepted-doc', false);
    await queue('refused-doc', true);
    await run();
    // The refused one is still retrying: no final answer yet.
    expect(answers).toEqual([
      {
        bizDocId: 'accepted-doc',
        ok: true,
        sapDocNo: expect.stringMatching(/^50000\d{5}$/),
        logStatus: 'success',
      },
    ]);
    for (const _wait of BACKOFF_MINUTES) {
      t.clock.advance(61 * MINUTE);
      await run();
    }
    expect(answers.slice(1)).toEqual([
      { bizDocId: 'refused-doc', ok: false, sapDocNo: null, logStatus: 'failed' },
    ]);
  });
});
