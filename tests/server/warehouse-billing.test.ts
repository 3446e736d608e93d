import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('billing lists on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let customerId: string;
  let deliveryId: string;

  const post = async (url: string, body: unknown) => (await t.post(url, body, admin)).json() as Json;
  const get = async (url: string) => (await t.get(url, admin)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const billed = async () => {
    const detail = result(await get(`/wms/delivery/queryById?id=${deliveryId}`));
    return (detail.lines as Json[])[0]!.billedQty;
  };
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const facilityId = String(
      result(
        await post('/wms/facility/add', { code: 'BL-WH', name: 'Billing WH', facilityType: 'warehouse' }),
      ).id,
    );
    const shelf = String(
      result(
        await post('/wms/position/add', {
          facilityId,
          code: 'S-1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    const productId = String(
      result(
        await post('/mdm/product/add', { code: 'BL-1', name: 'Pump', productType: 'finished', uom: 'PCS' }),
      ).id,
    );
    customerId = String(
      result(
        await post('/mdm/businessPartner/add', { code: 'BLC', name: 'Billing customer', isCustomer: true }),
      ).id,
    );
    const receive = String(
      result(
        await post('/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [{ productId, qty: 5, inPositionId: shelf }],
        }),
      ).id,
    );
    await post('/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() });
    let detail = result(await get(`/wms/receive/queryById?id=${receive}`));
    await post('/wms/receive/inbound', {
      id: receive,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty: 5 }],
    });
    deliveryId = String(
      result(
        await post('/wms/delivery/add', {
          outFacilityId: facilityId,
          partnerId: customerId,
          movementTypeCode: 'sales_delivery',
          eccSaleOrderId: '4000001234',
          lines: [{ productId, qty: 4, unitPrice: 1250.5 }],
        }),
      ).id,
    );
    await post('/wms/delivery/approve', { id: deliveryId, version: 0, requestId: randomUUID() });
    detail = result(await get(`/wms/delivery/queryById?id=${deliveryId}`));
    await post('/wms/delivery/outbound', {
      id: deliveryId,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty: 3 }],
    });
  });
  afterAll(async () => t.close());

  it('bills what was delivered, once, and takes it back on cancel approval', async () => {
    const scope = { partnerId: customerId, periodFrom: today, periodTo: today };
    const built = result(await post('/wms/billingList/build', { ...scope, requestId: randomUUID() }));
    expect(String(built.code)).toMatch(/^BL\d{10}$/);
    const list = result(await get(`/wms/billingList/queryById?id=${built.id}`));
    expect(list).toMatchObject({ totalQty: 3, totalAmount: 3751.5, docStatus: 'pending' });
    expect((list.lines as Json[])[0]).toMatchObject({
      qty: 3,
      unitPrice: 1250.5,
      amount: 3751.5,
      eccSaleOrderId: '4000001234',
    });
    expect(await post('/wms/billingList/build', { ...scope, requestId: randomUUID() })).toMatchObject({
      success: false,
      message: '该客户在此期间没有待开票的发货',
    });
    result(await post('/wms/billingList/approve', { id: built.id, version: 0, requestId: randomUUID() }));
    expect(await billed()).toBe(3);
    result(
      await post('/wms/billingList/cancelApproval', { id: built.id, version: 1, requestId: randomUUID() }),
    );
    expect(await billed()).toBe(0);
  });
});
