import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, db, engines, type TestApp } from './harness';
import { addFacility, addProduct, receiveStock } from './ledger-fixtures';

type Json = Record<string, unknown>;

describe.each(engines)('stock found during a count on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let positionId: string;
  let productId: string;

  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const detail = async (id: string) =>
    result((await t.get(`/wms/checkInventory/queryById?id=${id}`, admin)).json());

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    await db(t)
      .transaction()
      .execute(async (trx) => {
        const lc = { trx, engine: t.app.ctx.engine, tenantId: 0, username: 'tester', now: Date.now() };
        const facility = await addFacility(lc, 'FOUND-WH');
        facilityId = facility.id;
        positionId = facility.storage;
        productId = await addProduct(lc, 'FOUND-P');
        // The position's book: a count opens on the stock in its scope.
        const booked = await addProduct(lc, 'FOUND-BOOKED');
        await receiveStock(lc, { productId: booked, facilityId, positionId }, 2_000);
      });
  });
  afterAll(async () => t.close());

  it('adds a found line with book 0 and the counted quantity, and the adjustment books it', async () => {
    const opened = result(
      (
        await t.post(
          '/wms/checkInventory/open',
          { requestId: randomUUID(), facilityId, scopeType: 'positions', ids: [positionId] },
          admin,
        )
      ).json(),
    );
    const id = String(opened.id);
    result(
      (
        await t.post('/wms/checkInventory/approve', { id, version: 0, requestId: randomUUID() }, admin)
      ).json(),
    );
    const before = await detail(id);
    expect((before.lines as Json[]).map((line) => line.productId)).not.toContain(productId);

    const found = {
      id,
      version: before.version,
      requestId: randomUUID(),
      entries: [{ productId, positionId, batchNo: 'FOUND-B1', checkQty: 3, reason: 'found' }],
    };
    const buyer = await t.login('buyer');
    expect((await t.post('/wms/checkInventory/enterCount', found, buyer)).json()).toMatchObject({
      success: false,
    });
    // The counter enters; the manager, who did not count, adjusts (domain.md 2.9).
    const counter = await t.login('wh_clerk');
    expect(result((await t.post('/wms/checkInventory/enterCount', found, counter)).json())).toMatchObject({
      fulfilStatus: 'executing',
      pendingLines: 1,
    });
    const counted = await detail(id);
    expect(counted.lines).toHaveLength(2);
    expect((counted.lines as Json[]).find((line) => line.productId === productId)).toMatchObject({
      productId,
      positionId,
      bookQty: 0,
      checkQty: 3,
      diffQty: 3,
      reason: 'found',
    });

    const adjusted = result(
      (
        await t.post(
          '/wms/checkInventory/adjust',
          { id, version: counted.version, requestId: randomUUID() },
          admin,
        )
      ).json(),
    );
    expect(adjusted).toMatchObject({ pendingLines: 0 });
    const stock = result((await t.get('/wms/inventory/list?product=FOUND-P', admin)).json());
    expect(stock.totals).toMatchObject({ onhandQty: 3 });
  });
});
