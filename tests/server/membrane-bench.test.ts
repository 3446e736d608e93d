import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWarehouse, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, engines, type TestApp } from './harness';

/**
 * The membrane test bench endpoint (issue 14 point 6): the bench software posts a run of readings with a
 * user's session; the body is validated, every reading checked as an add would be, all stored or none
 * with the readings at fault by number; the field-service equipment page reads the records of its serial.
 */
describe.each(engines)('membrane bench readings on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orderCode: string;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const reading = (serialNo: string, minute: number, extra: Json = {}) => ({
    serialNo,
    testTime: `2026-11-25 08:${String(minute).padStart(2, '0')}:00`,
    productionOrder: orderCode,
    permeateFlow: 9500.5,
    saltRejectionPct: 99.72,
    testPressure: 1.55,
    testTemperature: 25,
    ph: 7.2,
    result: 'pass',
    values: { conductivity: 12.3 },
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const warehouse = await addWarehouse(api, { code: 'MB-WH', name: 'MB warehouse' });
    const lineSide = String(
      resultOf(await post('/wms/facility/add', { code: 'MB-LS', name: 'Line', facilityType: 'line_side' }))
        .id,
    );
    const fg = String(
      resultOf(
        await post('/mdm/product/add', { code: 'MB-FG', name: 'MB-FG', productType: 'finished', uom: 'PCS' }),
      ).id,
    );
    orderCode = 'MO-MB-1';
    resultOf(
      await post('/mes/productionOrder/add', {
        code: orderCode,
        productId: fg,
        plannedQty: 5,
        facilityId: warehouse.facilityId,
        lineSideFacilityId: lineSide,
        components: [{ lineNo: 1, productId: fg, qtyPerUnit: 1 }],
      }),
    );
    resultOf(await post('/mdm/equipment/add', { code: 'AIN-MB', serialNo: 'SN-MB-1', name: 'RO unit' }));
  });
  afterAll(async () => t.close());

  it('stores a valid run whole, linked to the order by its code', async () => {
    const answer = resultOf(
      await post('/mes/membraneData/bench', {
        station: 'BENCH-01',
        readings: [reading('SN-MB-1', 0), reading('SN-MB-2', 1, { saltRejectionPct: 99.1, result: 'fail' })],
      }),
    );
    expect(answer).toMatchObject({ count: 2 });
    const records = resultOf(await get('/mes/membraneData/list?testStation=BENCH-01')).records as Json[];
    expect(records).toHaveLength(2);
    const first = records.find((row) => row.serialNo === 'SN-MB-1')!;
    expect(first).toMatchObject({ testStation: 'BENCH-01', result: 'pass' });
    expect([Number(first.permeateFlow), Number(first.saltRejectionPct), Number(first.ph)]).toEqual([
      9500.5, 99.72, 7.2,
    ]);
    const order = resultOf(await get(`/mes/productionOrder/list?code=${orderCode}`)).records as Json[];
    expect(first.productionOrderId).toBe(order[0]!.id);
  });

  it('refuses the whole run when one reading is wrong, naming it by number; the schema refuses nonsense', async () => {
    const refused = await post('/mes/membraneData/bench', {
      station: 'BENCH-02',
      readings: [reading('SN-MB-3', 2), reading('SN-MB-4', 3, { productionOrder: 'NO-SUCH-ORDER' })],
    });
    expect(refused.success).toBe(false);
    expect(String(refused.message)).toContain('全部未保存');
    const errors = (refused.result as { errors: { row: number; field: string }[] }).errors;
    expect(errors.map((e) => [e.row, e.field])).toEqual([[2, 'productionOrderId']]);
    // The same serial and time twice: the record's key.
    const twice = await post('/mes/membraneData/bench', {
      readings: [reading('SN-MB-5', 4), reading('SN-MB-5', 4)],
    });
    expect(twice.success).toBe(false);
    const zoned = await post('/mes/membraneData/bench', {
      readings: [reading('SN-MB-8', 7, { testTime: '2026-11-25T08:00:00Z' })],
    });
    expect(zoned.success).toBe(false);
    const outOfRange = await post('/mes/membraneData/bench', {
      readings: [reading('SN-MB-6', 5, { saltRejectionPct: 140 })],
    });
    expect(outOfRange.success).toBe(false);
    expect((await post('/mes/membraneData/bench', { readings: [] })).success).toBe(false);
    expect(resultOf(await get('/mes/membraneData/list?testStation=BENCH-02')).total).toBe(0);
    // A user without the membrane page may not post.
    const clerk = await t.login('wh_clerk');
    expect(
      (await post('/mes/membraneData/bench', { readings: [reading('SN-MB-7', 6)] }, clerk)).success,
    ).toBe(false);
  });

  it('shows the records of an equipment serial on the field-service equipment page', async () => {
    const equipment = (resultOf(await get('/fsm/ainEquipment/list?serialNo=SN-MB-1')).records as Json[])[0]!;
    const answer = resultOf(await get(`/mes/membraneData/ofEquipment?id=${equipment.id}`));
    expect(answer.serialNo).toBe('SN-MB-1');
    expect((answer.records as Json[]).map((row) => Number(row.saltRejectionPct))).toEqual([99.72]);
  });
});
