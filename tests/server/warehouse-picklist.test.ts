import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('picklists on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let productId: string;
  let costCenterId: string;

  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const result = resultOf;
  const inventory = async (positionCode: string) => {
    const page = result(await get(`/wms/inventory/list?product=PK-1&facilityId=${facilityId}`));
    const row = (page.records as Json[]).find((r) => r.positionCode === positionCode);
    return row ? { onhand: row.onhandQty, promise: row.promiseQty } : { onhand: 0, promise: 0 };
  };

  /** An approved other-delivery of the product from the pick warehouse: its stock is reserved. */
  const approvedDelivery = async (qty: number) => {
    const id = String(
      result(
        await post('/wms/delivery/add', {
          outFacilityId: facilityId,
          movementTypeCode: 'other_delivery',
          costCenterId,
          lines: [{ productId, qty }],
        }),
      ).id,
    );
    await post('/wms/delivery/approve', { id, version: 0, requestId: randomUUID() });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const place = await addWarehouse(api, { code: 'PK-WH', name: 'Pick WH' }, 'S-9');
    facilityId = place.facilityId;
    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'PK-1',
          name: 'Filter',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    costCenterId = String(result(await post('/mdm/costCenter/add', { code: 'PKCC', name: 'Pick' })).id);
    await receiveOnPosition(api, place, productId, 10);
  });
  afterAll(async () => t.close());

  it('picks reserved stock to STAGE with its reservation, then ships it from there', async () => {
    const delivery = await approvedDelivery(6);
    const created = result(
      await post('/wms/picklist/create', { facilityId, commandIds: [delivery], requestId: randomUUID() }),
    );
    expect(String(created.code)).toMatch(/^PL\d{10}$/);
    const id = String(created.id);
    expect(
      await post('/wms/picklist/create', { facilityId, commandIds: [delivery], requestId: randomUUID() }),
    ).toMatchObject({
      success: false,
      message: '所选指令在该仓库没有待拣货的占用库存',
    });

    const cmd = result(await get(`/wms/delivery/queryById?id=${delivery}`));
    const refused = await post('/wms/delivery/cancelApproval', {
      id: delivery,
      version: cmd.version,
      requestId: randomUUID(),
    });
    expect(refused).toMatchObject({ success: false, message: '存在未完成的拣货单或装箱任务，不能取消审核' });

    result(await post('/wms/picklist/approve', { id, version: 0, requestId: randomUUID() }));
    let sheet = result(await get(`/wms/picklist/queryById?id=${id}`));
    const line = (sheet.lines as Json[])[0]!;
    expect(line).toMatchObject({ qty: 6, pickedQty: 0 });
    const first = result(
      await post('/wms/picklist/outbound', {
        id,
        version: sheet.version,
        requestId: randomUUID(),
        lines: [{ lineId: line.id, qty: 4 }],
      }),
    );
    expect(first.fulfilStatus).toBe('executing');
    expect(await inventory('STAGE')).toEqual({ onhand: 4, promise: 4 });
    expect(await inventory('S-9')).toEqual({ onhand: 6, promise: 2 });
    sheet = result(await get(`/wms/picklist/queryById?id=${id}`));
    const rest = result(
      await post('/wms/picklist/outbound', {
        id,
        version: sheet.version,
        requestId: randomUUID(),
        lines: [{ lineId: line.id, qty: 2 }],
      }),
    );
    expect(rest.fulfilStatus).toBe('completed');

    const ship = result(await get(`/wms/delivery/queryById?id=${delivery}`));
    const shipped = result(
      await post('/wms/delivery/outbound', {
        id: delivery,
        version: ship.version,
        requestId: randomUUID(),
        lines: [{ lineId: (ship.lines as Json[])[0]!.id, qty: 6 }],
      }),
    );
    expect(shipped.fulfilStatus).toBe('completed');
    expect(await inventory('STAGE')).toEqual({ onhand: 0, promise: 0 });
    expect(await inventory('S-9')).toEqual({ onhand: 4, promise: 0 });
    expect((await verifyInventory(t.app.ctx.db)).mismatches).toEqual([]);
  });

  it('closes unpicked lines on force finish and leaves their reservations with the command', async () => {
    const delivery = await approvedDelivery(3);
    const id = String(
      result(
        await post('/wms/picklist/create', { facilityId, commandIds: [delivery], requestId: randomUUID() }),
      ).id,
    );
    result(await post('/wms/picklist/approve', { id, version: 0, requestId: randomUUID() }));
    const closed = result(
      await post('/wms/picklist/forceFinish', {
        id,
        version: 1,
        requestId: randomUUID(),
        remark: 'picker ill',
      }),
    );
    expect(closed.fulfilStatus).toBe('closed');
    expect(await inventory('S-9')).toEqual({ onhand: 4, promise: 3 });
    const cmd = result(await get(`/wms/delivery/queryById?id=${delivery}`));
    expect(
      result(
        await post('/wms/delivery/cancelApproval', {
          id: delivery,
          version: cmd.version,
          requestId: randomUUID(),
        }),
      ).docStatus,
    ).toBe('pending');
  });

  it('shows the batch number of a picklist line, not the batch id', async () => {
    const stock = result(await get(`/wms/inventory/list?product=PK-1&facilityId=${facilityId}`));
    const { batchId, batchNo } = (stock.records as Json[]).find((row) => row.positionCode === 'S-9')!;
    const delivery = await approvedDelivery(1);
    const { id } = result(
      await post('/wms/picklist/create', { facilityId, commandIds: [delivery], requestId: randomUUID() }),
    );
    const line = (result(await get(`/wms/picklist/queryById?id=${id}`)).lines as Json[])[0]!;
    expect(line.batchId).toBe(batchId);
    expect(line.batchId_dictText).toBe(batchNo);
    expect(batchNo).not.toBe(batchId);
    // The batch descriptor serves references only: no generic route writes batches.
    const edit = await t.put('/wms/inventory/edit', { id: batchId, version: 0, batchNo: 'RENAMED' }, admin);
    expect(edit.statusCode).toBe(404);
    expect((await t.post('/wms/inventory/add', { batchNo: 'NEW' }, admin)).statusCode).toBe(404);
  });
});
