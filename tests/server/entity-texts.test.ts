import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { engines } from './harness';
import { startSrmApp } from './srm-fixtures';

type World = Awaited<ReturnType<typeof startSrmApp>>;

/**
 * The `<field>_dictText` of a list page (server/entity/entity-texts.ts): the display of every referenced
 * row, read for all reference fields of the page in one statement, and the dictionary texts; read fresh
 * on each call (a renamed product shows its new name at once), for the buyer and for the supplier alike.
 */
describe.each(engines)('list texts on %s', (engine) => {
  let w: World;
  let poId: string;
  let poCode: string;
  beforeAll(async () => {
    w = await startSrmApp(engine, 'TX');
    const api = jsonApi(() => ({ t: w.t, token: w.buyer }));
    poCode = `47${engine === 'sqlite' ? 1 : 2}9000001`;
    poId = String(
      resultOf(
        await api.post('/srm/purchaseOrder/add', {
          code: poCode,
          partnerId: DEMO_PARTNER_IDS.supplierA,
          poType: 'standard',
          poDate: '2026-11-01',
          facilityId: w.facilityId,
          items: [w.productId, w.otherProductId].map((productId, index) => ({
            productId,
            qty: 5,
            uom: 'PCS',
            netPrice: 1,
            deliveryDate: '2026-12-01',
            lineNo: index + 1,
          })),
        }),
      ).id,
    );
    const { version } = resultOf(await api.get(`/srm/purchaseOrder/queryById?id=${poId}`));
    resultOf(await api.post('/srm/purchaseOrder/approve', { requestId: randomUUID(), id: poId, version }));
  });
  afterAll(() => w.t.close());

  const items = async (token: string) =>
    resultOf(
      (
        await w.t.get(
          `/srm/purchaseOrderItem/list?purchaseOrderId=${poId}&column=lineNo&order=asc&pageSize=10`,
          token,
        )
      ).json() as Json,
    ).records as Json[];

  it('names every referenced row of the page and every dictionary value', async () => {
    const partner = resultOf(
      (
        await w.t.get(`/mdm/businessPartner/queryById?id=${DEMO_PARTNER_IDS.supplierA}`, w.admin)
      ).json() as Json,
    );
    const facility = resultOf(
      (await w.t.get(`/wms/facility/queryById?id=${w.facilityId}`, w.admin)).json() as Json,
    );
    for (const token of [w.buyer, w.supplierA]) {
      const rows = await items(token);
      expect(rows.map((row) => row.productId_dictText)).toEqual(['TX-1', 'TX-2']);
      for (const row of rows)
        expect(row).toMatchObject({
          purchaseOrderId_dictText: poCode,
          partnerId_dictText: partner.name,
          facilityId_dictText: facility.name,
          uom_dictText: expect.any(String),
          confirmStatus_dictText: expect.any(String),
        });
      expect(rows[0]!.confirmStatus_dictText).not.toBe('unconfirmed');
    }
  });

  it('reads the texts fresh on each call: a renamed product shows its new name', async () => {
    const product = resultOf(
      (await w.t.get(`/mdm/product/queryById?id=${w.otherProductId}`, w.admin)).json() as Json,
    );
    resultOf(
      (
        await w.t.put(
          '/mdm/product/edit',
          { id: w.otherProductId, version: product.version, name: 'TX-2 renamed' },
          w.admin,
        )
      ).json() as Json,
    );
    expect((await items(w.buyer)).map((row) => row.productId_dictText)).toEqual(['TX-1', 'TX-2 renamed']);
  });
});
