import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { errorMessage } from '../../src/domain/errors';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { importFile, workbook } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('field-service pages on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let productId: string;
  let customerId: string;

  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const result = resultOf;
  const db = () => t.app.ctx.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const place = await addWarehouse(api, { code: 'FSM-WH', name: 'Service stock' });
    facilityId = place.facilityId;
    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'FSP-1',
          name: '电机',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    customerId = String(
      result(
        await post('/mdm/businessPartner/add', { code: 'FC1', name: 'Field customer', isCustomer: true }),
      ).id,
    );
    result(
      await post('/mdm/productStore/add', {
        code: 'FSM',
        name: 'FSM store',
        storeType: 'fsm_service',
        defaultFacilityId: facilityId,
      }),
    );
    await receiveOnPosition(api, place, productId, 10);
  });
  afterAll(async () => t.close());

  it('approves an FSM spare-part request into a reserved service delivery that it then mirrors', async () => {
    const id = newId();
    await db()
      .insertInto('fsmSparePartRequest')
      .values({
        id,
        tenantId: 0,
        code: 'SP-T1',
        docStatus: 'pending',
        fulfilStatus: 'unexecuted',
        version: 0,
        sourceKey: 'FSM-REQ-1',
        fsmCode: 'FSM-1',
        movementTypeCode: 'defect_replace',
        customerId,
        createTime: new Date().toISOString(),
      } as never)
      .execute();
    await db()
      .insertInto('fsmSparePartRequestLine')
      .values({
        id: newId(),
        tenantId: 0,
        requestId: id,
        lineNo: 1,
        productId,
        qty: 3000,
        deliveredQty: 0,
        returnedQty: 0,
      } as never)
      .execute();
    const approved = result(
      await post('/fsm/sparePartRequest/approve', { id, version: 0, requestId: randomUUID() }),
    );
    expect(approved).toMatchObject({ docStatus: 'approved', fulfilStatus: 'unexecuted' });
    const commandId = String(approved.commandId);
    const command = result(await get(`/wms/serviceDelivery/queryById?id=${commandId}`));
    expect(command).toMatchObject({
      docStatus: 'approved',
      fsmCode: 'FSM-1',
      sourceSystem: 'fsm',
      returnStatus: 'not_returned',
    });
    const line = (command.lines as Json[])[0]!;
    await post('/wms/serviceDelivery/outbound', {
      id: commandId,
      version: command.version,
      requestId: randomUUID(),
      lines: [{ lineId: line.id, qty: 3 }],
    });
    const request = result(await get(`/fsm/sparePartRequest/queryById?id=${id}`));
    expect(request).toMatchObject({ fulfilStatus: 'completed', returnStatus: 'not_returned', commandId });
    expect((request.lines as Json[])[0]).toMatchObject({ deliveredQty: 3 });
  });

  it('ignores a failed OA message with a remark and nothing else', async () => {
    const failed = newId();
    const done = newId();
    for (const [id, syncStatus] of [
      [failed, 'failed'],
      [done, 'success'],
    ] as const) {
      await db()
        .insertInto('fsmOaInterface')
        .values({
          id,
          tenantId: 0,
          version: 0,
          direction: 'outbound',
          bizType: 'spare_part_approval',
          syncStatus,
          fsmCode: 'F',
        } as never)
        .execute();
    }
    expect(
      await post('/fsm/oaInterface/ignore', { id: failed, version: 0, requestId: randomUUID(), remark: '' }),
    ).toMatchObject({
      success: false,
    });
    result(
      await post('/fsm/oaInterface/ignore', {
        id: failed,
        version: 0,
        requestId: randomUUID(),
        remark: 'handled by phone',
      }),
    );
    expect(
      await post('/fsm/oaInterface/ignore', { id: done, version: 0, requestId: randomUUID(), remark: 'x' }),
    ).toMatchObject({ success: false });
    expect(result(await get(`/fsm/oaInterface/queryById?id=${failed}`))).toMatchObject({
      syncStatus: 'ignored',
      handleRemark: 'handled by phone',
    });
  });

  it('dispatches ECN items on approval and completes the order when every item is done', async () => {
    const equipment = String(
      result(await post('/mdm/equipment/add', { code: 'AIN-1', serialNo: 'SN-ECN-1', name: 'Unit 1' })).id,
    );
    const order = result(
      await post('/fsm/ecnWorkOrder/add', {
        ecnNo: 'ECN-7',
        title: 'Retrofit valve',
        items: [{ equipmentId: equipment, serialNo: 'SN-ECN-1' }],
      }),
    );
    const id = String(order.id);
    result(await post('/fsm/ecnWorkOrder/approve', { id, version: 0, requestId: randomUUID() }));
    const detail = result(await get(`/fsm/ecnWorkOrder/queryById?id=${id}`));
    const item = (detail.items as Json[])[0]!;
    expect(item.itemStatus).toBe('dispatched');
    const done = result(
      await post('/fsm/ecnWorkOrder/itemsDone', {
        id,
        version: detail.version,
        requestId: randomUUID(),
        itemIds: [item.id],
      }),
    );
    expect(done).toMatchObject({ fulfilStatus: 'completed' });
    expect((await t.post('/fsm/ainEquipment/add', { code: 'X' }, admin)).statusCode).toBe(404);
    const units = result(await get('/fsm/ainEquipment/list?serialNo=SN-ECN-1'));
    expect((units.records as Json[]).map((row) => row.code)).toEqual(['AIN-1']);
  });

  it('refuses a stale or concurrent ECN action with the localised state error and writes nothing', async () => {
    const order = result(
      await post('/fsm/ecnWorkOrder/add', {
        ecnNo: 'ECN-8',
        title: 'Replace board',
        items: [{ serialNo: 'SN-ECN-8' }],
      }),
    );
    const id = String(order.id);
    const state = async () => {
      const detail = result(await get(`/fsm/ecnWorkOrder/queryById?id=${id}`));
      return {
        docStatus: detail.docStatus,
        version: Number(detail.version),
        items: (detail.items as Json[]).map((item) => item.itemStatus),
      };
    };
    const races = await Promise.all([
      post('/fsm/ecnWorkOrder/approve', { id, version: 0, requestId: randomUUID() }),
      post('/fsm/ecnWorkOrder/approve', { id, version: 0, requestId: randomUUID() }),
    ]);
    expect(races.filter((body) => body.success === true)).toHaveLength(1);
    expect(races.find((body) => body.success !== true)).toMatchObject({
      success: false,
      message: errorMessage('doc.stateChanged', 'zh_CN'),
    });
    expect(await state()).toEqual({ docStatus: 'approved', version: 1, items: ['dispatched'] });
    const stale = await post('/fsm/ecnWorkOrder/cancelApproval', { id, version: 0, requestId: randomUUID() });
    expect(stale).toMatchObject({ success: false, message: errorMessage('doc.stateChanged', 'zh_CN') });
    expect(await state()).toEqual({ docStatus: 'approved', version: 1, items: ['dispatched'] });
    const finished = result(
      await post('/fsm/ecnWorkOrder/forceFinish', { id, version: 1, requestId: randomUUID(), remark: 'EOL' }),
    );
    expect(finished).toEqual({ id, docStatus: 'approved', fulfilStatus: 'closed', version: 2 });
    expect(await state()).toEqual({ docStatus: 'approved', version: 2, items: ['cancelled'] });
  });

  it('imports service contracts row by row and refuses an unknown equipment serial without importing anything', async () => {
    const header = [
      '合同编号',
      '客户编码',
      '合同类型',
      '开始日期',
      '结束日期',
      '合同金额',
      'SLA等级',
      '设备序列号',
    ];
    const bad = await workbook(header, [
      ['SC-1', 'FC1', 'maintenance', '2026-01-01', '2026-12-31', '12000.50', 'gold', 'SN-ECN-1'],
      ['SC-1', 'FC1', 'maintenance', '2026-01-01', '2026-12-31', '12000.50', 'gold', 'SN-NOPE'],
    ]);
    const refused = (await importFile(t, '/fsm/serviceContract/importExcel', admin, bad)).json() as Json;
    expect(refused.success).toBe(false);
    expect((refused.result as { errors: Json[] }).errors).toEqual([
      { row: 5, field: 'serialNo', message: '设备序列号SN-NOPE不存在' },
    ]);
    expect((result(await get('/fsm/serviceContract/list')).records as Json[]).length).toBe(0);
    const good = await workbook(header, [
      ['SC-1', 'FC1', '维保', '2026-01-01', '2026-12-31', '12000.50', '金牌', 'SN-ECN-1'],
    ]);
    expect(
      result((await importFile(t, '/fsm/serviceContract/importExcel', admin, good)).json() as Json),
    ).toEqual({ count: 1, contracts: 1 });
    const contract = (result(await get('/fsm/serviceContract/list')).records as Json[])[0]!;
    expect(contract).toMatchObject({
      code: 'SC-1',
      contractType: 'maintenance',
      slaLevel: 'gold',
      amount: 12000.5,
    });
  });

  it('lists spare parts with their usable quantity per facility and the inventory the engineer may see', async () => {
    const parts = result(await get('/fsm/sparePartQuery/list?product=FSP'));
    expect(parts.records).toEqual([
      expect.objectContaining({
        code: 'FSP-1',
        usableQty: 7,
        facilities: [{ facilityId, facilityName: 'Service stock', usableQty: 7 }],
      }),
    ]);
    const inventory = result(await get('/fsm/inventoryQuery/list?product=FSP-1'));
    expect(inventory.totals).toEqual({ onhandQty: 7, promiseQty: 0, usableQty: 7 });
  });

  it('counts project stages on time and overdue per stage and region', async () => {
    const projectId = newId();
    await db()
      .insertInto('fsmProject')
      .values({
        id: projectId,
        tenantId: 0,
        code: 'PRJ-1',
        name: 'Plant A',
        regionCode: '31',
        status: '1',
        delFlag: 0,
        version: 0,
      } as never)
      .execute();
    await db()
      .insertInto('fsmProjectStage')
      .values([
        {
          id: newId(),
          tenantId: 0,
          projectId,
          lineNo: 1,
          stage: 'design',
          plannedEnd: '2026-01-31',
          actualEnd: '2026-01-20',
        },
        {
          id: newId(),
          tenantId: 0,
          projectId,
          lineNo: 2,
          stage: 'installation',
          plannedEnd: '2000-01-31',
          actualEnd: null,
        },
      ] as never)
      .execute();
    const stats = result(await get('/fsm/projectStage/statistics')) as unknown as Json[];
    expect(stats).toEqual([
      { stage: 'design', regionCode: '31', count: 1, onTime: 1, overdue: 0, inProgress: 0 },
      { stage: 'installation', regionCode: '31', count: 1, onTime: 0, overdue: 1, inProgress: 0 },
    ]);
  });
});
