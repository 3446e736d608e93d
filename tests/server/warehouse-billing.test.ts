import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addWarehouse,
  approveAndPostFirstLine,
  type Json,
  jsonApi,
  receiveOnPosition,
  resultOf,
} from './api-fixtures';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('billing lists on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let customerId: string;
  let deliveryId: string;

  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const result = resultOf;
  const billed = async () => {
    const detail = result(await get(`/wms/delivery/queryById?id=${deliveryId}`));
    return (detail.lines as Json[])[0]!.billedQty;
  };
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const place = await addWarehouse(api, { code: 'BL-WH', name: 'Billing WH' });
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
    await receiveOnPosition(api, place, productId, 5);
    deliveryId = String(
      result(
        await post('/wms/delivery/add', {
          outFacilityId: place.facilityId,
          partnerId: customerId,
          movementTypeCode: 'sales_delivery',
          eccSaleOrderId: '4000001234',
          lines: [{ productId, qty: 4, unitPrice: 1250.5 }],
        }),
      ).id,
    );
    await approveAndPostFirstLine(api, '/wms/delivery', deliveryId, 'outbound', 3);
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
