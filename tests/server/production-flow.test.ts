import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { inspection } from '../../src/domain/quality/inspection';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { importFile, sheetRows, workbook } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

/**
 * Production on the ledger (domain.md 3.9, issue 14) through the HTTP API: release from the BOM, issue,
 * consume, report with backflush (and its exact reversal), transfer receive of finished goods, return of
 * leftovers; balances from the inventory page's query before and after every document, refusals.
 */
describe.each(engines)('production documents on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let warehouse: { facilityId: string; positionId: string };
  let lineSide: string;
  let fg: string;
  let c1: string;
  let c2: string;

  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const detail = async (page: string, id: string) => resultOf(await get(`/mes/${page}/queryById?id=${id}`));
  const act = async (page: string, action: string, id: string, extra: Json = {}, token = admin) =>
    post(
      `/mes/${page}/${action}`,
      { id, version: Number((await detail(page, id)).version), requestId: randomUUID(), ...extra },
      token,
    );
  /** On hand of a product at a facility, summed over rows, from the inventory page's query. */
  const onhand = async (productId: string, facilityId: string) => {
    const page = resultOf(
      await get(`/wms/inventory/list?facilityId=${facilityId}&productId=${productId}&pageSize=100`),
    );
    return (page.records as Json[]).reduce((sum, row) => sum + Number(row.onhandQty), 0);
  };
  const components = async (orderId: string) =>
    Object.fromEntries(
      ((await detail('productionOrder', orderId)).components as Json[]).map((c) => [
        String(c.productId),
        {
          id: String(c.id),
          required: Number(c.requiredQty),
          issued: Number(c.issuedQty),
          returned: Number(c.returnedQty),
          consumed: Number(c.consumedQty),
        },
      ]),
    );
  const releasedOrder = async (plannedQty: number) => {
    const id = String(
      resultOf(
        await post('/mes/productionOrder/add', {
          productId: fg,
          plannedQty,
          facilityId: warehouse.facilityId,
          lineSideFacilityId: lineSide,
          orderType: 'standard',
        }),
      ).id,
    );
    expect(resultOf(await act('productionOrder', 'approve', id)).docStatus).toBe('approved');
    return id;
  };
  /** A material document of the page with one line per component; answers its id and line ids by product. */
  const materialDoc = async (page: string, orderId: string, lines: { productId: string; qty: number }[]) => {
    const byProduct = await components(orderId);
    const id = String(
      resultOf(
        await post(`/mes/${page}/add`, {
          productionOrderId: orderId,
          lines: lines.map((line, index) => ({
            lineNo: index + 1,
            productionComponentId: byProduct[line.productId]!.id,
            productId: line.productId,
            qty: line.qty,
          })),
        }),
      ).id,
    );
    const stored = (await detail(page, id)).lines as Json[];
    return { id, lines: stored.map((line) => ({ lineId: String(line.id), qty: Number(line.qty) })) };
  };
  const postAll = async (page: string, orderId: string, lines: { productId: string; qty: number }[]) => {
    const doc = await materialDoc(page, orderId, lines);
    resultOf(await act(page, 'approve', doc.id));
    return resultOf(await act(page, 'outbound', doc.id, { lines: doc.lines }));
  };
  const report = async (orderId: string, goodQty: number, scrapQty: number) =>
    String(
      resultOf(
        await post('/mes/reportOrder/add', {
          productionOrderId: orderId,
          reportDate: '2026-11-20',
          shift: 'day',
          goodQty,
          scrapQty,
          outputBatchNo: `FG-${randomUUID().slice(0, 8)}`,
        }),
      ).id,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    clerk = await t.login('wh_clerk');
    warehouse = await addWarehouse(api, { code: 'MES-WH', name: 'MES warehouse' });
    lineSide = String(
      resultOf(await post('/wms/facility/add', { code: 'MES-LS', name: 'Line 1', facilityType: 'line_side' }))
        .id,
    );
    const product = async (code: string, productType: string) =>
      String(resultOf(await post('/mdm/product/add', { code, name: code, productType, uom: 'PCS' })).id);
    fg = await product('MES-FG', 'finished');
    c1 = await product('MES-C1', 'raw_material');
    c2 = await product('MES-C2', 'raw_material');
    resultOf(await post('/mes/bom/add', { productId: fg, bomVersion: '1', componentId: c1, qtyPerUnit: 2 }));
    resultOf(
      await post('/mes/bom/add', {
        productId: fg,
        bomVersion: '1',
        componentId: c2,
        qtyPerUnit: 1,
        backflush: true,
      }),
    );
    await receiveOnPosition(api, warehouse, c1, 100);
    await receiveOnPosition(api, warehouse, c2, 100);
  });
  afterAll(async () => t.close());

  it('issues, consumes, reports with backflush, receives finished goods and returns leftovers through the ledger', async () => {
    const orderId = await releasedOrder(10);
    let byProduct = await components(orderId);
    expect(byProduct[c1]).toMatchObject({ required: 20, issued: 0 });
    expect(byProduct[c2]).toMatchObject({ required: 10, issued: 0 });

    // The material pages' "create from components" picker lists the order's components.
    const listed = resultOf(await get(`/mes/productionComponent/list?productionOrderId=${orderId}`))
      .records as Json[];
    expect(listed.map((row) => row.productId).sort()).toEqual([c1, c2].sort());

    // Issue: warehouse -> line side, reserved at approve.
    const issue = await materialDoc('materialOrder', orderId, [
      { productId: c1, qty: 20 },
      { productId: c2, qty: 10 },
    ]);
    resultOf(await act('materialOrder', 'approve', issue.id));
    const reserved = resultOf(
      await get(`/wms/inventory/list?facilityId=${warehouse.facilityId}&productId=${c1}`),
    );
    expect((reserved.records as Json[]).reduce((sum, row) => sum + Number(row.promiseQty), 0)).toBe(20);
    const issued = resultOf(await act('materialOrder', 'outbound', issue.id, { lines: issue.lines }));
    expect(issued.fulfilStatus).toBe('completed');
    expect([await onhand(c1, warehouse.facilityId), await onhand(c1, lineSide)]).toEqual([80, 20]);
    expect([await onhand(c2, warehouse.facilityId), await onhand(c2, lineSide)]).toEqual([90, 10]);
    byProduct = await components(orderId);
    expect(byProduct[c1]).toMatchObject({ issued: 20 });

    // Over-issue: nothing more is required of C1.
    const more = await materialDoc('materialOrder', orderId, [{ productId: c1, qty: 1 }]);
    const overIssue = await act('materialOrder', 'approve', more.id);
    expect(overIssue).toMatchObject({ success: false, message: 'MES-C1 MES-C1：领料数量1超过可领数量0' });

    // Consume 5 of C1 at the line side; consuming more than is there is refused.
    await postAll('consumeOrder', orderId, [{ productId: c1, qty: 5 }]);
    expect(await onhand(c1, lineSide)).toBe(15);
    const tooMuch = await materialDoc('consumeOrder', orderId, [{ productId: c1, qty: 16 }]);
    const overConsume = await post(
      '/mes/consumeOrder/approve',
      { id: tooMuch.id, version: 0, requestId: randomUUID() },
      admin,
    );
    expect(overConsume.success).toBe(false);
    expect(overConsume.message).toBe('MES-C1 MES-C1：耗用数量16超过线边剩余数量15');

    // Report 4 good + 1 scrap: 5 of the backflush C2 consumed, a pending transfer receive of 4.
    const first = await report(orderId, 4, 1);
    resultOf(await act('reportOrder', 'approve', first));
    expect(await onhand(c2, lineSide)).toBe(5);
    let order = await detail('productionOrder', orderId);
    expect([order.reportedQty, order.scrapQty, order.fulfilStatus].map(String)).toEqual([
      '4',
      '1',
      'executing',
    ]);
    expect((await components(orderId))[c2]).toMatchObject({ consumed: 5 });
    const firstReceive = String((await detail('reportOrder', first)).transferReceiveId);
    expect((await detail('transferReceive', firstReceive)).docStatus).toBe('pending');

    // Cancel approval while the transfer receive is pending reverses exactly.
    resultOf(await act('reportOrder', 'cancelApproval', first));
    expect(await onhand(c2, lineSide)).toBe(10);
    expect((await components(orderId))[c2]).toMatchObject({ consumed: 0 });
    order = await detail('productionOrder', orderId);
    expect([order.reportedQty, order.fulfilStatus].map(String)).toEqual(['0', 'unexecuted']);
    expect((await detail('transferReceive', firstReceive)).docStatus).toBe('cancelled');
    const reversals = await db(t)
      .selectFrom('wmsInventoryLedger')
      .select(['qtyDelta', 'reversesLedgerId'])
      .where('sourceDocType', '=', 'report_order')
      .where('sourceDocId', '=', first)
      .execute();
    expect(reversals.map((row) => Number(row.qtyDelta)).sort((a, b) => a - b)).toEqual([-5000, 5000]);

    // Report all 10 good: the whole C2 backflushed; the transfer receive posts the finished goods.
    const second = await report(orderId, 10, 0);
    resultOf(await act('reportOrder', 'approve', second));
    expect(await onhand(c2, lineSide)).toBe(0);
    const receiveId = String((await detail('reportOrder', second)).transferReceiveId);
    resultOf(await act('transferReceive', 'approve', receiveId));
    const receiveLines = (await detail('transferReceive', receiveId)).lines as Json[];
    const received = resultOf(
      await act('transferReceive', 'inbound', receiveId, {
        lines: receiveLines.map((line) => ({ lineId: line.id, qty: 10 })),
      }),
    );
    expect(received.fulfilStatus).toBe('completed');
    const fgRows = resultOf(
      await get(`/wms/inventory/list?facilityId=${warehouse.facilityId}&productId=${fg}`),
    ).records as Json[];
    expect(fgRows).toHaveLength(1);
    expect(fgRows[0]).toMatchObject({ qualityStatus: 'qualified' });
    expect(Number(fgRows[0]!.onhandQty)).toBe(10);
    order = await detail('productionOrder', orderId);
    expect([order.receivedQty, order.fulfilStatus].map(String)).toEqual(['10', 'completed']);
    const batch = await db(t)
      .selectFrom('wmsInventoryBatch')
      .select(['productionDate', 'qualityStatus'])
      .where('productId', '=', fg)
      .executeTakeFirstOrThrow();
    expect(
      String(batch.productionDate instanceof Date ? '2026-11-20' : batch.productionDate).slice(0, 10),
    ).toBe('2026-11-20');

    // Leftovers go back to the warehouse in their batch; returning more than is there is refused.
    const overReturn = await materialDoc('returnOrder', orderId, [{ productId: c1, qty: 16 }]);
    const refusedReturn = await act('returnOrder', 'approve', overReturn.id);
    expect(refusedReturn).toMatchObject({
      success: false,
      message: 'MES-C1 MES-C1：退料数量16超过线边剩余数量15',
    });
    await postAll('returnOrder', orderId, [{ productId: c1, qty: 15 }]);
    expect([await onhand(c1, warehouse.facilityId), await onhand(c1, lineSide)]).toEqual([95, 0]);
    expect((await components(orderId))[c1]).toMatchObject({ issued: 20, returned: 15, consumed: 5 });
    const returnedBatches = await db(t)
      .selectFrom('wmsInventoryLedger')
      .select('batchId')
      .distinct()
      .where('productId', '=', c1)
      .execute();
    expect(returnedBatches).toHaveLength(1);

    expect((await verifyInventory(db(t))).mismatches).toEqual([]);
  });

  it('refuses force finish while components are at the line side, and actions without the permission', async () => {
    const orderId = await releasedOrder(2);
    await postAll('materialOrder', orderId, [{ productId: c1, qty: 4 }]);
    const refused = await act('productionOrder', 'forceFinish', orderId, { remark: 'stop' });
    expect(refused).toMatchObject({
      success: false,
      message: 'MES-C1 MES-C1在线边仍有4未退料或耗用，不能强制完成',
    });
    await postAll('returnOrder', orderId, [{ productId: c1, qty: 4 }]);
    const finished = resultOf(await act('productionOrder', 'forceFinish', orderId, { remark: 'stop' }));
    expect(finished.fulfilStatus).toBe('closed');

    // A warehouse clerk posts material orders but does not approve them (domain.md 3.9, roles.ts).
    const other = await releasedOrder(1);
    const doc = await materialDoc('materialOrder', other, [{ productId: c1, qty: 1 }]);
    const forbidden = await t.post(
      '/mes/materialOrder/approve',
      { id: doc.id, version: 0, requestId: randomUUID() },
      clerk,
    );
    expect(forbidden.statusCode).toBe(403);
    resultOf(await act('materialOrder', 'approve', doc.id));
    expect(
      resultOf(await act('materialOrder', 'outbound', doc.id, { lines: doc.lines }, clerk)).fulfilStatus,
    ).toBe('completed');
    // The issue page does not act on a consume order.
    const consume = await materialDoc('consumeOrder', other, [{ productId: c1, qty: 1 }]);
    const wrongPage = await post('/mes/materialOrder/approve', {
      id: consume.id,
      version: 0,
      requestId: randomUUID(),
    });
    expect(wrongPage.success).toBe(false);
    expect((await verifyInventory(db(t))).mismatches).toEqual([]);
  });

  it('takes the component of a line from its product when the form leaves it out, and refuses other products', async () => {
    const orderId = await releasedOrder(1);
    const byProduct = await components(orderId);
    const added = resultOf(
      await post('/mes/materialOrder/add', {
        productionOrderId: orderId,
        lines: [
          { lineNo: 1, productId: c2, qty: 1 },
          { lineNo: 2, productId: c1, qty: 2 },
        ],
      }),
    );
    const stored = (await detail('materialOrder', String(added.id))).lines as Json[];
    expect(stored.map((line) => [line.productId, line.productionComponentId])).toEqual([
      [c2, byProduct[c2]!.id],
      [c1, byProduct[c1]!.id],
    ]);
    // An edit that changes a line's material moves it to that material's component.
    const edited = resultOf(
      await post('/mes/materialOrder/edit', {
        id: added.id,
        version: added.version,
        productionOrderId: orderId,
        lines: [{ id: stored[0]!.id, lineNo: 1, productId: c1, qty: 1 }],
      }),
    );
    expect(
      ((await detail('materialOrder', String(edited.id))).lines as Json[]).map((line) => [
        line.productId,
        line.productionComponentId,
      ]),
    ).toEqual([[c1, byProduct[c1]!.id]]);
    // The finished product is no component of its own order: refused naming the line, nothing saved.
    const before = Number(resultOf(await get(`/mes/consumeOrder/list?productionOrderId=${orderId}`)).total);
    const refused = await post('/mes/consumeOrder/add', {
      productionOrderId: orderId,
      lines: [
        { lineNo: 1, productId: c1, qty: 1 },
        { lineNo: 2, productId: fg, qty: 1 },
      ],
    });
    expect(refused).toMatchObject({ success: false, message: '第2行不是该生产订单的组件' });
    expect(Number(resultOf(await get(`/mes/consumeOrder/list?productionOrderId=${orderId}`)).total)).toBe(
      before,
    );
  });

  it('imports membrane test records all or nothing and exports every production list', async () => {
    const header = ['序列号', '测试时间', '测试台', '产水量(GPD)', '脱盐率(%)', '结果'];
    const bad = await workbook(header, [
      ['RO8040-0001', '2026-11-20 08:00:00', 'TB-1', 9000, 99.7, '合格'],
      ['', '2026-11-20 08:10:00', 'TB-1', 8800, 99.5, '合格'],
    ]);
    const refused = (await importFile(t, '/mes/membraneData/importExcel', admin, bad)).json() as Json;
    expect(refused.success).toBe(false);
    expect(String(refused.message)).toContain('第5行');
    expect(resultOf(await get('/mes/membraneData/list')).total).toBe(0);
    const good = await workbook(header, [
      ['RO8040-0001', '2026-11-20 08:00:00', 'TB-1', 9000, 99.7, '合格'],
      ['RO8040-0002', '2026-11-20 08:10:00', 'TB-1', 8800, 99.5, '不合格'],
    ]);
    expect(((await importFile(t, '/mes/membraneData/importExcel', admin, good)).json() as Json).success).toBe(
      true,
    );
    const records = resultOf(await get('/mes/membraneData/list?result=fail')).records as Json[];
    expect(records.map((row) => [row.serialNo, Number(row.saltRejectionPct)])).toEqual([
      ['RO8040-0002', 99.5],
    ]);

    for (const page of [
      'productionOrder',
      'materialOrder',
      'returnOrder',
      'consumeOrder',
      'reportOrder',
      'transferReceive',
      'membraneData',
      'bom',
    ]) {
      const sheet = await t.get(`/mes/${page}/exportXls`, admin);
      expect(sheet.statusCode).toBe(200);
      expect((await sheetRows(sheet.rawPayload)).length).toBeGreaterThan(2);
    }
  });

  it('sends an inspected product through the work check: qualified part received, refusals while decided', async () => {
    const inspected = String(
      resultOf(
        await post('/mdm/product/add', {
          code: 'MES-FG2',
          name: 'MES-FG2',
          productType: 'finished',
          uom: 'PCS',
          inspectionMode: 'sampling',
        }),
      ).id,
    );
    // Components typed in by hand (no BOM for this product): required = planned x per unit.
    const orderId = String(
      resultOf(
        await post('/mes/productionOrder/add', {
          productId: inspected,
          plannedQty: 5,
          facilityId: warehouse.facilityId,
          lineSideFacilityId: lineSide,
          components: [{ lineNo: 1, productId: c1, qtyPerUnit: 1 }],
        }),
      ).id,
    );
    resultOf(await act('productionOrder', 'approve', orderId));
    expect((await components(orderId))[c1]).toMatchObject({ required: 5 });
    const reportId = await report(orderId, 5, 0);
    resultOf(await act('reportOrder', 'approve', reportId));
    expect((await detail('reportOrder', reportId)).transferReceiveId ?? null).toBeNull();
    const checks = async () =>
      resultOf(await get(`/mes/workCheck/list?sourceDocType=report_order&sourceDocId=${reportId}`))
        .records as Json[];
    expect((await checks()).map((row) => Number(row.lotQty))).toEqual([5]);
    // The quality page leaves work checks to their own page.
    const elsewhere = await post(`${inspection.basePath}/approve`, {
      id: (await checks())[0]!.id,
      version: 0,
      requestId: randomUUID(),
    });
    expect(elsewhere.success).toBe(false);

    const checkId = String((await checks())[0]!.id);
    const edit = async (fields: Json) => {
      const version = Number((await detail('workCheck', checkId)).version);
      const answer = (
        await t.put('/mes/workCheck/edit', { id: checkId, version, ...fields }, admin)
      ).json() as Json;
      expect(answer.success).toBe(true);
    };
    await edit({ result: 'fail', qualifiedQty: 3, unqualifiedQty: 1 });
    const mismatch = await act('workCheck', 'approve', checkId);
    expect(mismatch).toMatchObject({ success: false, message: '合格数量3与不合格数量1之和必须等于批量5' });
    await edit({ qualifiedQty: 4, unqualifiedQty: 1 });
    const noDisposition = await act('workCheck', 'approve', checkId);
    expect(noDisposition).toMatchObject({
      success: false,
      message: '不合格数量1需要处置：报废、返工或让步接收',
    });
    await edit({ disposition: 'scrap' });
    resultOf(await act('workCheck', 'approve', checkId));
    let order = await detail('productionOrder', orderId);
    expect(Number(order.checkedQty)).toBe(4);
    // The unqualified unit: received into an unqualified batch at the defect position, a pending scrap.
    const scrapped = async () =>
      db(t)
        .selectFrom('wmsCommand')
        .select(['docStatus', 'commandType'])
        .where('remark', '=', String((await detail('workCheck', checkId)).code))
        .where('commandType', '=', 'scrap')
        .orderBy('createTime')
        .execute();
    expect((await scrapped()).map((c) => c.docStatus)).toEqual(['pending']);
    const ngRows = async () =>
      (
        (
          await get(`/wms/inventory/list?facilityId=${warehouse.facilityId}&productId=${inspected}`).then(
            resultOf,
          )
        ).records as Json[]
      ).filter((row) => Number(row.onhandQty) > 0);
    expect((await ngRows()).map((row) => [row.qualityStatus, Number(row.onhandQty)])).toEqual([
      ['unqualified', 1],
    ]);
    const receipts = async () =>
      resultOf(await get(`/mes/transferReceive/list?productionOrderId=${orderId}`)).records as Json[];
    expect((await receipts()).map((row) => row.docStatus)).toEqual(['pending']);
    const refusedCancel = await act('reportOrder', 'cancelApproval', reportId);
    expect(refusedCancel).toMatchObject({ success: false });
    expect(String(refusedCancel.message)).toContain('已审核');

    // Cancel approval of the check takes its receive back; approved again, the receive posts 4.
    resultOf(await act('workCheck', 'cancelApproval', checkId));
    expect(Number((await detail('productionOrder', orderId)).checkedQty)).toBe(0);
    expect((await receipts()).map((row) => row.docStatus)).toEqual(['cancelled']);
    // ... and its scrap follow-up: the command cancelled, the defect batch's receipt posted back.
    expect((await scrapped()).map((c) => c.docStatus)).toEqual(['cancelled']);
    expect(await ngRows()).toEqual([]);
    resultOf(await act('workCheck', 'approve', checkId));
    const receiveId = String((await receipts()).find((row) => row.docStatus === 'pending')!.id);
    resultOf(await act('transferReceive', 'approve', receiveId));
    const line = ((await detail('transferReceive', receiveId)).lines as Json[])[0]!;
    expect(Number(line.qty)).toBe(4);
    resultOf(await act('transferReceive', 'inbound', receiveId, { lines: [{ lineId: line.id, qty: 4 }] }));
    order = await detail('productionOrder', orderId);
    expect([order.checkedQty, order.receivedQty, order.fulfilStatus].map(String)).toEqual([
      '4',
      '4',
      'executing',
    ]);
    expect(await onhand(inspected, warehouse.facilityId)).toBe(5);
    expect((await scrapped()).map((c) => c.docStatus)).toEqual(['cancelled', 'pending']);
    expect((await verifyInventory(db(t))).mismatches).toEqual([]);
  });

  it('follows the unqualified quantity of a work check up by rework or concession', async () => {
    const inspected = String(
      resultOf(
        await post('/mdm/product/add', {
          code: 'MES-FG3',
          name: 'MES-FG3',
          productType: 'finished',
          uom: 'PCS',
          inspectionMode: 'full',
        }),
      ).id,
    );
    const orderId = String(
      resultOf(
        await post('/mes/productionOrder/add', {
          code: 'MO-FU-1',
          productId: inspected,
          plannedQty: 6,
          facilityId: warehouse.facilityId,
          lineSideFacilityId: lineSide,
          components: [{ lineNo: 1, productId: c1, qtyPerUnit: 1 }],
        }),
      ).id,
    );
    resultOf(await act('productionOrder', 'approve', orderId));
    const checkOf = async (reportId: string) =>
      String(
        (
          resultOf(await get(`/mes/workCheck/list?sourceDocType=report_order&sourceDocId=${reportId}`))
            .records as Json[]
        )[0]!.id,
      );
    const decide = async (reportId: string, fields: Json) => {
      const checkId = await checkOf(reportId);
      const version = Number((await detail('workCheck', checkId)).version);
      expect(
        ((await t.put('/mes/workCheck/edit', { id: checkId, version, ...fields }, admin)).json() as Json)
          .success,
      ).toBe(true);
      return checkId;
    };
    // Rework: 2 of 3 fail; a pending rework order of 2 without components, released as it is.
    const first = await report(orderId, 3, 0);
    resultOf(await act('reportOrder', 'approve', first));
    const reworkCheck = await decide(first, {
      result: 'fail',
      qualifiedQty: 1,
      unqualifiedQty: 2,
      disposition: 'rework',
    });
    resultOf(await act('workCheck', 'approve', reworkCheck));
    const reworks = async () =>
      resultOf(await get('/mes/productionOrder/list?orderType=rework&pageSize=50')).records as Json[];
    const rework = (await reworks()).find((row) => row.code === 'MO-FU-1-RW1')!;
    expect([rework.docStatus, Number(rework.plannedQty), rework.productId]).toEqual([
      'pending',
      2,
      inspected,
    ]);
    expect(Number((await detail('productionOrder', orderId)).checkedQty)).toBe(1);
    // Cancel approval cancels the pending rework order; approved again, a new one.
    resultOf(await act('workCheck', 'cancelApproval', reworkCheck));
    expect((await reworks()).find((row) => row.id === rework.id)!.docStatus).toBe('cancelled');
    resultOf(await act('workCheck', 'approve', reworkCheck));
    const second = (await reworks()).find((row) => row.docStatus === 'pending')!;
    expect(resultOf(await act('productionOrder', 'approve', String(second.id))).docStatus).toBe('approved');
    expect((await components(String(second.id))) ?? {}).toEqual({});
    // Released, the rework order holds its cancel: the check's cancel approval is refused.
    const held = await act('workCheck', 'cancelApproval', reworkCheck);
    expect(held).toMatchObject({ success: false });
    expect(String(held.message)).toContain(String(second.code));

    // Concession (the admin has the concession button): received into a concession batch, counted.
    const before = await onhand(inspected, warehouse.facilityId);
    const third = await report(orderId, 2, 0);
    resultOf(await act('reportOrder', 'approve', third));
    const concessionCheck = await decide(third, {
      result: 'fail',
      qualifiedQty: 0,
      unqualifiedQty: 2,
      disposition: 'concession',
    });
    resultOf(await act('workCheck', 'approve', concessionCheck));
    const order = await detail('productionOrder', orderId);
    expect([Number(order.checkedQty), Number(order.receivedQty)]).toEqual([3, 2]);
    expect(await onhand(inspected, warehouse.facilityId)).toBe(before + 2);
    const rows = resultOf(
      await get(`/wms/inventory/list?facilityId=${warehouse.facilityId}&productId=${inspected}`),
    ).records as Json[];
    expect(
      rows.filter((row) => row.qualityStatus === 'concession').map((row) => Number(row.onhandQty)),
    ).toEqual([2]);
    resultOf(await act('workCheck', 'cancelApproval', concessionCheck));
    expect(await onhand(inspected, warehouse.facilityId)).toBe(before);
    expect(Number((await detail('productionOrder', orderId)).receivedQty)).toBe(0);
    expect((await verifyInventory(db(t))).mismatches).toEqual([]);
  });

  it('answers the production dashboard: orders by state, output vs plan, scrap rate, line side, variance', async () => {
    const board = resultOf(await get('/mes/productionOrder/dashboard'));
    const orders = await db(t).selectFrom('mesProductionOrder').select(['id']).execute();
    const byStatus = board.byStatus as { status: string; count: number }[];
    expect(byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(orders.length);
    expect(byStatus.map((row) => row.status)).toContain('completed');
    expect((board.outputVsPlan as Json[]).length).toBe(14);
    const reports = await db(t)
      .selectFrom('mesReportOrder')
      .select(['goodQty', 'scrapQty', 'reportDate'])
      .where('docStatus', '=', 'approved')
      .execute();
    expect(reports.length).toBeGreaterThan(0);
    // Line-side stock per product = what the components hold there (issued - returned - consumed).
    const held = await db(t)
      .selectFrom('mesProductionComponent')
      .select(['productId', 'issuedQty', 'returnedQty', 'consumedQty'])
      .execute();
    const expected = new Map<string, number>();
    for (const c of held) {
      const left = Number(c.issuedQty) - Number(c.returnedQty) - Number(c.consumedQty);
      if (left !== 0) expected.set(c.productId, (expected.get(c.productId) ?? 0) + left / 1000);
    }
    const lineSideRows = board.lineSide as { productId: string; qty: number }[];
    expect(new Map(lineSideRows.map((row) => [row.productId, row.qty]))).toEqual(expected);
    // The backflushed component is consumed exactly as the BOM asks for what was reported.
    const variance = board.materialVariance as { productId: string; variance: number; standard: number }[];
    const backflushed = variance.find((row) => row.productId === c2)!;
    expect(backflushed.standard).toBeGreaterThan(0);
    expect(backflushed.variance).toBe(0);
    const clerk = await t.login('wh_clerk');
    expect((await get('/mes/productionOrder/dashboard', clerk)).success).toBe(false);
    // The BOM page has its own permission (menu mes.bom): the clerk, who issues material, does not edit BOMs.
    expect((await t.get('/mes/bom/list', clerk)).statusCode).toBe(403);
    expect(resultOf(await get(`/mes/bom/list?productId=${fg}`)).total).toBe(2);
    // The work check list exports too (point 1: Excel export on every list), its rows only.
    const checks = resultOf(await get('/mes/workCheck/list?sourceDocType=report_order&pageSize=100'));
    expect(Number(checks.total)).toBeGreaterThan(0);
    const sheet = await t.get('/mes/workCheck/exportXls?sourceDocType=report_order', admin);
    expect(sheet.statusCode).toBe(200);
    expect((await sheetRows(sheet.rawPayload)).length).toBe(3 + Number(checks.total));
  });
});
