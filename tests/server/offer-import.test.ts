import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoleUser, documentAction, type Json, jsonApi, resultOf } from './api-fixtures';
import { importFile, workbook } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

/**
 * Excel on the seven offer pages (issue 15 point 1): each page's export is read back by its import with
 * only its key changed, and an imported row is an add: the page's own rules run for it (a rate's pair,
 * a cost's figures cleared for its recalculation, an offer priced, the sales user's scope).
 */
describe.each(engines)('offer pages import what they export on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  const { post, get } = jsonApi(() => ({ t, token: admin }));
  const ids: Record<string, string> = {};

  const add = async (path: string, body: Json, token = admin) =>
    String(resultOf(await post(`/${path}/add`, body, token)).id);
  const act = (path: string, action: string, id: string) => documentAction({ post, get }, path, action, id);
  const listed = async (path: string, query: string, token = admin) =>
    resultOf(await get(`/${path}/list?${query}`, token)).records as Json[];

  /**
   * Exports `path` filtered by `query`, sets the cells of the columns headed `changes` in its one data
   * row, imports the sheet back and answers the import's reply.
   */
  const reimport = async (path: string, query: string, changes: Record<string, unknown>, token = admin) => {
    const exported = await t.get(`/${path}/exportXls?${query}`, token);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(3);
    expect(sheet.rowCount).toBe(4);
    for (const [title, value] of Object.entries(changes)) {
      let column = 0;
      header.eachCell((cell, index) => {
        if (cell.value === title) column = index;
      });
      expect(column, title).toBeGreaterThan(0);
      sheet.getRow(4).getCell(column).value = value as ExcelJS.CellValue;
    }
    const file = Buffer.from(await book.xlsx.writeBuffer());
    return (await importFile(t, `/${path}/importExcel`, token, file)).json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(Date.parse('2026-08-20T04:00:00Z') - t.clock.now());
    admin = await t.login('admin');
    sales = (
      await addRoleUser(t, { post, get }, { username: 'imp_sales', role: 'sales', password: 'Imp#2026' })
    ).token;
    await add('ofr/exchangeRate', {
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rate: 7.2,
      validFrom: '2026-01-01',
    });
    ids.material = await add('ofr/rawMaterial', {
      code: 'IMP-RM',
      name: 'Import copper',
      uom: 'KG',
      prices: [{ lineNo: 1, price: 10, currency: 'CNY', validFrom: '2026-01-01' }],
    });
    ids.product = await add('mdm/product', {
      code: 'IMP-P',
      name: 'Import pump',
      productType: 'finished',
      uom: 'PCS',
    });
    ids.bom = await add('ofr/saleBom', {
      code: 'IMP-SB',
      productId: ids.product,
      lines: [{ lineNo: 1, rawMaterialId: ids.material, qty: 2 }],
    });
    await act('ofr/saleBom', 'approve', ids.bom);
    ids.store = await add('mdm/productStore', {
      code: 'IMP-ST',
      name: 'Import store',
      storeType: 'project_sales',
      minMarginPct: 20,
    });
    ids.apType = await add('ofr/apType', {
      code: 'IMP-FR',
      nameZh: '运费',
      calcMethod: 'per_unit',
      defaultValue: 1,
    });
    await add('ofr/apHead', {
      code: 'IMP-AP',
      name: 'Import adders',
      productStoreId: ids.store,
      currency: 'CNY',
      lines: [{ lineNo: 1, apTypeId: ids.apType, value: 1 }],
    });
    ids.cost = await add('ofr/materialCost', {
      code: 'IMP-MC',
      productId: ids.product,
      saleBomId: ids.bom,
      costDate: '2026-08-01',
      currency: 'CNY',
    });
    await act('ofr/materialCost', 'recalculate', ids.cost);
    await act('ofr/materialCost', 'approve', ids.cost);
    ids.customer = await add('mdm/businessPartner', { code: 'IMP-CU', name: 'Import customer' });
    await add(
      'ofr/offer',
      {
        code: 'IMP-OF',
        customerId: ids.customer,
        productStoreId: ids.store,
        currency: 'CNY',
        offerDate: '2026-08-20',
        lines: [{ lineNo: 1, productId: ids.product, qty: 1, unitPrice: 30 }],
      },
      sales,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads back the master pages: raw materials, exchange rates and AP types', async () => {
    expect(await reimport('ofr/rawMaterial', 'code=IMP-RM', { 原材料编码: 'IMP-RM2' })).toMatchObject({
      success: true,
    });
    expect(await listed('ofr/rawMaterial', 'code=IMP-RM2')).toEqual([
      expect.objectContaining({ name: 'Import copper', uom: 'KG', currency: 'CNY' }),
    ]);
    expect(await reimport('ofr/exchangeRate', 'fromCurrency=USD', { 生效日期: '2026-07-01' })).toMatchObject({
      success: true,
    });
    expect(await listed('ofr/exchangeRate', 'fromCurrency=USD&column=validFrom&order=asc')).toEqual([
      expect.objectContaining({ validFrom: '2026-01-01', rate: 7.2 }),
      expect.objectContaining({ validFrom: '2026-07-01', rate: 7.2, toCurrency: 'CNY', rateType: 'offer' }),
    ]);
    expect(await reimport('ofr/apType', 'code=IMP-FR', { 类型编码: 'IMP-FR2' })).toMatchObject({
      success: true,
    });
    expect(await listed('ofr/apType', 'code=IMP-FR2')).toEqual([
      expect.objectContaining({ nameZh: '运费', calcMethod: 'per_unit', defaultValue: 1 }),
    ]);
  });

  it('refuses an imported rate its page would refuse, naming the row, and imports nothing', async () => {
    const sheet = await workbook(
      ['原币', '目标币', '汇率', '汇率类型', '生效日期'],
      [
        ['欧元', '人民币', 7.85, '报价汇率', '2026-08-01'],
        ['人民币', '人民币', 1, '报价汇率', '2026-08-01'],
      ],
    );
    const answer = (await importFile(t, '/ofr/exchangeRate/importExcel', admin, sheet)).json() as Json;
    expect(answer.success).toBe(false);
    expect(String(answer.message)).toContain('第5行');
    expect(String(answer.message)).toContain('CNY');
    expect(await listed('ofr/exchangeRate', 'fromCurrency=EUR')).toEqual([]);
  });

  it('reads back the documents: AP heads, sale BOMs and material costs, pending and uncalculated', async () => {
    expect(await reimport('ofr/apHead', 'code=IMP-AP', { 方案编号: 'IMP-AP2' })).toMatchObject({
      success: true,
    });
    expect(await listed('ofr/apHead', 'code=IMP-AP2')).toEqual([
      expect.objectContaining({ docStatus: 'pending', productStoreId: ids.store, currency: 'CNY' }),
    ]);
    expect(await reimport('ofr/saleBom', 'code=IMP-SB', { BOM编号: 'IMP-SB2', BOM版本: 'V2' })).toMatchObject(
      { success: true },
    );
    expect(await listed('ofr/saleBom', 'code=IMP-SB2')).toEqual([
      expect.objectContaining({ docStatus: 'pending', productId: ids.product, bomVersion: 'V2' }),
    ]);
    // The exported BOM and cost are approved and carry their figures; imported, they are new pending
    // documents, the cost's figures cleared for a recalculation, like an add.
    expect(await reimport('ofr/materialCost', 'code=IMP-MC', { 成本单号: 'IMP-MC2' })).toMatchObject({
      success: true,
    });
    const [imported] = await listed('ofr/materialCost', 'code=IMP-MC2');
    expect(imported).toMatchObject({
      docStatus: 'pending',
      materialCost: null,
      totalCost: null,
      costDate: '2026-08-01',
    });
    await act('ofr/materialCost', 'recalculate', String(imported!.id));
    expect(await listed('ofr/materialCost', 'code=IMP-MC2')).toEqual([
      expect.objectContaining({ materialCost: 20, totalCost: 20 }),
    ]);
  });

  it('reads back an offer as a new pending version 1, priced on import, in the sales user scope', async () => {
    const answer = await reimport('ofr/offer', 'code=IMP-OF', { 报价单号: 'IMP-OF2' }, sales);
    expect(answer).toMatchObject({ success: true });
    const [offer] = await listed('ofr/offer', 'code=IMP-OF2', sales);
    expect(offer).toMatchObject({
      docStatus: 'pending',
      offerVersion: 1,
      offerResult: 'open',
      parentOfferId: null,
      marginApprovedBy: null,
      totalCost: 0,
      totalPrice: 0,
      customerId: ids.customer,
    });
  });
});
