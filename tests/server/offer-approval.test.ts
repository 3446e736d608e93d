import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerPrintRecord } from '../../server/modules/offer/offer-print';
import { addRoleUser, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

const PASSWORD = 'Offer#2026';

/**
 * Offers (domain.md 3.10, issue 15 point 6): pricing from material cost, adders, catalog and trims;
 * approval by sales, with the sales manager under the store's minimum margin; read-only once approved;
 * revision into a new version linked to its parent; won or lost with a reason.
 */
describe.each(engines)('offers on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  let manager: string;
  const { post, get } = jsonApi(() => ({ t, token: admin }));
  const ids: Record<string, string> = {};

  const add = async (path: string, body: Json, token = admin) =>
    String(resultOf(await post(`/${path}/add`, body, token)).id);
  const offerOf = async (id: string) => resultOf(await get(`/ofr/offer/queryById?id=${id}`));
  const act = async (action: string, id: string, token: string, extra: Json = {}) =>
    (
      await t.post(
        `/ofr/offer/${action}`,
        { requestId: randomUUID(), id, version: Number((await offerOf(id)).version), ...extra },
        token,
        { 'x-locale': 'en_US' },
      )
    ).json() as Json;
  const addUser = async (username: string, role: string) =>
    (await addRoleUser(t, { post, get }, { username, role, password: PASSWORD })).token;
  const addOffer = (code: string, line: Json, token = sales) =>
    add(
      'ofr/offer',
      {
        code,
        customerId: ids.customer,
        productStoreId: ids.store,
        priceGroupId: ids.group,
        apHeadId: ids.apHead,
        currency: 'CNY',
        offerDate: '2026-09-01',
        lines: [{ lineNo: 1, productId: ids.product, qty: 3, ...line }],
      },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    sales = await addUser('offer_sales', 'sales');
    manager = await addUser('offer_manager', 'sales_manager');
    ids.customer = await add('mdm/businessPartner', { code: 'CUST-OFR', name: 'Customer' });
    ids.store = await add('mdm/productStore', {
      code: 'ST-OFR',
      name: 'Projects',
      storeType: 'project_sales',
      minMarginPct: 20,
    });
    ids.product = await add('mdm/product', {
      code: 'OFR-P',
      name: 'Pump',
      productType: 'finished',
      uom: 'PCS',
      standardCost: 80,
      currency: 'CNY',
    });
    const catalog = await add('mdm/priceCatalog', {
      code: 'CAT-OFR',
      name: 'List',
      priceType: 'list',
      currency: 'CNY',
      items: [{ lineNo: 1, productId: ids.product, price: 100 }],
    });
    ids.group = await add('mdm/priceGroup', { code: 'PG-OFR', name: 'Projects', defaultCatalogId: catalog });
    await add('mdm/priceTrim', {
      code: 'TR-OFR',
      name: 'Project discount',
      priceGroupId: ids.group,
      trimType: 'percent',
      value: -5,
      priority: 1,
    });
    const pct = await add('ofr/apType', { code: 'FREIGHT', nameZh: '运费', calcMethod: 'pct_of_cost' });
    const unit = await add('ofr/apType', { code: 'PACK', nameZh: '包装', calcMethod: 'per_unit' });
    ids.apHead = await add('ofr/apHead', {
      code: 'AP-OFR',
      name: 'Project adders',
      productStoreId: ids.store,
      currency: 'CNY',
      lines: [
        { lineNo: 1, apTypeId: pct, value: 10 },
        { lineNo: 2, apTypeId: unit, value: 2 },
      ],
    });
    const apVersion = Number(resultOf(await get(`/ofr/apHead/queryById?id=${ids.apHead}`)).version);
    resultOf(
      await post(
        '/ofr/apHead/approve',
        { requestId: randomUUID(), id: ids.apHead, version: apVersion },
        manager,
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices the lines: cost + adders, list price with trim, margin', async () => {
    const id = await addOffer('OF-LOW', {});
    const offer = await offerOf(id);
    // Cost 80 (standard cost) + adders 10 % of cost (8) + 2 per unit = 90; list 100, trim −5 % = 95.
    expect((offer.lines as Json[])[0]).toMatchObject({
      materialCost: 80,
      adderCost: 10,
      unitCost: 90,
      listPrice: 100,
      trimAmount: -5,
      unitPrice: 95,
      amount: 285,
      marginPct: 5.26,
    });
    expect(offer).toMatchObject({
      totalCost: 270,
      totalPrice: 285,
      marginPct: 5.26,
      offerVersion: 1,
      offerResult: 'open',
    });
    ids.low = id;
  });

  it('needs the sales manager under the store minimum margin, then sales approves', async () => {
    const refused = await act('approve', ids.low!, sales);
    expect(refused.success).toBe(false);
    expect(String(refused.message)).toContain('5.26 % is below the store minimum 20.00 %');
    const notHis = await t.post(
      '/ofr/offer/confirmMargin',
      { requestId: randomUUID(), id: ids.low, version: Number((await offerOf(ids.low!)).version) },
      sales,
    );
    expect(notHis.statusCode).toBe(403);
    resultOf(await act('confirmMargin', ids.low!, manager));
    resultOf(await act('approve', ids.low!, sales));
    const approved = await offerOf(ids.low!);
    expect(approved).toMatchObject({ docStatus: 'approved', marginApprovedBy: 'offer_manager', rate: 1 });
    const edit = await post(
      '/ofr/offer/edit',
      { id: ids.low, version: approved.version, projectName: 'x' },
      sales,
    );
    expect(edit.success).toBe(false);
  });

  it('revises an approved offer into version 2 linked to its parent, once', async () => {
    const revised = resultOf(await act('revise', ids.low!, sales));
    const child = await offerOf(String(revised.newId));
    expect(child).toMatchObject({
      code: 'OF-LOW-V2',
      offerVersion: 2,
      parentOfferId: ids.low,
      docStatus: 'pending',
      marginApprovedBy: null,
      totalPrice: 285,
    });
    expect((child.lines as Json[]).map((line) => [line.productId, line.qty, line.unitPrice])).toEqual([
      [ids.product, 3, 95],
    ]);
    expect((await offerOf(ids.low!)).docStatus).toBe('approved');
    const again = await act('revise', ids.low!, sales);
    expect(String(again.message)).toContain('already revised into version 2');
    // Version 1 is history now: its result and its approval belong to version 2.
    for (const [action, token, extra] of [
      ['markWon', sales, {}],
      ['markLost', sales, { remark: 'Price' }],
      ['cancelApproval', manager, {}],
    ] as const) {
      const refused = await act(action, ids.low!, token, extra);
      expect(String(refused.message), action).toBe(
        'This offer was revised into version 2: act on the latest version',
      );
    }
    expect(await offerOf(ids.low!)).toMatchObject({ docStatus: 'approved', offerResult: 'open' });
    // Version 2 at 120: margin (120 − 90) / 120 = 25 %, sales approves alone.
    const lines = (child.lines as Json[]).map((line) => ({
      id: line.id,
      productId: line.productId,
      qty: 3,
      unitPrice: 120,
    }));
    resultOf(await post('/ofr/offer/edit', { id: child.id, version: child.version, lines }, sales));
    expect(await offerOf(String(child.id))).toMatchObject({ marginPct: 25, totalPrice: 360, totalCost: 270 });
    resultOf(await act('approve', String(child.id), sales));
    resultOf(await act('markLost', String(child.id), sales, { remark: 'Price' }));
    expect(await offerOf(String(child.id))).toMatchObject({ offerResult: 'lost', lostReason: 'Price' });
    const closed = await act('markWon', String(child.id), sales);
    expect(closed.success).toBe(false);
  });

  it('keeps offers to offer users and the margin approval to the manager role', async () => {
    const buyer = await t.login('buyer');
    expect((await t.get('/ofr/offer/list', buyer)).statusCode).toBe(403);
    const granted = await db(t)
      .selectFrom('sysPermission')
      .select('perms')
      .where('perms', '=', 'ofr:offer:approveLowMargin')
      .executeTakeFirst();
    expect(granted?.perms).toBe('ofr:offer:approveLowMargin');
  });
  it('sums the dashboard: win rate, margin bands of approved offers, open offers by sales user', async () => {
    const li = await add('mdm/salesUser', { code: 'SU-OFR', name: 'Li Sales' });
    const won = await add(
      'ofr/offer',
      {
        code: 'OF-WIN',
        customerId: ids.customer,
        productStoreId: ids.store,
        salesUserId: li,
        currency: 'CNY',
        offerDate: '2026-09-01',
        lines: [{ lineNo: 1, productId: ids.product, qty: 2, unitPrice: 150 }],
      },
      sales,
    );
    resultOf(await act('approve', won, sales));
    resultOf(await act('markWon', won, sales));
    await add(
      'ofr/offer',
      {
        code: 'OF-OPEN',
        customerId: ids.customer,
        productStoreId: ids.store,
        salesUserId: li,
        currency: 'CNY',
        offerDate: '2026-09-02',
        lines: [{ lineNo: 1, productId: ids.product, qty: 3, unitPrice: 100 }],
      },
      sales,
    );
    const board = resultOf(await get('/ofr/offer/dashboard', sales));
    // OF-LOW counts through its version 2 (lost); OF-WIN won at a 46.67 % margin (cost 80, no adders).
    expect(board.counts).toEqual({ open: 1, won: 1, lost: 1 });
    expect(board.winRate).toBe(50);
    expect((board.margins as Json[]).filter((band) => Number(band.count) > 0)).toEqual([
      { band: '20-30', count: 1 },
      { band: '30+', count: 1 },
    ]);
    expect(board.openBySalesUser).toEqual([{ salesUserId: li, name: 'Li Sales', count: 1, totalPrice: 300 }]);
    const buyer = await t.login('buyer');
    expect((await t.get('/ofr/offer/dashboard', buyer)).statusCode).toBe(403);
  });
  it('prints an approved offer as a PDF through its print template; not a pending one', async () => {
    const pdf = await t.get(`/ofr/offer/pdf?id=${ids.low}`, sales);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('offer-OF-LOW.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const { tenantId } = await db(t)
      .selectFrom('ofrOffer')
      .select('tenantId')
      .where('id', '=', ids.low!)
      .executeTakeFirstOrThrow();
    const record = await offerPrintRecord(t.app.ctx, tenantId, ids.low!, '2026-09-02', 'en_US');
    expect(record).toMatchObject({ code: 'OF-LOW', customerName: 'Customer', totalPrice: '285.00' });
    expect(record.lines).toEqual([
      {
        lineNo: 1,
        productCode: 'OFR-P',
        productName: 'Pump',
        description: '',
        qty: '3',
        uom: 'PCS',
        unitPrice: '95.00',
        amount: '285.00',
      },
    ]);
    // What the customer reads: never the cost or the margin.
    expect(Object.keys(record)).not.toContain('totalCost');
    expect(Object.keys(record)).not.toContain('marginPct');
    const pendingId = await addOffer('OF-PRINT', {});
    const pending = (
      await t.get(`/ofr/offer/pdf?id=${pendingId}`, sales, { 'x-locale': 'en_US' })
    ).json() as Json;
    expect(pending.success).toBe(false);
    expect(String(pending.message)).toContain('OF-PRINT is not approved');
    const buyer = await t.login('buyer');
    expect((await t.get(`/ofr/offer/pdf?id=${ids.low}`, buyer)).statusCode).toBe(403);
    const template = await db(t)
      .selectFrom('sysPrintTemplate')
      .select(['bizType', 'widthMm'])
      .where('code', '=', 'offer')
      .where('tenantId', '=', 0)
      .executeTakeFirst();
    expect(template).toEqual({ bizType: 'offer', widthMm: 210 });
  });
});
