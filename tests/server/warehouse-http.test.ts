import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, sheetRows } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('warehouse API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let facilityId: string;
  let storageId: string;
  let productId: string;
  let costCenterId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    clerk = await t.login('wh_clerk');
  });
  afterAll(async () => t.close());

  const post = async (url: string, body: unknown, token = admin, headers?: Record<string, string>) =>
    (await t.post(url, body, token, headers)).json() as Json;
  const get = async (url: string, token = admin) => (await t.get(url, token)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const detail = async (base: string, id: string) => result(await get(`${base}/queryById?id=${id}`));
  const action = async (base: string, name: string, id: string, extra: Json = {}, token = admin) => {
    const { version } = await detail(base, id);
    return post(`${base}/${name}`, { id, version, requestId: randomUUID(), ...extra }, token);
  };

  it('creates a facility with its five special positions and a team with its custody facility', async () => {
    const added = result(
      await post('/wms/facility/add', { code: 'HTTP-WH', name: 'HTTP warehouse', facilityType: 'warehouse' }),
    );
    facilityId = String(added.id);
    const positions = result(await get(`/wms/position/list?facilityId=${facilityId}&pageSize=20`));
    const codes = (positions.records as Json[]).map((row) => row.code).sort();
    expect(codes).toEqual(['DEFECT', 'QC', 'RECV', 'SCRAP', 'STAGE']);
    storageId = String(
      result(
        await post('/wms/position/add', {
          facilityId,
          code: 'S-01',
          name: 'Shelf 1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    const team = result(
      await post('/mdm/team/add', { code: 'HT1', name: 'HTTP team', teamType: 'fsm_service' }),
    );
    const row = await detail('/mdm/team', String(team.id));
    expect(row.custodyFacilityId).toBeTruthy();
    const custody = await detail('/wms/facility', String(row.custodyFacilityId));
    expect(custody).toMatchObject({ facilityType: 'custody', isVirtual: true });
    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'HTTP-P1',
          name: '测试备件',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    costCenterId = String(result(await post('/mdm/costCenter/add', { code: '4100100', name: 'Service' })).id);
  });

  it('receives stock through a receive command and shows it on the inventory page with totals', async () => {
    const added = result(
      await post('/wms/receive/add', {
        movementTypeCode: 'other_receipt',
        inFacilityId: facilityId,
        lines: [{ productId, qty: 12.5, inPositionId: storageId }],
      }),
    );
    const id = String(added.id);
    const command = await detail('/wms/receive', id);
    expect(command).toMatchObject({
      commandType: 'receive',
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
    });
    expect(String(command.code)).toMatch(/^RV\d{10}$/);
    expect(result(await action('/wms/receive', 'approve', id)).docStatus).toBe('approved');
    const line = ((await detail('/wms/receive', id)).lines as Json[])[0]!;
    expect(line.direction).toBe('in');
    const posted = result(
      await action('/wms/receive', 'inbound', id, { lines: [{ lineId: line.id, qty: 12.5 }] }),
    );
    expect(posted.fulfilStatus).toBe('completed');

    const page = result(await get(`/wms/inventory/list?product=HTTP-P1`));
    expect(page.total).toBe(1);
    expect(page.totals).toEqual({ onhandQty: 12.5, promiseQty: 0, usableQty: 12.5 });
    expect((page.records as Json[])[0]).toMatchObject({
      productCode: 'HTTP-P1',
      positionCode: 'S-01',
      onhandQty: 12.5,
      usableQty: 12.5,
      ageDays: 0,
      qualityStatus: 'qualified',
    });
  });

  it('keeps each command page to its own type and guards actions by button permission', async () => {
    const added = result(
      await post('/wms/delivery/add', {
        outFacilityId: facilityId,
        movementTypeCode: 'other_delivery',
        costCenterId,
        lines: [{ productId, qty: 5 }],
      }),
    );
    const id = String(added.id);
    const deliveries = result(await get('/wms/delivery/list'));
    expect((deliveries.records as Json[]).map((row) => row.id)).toContain(id);
    const receives = result(await get('/wms/receive/list'));
    expect((receives.records as Json[]).map((row) => row.id)).not.toContain(id);
    expect((await t.get(`/wms/receive/queryById?id=${id}`, admin)).json()).toMatchObject({ success: false });
    const line = ((await detail('/wms/delivery', id)).lines as Json[])[0]!;
    expect(line).toMatchObject({ direction: 'out', usableQty: 12.5 });

    const refused = await t.post('/wms/delivery/approve', { id, version: 0, requestId: randomUUID() }, clerk);
    expect(refused.statusCode).toBe(403);
    const wrongMovement = await post('/wms/delivery/add', {
      outFacilityId: facilityId,
      movementTypeCode: 'offline_borrow',
      lines: [{ productId, qty: 1 }],
    });
    expect(wrongMovement.success).toBe(false);

    expect(result(await action('/wms/delivery', 'approve', id)).docStatus).toBe('approved');
    const overIssue = await action('/wms/delivery', 'outbound', id, { lines: [{ lineId: line.id, qty: 6 }] });
    expect(overIssue).toMatchObject({
      success: false,
      message: '第1行 HTTP-P1 测试备件：出库数量6超过未出库数量5',
    });
    const { version } = await detail('/wms/delivery', id);
    const english = await post(
      '/wms/delivery/outbound',
      { id, version, requestId: randomUUID(), lines: [{ lineId: line.id, qty: 6 }] },
      admin,
      { 'x-locale': 'en_US' },
    );
    expect(english.message).toBe('Line 1 HTTP-P1 测试备件: outbound quantity 6 exceeds the open quantity 5');

    const editApproved = await t.put('/wms/delivery/edit', { id, version, remark: 'late edit' }, admin);
    expect(editApproved.json()).toMatchObject({ success: false });
    const deleteApproved = (await del(t, `/wms/delivery/delete?id=${id}`, admin)).json() as Json;
    expect(deleteApproved.success).toBe(false);
  });

  it('answers a double click with one posting and the same result', async () => {
    const added = result(
      await post('/wms/delivery/add', {
        outFacilityId: facilityId,
        movementTypeCode: 'other_delivery',
        costCenterId,
        lines: [{ productId, qty: 2 }],
      }),
    );
    const id = String(added.id);
    await action('/wms/delivery', 'approve', id);
    const { version, lines } = await detail('/wms/delivery', id);
    const body = {
      id,
      version,
      requestId: randomUUID(),
      lines: [{ lineId: (lines as Json[])[0]!.id, qty: 2 }],
    };
    const [first, second] = await Promise.all([
      post('/wms/delivery/outbound', body),
      post('/wms/delivery/outbound', body),
    ]);
    expect(first).toMatchObject({ success: true });
    expect(second.result).toEqual(first.result);
    const page = result(await get('/wms/inventory/list?product=HTTP-P1'));
    expect(page.totals).toMatchObject({ onhandQty: 10.5 });
  });

  it('refuses to delete a built-in movement type', async () => {
    const types = result(await get('/mdm/movementType/list?code=transit_writeoff'));
    const row = (types.records as Json[])[0];
    expect(row).toBeDefined();
    const answer = (await del(t, `/mdm/movementType/delete?id=${row!.id}`, admin)).json() as Json;
    expect(answer).toMatchObject({ success: false, message: '系统内置的移动类型transit_writeoff不能删除' });
  });

  it('opens a stock count from inventory rows, counts, adjusts and exports the inventory', async () => {
    const rows = result(await get('/wms/inventory/list?product=HTTP-P1')).records as Json[];
    const opened = result(
      await post('/wms/inventory/check', {
        ids: rows.map((row) => row.id),
        requestId: randomUUID(),
        blind: true,
      }),
    );
    const id = String(opened.id);
    expect(String(opened.code)).toMatch(/^CI\d{10}$/);
    await action('/wms/checkInventory', 'approve', id);
    const count = await detail('/wms/checkInventory', id);
    const line = (count.lines as Json[])[0]!;
    expect(line.bookQty).toBe(10.5);
    const clerkView = result(await get(`/wms/checkInventory/queryById?id=${id}`, clerk));
    expect((clerkView.lines as Json[])[0]!.bookQty).toBeNull();
    const entered = await action(
      '/wms/checkInventory',
      'enterCount',
      id,
      { entries: [{ lineId: line.id, checkQty: 9.5 }] },
      clerk,
    );
    expect(result(entered)).toMatchObject({ fulfilStatus: 'executing', pendingLines: 1 });
    const adjusted = result(await action('/wms/checkInventory', 'adjust', id));
    expect(adjusted).toMatchObject({ fulfilStatus: 'completed', pendingLines: 0 });
    expect(result(await get('/wms/inventory/list?product=HTTP-P1')).totals).toMatchObject({ onhandQty: 9.5 });

    const file = await t.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/wms/inventory/exportXls?product=HTTP-P1`,
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet[1]).toEqual([
      '物料编码及名称',
      '仓库',
      '库位',
      '批次/序列号',
      '质量状态',
      '在库数量',
      '占用数量',
      '可用数量',
      '库龄(天)',
    ]);
    expect(sheet[2]!.slice(0, 3)).toEqual(['HTTP-P1 测试备件', 'HTTP warehouse', 'S-01']);
    // The quality status as the page shows it: the dictionary text, not the stored code.
    expect(sheet[2]![4]).toBe('合格');
  });
});
