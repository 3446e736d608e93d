import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { runSapPoImport } from '../../server/integrations/sap/etl-import';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { db, engines, type TestApp } from './harness';
import { noticesOf, startSrmApp } from './srm-fixtures';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/sap');
const PO = '4500000101';

/** The supplier's SAP vendor number and the facility's SAP plant the fixtures name. */
async function mapToSap(t: TestApp, facilityId: string) {
  await sql`update mdm_business_partner set sap_vendor_no = '0000100001' where id = ${DEMO_PARTNER_IDS.supplierA}`.execute(
    db(t),
  );
  await sql`update wms_facility set sap_plant = '1000' where id = ${facilityId}`.execute(db(t));
}

const stagedHeaders = (t: TestApp, sapPoNo: string | null) =>
  db(t)
    .selectFrom('srmEtlPoHeader')
    .selectAll()
    .where((eb) => (sapPoNo === null ? eb('sapPoNo', 'is', null) : eb('sapPoNo', '=', sapPoNo)))
    .orderBy('importedAt')
    .orderBy('id')
    .execute();
const stagedItems = (t: TestApp, headerId: string) =>
  db(t)
    .selectFrom('srmEtlPoItem')
    .selectAll()
    .where('etlHeaderId', '=', headerId)
    .orderBy('lineNo')
    .execute();

describe.each(engines)('SAP purchase-order ETL from IDoc files (issue 12 point 3) on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let supplierA: string;
  let facilityId: string;
  const api = jsonApi(() => ({ t, token: buyer }));
  const { post, get } = api;
  const act = (doc: string, action: string, body: Json, token: string) =>
    post(`/srm/${doc}/${action}`, { requestId: randomUUID(), ...body }, token);
  const version = async (doc: string, id: string) =>
    Number(resultOf(await get(`/srm/${doc}/queryById?id=${id}`, buyer)).version);
  const inbox = () => t.config.sap.inboxDir;
  const drop = (fixture: string, as = fixture) => {
    mkdirSync(inbox(), { recursive: true });
    copyFileSync(join(FIXTURES, fixture), join(inbox(), as));
  };
  const po = async () => {
    const header = await db(t)
      .selectFrom('srmPurchaseOrder')
      .selectAll()
      .where('code', '=', PO)
      .executeTakeFirstOrThrow();
    const items = await db(t)
      .selectFrom('srmPurchaseOrderItem')
      .selectAll()
      .where('purchaseOrderId', '=', header.id)
      .orderBy('lineNo')
      .execute();
    return { header, items };
  };
  const runJob = () => runSapPoImport(t.app.ctx, { tenantId: 0 });

  beforeAll(async () => {
    ({ t, buyer, supplierA, facilityId } = await startSrmApp(engine, 'ETL'));
    await mapToSap(t, facilityId);
  });
  afterAll(async () => t.close());

  it('publishes a new order pending, then recognises the same content as unchanged', async () => {
    drop('orders05-new.xml');
    // "Run import now" is the buyer's button; suppliers may not.
    expect((await post('/srm/etlPoHeader/runImport', {}, supplierA)).success).toBe(false);
    const ran = resultOf(await post('/srm/etlPoHeader/runImport', {}, buyer));
    expect(ran).toMatchObject({ documents: 1, refused: 0, published: 1 });
    expect(readdirSync(join(inbox(), 'processed'))).toEqual(['orders05-new.xml']);
    expect(readdirSync(inbox()).filter((name) => name.endsWith('.xml'))).toEqual([]);

    const { header, items } = await po();
    expect(header).toMatchObject({
      docStatus: 'pending',
      sourceSystem: 'sap',
      partnerId: DEMO_PARTNER_IDS.supplierA,
      facilityId,
      companyCode: '1000',
      purchGroup: '001',
      currency: 'CNY',
      revision: 0,
      createBy: 'buyer',
      supplierVisible: 0,
    });
    expect(Number(header.amountExclTax)).toBe(65000); // 100 x 2.50 + 40 x 10.00
    expect(
      items.map((item) => [item.lineNo, Number(item.qty), item.description, item.supplierPartNo]),
    ).toEqual([
      [10, 100_000, 'Bearing 6204', 'V-ETL-1'],
      [20, 40_000, 'Shaft 20mm', 'V-ETL-2'],
    ]);
    expect(items.map((item) => Number(item.taxRate))).toEqual([1300, 1300]);
    const [staged] = await stagedHeaders(t, PO);
    expect(staged).toMatchObject({
      processStatus: 'published',
      purchaseOrderId: header.id,
      supplierCode: '0000100001',
    });
    expect(header.etlHeaderId).toBe(staged!.id);
    expect(staged!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const stagedLines = await stagedItems(t, staged!.id);
    expect(stagedLines.map((line) => [line.itemNo, line.processStatus, line.poItemId])).toEqual([
      ['00010', 'published', items[0]!.id],
      ['00020', 'published', items[1]!.id],
    ]);

    // The page reads the staged order with its items; suppliers are refused.
    const detail = resultOf(await get(`/srm/etlPoHeader/queryById?id=${staged!.id}`));
    expect((detail.items as Json[]).map((item) => item.materialCode)).toEqual(['ETL-1', 'ETL-2']);
    expect(resultOf(await get(`/srm/etlPoHeader/list?sapPoNo=${PO}&processStatus=published`)).total).toBe(1);
    expect((await get('/srm/etlPoHeader/list', supplierA)).success).toBe(false);
    const sheet = await sheetRows(
      (await t.get(`/srm/etlPoHeader/exportXls?sapPoNo=${PO}`, buyer)).rawPayload,
    );
    expect(sheet.filter((row) => row.includes(PO))).toHaveLength(1);

    drop('orders05-new.xml', 'orders05-new-again.xml');
    const again = await runJob();
    expect(again.orders).toMatchObject({ unchanged: 1, published: 0 });
    const headers = await stagedHeaders(t, PO);
    expect(headers.map((h) => h.processStatus)).toEqual(['published', 'unchanged']);
    expect((await stagedItems(t, headers[1]!.id)).map((line) => line.processStatus)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect((await po()).header.revision).toBe(0);
  });

  it('a changed quantity on a released order raises the revision and asks the supplier to confirm again', async () => {
    let { header, items } = await po();
    resultOf(
      await act(
        'purchaseOrder',
        'approve',
        { id: header.id, version: await version('purchaseOrder', header.id) },
        buyer,
      ),
    );
    resultOf(
      await act(
        'purchaseOrder',
        'confirmItems',
        {
          id: header.id,
          version: await version('purchaseOrder', header.id),
          items: items.map((item) => ({
            lineId: item.id,
            confirmedQty: Number(item.qty) / 1000,
            promiseDate: '2026-12-01',
          })),
        },
        supplierA,
      ),
    );
    expect((await po()).header.confirmStatus).toBe('confirmed');
    const noticesBefore = (await noticesOf(t, 'supplier_a')).filter((n) => n.busId === header.id).length;

    drop('orders05-change-qty.xml');
    const outcome = await runJob();
    expect(outcome.orders).toMatchObject({ published: 1 });
    ({ header, items } = await po());
    expect(header).toMatchObject({ docStatus: 'approved', revision: 1, confirmStatus: 'unconfirmed' });
    expect(items.map((item) => [Number(item.qty), item.confirmStatus, Number(item.confirmedQty)])).toEqual([
      [120_000, 'unconfirmed', 0],
      [40_000, 'confirmed', 40_000],
    ]);
    expect(Number(header.amountExclTax)).toBe(70000);
    const staged = (await stagedHeaders(t, PO)).at(-1)!;
    expect((await stagedItems(t, staged.id)).map((line) => line.processStatus)).toEqual([
      'published',
      'unchanged',
    ]);
    const notices = (await noticesOf(t, 'supplier_a')).filter((n) => n.busId === header.id);
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)!.title).toContain('confirm again');
  });

  it('refuses to close an item in transit (error row, buyer told), closes a deleted item like force finish', async () => {
    let { header, items } = await po();
    const second = items[1]!;
    // supplier_a ships 15 of the second item: a delivery note in transit.
    const note = String(
      resultOf(
        await post(
          '/srm/deliveryNote/add',
          {
            partnerId: DEMO_PARTNER_IDS.supplierA,
            facilityId,
            expectedArrivalDate: '2026-12-02',
            lines: [{ poItemId: second.id, productId: second.productId, qty: 15, uom: 'PCS', lineNo: 1 }],
          },
          supplierA,
        ),
      ).id,
    );
    resultOf(
      await act(
        'deliveryNote',
        'approve',
        { id: note, version: await version('deliveryNote', note) },
        supplierA,
      ),
    );
    expect(Number((await po()).items[1]!.inTransitQty)).toBe(15_000);

    drop('orders05-delivery-completed.xml');
    const refused = await runJob();
    expect(refused.orders).toMatchObject({ error: 1 });
    const staged = (await stagedHeaders(t, PO)).at(-1)!;
    expect(staged.processStatus).toBe('error');
    const lines = await stagedItems(t, staged.id);
    expect(lines.map((line) => line.processStatus)).toEqual(['unchanged', 'error']);
    expect(lines[1]!.processMessage).toContain('in transit');
    ({ items } = await po());
    expect(items[1]).toMatchObject({ fulfilStatus: 'unexecuted' });
    expect(Number(items[1]!.closedQty)).toBe(0);
    const told = (await noticesOf(t, 'buyer')).filter((n) => n.busId === header.id);
    expect(told.some((n) => n.title.includes('in transit'))).toBe(true);

    drop('orders05-deletion.xml');
    const deleted = await runJob();
    expect(deleted.orders).toMatchObject({ published: 1 });
    ({ header, items } = await po());
    expect(items[0]).toMatchObject({ fulfilStatus: 'closed', deletionFlag: 1 });
    expect(Number(items[0]!.closedQty)).toBe(120_000);
    expect(items[1]).toMatchObject({ fulfilStatus: 'unexecuted' });
    expect(header.revision).toBe(2);
  });

  it('moves a malformed file to error/ with a clear error row and imports nothing of it', async () => {
    drop('orders05-malformed.xml');
    const before = await db(t).selectFrom('srmPurchaseOrder').select('id').execute();
    const outcome = await runJob();
    expect(outcome).toMatchObject({ documents: 1, refused: 1 });
    expect(readdirSync(join(inbox(), 'error')).sort()).toEqual([
      'orders05-malformed.xml',
      'orders05-malformed.xml.error.txt',
    ]);
    expect(readFileSync(join(inbox(), 'error', 'orders05-malformed.xml.error.txt'), 'utf8')).toContain(
      'not well-formed',
    );
    expect(await db(t).selectFrom('srmPurchaseOrder').select('id').execute()).toHaveLength(before.length);
    expect(await stagedHeaders(t, '4500000102')).toHaveLength(0);
    const [row] = (await stagedHeaders(t, null)).filter(
      (h) => h.sourceName === 'file:orders05-malformed.xml',
    );
    expect(row).toMatchObject({ processStatus: 'error' });
    expect(row!.processMessage).toContain('nothing imported');
    const log = await db(t)
      .selectFrom('omsSapLog')
      .select(['syncStatus', 'errorMessage'])
      .where('interfaceCode', '=', 'po_import')
      .where('bizDocCode', '=', 'orders05-malformed.xml')
      .execute();
    expect(log).toEqual([expect.objectContaining({ syncStatus: 'failed' })]);
  });

  it('keeps an order with an unknown material in error and publishes none of it', async () => {
    drop('orders05-unknown-material.xml');
    const outcome = await runJob();
    expect(outcome.orders).toMatchObject({ error: 1 });
    const [staged] = await stagedHeaders(t, '4500000103');
    expect(staged).toMatchObject({ processStatus: 'error', purchaseOrderId: null });
    const lines = await stagedItems(t, staged!.id);
    expect(lines.map((line) => line.processStatus)).toEqual(['skipped', 'error']);
    expect(lines[1]!.processMessage).toContain('NOPE-9');
    expect(
      await db(t).selectFrom('srmPurchaseOrder').select('id').where('code', '=', '4500000103').execute(),
    ).toEqual([]);
    expect(existsSync(join(inbox(), 'processed', 'orders05-unknown-material.xml'))).toBe(true);
  });

  it('keeps an order with an item without a delivery date in error; a missing currency is the default', async () => {
    // The new order's IDoc as another PO number, without its currency and without item 20's schedule line.
    const idoc = readFileSync(join(FIXTURES, 'orders05-new.xml'), 'utf8')
      .replaceAll('4500000101', '4500000104')
      .replace(/<CURCY>CNY<\/CURCY>/, '');
    const undated = idoc.replace(
      /<E1EDP20 SEGMENT="1">\s*<WMENG>40.000<\/WMENG>\s*<EDATU>20261205<\/EDATU>\s*<\/E1EDP20>/,
      '',
    );
    expect(undated).not.toContain('20261205');
    mkdirSync(inbox(), { recursive: true });
    writeFileSync(join(inbox(), 'orders05-undated.xml'), undated);
    expect((await runJob()).orders).toMatchObject({ error: 1 });
    const [staged] = await stagedHeaders(t, '4500000104');
    expect(staged).toMatchObject({ processStatus: 'error', purchaseOrderId: null, currency: null });
    const lines = await stagedItems(t, staged!.id);
    expect(lines.map((line) => line.processStatus)).toEqual(['skipped', 'error']);
    expect(lines[1]!.processMessage).toContain('E1EDP20-EDATU');
    const published = () =>
      db(t)
        .selectFrom('srmPurchaseOrder')
        .select(['id', 'currency'])
        .where('code', '=', '4500000104')
        .execute();
    expect(await published()).toEqual([]);

    writeFileSync(join(inbox(), 'orders05-dated.xml'), idoc);
    expect((await runJob()).orders).toMatchObject({ published: 1 });
    expect(await published()).toEqual([expect.objectContaining({ currency: 'CNY' })]);
  });
});

/** A fake SAP PI/CPI REST adapter: serves documents to pull, records acknowledgements and pushes. */
function fakeSap(documents: { id: string; idoc: string }[]) {
  const acks: Json[] = [];
  const pushes: Json[] = [];
  let auth: string | undefined;
  let down = false;
  const body = (request: IncomingMessage) =>
    new Promise<Json>((done) => {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      request.on('end', () => done(JSON.parse(text) as Json));
    });
  const server: Server = createServer(async (request, response) => {
    auth = request.headers.authorization;
    if (down) {
      response.writeHead(500).end();
      return;
    }
    if (request.method === 'GET' && request.url === '/orders') {
      const waiting = documents.splice(0);
      if (waiting.length === 0) {
        response.writeHead(204).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ documents: waiting }));
      return;
    }
    if (request.method === 'POST' && request.url === '/ack') {
      acks.push(await body(request));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(404).end();
  });
  return {
    acks,
    pushes,
    auth: () => auth,
    setDown: (value: boolean) => {
      down = value;
    },
    async start(): Promise<string> {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe.each(engines)('SAP purchase-order ETL over HTTP (a fake adapter) on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let facilityId: string;
  const sap = fakeSap([
    { id: 'MSG-1', idoc: readFileSync(join(FIXTURES, 'orders05-new.xml'), 'utf8') },
    { id: 'MSG-2', idoc: readFileSync(join(FIXTURES, 'orders05-malformed.xml'), 'utf8') },
  ]);

  beforeAll(async () => {
    const base = await sap.start();
    ({ t, buyer, facilityId } = await startSrmApp(engine, 'ETH', {
      env: {
        SAP_MODE: 'http',
        SAP_HTTP_PULL_URL: `${base}/orders`,
        SAP_HTTP_ACK_URL: `${base}/ack`,
        SAP_HTTP_USER: 'ISPS_RFC',
        SAP_HTTP_PASSWORD: 'secret',
      },
    }));
    await sql`update mdm_product set code = 'ETL-1' where code = 'ETH-1'`.execute(db(t));
    await sql`update mdm_product set code = 'ETL-2' where code = 'ETH-2'`.execute(db(t));
    await mapToSap(t, facilityId);
  });
  afterAll(async () => {
    await t.close();
    await sap.close();
  });

  it('pulls the waiting documents, publishes the good one and acknowledges both', async () => {
    const outcome = await runSapPoImport(t.app.ctx, { tenantId: 0 });
    expect(outcome).toMatchObject({ documents: 2, refused: 1, orders: { published: 1 } });
    expect(sap.auth()).toBe(`Basic ${Buffer.from('ISPS_RFC:secret').toString('base64')}`);
    expect(sap.acks).toEqual([
      { id: 'MSG-1', status: 'processed', orders: 1 },
      expect.objectContaining({ id: 'MSG-2', status: 'error' }),
    ]);
    const header = await db(t)
      .selectFrom('srmPurchaseOrder')
      .selectAll()
      .where('code', '=', PO)
      .executeTakeFirstOrThrow();
    expect(header).toMatchObject({ docStatus: 'pending', sourceSystem: 'sap' });
    const [staged] = await stagedHeaders(t, PO);
    expect(staged).toMatchObject({ sourceName: 'http:MSG-1', processStatus: 'published' });
    // Nothing waits any more: the adapter answers 204.
    expect(await runSapPoImport(t.app.ctx, { tenantId: 0 })).toMatchObject({ documents: 0 });
  });

  it('answers "run import now" with a clear refusal while SAP is down', async () => {
    sap.setDown(true);
    const answer = (await t.post('/srm/etlPoHeader/runImport', {}, buyer)).json();
    sap.setDown(false);
    expect(answer).toMatchObject({ success: false });
    expect(String(answer.message)).toContain('SAP pull answered HTTP 500');
  });
});
