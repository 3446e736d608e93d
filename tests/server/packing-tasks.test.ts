import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('packing tasks on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let facilityId: string;
  let costCenterId: string;
  let receiveId: string;
  const products: Record<string, string> = {};

  const call = async (url: string, body?: unknown, token = admin) =>
    (body === undefined ? await t.get(url, token) : await t.post(url, body, token)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const approvedDelivery = async (lines: { code: string; qty: number }[]) => {
    const id = String(
      result(
        await call('/wms/delivery/add', {
          outFacilityId: facilityId,
          movementTypeCode: 'other_delivery',
          costCenterId,
          contact: '王五',
          address: '上海市示例路 8 号',
          lines: lines.map((line) => ({ productId: products[line.code], qty: line.qty })),
        }),
      ).id,
    );
    result(await call('/wms/delivery/approve', { id, version: 0, requestId: randomUUID() }));
    return id;
  };
  const releasedTask = async (commandId: string) => {
    const created = result(await call('/pkg/task/create', { commandId, requestId: randomUUID() }));
    const id = String(created.id);
    result(await call('/pkg/task/approve', { id, version: 0, requestId: randomUUID() }));
    return { id, code: String(created.code) };
  };
  const scan = (id: string, productCode: string, qty: number, extra: Json = {}, token = admin) =>
    call('/pkg/task/exec', { id, requestId: randomUUID(), productCode, qty, ...extra }, token);
  const weigh = (id: string, packageId: string, grossWeight: number, extra: Json = {}) =>
    call('/pkg/task/weigh', { id, requestId: randomUUID(), packageId, grossWeight, ...extra });
  const postings = async (docId: string) =>
    (await db(t).selectFrom('wmsInventoryPosting').select('id').where('sourceDocId', '=', docId).execute())
      .length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    clerk = await t.login('wh_clerk');
    facilityId = String(
      result(await call('/wms/facility/add', { code: 'PKG-WH', name: 'Pack WH', facilityType: 'warehouse' }))
        .id,
    );
    const shelf = String(
      result(
        await call('/wms/position/add', {
          facilityId,
          code: 'K-1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    for (const [code, netWeight] of [
      ['PKG-A', 2],
      ['PKG-B', 0.5],
    ] as const) {
      products[code] = String(
        result(
          await call('/mdm/product/add', {
            code,
            name: `Item ${code}`,
            productType: 'spare_part',
            uom: 'PCS',
            netWeight,
          }),
        ).id,
      );
    }
    costCenterId = String(result(await call('/mdm/costCenter/add', { code: 'PKGCC', name: 'Pack' })).id);
    receiveId = String(
      result(
        await call('/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [
            { productId: products['PKG-A'], qty: 30, inPositionId: shelf },
            { productId: products['PKG-B'], qty: 30, inPositionId: shelf },
          ],
        }),
      ).id,
    );
    await call('/wms/receive/approve', { id: receiveId, version: 0, requestId: randomUUID() });
    const detail = result(await call(`/wms/receive/queryById?id=${receiveId}`));
    await call('/wms/receive/inbound', {
      id: receiveId,
      version: detail.version,
      requestId: randomUUID(),
      lines: (detail.lines as Json[]).map((line) => ({ lineId: line.id, qty: 30 })),
    });
  });
  afterAll(async () => t.close());

  it('makes a task from an approved delivery with its reserved lines and the shipment columns', async () => {
    const delivery = await approvedDelivery([
      { code: 'PKG-A', qty: 5 },
      { code: 'PKG-B', qty: 4 },
    ]);
    expect(
      await call('/pkg/task/create', { commandId: delivery, requestId: randomUUID() }, clerk),
    ).toMatchObject({
      success: false,
      code: 510,
    });
    const created = result(await call('/pkg/task/create', { commandId: delivery, requestId: randomUUID() }));
    expect(String(created.code)).toMatch(/^PK\d{10}$/);
    expect(created.lines).toBe(2);
    const task = result(await call(`/pkg/task/queryById?id=${created.id}`));
    expect(task).toMatchObject({
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      facilityId,
      sourceDocType: 'delivery',
      sourceDocId: delivery,
      sourceDocCode: expect.stringMatching(/^DL\d{10}$/),
      contact: '王五',
      address: '上海市示例路 8 号',
    });
    expect((task.lines as Json[]).map((line) => [line.qty, line.packedQty])).toEqual([
      [5, 0],
      [4, 0],
    ]);
    expect(await call('/pkg/task/create', { commandId: delivery, requestId: randomUUID() })).toMatchObject({
      success: false,
      message: `该指令已有未完成的装箱任务 ${created.code}`,
    });
    expect(await call('/pkg/task/create', { commandId: receiveId, requestId: randomUUID() })).toMatchObject({
      success: false,
      message: '只能为已审核、未完成的发货、服务发货或调拨指令创建装箱任务',
    });
    // Scanning waits for the release.
    expect(await scan(String(created.id), 'PKG-A', 1)).toMatchObject({
      success: false,
      message: '当前单据状态不允许此操作',
    });
  });

  it('packs scanned items only from the task, never above the line, then weighs and completes without posting', async () => {
    const delivery = await approvedDelivery([
      { code: 'PKG-A', qty: 5 },
      { code: 'PKG-B', qty: 4 },
    ]);
    const { id, code } = await releasedTask(delivery);
    expect((await scan(id, 'PKG-A', 6)).message).toBe('物料 PKG-A 最多还可装 5，不能装 6');
    expect((await scan(id, 'NO-SUCH', 1)).message).toBe('物料 NO-SUCH 批次 - 不在此装箱任务中');
    expect((await scan(id, 'PKG-A', 1, { batchNo: 'WRONG-BATCH' })).message).toBe(
      '物料 PKG-A 批次 WRONG-BATCH 不在此装箱任务中',
    );
    expect(await scan(id, 'PKG-A', 1, {}, clerk)).toMatchObject({ success: false, code: 510 });

    const first = result(await scan(id, 'PKG-A', 3));
    expect(first).toMatchObject({ fulfilStatus: 'executing', packageNo: `${code}-001` });
    expect(result(await scan(id, 'PKG-A', 2)).packageId).toBe(first.packageId);
    expect((await scan(id, 'PKG-A', 1)).message).toBe('物料 PKG-A 最多还可装 0，不能装 1');
    const second = result(await scan(id, 'PKG-B', 4, { newPackage: true, packageType: 'bag' }));
    expect(second.packageNo).toBe(`${code}-002`);

    const packages = result(await call(`/pkg/task/station?id=${id}`)).packages as Json[];
    expect(
      packages.map((p) => [p.packageNo, p.packageStatus, (p.items as Json[]).map((i) => i.qty)]),
    ).toEqual([
      [`${code}-001`, 'sealed', [5]],
      [`${code}-002`, 'open', [4]],
    ]);

    // 5 × 2 kg + 0.5 kg carton = 10.5 kg: 12 kg is 14.29 % off and waits for a re-check.
    const heavy = result(await weigh(id, String(first.packageId), 12));
    expect(heavy).toMatchObject({ recheck: true, deviationPct: 14.29, fulfilStatus: 'executing' });
    expect(result(await weigh(id, String(first.packageId), 10.6))).toMatchObject({ recheck: false });
    // 4 × 0.5 kg + 0.05 kg bag = 2.05 kg; the packer confirms 2.4 kg after the re-check.
    expect(result(await weigh(id, String(second.packageId), 2.4))).toMatchObject({ recheck: true });
    const done = result(await weigh(id, String(second.packageId), 2.4, { confirmDeviation: true }));
    expect(done).toMatchObject({ recheck: false, fulfilStatus: 'completed' });

    const task = result(await call(`/pkg/task/queryById?id=${id}`));
    expect(task).toMatchObject({ packageCount: 2, totalGrossWeight: 13, totalNetWeight: 12 });
    expect(result(await call(`/wms/delivery/queryById?id=${delivery}`)).businessStatus).toBe('packed');
    expect(await postings(id)).toBe(0);
    expect(await postings(delivery)).toBe(0);
    expect((await scan(id, 'PKG-B', 1)).message).toBe('当前单据状态不允许此操作');
  });

  it('asks for the batch when the task holds a product in several batches, and takes the scanned one', async () => {
    const productId = String(
      result(
        await call('/mdm/product/add', {
          code: 'PKG-C',
          name: 'Item PKG-C',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    const shelf = (
      result(await call(`/wms/position/list?facilityId=${facilityId}&code=K-1`)).records as Json[]
    )[0]!.id;
    for (let receipt = 0; receipt < 2; receipt += 1) {
      const id = String(
        result(
          await call('/wms/receive/add', {
            movementTypeCode: 'other_receipt',
            inFacilityId: facilityId,
            lines: [{ productId, qty: 3, inPositionId: shelf }],
          }),
        ).id,
      );
      await call('/wms/receive/approve', { id, version: 0, requestId: randomUUID() });
      const detail = result(await call(`/wms/receive/queryById?id=${id}`));
      const lineId = (detail.lines as Json[])[0]!.id;
      await call('/wms/receive/inbound', {
        id,
        version: detail.version,
        requestId: randomUUID(),
        lines: [{ lineId, qty: 3 }],
      });
    }
    products['PKG-C'] = productId;
    const delivery = await approvedDelivery([{ code: 'PKG-C', qty: 5 }]);
    const { id } = await releasedTask(delivery);
    const lines = (result(await call(`/pkg/task/station?id=${id}`)).lines as Json[]).map((line) => [
      line.batchNo,
      line.qty,
    ]);
    expect(lines).toHaveLength(2);
    expect((await scan(id, 'PKG-C', 1)).message).toBe('物料 PKG-C 在此任务中有多个批次，请扫描批次');
    const [secondBatch, secondQty] = lines[1]!;
    expect((await scan(id, 'PKG-C', Number(secondQty) + 1, { batchNo: secondBatch })).message).toBe(
      `物料 PKG-C 最多还可装 ${secondQty}，不能装 ${Number(secondQty) + 1}`,
    );
    result(await scan(id, 'PKG-C', Number(secondQty), { batchNo: secondBatch }));
    const station = result(await call(`/pkg/task/station?id=${id}`));
    expect((station.lines as Json[]).map((line) => line.packedQty)).toEqual([0, secondQty]);
    expect(((station.packages as Json[])[0]!.items as Json[])[0]).toMatchObject({
      batchNo: secondBatch,
      qty: secondQty,
    });
  });

  it('refuses cancel approval once something is packed and closes the rest on force finish', async () => {
    const delivery = await approvedDelivery([{ code: 'PKG-B', qty: 2 }]);
    const { id } = await releasedTask(delivery);
    result(await scan(id, 'PKG-B', 1));
    const task = result(await call(`/pkg/task/queryById?id=${id}`));
    expect(
      await call('/pkg/task/cancelApproval', { id, version: task.version, requestId: randomUUID() }),
    ).toMatchObject({ success: false, message: '已装箱的任务不能取消审核' });
    const closed = result(
      await call('/pkg/task/forceFinish', {
        id,
        version: task.version,
        requestId: randomUUID(),
        remark: 'short',
      }),
    );
    expect(closed.fulfilStatus).toBe('closed');
  });

  it('shows the packing list to the clerk, prints it through its template, and keeps tenants apart', async () => {
    const list = result(await call('/wms/packingList/list?fulfilStatus=completed', undefined, clerk));
    expect(list.total).toBe(1);
    const row = (list.records as Json[])[0]!;
    const data = result(await call(`/wms/packingList/printData?id=${row.id}`, undefined, clerk));
    const packing = data.packingList as Json;
    expect(packing).toMatchObject({ code: row.code, packageCount: 2, totalGrossWeight: 13, contact: '王五' });
    expect((packing.items as Json[]).map((item) => [item.productCode, item.qty])).toEqual([
      ['PKG-A', 5],
      ['PKG-B', 4],
    ]);
    expect((data.labels as Json[]).map((label) => label.packageSeq)).toEqual(['1 / 2', '2 / 2']);
    expect((data.labels as Json[])[1]).toMatchObject({ packageType: '袋', grossWeight: 2.4 });
    const sheet = result(
      await call('/sys/printTemplate/render', { code: 'packing_list', records: [packing] }, clerk),
    );
    expect((sheet.pages as string[])[0]).toContain(`装箱单 Packing list ${row.code}`);
    expect((sheet.pages as string[])[0]).toContain('Item PKG-B');
    result(await call('/wms/packingList/labelsPrinted', { id: row.id }, clerk));
    const packages = result(await call(`/pkg/task/station?id=${row.id}`)).packages as Json[];
    expect(packages.map((p) => p.labelPrintCount)).toEqual([1, 1]);

    const other = await t.login('t1_clerk');
    expect(result(await call('/wms/packingList/list', undefined, other)).total).toBe(0);
    expect(await call(`/wms/packingList/printData?id=${row.id}`, undefined, other)).toMatchObject({
      success: false,
    });
    expect(await call(`/pkg/task/station?id=${row.id}`, undefined, await t.login('buyer'))).toMatchObject({
      success: false,
      code: 510,
    });
  });
});
