import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../server/db/ids';
import { seedDemoOffers } from '../../server/db/seed/offer/demo-offers';
import { insertDemoRows } from '../../server/db/seed/warehouse/insert-demo-rows';
import { createTestApp, engines, type TestApp } from './harness';

/** The offers demo (issue 15 point 10): every state, deterministic, on the demo's store and products. */
describe.each(engines)('offers demo on %s', (engine) => {
  let t: TestApp;
  const now = Date.UTC(2026, 0, 15);
  const states = async (table: string) =>
    (
      await sql<{ docStatus: string; n: number | string }>`select doc_status as "docStatus", count(*) as n
        from ${sql.table(table)} group by doc_status order by doc_status`.execute(t.app.ctx.db)
    ).rows.map((row) => [row.docStatus, Number(row.n)]);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ctx.db.transaction().execute(async (trx) => {
      const lc = { trx, engine: t.app.ctx.engine, tenantId: 0, username: 'admin', now };
      const at = '2026-01-01 00:00:00';
      const master = { tenantId: 0, status: '1', delFlag: 0, version: 0, createBy: 'system', createTime: at };
      const products = ['top', 'mid', 'leaf'].map((key, i) => ({
        ...master,
        id: stableId('demo_offer_product', key),
        code: `DEMO-${key.toUpperCase()}`,
        name: key,
        productType: 'finished',
        uom: 'PCS',
        standardCost: (i + 1) * 25_000_000,
        currency: 'CNY',
      }));
      await insertDemoRows(lc, 'mdm_product', products);
      await insertDemoRows(lc, 'mdm_business_partner', [
        {
          ...master,
          id: stableId('demo_offer_customer', '0'),
          code: 'C-DEMO',
          name: 'Customer',
          isCustomer: 1,
        },
      ]);
      await insertDemoRows(lc, 'mdm_product_store', [
        {
          ...master,
          id: stableId('product_store', '2'),
          code: 'ST03',
          name: '项目销售',
          storeType: 'project_sales',
        },
      ]);
      await insertDemoRows(lc, 'mdm_price_group', [
        { ...master, id: stableId('price_group', '2'), code: 'PG03', name: '项目客户' },
      ]);
      await seedDemoOffers(lc, {
        materials: products.map((product) => product.id),
        customers: [stableId('demo_offer_customer', '0')],
      });
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('has sale BOMs, material costs and offers in every state', async () => {
    expect(await states('ofr_sale_bom')).toEqual([
      ['approved', 2],
      ['cancelled', 1],
      ['pending', 1],
    ]);
    expect(await states('ofr_material_cost')).toEqual([
      ['approved', 1],
      ['pending', 2],
    ]);
    expect(await states('ofr_offer')).toEqual([
      ['approved', 3],
      ['pending', 3],
    ]);
    const offers = await t.app.ctx.db
      .selectFrom('ofrOffer')
      .select(['code', 'offerResult', 'offerVersion', 'parentOfferId', 'marginPct'])
      .orderBy('code')
      .execute();
    expect(offers.map((row) => [row.code, row.offerResult, row.offerVersion])).toEqual([
      ['OF2026001', 'won', 1],
      ['OF2026002', 'lost', 1],
      ['OF2026003', 'open', 1],
      ['OF2026003-V2', 'open', 2],
      ['OF2026004', 'open', 1],
      ['OF2026005', 'open', 1],
    ]);
    // The low-margin offer is under the project store's 15 %: it waits for the sales manager.
    expect(Number(offers[4]!.marginPct)).toBeLessThan(1500);
    const calculated = await t.app.ctx.db
      .selectFrom('ofrMaterialCost')
      .select(['code', 'materialCost', 'totalCost'])
      .where('calcTime', 'is not', null)
      .orderBy('code')
      .execute();
    expect(calculated.map((row) => row.code)).toEqual(['MC-MID', 'MC-TOP']);
    for (const row of calculated) expect(Number(row.totalCost)).toBe(Number(row.materialCost) + 21_500);
  });
});
