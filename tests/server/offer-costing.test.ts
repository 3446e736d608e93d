import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalculatePendingCosts } from '../../server/modules/offer/recalculate-costs';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { importFile, sheetRows, workbook } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

/**
 * Offer and pricing (domain.md 3.10, issue 15 points 2-5): the rate in force, the price history chain,
 * sale BOM cycles and the golden three-level material cost, checked to the cent on both engines.
 */
describe.each(engines)('offer costing on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const ids: Record<string, string> = {};

  const add = async (path: string, body: Json) => String(resultOf(await post(`/ofr/${path}/add`, body)).id);
  const version = async (doc: string, id: string) =>
    Number(resultOf(await get(`/ofr/${doc}/queryById?id=${id}`)).version);
  const act = async (doc: string, action: string, id: string, token = admin, locale?: string) =>
    (
      await t.post(
        `/ofr/${doc}/${action}`,
        { requestId: randomUUID(), id, version: await version(doc, id) },
        token,
        locale ? { 'x-locale': locale } : {},
      )
    ).json() as Json;
  const product = async (code: string, standardCost?: number) =>
    String(
      resultOf(
        await post('/mdm/product/add', {
          code,
          name: code,
          productType: 'finished',
          uom: 'PCS',
          ...(standardCost === undefined ? {} : { standardCost, currency: 'CNY' }),
        }),
      ).id,
    );
  const bom = async (code: string, productId: string, lines: Json[], bomVersion = 'V1') =>
    add('saleBom', {
      code,
      productId,
      bomVersion,
      lines: lines.map((line, index) => ({ lineNo: index + 1, ...line })),
    });
  const costOf = async (
    code: string,
    productId: string,
    saleBomId: string,
    costDate: string,
    currency = 'CNY',
  ) =>
    add('materialCost', {
      code,
      productId,
      saleBomId,
      costDate,
      currency,
      laborCost: 10,
      overheadCost: 5.55,
    });
  const cost = async (id: string) => resultOf(await get(`/ofr/materialCost/queryById?id=${id}`));

  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(Date.parse('2026-08-20T04:00:00Z') - t.clock.now());
    admin = await t.login('admin');
    buyer = await t.login('buyer');
    for (const [validFrom, rate] of [
      ['2026-01-01', 7.1],
      ['2026-06-01', 7.2],
    ] as const)
      await add('exchangeRate', {
        fromCurrency: 'USD',
        toCurrency: 'CNY',
        rateType: 'offer',
        rate,
        validFrom,
      });
    ids.rmA = await add('rawMaterial', {
      code: 'RM-A',
      name: 'Copper',
      uom: 'KG',
      prices: [
        { lineNo: 1, price: 10, currency: 'CNY', validFrom: '2026-01-01' },
        { lineNo: 2, price: 12, currency: 'CNY', validFrom: '2026-07-01' },
      ],
    });
    ids.rmB = await add('rawMaterial', {
      code: 'RM-B',
      name: 'Resin',
      uom: 'KG',
      prices: [{ lineNo: 1, price: 1.5, currency: 'USD', validFrom: '2026-01-01' }],
    });
    ids.top = await product('OFR-TOP');
    ids.mid = await product('OFR-MID');
    ids.sub = await product('OFR-SUB');
    ids.leaf = await product('OFR-LEAF', 4.25);
    ids.subBom = await bom('SB-SUB', ids.sub, [
      { rawMaterialId: ids.rmA, qty: 2, scrapPct: 5 },
      { rawMaterialId: ids.rmB, qty: 0.5, scrapPct: 3.33 },
    ]);
    ids.midBom = await bom('SB-MID', ids.mid, [
      { componentProductId: ids.sub, qty: 3, scrapPct: 2 },
      { componentProductId: ids.leaf, qty: 1 },
    ]);
    ids.topBom = await bom('SB-TOP', ids.top, [
      { componentProductId: ids.mid, qty: 2 },
      { rawMaterialId: ids.rmA, qty: 1.25 },
      { rawMaterialId: ids.rmB, qty: 100, optional: true },
      { rawMaterialId: ids.rmA, qty: 0.1, optionGroup: 'G' },
      { rawMaterialId: ids.rmB, qty: 50, optionGroup: 'G' },
    ]);
    for (const id of [ids.subBom, ids.midBom, ids.topBom]) resultOf(await act('saleBom', 'approve', id!));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a raw material price history a chain and refuses overlaps', async () => {
    const material = resultOf(await get(`/ofr/rawMaterial/queryById?id=${ids.rmA}`));
    expect(material).toMatchObject({ latestPrice: 12, priceDate: '2026-07-01' });
    const prices = material.prices as Json[];
    expect(prices.map((price) => [price.validFrom, price.validTo])).toEqual([
      ['2026-01-01', '2026-06-30'],
      ['2026-07-01', null],
    ]);
    const overlap = await post('/ofr/rawMaterial/add', {
      code: 'RM-X',
      name: 'Overlap',
      uom: 'KG',
      prices: [
        { lineNo: 1, price: 1, currency: 'CNY', validFrom: '2026-01-01', validTo: '2026-12-31' },
        { lineNo: 2, price: 2, currency: 'CNY', validFrom: '2026-07-01' },
      ],
    });
    expect(overlap.success).toBe(false);
    expect(String(overlap.message)).toContain('2026-01-01 ~ 2026-12-31');
    const sameDay = await post('/ofr/rawMaterial/add', {
      code: 'RM-Y',
      name: 'Same day',
      uom: 'KG',
      prices: [
        { lineNo: 1, price: 1, currency: 'CNY', validFrom: '2026-03-01' },
        { lineNo: 2, price: 2, currency: 'CNY', validFrom: '2026-03-01' },
      ],
    });
    expect(sameDay.success).toBe(false);
  });

  it('refuses a duplicate rate, a pair of one currency, and users without the page', async () => {
    const duplicate = await post('/ofr/exchangeRate/add', {
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'offer',
      rate: 7.15,
      validFrom: '2026-06-01',
    });
    expect(duplicate.success).toBe(false);
    const same = await post('/ofr/exchangeRate/add', {
      fromCurrency: 'CNY',
      toCurrency: 'CNY',
      rate: 1,
      validFrom: '2026-06-01',
    });
    expect(same.success).toBe(false);
    expect(String(same.message)).toContain('CNY');
    const refused = await t.post(
      '/ofr/exchangeRate/add',
      { fromCurrency: 'EUR', toCurrency: 'CNY', rate: 7.8, validFrom: '2026-06-01' },
      buyer,
    );
    expect(refused.statusCode).toBe(403);
    expect((await t.get('/ofr/materialCost/list', buyer)).statusCode).toBe(403);
  });

  it('calculates the golden three-level material cost to the cent', async () => {
    const id = await costOf('MC-GOLD', ids.top!, ids.topBom!, '2026-08-15');
    const unapproved = await act('materialCost', 'approve', id);
    expect(unapproved.success).toBe(false);
    expect(String(unapproved.message)).toContain('重新计算');
    resultOf(await act('materialCost', 'recalculate', id));
    const header = await cost(id);
    // RM-A 12.00 CNY (from 07-01), RM-B 1.50 USD at the 06-01 rate 7.2.
    // Path TOP ×2 → MID ×3 (2 % scrap) → SUB: RM-A 2 (5 %) = 12.852 kg × 12 = 154.224 → 154.22;
    // RM-B 0.5 (3.33 %) = 3.161898 → 3.162 kg × 1.5 × 7.2 = 34.1496 → 34.15; OFR-LEAF 2 × 4.25 = 8.50;
    // RM-A 1.25 × 12 = 15.00; option G's first choice RM-A 0.1 × 12 = 1.20; optional and second choice out.
    const lines = (header.lines as Json[]).map((line) => [
      line.level,
      line.qty,
      line.unitPrice,
      line.currency,
      line.rate,
      line.amount,
    ]);
    expect(lines).toEqual([
      [3, 12.852, 12, 'CNY', 1, 154.22],
      [3, 3.162, 1.5, 'USD', 7.2, 34.15],
      [2, 2, 4.25, 'CNY', 1, 8.5],
      [1, 1.25, 12, 'CNY', 1, 15],
      [1, 0.1, 12, 'CNY', 1, 1.2],
    ]);
    expect(header).toMatchObject({
      materialCost: 213.07,
      laborCost: 10,
      overheadCost: 5.55,
      totalCost: 228.62,
    });
    expect(header.bomVersion).toBe('V1');
    resultOf(await act('materialCost', 'approve', id));
    const frozen = await act('materialCost', 'recalculate', id);
    expect(frozen.success).toBe(false);
  });

  it('reads the rate in force on the cost date: the latest start not after it', async () => {
    await add('exchangeRate', { fromCurrency: 'USD', toCurrency: 'CNY', rate: 7.3, validFrom: '2026-08-15' });
    const before = await costOf('MC-0814', ids.top!, ids.topBom!, '2026-08-14');
    const on = await costOf('MC-0815', ids.top!, ids.topBom!, '2026-08-15');
    for (const id of [before, on]) resultOf(await act('materialCost', 'recalculate', id));
    const rateOf = async (id: string) => ((await cost(id)).lines as Json[])[1]!.rate;
    expect(await rateOf(before)).toBe(7.2);
    expect(await rateOf(on)).toBe(7.3);
    // 3.162 × 1.5 × 7.3 = 34.6239 → 34.62: the material cost moves with the rate only.
    expect((await cost(on)).materialCost).toBe(213.54);
  });

  it('names the pair and the day when no rate or price is in force, never 1.0', async () => {
    const euro = await costOf('MC-EUR', ids.top!, ids.topBom!, '2026-08-15', 'EUR');
    const noRate = await act('materialCost', 'recalculate', euro, admin, 'en_US');
    expect(noRate.success).toBe(false);
    expect(String(noRate.message)).toContain('CNY→EUR');
    expect(String(noRate.message)).toContain('2026-08-15');
    const early = await costOf('MC-2025', ids.top!, ids.topBom!, '2025-12-01');
    const noPrice = await act('materialCost', 'recalculate', early, admin, 'en_US');
    expect(String(noPrice.message)).toContain('RM-A');
    expect(String(noPrice.message)).toContain('2025-12-01');
    expect((await cost(early)).materialCost).toBeNull();
  });

  it('refuses a sale BOM that contains itself through its sub-BOMs', async () => {
    const loop = await bom('SB-LOOP', ids.sub!, [{ componentProductId: ids.top, qty: 1 }], 'V2');
    const refused = await act('saleBom', 'approve', loop, admin, 'en_US');
    expect(refused.success).toBe(false);
    expect(String(refused.message)).toContain('OFR-SUB → OFR-TOP → OFR-MID → OFR-SUB');
    const self = await post('/ofr/saleBom/add', {
      code: 'SB-SELF',
      productId: ids.sub,
      bomVersion: 'V3',
      lines: [{ lineNo: 1, componentProductId: ids.sub, qty: 1 }],
    });
    expect(self.success).toBe(false);
    const both = await post('/ofr/saleBom/add', {
      code: 'SB-BOTH',
      productId: ids.leaf,
      lines: [{ lineNo: 1, componentProductId: ids.sub, rawMaterialId: ids.rmA, qty: 1 }],
    });
    expect(both.success).toBe(false);
  });
  it('exports exchange rates and imports new ones through the same sheet, a duplicate refused', async () => {
    const exported = await t.get(
      '/ofr/exchangeRate/exportXls?fromCurrency=USD&column=validFrom&order=asc',
      admin,
    );
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    const header = rows[2] as string[];
    expect(header.slice(0, 4)).toEqual(['原币', '目标币', '汇率', '汇率类型']);
    expect(rows.slice(3).map((row) => row[2])).toEqual([7.1, 7.2, 7.3]);
    const sheet = (validFrom: string) =>
      workbook(
        ['原币', '目标币', '汇率', '汇率类型', '生效日期'],
        [['欧元', '人民币', 7.85, '报价汇率', validFrom]],
      );
    const imported = (
      await importFile(t, '/ofr/exchangeRate/importExcel', admin, await sheet('2026-08-01'))
    ).json();
    expect(imported).toMatchObject({ success: true });
    const again = (
      await importFile(t, '/ofr/exchangeRate/importExcel', admin, await sheet('2026-08-01'))
    ).json();
    expect(again.success).toBe(false);
    const euro = await costOf('MC-EUR-IMPORTED', ids.top!, ids.topBom!, '2026-08-15', 'EUR');
    const refused = await act('materialCost', 'recalculate', euro, admin, 'en_US');
    // EUR→CNY exists now, but a cost in EUR needs CNY→EUR: still named, never inverted silently.
    expect(String(refused.message)).toContain('CNY→EUR');
  });
  it('recalculates every pending cost in a batch after a rate change, refusals counted and kept apart', async () => {
    await add('exchangeRate', { fromCurrency: 'USD', toCurrency: 'CNY', rate: 7.5, validFrom: '2026-08-10' });
    const progress: number[] = [];
    const outcome = await recalculatePendingCosts(t.app.ctx, (step) => progress.push(step.done));
    // Pending: MC-0814, MC-0815, MC-EUR, MC-2025, MC-EUR-IMPORTED; the EUR ones and the 2025 one refused.
    expect(outcome).toMatchObject({ total: 5, done: 5, refused: 3 });
    expect(progress).toEqual([5]);
    const costs = resultOf(await get('/ofr/materialCost/list?docStatus=pending&column=code&order=asc'))
      .records as Json[];
    const byCode = new Map(costs.map((row) => [row.code, row]));
    // 3.162 × 1.5 × 7.5 = 35.5725 → 35.57; the 08-15 one keeps the 7.3 that starts that day.
    expect(byCode.get('MC-0814')?.materialCost).toBe(214.49);
    expect(byCode.get('MC-0815')?.materialCost).toBe(213.54);
    expect(byCode.get('MC-2025')?.materialCost).toBeNull();
  });
});
