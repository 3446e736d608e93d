import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { importSalesOrders, runSalesFileImport } from '../../server/integrations/sales/sales-import';
import { sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { fromScaled } from '../../src/domain/entity/scaled-number';
import { lineAmount, taxOf } from '../../src/domain/money';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

const TOKEN = 'sales-push-token-0123456789';

/** A BOS / CRM order message (docs/integrations.md "Sales orders"). */
const message = (sourceSystem: string, orderNo: string, qty: string, extra: Json = {}): Json => ({
  sourceSystem,
  orderNo,
  customerCode: 'CUST-SO',
  storeCode: 'ST-SO',
  orderDate: '2026-11-20',
  requestedDate: '2026-11-30',
  currency: 'CNY',
  contact: 'Li Lei',
  lines: [
    { productCode: 'SO-P1', qty, unitPrice: '12.345678', taxRate: '13' },
    { productCode: 'SO-P2', qty: '1', unitPrice: '0.333333' },
  ],
  ...extra,
});

/**
 * Sales orders and proforma invoices (domain.md 3.11, issue 13 points 3, 4, 8, 9): imported from the BOS
 * and CRM by file and push, unique by source and order number; approve queues SAP's order creation and
 * the delivery command draft; SAP's answer stores its number; fulfilment follows the delivery; cancel
 * approval refused once SAP accepted; proformas from an order and an offer, printed as a PDF.
 */
describe.each(engines)('sales orders on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let sales: string;
  let supplier: string;
  const { post, get } = jsonApi(() => ({ t, token: admin }));
  const ids: Record<string, string> = {};

  const push = (body: unknown, token: string | null = TOKEN) =>
    t.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}/oms/salesOrder/push`,
      payload: body as Json,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-locale': 'en_US' },
    });
  const orderBy = (sourceSystem: string, no: string) =>
    db(t)
      .selectFrom('omsSalesOrder')
      .selectAll()
      .where('sourceSystem', '=', sourceSystem)
      .where('sourceOrderNo', '=', no)
      .executeTakeFirstOrThrow();
  const act = async (page: string, action: string, id: string, token: string) => {
    const detail = resultOf(await get(`/oms/${page}/queryById?id=${id}`));
    return (
      await t.post(
        `/oms/${page}/${action}`,
        { requestId: randomUUID(), id, version: Number(detail.version) },
        token,
        { 'x-locale': 'en_US' },
      )
    ).json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SALES_PUSH_TOKEN: TOKEN } });
    admin = await t.login('admin');
    manager = await t.login('sales_manager');
    sales = await t.login('sales');
    supplier = await t.login('supplier_a');
    const add = async (path: string, body: Json) => String(resultOf(await post(`/${path}/add`, body)).id);
    const place = await addWarehouse({ post, get }, { code: 'WH-SO', name: 'Sales warehouse' });
    ids.facility = place.facilityId;
    ids.customer = await add('mdm/businessPartner', { code: 'CUST-SO', name: 'Customer', isCustomer: true });
    ids.store = await add('mdm/productStore', {
      code: 'ST-SO',
      name: 'Store',
      storeType: 'project_sales',
      defaultFacilityId: ids.facility,
    });
    for (const [code, gross, net] of [
      ['SO-P1', 2.5, 2.25],
      ['SO-P2', 1, 0.8],
    ] as const) {
      ids[code] = await add('mdm/product', {
        code,
        name: `Pump ${code}`,
        productType: 'finished',
        uom: 'PCS',
        hsCode: '8413702990',
        grossWeight: gross,
        netWeight: net,
      });
      await receiveOnPosition({ post, get }, place, ids[code]!, 100);
    }
  });
  afterAll(() => t?.close());

  it('imports by push only with the integration token, and a re-sent pending order is updated, not doubled', async () => {
    expect((await push(message('bos', 'BOS-1', '3'), null)).statusCode).toBe(403);
    expect((await push(message('bos', 'BOS-1', '3'), 'wrong-token-0123456789')).statusCode).toBe(403);
    expect((await t.post('/oms/salesOrder/push', message('bos', 'BOS-1', '3'), admin)).statusCode).toBe(403);

    const first = resultOf((await push(message('bos', 'BOS-1', '3'))).json() as Json);
    expect(first).toMatchObject({ created: 1, updated: 0, refused: [] });
    const batch = resultOf(
      (
        await push({
          orders: [
            message('crm', 'CRM-1', '2'),
            message('crm', 'CRM-2', '5'),
            message('crm', 'BAD', '1', { storeCode: 'NOPE' }),
          ],
        })
      ).json() as Json,
    );
    expect(batch).toMatchObject({ created: 2, updated: 0 });
    expect(batch.refused).toEqual([{ orderNo: 'BAD', message: 'Order BAD: unknown store NOPE' }]);

    const again = resultOf((await push(message('bos', 'BOS-1', '4'))).json() as Json);
    expect(again).toMatchObject({ created: 0, updated: 1 });
    const rows = await db(t)
      .selectFrom('omsSalesOrder')
      .select('id')
      .where('sourceOrderNo', '=', 'BOS-1')
      .execute();
    expect(rows).toHaveLength(1);
    const order = await orderBy('bos', 'BOS-1');
    // 4 x 12.345678 = 49.382712 -> 49.38, tax 6.42; 1 x 0.333333 -> 0.33, tax 0.04 (13 % default)
    expect([Number(order.totalAmount), Number(order.taxAmount)]).toEqual([4971, 646]);
    ids.bos1 = order.id;

    // Each page lists its own sources: the BOS page does not show CRM orders.
    const bos = resultOf(await get('/oms/bosOrder/list?sourceSystem_MultiString=bos,eshop'));
    expect((bos.records as Json[]).map((r) => r.sourceOrderNo)).toEqual(['BOS-1']);
    // Excel export of the page, with the page's fixed filter.
    const sheet = await sheetRows(
      (await t.get('/oms/crmOrder/exportXls?sourceSystem_MultiString=crm', sales)).rawPayload,
    );
    expect(sheet.flat()).toEqual(expect.arrayContaining(['CRM-1', 'CRM-2']));
    expect(sheet.flat()).not.toContain('BOS-1');
    // A page is limited to its own sources (`pageRows`): a CRM order is not found on the BOS page.
    const crmDetail = await get(`/oms/bosOrder/queryById?id=${(await orderBy('crm', 'CRM-1')).id}`);
    expect(crmDetail.success).toBe(false);
    const crmOnItsPage = await get(`/oms/crmOrder/queryById?id=${(await orderBy('crm', 'CRM-1')).id}`);
    expect(crmOnItsPage.success).toBe(true);
    const crm1 = await orderBy('crm', 'CRM-1');
    const viaBos = await post(
      '/oms/bosOrder/approve',
      { requestId: randomUUID(), id: crm1.id, version: Number(crm1.version) },
      manager,
    );
    expect(viaBos.success).toBe(false);
  });

  it('imports a dropped JSON file through the job and moves it to processed', async () => {
    const inbox = t.config.sales.inboxDir;
    mkdirSync(inbox, { recursive: true });
    writeFileSync(
      join(inbox, 'eshop-1.json'),
      JSON.stringify([message('eshop', 'ES-1', '1', { eshopOrderNo: 'E-9001' })]),
    );
    writeFileSync(join(inbox, 'broken.json'), '{ not json');
    const outcome = await runSalesFileImport(t.app.ctx, 0);
    expect(outcome).toMatchObject({ files: 2, created: 1, updated: 0 });
    expect(readdirSync(join(inbox, 'processed'))).toEqual(['eshop-1.json']);
    expect(readdirSync(join(inbox, 'error'))).toContain('broken.json');
    expect((await orderBy('eshop', 'ES-1')).eshopSaleOrderId).toBe('E-9001');
  });

  it('approves (sales manager only): SAP order creation queued and a delivery command draft for the store facility', async () => {
    expect((await act('bosOrder', 'approve', ids.bos1!, sales)).success).toBe(false);
    const approved = resultOf(await act('bosOrder', 'approve', ids.bos1!, manager));
    expect(approved.docStatus).toBe('approved');
    const command = await db(t)
      .selectFrom('wmsCommand')
      .selectAll()
      .where('salesOrderId', '=', ids.bos1!)
      .executeTakeFirstOrThrow();
    expect(command).toMatchObject({
      commandType: 'delivery',
      movementTypeCode: 'sales_delivery',
      docStatus: 'pending',
      outFacilityId: ids.facility,
      partnerId: ids.customer,
    });
    const commandLines = await db(t)
      .selectFrom('wmsCommandLine')
      .selectAll()
      .where('commandId', '=', command.id)
      .orderBy('lineNo')
      .execute();
    expect(commandLines.map((line) => Number(line.qty))).toEqual([4000, 1000]);
    ids.command = command.id;
    const log = await db(t)
      .selectFrom('omsSapLog')
      .selectAll()
      .where('bizDocId', '=', ids.bos1!)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ interfaceCode: 'so_create', syncStatus: 'pending', direction: 'outbound' });
    const payload = (
      typeof log.requestPayload === 'string' ? JSON.parse(log.requestPayload) : log.requestPayload
    ) as Json;
    expect(payload).toMatchObject({
      sourceOrderNo: 'BOS-1',
      customer: 'CUST-SO',
      netAmount: '49.71',
      taxAmount: '6.46',
    });
    expect((await orderBy('bos', 'BOS-1')).sapStatus).toBe('pending');

    // A re-sent order after approval is refused, and not doubled.
    const refused = resultOf((await push(message('bos', 'BOS-1', '9'))).json() as Json);
    expect(refused).toMatchObject({ created: 0, updated: 0 });
    expect(String((refused.refused as Json[])[0]!.message)).toContain('already approved');
    expect(Number((await orderBy('bos', 'BOS-1')).totalAmount)).toBe(4971);
  });

  it("stores SAP's answer, refuses cancel approval afterwards, and follows the delivery", async () => {
    await sendSapOutbox(t.app.ctx, {
      kind: 'http',
      send: async () => ({ ok: true, sapDocNo: '0000123456', response: { ok: true } }),
    });
    const order = await orderBy('bos', 'BOS-1');
    expect(order).toMatchObject({ sapStatus: 'success', eccSaleOrderId: '0000123456' });
    const refused = await act('bosOrder', 'cancelApproval', ids.bos1!, manager);
    expect(refused.success).toBe(false);
    expect(String(refused.message)).toContain('SAP has accepted this order (SAP sales order 0000123456)');

    // The warehouse approves and ships part of the delivery: the order is executing, then completed.
    resultOf(await post('/wms/delivery/approve', { id: ids.command, version: 0, requestId: randomUUID() }));
    const detail = resultOf(await get(`/wms/delivery/queryById?id=${ids.command}`));
    const lines = detail.lines as Json[];
    resultOf(
      await post('/wms/delivery/outbound', {
        id: ids.command,
        version: detail.version,
        requestId: randomUUID(),
        lines: [{ lineId: lines[0]!.id, qty: 1.5 }],
      }),
    );
    let shipped = await db(t)
      .selectFrom('omsSalesOrderLine')
      .select(['deliveredQty'])
      .where('salesOrderId', '=', ids.bos1!)
      .orderBy('lineNo')
      .execute();
    expect(shipped.map((line) => Number(line.deliveredQty))).toEqual([1500, 0]);
    expect((await orderBy('bos', 'BOS-1')).fulfilStatus).toBe('executing');
    const next = resultOf(await get(`/wms/delivery/queryById?id=${ids.command}`));
    resultOf(
      await post('/wms/delivery/outbound', {
        id: ids.command,
        version: next.version,
        requestId: randomUUID(),
        lines: [
          { lineId: lines[0]!.id, qty: 2.5 },
          { lineId: lines[1]!.id, qty: 1 },
        ],
      }),
    );
    shipped = await db(t)
      .selectFrom('omsSalesOrderLine')
      .select(['deliveredQty'])
      .where('salesOrderId', '=', ids.bos1!)
      .orderBy('lineNo')
      .execute();
    expect(shipped.map((line) => Number(line.deliveredQty))).toEqual([4000, 1000]);
    expect((await orderBy('bos', 'BOS-1')).fulfilStatus).toBe('completed');
  });

  it('cancels approval before SAP answered: the delivery draft is cancelled and the message ignored', async () => {
    const id = (await orderBy('crm', 'CRM-1')).id;
    resultOf(await act('crmOrder', 'approve', id, manager));
    resultOf(await act('crmOrder', 'cancelApproval', id, manager));
    const command = await db(t)
      .selectFrom('wmsCommand')
      .select('docStatus')
      .where('salesOrderId', '=', id)
      .executeTakeFirstOrThrow();
    expect(command.docStatus).toBe('cancelled');
    const log = await db(t)
      .selectFrom('omsSapLog')
      .select('syncStatus')
      .where('bizDocId', '=', id)
      .executeTakeFirstOrThrow();
    expect(log.syncStatus).toBe('ignored');
    expect(await orderBy('crm', 'CRM-1')).toMatchObject({ docStatus: 'pending', sapStatus: null });
  });

  it('edits a pending order on its page: lines repriced, the import key kept', async () => {
    const order = await orderBy('crm', 'CRM-2');
    const edited = (
      await t.put(
        '/oms/crmOrder/edit',
        {
          id: order.id,
          version: Number(order.version),
          sourceOrderNo: 'CRM-HACKED',
          sourceSystem: 'bos',
          lines: [{ productId: ids['SO-P1'], qty: 2, unitPrice: 10.005, taxRate: 9 }],
        },
        sales,
      )
    ).json() as Json;
    expect(edited.success).toBe(true);
    const after = await db(t)
      .selectFrom('omsSalesOrder')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // 2 x 10.005 = 20.01, tax 9 % = 1.8009 -> 1.80
    expect(after).toMatchObject({ sourceSystem: 'crm', sourceOrderNo: 'CRM-2' });
    expect([Number(after.totalAmount), Number(after.taxAmount)]).toEqual([2001, 180]);
  });

  it('creates proformas from an order and from an offer with HS codes and weights, printed once approved', async () => {
    const fromOrder = resultOf(
      await post(
        '/oms/proformaInvoice/createFrom',
        {
          requestId: randomUUID(),
          salesOrderId: ids.bos1,
          depositPct: 30,
          bankInfo: 'Bank of China, SWIFT BKCHCNBJ',
        },
        sales,
      ),
    );
    const pi = resultOf(await get(`/oms/proformaInvoice/queryById?id=${fromOrder.id}`));
    expect(pi).toMatchObject({
      customerId: ids.customer,
      salesOrderId: ids.bos1,
      totalAmount: 49.71,
      depositAmount: 14.91,
    });
    expect(
      (pi.lines as Json[]).map((line) => [line.hsCode, line.qty, line.grossWeight, line.netWeight]),
    ).toEqual([
      ['8413702990', 4, 10, 9],
      ['8413702990', 1, 1, 0.8],
    ]);

    // An approved offer, stored as the offer module leaves it.
    const offerId = newId();
    await db(t)
      .insertInto('ofrOffer')
      .values({
        id: offerId,
        tenantId: 0,
        code: 'OF-SO-1',
        docStatus: 'approved',
        fulfilStatus: 'unexecuted',
        version: 1,
        customerId: ids.customer!,
        productStoreId: ids.store!,
        currency: 'USD',
        offerDate: '2026-11-01',
        incoterm: 'FOB',
        offerVersion: 1,
        offerResult: 'open',
      } as never)
      .execute();
    await db(t)
      .insertInto('ofrOfferLine')
      .values({
        id: newId(),
        tenantId: 0,
        offerId,
        lineNo: 1,
        productId: ids['SO-P2']!,
        qty: 7000,
        unitPrice: 2_500_000,
        description: 'Spare pump',
      } as never)
      .execute();
    const fromOffer = resultOf(
      await post('/oms/proformaInvoice/createFrom', { requestId: randomUUID(), offerId }, sales),
    );
    const offerPi = resultOf(await get(`/oms/proformaInvoice/queryById?id=${fromOffer.id}`));
    expect(offerPi).toMatchObject({ offerId, currency: 'USD', incoterm: 'FOB', totalAmount: 17.5 });
    expect((offerPi.lines as Json[])[0]).toMatchObject({
      description: 'Spare pump',
      hsCode: '8413702990',
      qty: 7,
      grossWeight: 7,
    });
    const neither = (
      await t.post('/oms/proformaInvoice/createFrom', { requestId: randomUUID() }, sales, {
        'x-locale': 'en_US',
      })
    ).json() as Json;
    expect(neither.message).toBe('Choose one sales order or one offer');

    const pdf = () => t.get(`/oms/proformaInvoice/pdf?id=${fromOrder.id}`, sales, { 'x-locale': 'en_US' });
    expect(((await pdf()).json() as Json).message).toBe('A proforma invoice prints once it is approved');
    resultOf(await act('proformaInvoice', 'approve', String(fromOrder.id), sales));
    const printed = await pdf();
    expect(printed.headers['content-type']).toContain('application/pdf');
    const bytes = printed.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(`Proforma invoice ${pi.code}`);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('refers a credit memo request to a sales order of any source system, searchable on its page', async () => {
    const crm = await orderBy('crm', 'CRM-2');
    // The cm apply page's select offers the orders of every source (its reference reads the whole table).
    const options = resultOf(await get('/sys/lookup/bosOrder?page=isps-cm-apply-list&pageSize=50', sales))
      .records as Json[];
    expect(options.map((option) => option.id)).toEqual(expect.arrayContaining([ids.bos1, crm.id]));
    const found = resultOf(
      await get(`/sys/lookup/bosOrder?page=isps-cm-apply-list&keyword=${crm.code}`, sales),
    ).records as Json[];
    expect(found).toEqual([expect.objectContaining({ id: crm.id, code: crm.code })]);
    const cm = {
      customerId: ids.customer,
      cmReason: 'price_difference',
      currency: 'CNY',
      lines: [{ lineNo: 1, productId: ids['SO-P1'], qty: 1, unitPriceDiff: 2, taxRate: 13 }],
    };
    const id = String(resultOf(await post('/oms/cmApply/add', { ...cm, salesOrderId: crm.id }, sales)).id);
    const saved = resultOf(await get(`/oms/cmApply/queryById?id=${id}`, sales));
    expect(saved).toMatchObject({ salesOrderId: crm.id, salesOrderId_dictText: crm.code });
    // A reference to no order of the tenant is refused.
    const unknown = await post('/oms/cmApply/add', { ...cm, salesOrderId: newId() }, sales);
    expect(unknown.success).toBe(false);
  });

  it('never shows sales data to supplier users', async () => {
    for (const url of [
      '/oms/bosOrder/list',
      '/oms/crmOrder/list',
      '/oms/proformaInvoice/list',
      `/oms/bosOrder/queryById?id=${ids.bos1}`,
    ]) {
      const answer = await t.get(url, supplier);
      expect(answer.statusCode).toBe(403);
      expect(JSON.stringify(answer.json())).not.toContain('BOS-1');
    }
    expect((await t.get(`/oms/proformaInvoice/pdf?id=${ids.bos1}`, supplier)).statusCode).toBe(403);
  });

  it('prices random lines exactly: totals are the sums of the rounded lines after a save and load', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 9_999_999 }),
            price: fc.integer({ min: 0, max: 99_999_999_999 }),
            rate: fc.constantFrom(0, 300, 600, 900, 1300, 1700),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (lines) => {
          n += 1;
          const orderNo = `PROP-${n}`;
          const outcome = await importSalesOrders(
            t.app.ctx,
            0,
            {
              ...message('crm', orderNo, '1'),
              lines: lines.map((line, i) => ({
                productCode: i % 2 ? 'SO-P2' : 'SO-P1',
                qty: fromScaled(line.qty, 'qty').toString(),
                unitPrice: fromScaled(line.price, 'price').toString(),
                taxRate: fromScaled(line.rate, 'pct').toString(),
              })),
            },
            { username: 'prop' },
          );
          expect(outcome.refused).toEqual([]);
          const order = await orderBy('crm', orderNo);
          const stored = await db(t)
            .selectFrom('omsSalesOrderLine')
            .selectAll()
            .where('salesOrderId', '=', order.id)
            .orderBy('lineNo')
            .execute();
          const amounts = lines.map((line) => lineAmount(line.qty, line.price));
          const taxes = lines.map((line, i) => taxOf(amounts[i]!, line.rate));
          expect(stored.map((line) => Number(line.amount))).toEqual(amounts);
          expect(stored.map((line) => Number(line.taxAmount))).toEqual(taxes);
          expect(Number(order.totalAmount)).toBe(stored.reduce((sum, line) => sum + Number(line.amount), 0));
          expect(Number(order.taxAmount)).toBe(stored.reduce((sum, line) => sum + Number(line.taxAmount), 0));
          const wire = resultOf(await get(`/oms/crmOrder/queryById?id=${order.id}`));
          expect(Math.round(Number(wire.totalAmount) * 100)).toBe(Number(order.totalAmount));
        },
      ),
      { numRuns: 25, seed: 1311 },
    );
  });
});
