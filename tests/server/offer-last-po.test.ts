import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { engines } from './harness';
import { type SrmWorld, startSrmApp } from './srm-fixtures';

/**
 * Last-PO price pull (issue 15 point 2): a raw material's price taken from the last approved purchase
 * order item's net price per its price unit, converted at the offer rate in force and appended to the
 * history as `last_po` naming the order; a BOM component without a BOM of its own costed at its last PO
 * price before its standard cost, every cost line naming where its price came from.
 */
describe.each(engines)('last purchase order prices on %s', (engine) => {
  let world: SrmWorld;
  const ids: Record<string, string> = {};
  const api = jsonApi(() => ({ t: world.t, token: world.admin }));
  const { post, get } = api;

  const add = async (path: string, body: Json, token?: string) =>
    String(resultOf(await post(`/${path}/add`, body, token)).id);
  const act = async (path: string, action: string, id: string, token?: string) => {
    const version = Number(resultOf(await get(`/${path}/queryById?id=${id}`)).version);
    return resultOf(await post(`/${path}/${action}`, { requestId: randomUUID(), id, version }, token));
  };
  /** A purchase order of one item, released (approved) by the buyer unless `release` is false. */
  const po = async (
    code: string,
    item: { productId: string; netPrice: number; priceUnit?: number },
    { poDate, currency = 'USD', release = true }: { poDate: string; currency?: string; release?: boolean },
  ) => {
    const id = await add(
      'srm/purchaseOrder',
      {
        code,
        partnerId: DEMO_PARTNER_IDS.supplierA,
        poType: 'standard',
        poDate,
        currency,
        facilityId: world.facilityId,
        items: [{ lineNo: 10, qty: 100, deliveryDate: '2026-12-01', uom: 'PCS', ...item }],
      },
      world.buyer,
    );
    if (release) await act('srm/purchaseOrder', 'approve', id, world.buyer);
    return id;
  };
  const pull = (id: string, validFrom: string, token?: string) =>
    post('/ofr/rawMaterial/pullLastPoPrice', { id, validFrom }, token);

  beforeAll(async () => {
    world = await startSrmApp(engine, 'LPO');
    await add('ofr/exchangeRate', {
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'offer',
      rate: 7.1,
      validFrom: '2026-09-01',
    });
    ids.copper = await add('ofr/rawMaterial', {
      code: 'RM-LPO',
      name: 'Copper',
      uom: 'PCS',
      currency: 'CNY',
      productId: world.productId,
      prices: [{ lineNo: 1, price: 10, currency: 'CNY', validFrom: '2026-01-01', priceSource: 'quote' }],
    });
    // 725 USD per 100 pieces = 7.25 USD each; a later draft, a later order and a deleted-free other product.
    await po(
      'LPO-1',
      { productId: world.productId, netPrice: 725, priceUnit: 100 },
      { poDate: '2026-10-01' },
    );
    await po('LPO-2', { productId: world.productId, netPrice: 9 }, { poDate: '2026-10-05', release: false });
    await po('LPO-3', { productId: world.productId, netPrice: 11 }, { poDate: '2026-12-01' });
    await po(
      'LPO-4',
      { productId: world.otherProductId, netPrice: 4.2 },
      { poDate: '2026-10-02', currency: 'CNY' },
    );
  });
  afterAll(async () => {
    await world?.t.close();
  });

  it('appends the last approved PO price per unit, converted at the rate in force, as a last_po price', async () => {
    const pulled = resultOf(await pull(ids.copper!, '2026-11-01'));
    // 7.25 USD × 7.1 = 51.475 CNY; the draft LPO-2 and LPO-3 (dated after the day) are not read.
    expect(pulled).toMatchObject({
      price: 51.475,
      currency: 'CNY',
      poCode: 'LPO-1',
      poPrice: 7.25,
      rate: 7.1,
    });
    const material = resultOf(await get(`/ofr/rawMaterial/queryById?id=${ids.copper}`));
    const prices = (material.prices as Json[]).map((price) => [
      price.price,
      price.validFrom,
      price.validTo,
      price.priceSource,
      price.sourceRef ?? null,
      price.supplierId ?? null,
    ]);
    expect(prices).toEqual([
      [10, '2026-01-01', '2026-10-31', 'quote', null, null],
      [51.475, '2026-11-01', null, 'last_po', 'LPO-1', DEMO_PARTNER_IDS.supplierA],
    ]);
  });

  it('refuses a pull that would overlap, without a product, without an order, without a rate, or without the button', async () => {
    world.t.app.log.level = 'silent';
    const again = await pull(ids.copper!, '2026-11-01');
    expect(again.success).toBe(false);
    const noProduct = await add('ofr/rawMaterial', { code: 'RM-NOP', name: 'Loose', uom: 'KG' });
    expect(String((await pull(noProduct, '2026-11-01')).message)).toMatch(/RM-NOP/);
    const early = await pull(ids.copper!, '2026-09-15');
    expect(early.success).toBe(false);
    expect(String(early.message)).toMatch(/RM-LPO/);
    const euro = await add('ofr/rawMaterial', {
      code: 'RM-EUR',
      name: 'Euro copper',
      uom: 'PCS',
      currency: 'EUR',
      productId: world.productId,
    });
    const rateless = await world.t.post(
      '/ofr/rawMaterial/pullLastPoPrice',
      { id: euro, validFrom: '2026-11-01' },
      world.admin,
      { 'x-locale': 'en_US' },
    );
    expect(String(rateless.json().message)).toContain('USD→EUR');
    expect(
      (await world.t.post('/ofr/rawMaterial/pullLastPoPrice', { id: euro }, world.buyer)).statusCode,
    ).toBe(403);
  });

  it('costs a component without a BOM at its last PO price, else its standard cost, naming the source', async () => {
    const top = await add('mdm/product', {
      code: 'LPO-TOP',
      name: 'Top',
      productType: 'finished',
      uom: 'PCS',
    });
    const bolt = await add('mdm/product', {
      code: 'LPO-BOLT',
      name: 'Bolt',
      productType: 'finished',
      uom: 'PCS',
      standardCost: 0.5,
      currency: 'CNY',
    });
    // The other product has a standard cost too, but its last PO price (4.20 CNY, LPO-4) wins.
    resultOf(
      await post('/mdm/product/edit', {
        id: world.otherProductId,
        version: Number(resultOf(await get(`/mdm/product/queryById?id=${world.otherProductId}`)).version),
        standardCost: 5,
        currency: 'CNY',
      }),
    );
    const bom = await add('ofr/saleBom', {
      code: 'SB-LPO',
      productId: top,
      bomVersion: 'V1',
      lines: [
        { lineNo: 1, rawMaterialId: ids.copper, qty: 2 },
        { lineNo: 2, componentProductId: world.otherProductId, qty: 3 },
        { lineNo: 3, componentProductId: bolt, qty: 4 },
      ],
    });
    await act('ofr/saleBom', 'approve', bom);
    const cost = await add('ofr/materialCost', {
      code: 'MC-LPO',
      productId: top,
      saleBomId: bom,
      costDate: '2026-11-15',
      currency: 'CNY',
    });
    await act('ofr/materialCost', 'recalculate', cost);
    const result = resultOf(await get(`/ofr/materialCost/queryById?id=${cost}`));
    const lines = (result.lines as Json[]).map((line) => [
      line.unitPrice,
      line.amount,
      line.priceSource,
      line.sourceRef ?? null,
    ]);
    expect(lines).toEqual([
      [51.475, 102.95, 'last_po', 'LPO-1'],
      [4.2, 12.6, 'last_po', 'LPO-4'],
      [0.5, 2, 'standard_cost', null],
    ]);
    expect(result.materialCost).toBe(117.55);
  });
});
