import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { addWarehouse, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

describe.each(engines)('receiving, quality testing and supplier returns on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let shelf: string;
  let inspected: string;
  let exempt: string;

  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const result = resultOf;
  const detail = async (base: string, id: string) => result(await get(`${base}/queryById?id=${id}`));
  /** On hand and promise summed by position code and quality, from the inventory page's query. */
  const stock = async (productId: string) => {
    const page = result(
      await get(`/wms/inventory/list?facilityId=${facilityId}&productId=${productId}&pageSize=100`),
    );
    const sums: Record<string, [number, number]> = {};
    for (const row of page.records as Json[]) {
      const key = `${row.positionCode}|${row.qualityStatus}`;
      const [onhand, promise] = sums[key] ?? [0, 0];
      sums[key] = [onhand + Number(row.onhandQty), promise + Number(row.promiseQty)];
    }
    return sums;
  };
  const receive = async (lines: Json[], partnerId: string = DEMO_PARTNER_IDS.supplierA) => {
    const id = String(result(await post('/wms/receipt/add', { partnerId, facilityId, lines })).id);
    const approved = result(await post('/wms/receipt/approve', { id, version: 0, requestId: randomUUID() }));
    return { id, approved, receipt: await detail('/wms/receipt', id) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    for (const [code, id] of [
      ['S001', DEMO_PARTNER_IDS.supplierA],
      ['S002', DEMO_PARTNER_IDS.supplierB],
    ] as const) {
      await sql`insert into mdm_business_partner (id, tenant_id, code, name, is_supplier, status, del_flag, version)
        values (${id}, 0, ${code}, ${`Supplier ${code}`}, 1, '1', 0, 0)`.execute(db(t));
    }
    ({ facilityId, positionId: shelf } = await addWarehouse(api, { code: 'RQ-WH', name: 'Receiving WH' }));
    inspected = String(
      result(
        await post('/mdm/product/add', {
          code: 'RQ-1',
          name: 'Valve',
          productType: 'raw_material',
          uom: 'PCS',
          inspectionMode: 'full',
        }),
      ).id,
    );
    exempt = String(
      result(
        await post('/mdm/product/add', {
          code: 'RQ-2',
          name: 'Washer',
          productType: 'consumable',
          uom: 'PCS',
        }),
      ).id,
    );
  });
  afterAll(async () => t.close());

  it('posts a receipt to QC for products to inspect and to storage for exempt ones, with one inspection per QC line', async () => {
    const { receipt, approved } = await receive([
      { productId: inspected, receivedQty: 10 },
      { productId: exempt, receivedQty: 5 },
    ]);
    expect(receipt).toMatchObject({ docStatus: 'approved', qcRequired: true });
    expect(String(receipt.code)).toMatch(/^RC\d{10}$/);
    expect(approved.inspectionIds).toHaveLength(1);
    const lines = receipt.lines as Json[];
    expect(lines[0]).toMatchObject({ acceptedQty: 0, inspectionId: (approved.inspectionIds as string[])[0] });
    expect(lines[1]).toMatchObject({ acceptedQty: 5, inspectionId: null, positionId: shelf });
    expect(await stock(inspected)).toEqual({ 'QC|pending_inspection': [10, 0] });
    expect(await stock(exempt)).toEqual({ 'S-1|qualified': [5, 0] });
  });

  /** Receives one line of the inspected product, records the inspection and approves it. */
  const inspect = async (lotQty: number, record: Json) => {
    const { approved, receipt } = await receive([{ productId: inspected, receivedQty: lotQty }]);
    const inspectionId = (approved.inspectionIds as string[])[0]!;
    const before = await detail('/qms/inspection', inspectionId);
    result(await post('/qms/inspection/edit', { id: inspectionId, version: before.version, ...record }));
    const seen = await detail('/qms/inspection', inspectionId);
    const done = result(
      await post('/qms/inspection/approve', {
        id: inspectionId,
        version: seen.version,
        requestId: randomUUID(),
      }),
    );
    return {
      inspectionId,
      done,
      receiptId: String(receipt.id),
      lineId: String((receipt.lines as Json[])[0]!.id),
    };
  };
  const followUps = (inspectionId: string) =>
    db(t)
      .selectFrom('wmsCommand')
      .select(['id', 'code', 'commandType', 'docStatus', 'version'])
      .where('sourceKey', 'like', `inspection:${inspectionId}:%`)
      .execute();
  const returnOf = async (inspectionId: string) => {
    const page = result(await get(`/wms/supplierReturn/list?inspectionId=${inspectionId}`));
    const row = (page.records as Json[]).find(
      (r) => r.inspectionId === inspectionId && r.docStatus !== 'cancelled',
    );
    return row ? detail('/wms/supplierReturn', String(row.id)) : undefined;
  };
  const batchQuality = async (receiptLineId: string) => {
    const line = await db(t)
      .selectFrom('wmsReceiptLine as l')
      .innerJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
      .select(['b.qualityStatus', 'l.acceptedQty', 'l.rejectedQty', 'l.returnedQty'])
      .where('l.id', '=', receiptLineId)
      .executeTakeFirstOrThrow();
    return {
      quality: line.qualityStatus,
      accepted: Number(line.acceptedQty) / 1000,
      rejected: Number(line.rejectedQty) / 1000,
      returned: Number(line.returnedQty) / 1000,
    };
  };

  it('passes a lot: the batch becomes qualified and an approved put-away transfer moves it from QC to storage', async () => {
    const { inspectionId, lineId } = await inspect(4, { result: 'pass' });
    expect(await batchQuality(lineId)).toMatchObject({ quality: 'qualified', accepted: 4, rejected: 0 });
    const [putAway] = await followUps(inspectionId);
    expect(putAway).toMatchObject({ commandType: 'transfer', docStatus: 'approved' });
    const transfer = await detail('/wms/transfer', putAway!.id);
    const line = (transfer.lines as Json[])[0]!;
    expect(line).toMatchObject({ qty: 4, inPositionId: shelf });
    result(
      await post('/wms/transfer/outbound', {
        id: putAway!.id,
        version: transfer.version,
        requestId: randomUUID(),
        lines: [{ lineId: line.id, qty: 4 }],
      }),
    );
    const rows = await stock(inspected);
    expect(rows['S-1|qualified']).toEqual([4, 0]);
  });

  it('fails part of a lot: the rejected quantity moves to DEFECT on a child batch and a pending return is created', async () => {
    const { inspectionId, lineId, done } = await inspect(10, {
      result: 'fail',
      qualifiedQty: 7,
      unqualifiedQty: 3,
      disposition: 'return_to_supplier',
      defectType: 'dimension',
    });
    expect(done.postingId).toBeTruthy();
    expect(await batchQuality(lineId)).toMatchObject({ quality: 'qualified', accepted: 7, rejected: 3 });
    const rows = await stock(inspected);
    expect(rows['DEFECT|unqualified']).toEqual([3, 0]);
    const back = await returnOf(inspectionId);
    expect(back).toMatchObject({
      docStatus: 'pending',
      returnReason: 'quality',
      partnerId: DEMO_PARTNER_IDS.supplierA,
    });
    expect((back!.lines as Json[])[0]).toMatchObject({ qty: 3, receiptLineId: lineId });
    const batch = await db(t)
      .selectFrom('wmsInventoryBatch')
      .select(['batchNo', 'parentBatchId', 'qualityStatus'])
      .where('id', '=', String((back!.lines as Json[])[0]!.batchId))
      .executeTakeFirstOrThrow();
    expect(batch.batchNo).toMatch(/^RC\d{10}-1-NG$/);
    expect(batch).toMatchObject({ qualityStatus: 'unqualified' });
    expect(batch.parentBatchId).toBeTruthy();
  });

  it('returns rejected stock: another user approves, the clerk ships part, over-issue is refused, force finish closes the rest', async () => {
    const { inspectionId, lineId } = await inspect(6, { result: 'fail', disposition: 'return_to_supplier' });
    const back = (await returnOf(inspectionId))!;
    expect(
      await post('/wms/supplierReturn/approve', {
        id: back.id,
        version: back.version,
        requestId: randomUUID(),
      }),
    ).toMatchObject({
      success: false,
      message: expect.stringContaining('审核'),
    });
    const buyer = await t.login('buyer');
    result(
      await post(
        '/wms/supplierReturn/approve',
        { id: back.id, version: back.version, requestId: randomUUID() },
        buyer,
      ),
    );
    const clerk = await t.login('wh_clerk');
    let seen = await detail('/wms/supplierReturn', String(back.id));
    const returnLine = String((seen.lines as Json[])[0]!.id);
    expect(
      await post(
        '/wms/supplierReturn/outbound',
        {
          id: back.id,
          version: seen.version,
          requestId: randomUUID(),
          lines: [{ lineId: returnLine, qty: 7 }],
        },
        clerk,
      ),
    ).toMatchObject({ success: false, message: '第1行：出库数量7超过未出库数量6' });
    const requestId = randomUUID();
    const shipment = {
      id: back.id,
      version: seen.version,
      requestId,
      lines: [{ lineId: returnLine, qty: 4 }],
    };
    const shipped = result(await post('/wms/supplierReturn/outbound', shipment, clerk));
    expect(shipped).toMatchObject({ fulfilStatus: 'executing' });
    // A repeated click answers the first result and posts nothing again.
    expect(result(await post('/wms/supplierReturn/outbound', shipment, clerk))).toEqual(shipped);
    expect(await batchQuality(lineId)).toMatchObject({ quality: 'unqualified', rejected: 6, returned: 4 });
    seen = await detail('/wms/supplierReturn', String(back.id));
    result(
      await post('/wms/supplierReturn/forceFinish', {
        id: back.id,
        version: seen.version,
        requestId: randomUUID(),
        remark: 'rest scrapped',
      }),
    );
    seen = await detail('/wms/supplierReturn', String(back.id));
    expect(seen).toMatchObject({ fulfilStatus: 'closed' });
    expect((seen.lines as Json[])[0]).toMatchObject({ deliveryQty: 4, closedQty: 2 });
    const ledger = await db(t)
      .selectFrom('wmsInventoryLedger')
      .select(['qtyDelta', 'movementTypeCode'])
      .where('sourceDocId', '=', String(back.id))
      .execute();
    expect(ledger.map((row) => [Number(row.qtyDelta) / 1000, row.movementTypeCode])).toEqual([
      [-4, 'supplier_return'],
    ]);
  });

  it('accepts a lot under concession: the batch is allocatable as concession and put away', async () => {
    const { inspectionId, lineId } = await inspect(2, { result: 'concession' });
    expect(await batchQuality(lineId)).toMatchObject({ quality: 'concession', accepted: 2 });
    const inspection = await detail('/qms/inspection', inspectionId);
    expect(inspection).toMatchObject({ concessionBy: 'admin', qualifiedQty: 2, unqualifiedQty: 0 });
    expect(await followUps(inspectionId)).toHaveLength(1);
  });

  it('cancels the approval of a failed inspection while nothing generated has posted, and refuses once it has', async () => {
    const { inspectionId, lineId } = await inspect(5, {
      result: 'fail',
      qualifiedQty: 1,
      unqualifiedQty: 4,
      disposition: 'return_to_supplier',
    });
    let seen = await detail('/qms/inspection', inspectionId);
    const before = await stock(inspected);
    result(
      await post('/qms/inspection/cancelApproval', {
        id: inspectionId,
        version: seen.version,
        requestId: randomUUID(),
      }),
    );
    expect(await batchQuality(lineId)).toMatchObject({
      quality: 'pending_inspection',
      accepted: 0,
      rejected: 0,
    });
    expect(await returnOf(inspectionId)).toBeUndefined();
    expect((await followUps(inspectionId)).map((doc) => doc.docStatus)).toEqual(['cancelled']);
    const after = await stock(inspected);
    expect(after['QC|pending_inspection']).toEqual([before['QC|pending_inspection']![0] + 5, 0]);
    expect(after['DEFECT|unqualified']![0]).toBe(before['DEFECT|unqualified']![0] - 4);

    seen = await detail('/qms/inspection', inspectionId);
    result(
      await post('/qms/inspection/approve', {
        id: inspectionId,
        version: seen.version,
        requestId: randomUUID(),
      }),
    );
    const [putAway] = (await followUps(inspectionId)).filter((doc) => doc.docStatus === 'approved');
    const transfer = await detail('/wms/transfer', putAway!.id);
    result(
      await post('/wms/transfer/outbound', {
        id: putAway!.id,
        version: transfer.version,
        requestId: randomUUID(),
        lines: [{ lineId: (transfer.lines as Json[])[0]!.id, qty: 1 }],
      }),
    );
    seen = await detail('/qms/inspection', inspectionId);
    expect(
      await post('/qms/inspection/cancelApproval', {
        id: inspectionId,
        version: seen.version,
        requestId: randomUUID(),
      }),
    ).toMatchObject({
      success: false,
      message: expect.stringContaining(String(putAway!.code)),
    });
  });

  it('returns a rejected receipt line by hand, picked in the form: listed for its supplier and facility, pinned at approval to the rejected batch in DEFECT', async () => {
    const { lineId } = await inspect(5, { result: 'fail', unqualifiedQty: 2, disposition: 'sort' });
    // The picker's query (src/domain/warehouse/supplier-return.ts createFrom) for the return's header.
    const picker = (partnerId: string) =>
      get(
        `/wms/receiptLine/list?rejectedQty=${encodeURIComponent('> 0')}&partnerId=${partnerId}&facilityId=${facilityId}&pageSize=100`,
      );
    const listed = (result(await picker(DEMO_PARTNER_IDS.supplierA)).records as Json[]).find(
      (row) => row.id === lineId,
    );
    expect(listed).toMatchObject({ productId: inspected, rejectedQty: 2, returnedQty: 0 });
    const elsewhere = result(await picker(DEMO_PARTNER_IDS.supplierB)).records as Json[];
    expect(elsewhere.map((row) => row.id)).not.toContain(lineId);
    // Staff only (domain.md 4.4): receipt lines are reached by a supplier through its receipts.
    expect((await t.get('/wms/receiptLine/list', await t.login('supplier_a'))).statusCode).toBe(403);

    // The clerk adds the return with the picked line, replacement asked; the buyer approves it.
    const clerk = await t.login('wh_clerk');
    const added = result(
      await post(
        '/wms/supplierReturn/add',
        {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId,
          returnReason: 'quality',
          replacementRequired: true,
          lines: [{ receiptLineId: lineId, productId: inspected, qty: 2 }],
        },
        clerk,
      ),
    );
    const id = String(added.id);
    let seen = await detail('/wms/supplierReturn', id);
    result(
      await post(
        '/wms/supplierReturn/approve',
        { id, version: seen.version, requestId: randomUUID() },
        await t.login('buyer'),
      ),
    );
    seen = await detail('/wms/supplierReturn', id);
    const line = (seen.lines as Json[])[0]!;
    const pinned = await db(t)
      .selectFrom('wmsInventoryBatch as b')
      .innerJoin('wmsPosition as p', (join) => join.on('p.id', '=', String(line.positionId)))
      .select(['b.batchNo', 'b.qualityStatus', 'p.code'])
      .where('b.id', '=', String(line.batchId))
      .executeTakeFirstOrThrow();
    expect(pinned).toMatchObject({ qualityStatus: 'unqualified', code: 'DEFECT' });
    expect(pinned.batchNo).toMatch(/^RC\d{10}-1-NG$/);

    const shipment = {
      id,
      version: seen.version,
      requestId: randomUUID(),
      lines: [{ lineId: String(line.id), qty: 2 }],
    };
    expect(result(await post('/wms/supplierReturn/outbound', shipment, clerk))).toMatchObject({
      fulfilStatus: 'completed',
    });
    expect(await batchQuality(lineId)).toMatchObject({ rejected: 2, returned: 2 });
  });

  it('shows a supplier user its own receipts, inspections and returns only, and refuses it every action', async () => {
    await receive([{ productId: exempt, receivedQty: 1 }], DEMO_PARTNER_IDS.supplierB);
    const supplier = await t.login('supplier_a');
    for (const base of ['/wms/receipt', '/qms/inspection', '/wms/supplierReturn']) {
      const page = result(await get(`${base}/list?pageSize=100`, supplier));
      expect((page.records as Json[]).length).toBeGreaterThan(0);
      expect((page.records as Json[]).every((row) => row.partnerId === DEMO_PARTNER_IDS.supplierA)).toBe(
        true,
      );
    }
    const mine = result(await get('/wms/receipt/list?pageSize=100', admin));
    const others = (mine.records as Json[]).find((row) => row.partnerId === DEMO_PARTNER_IDS.supplierB)!;
    expect(await get(`/wms/receipt/queryById?id=${others.id}`, supplier)).toMatchObject({ success: false });
    const denied = await t.post(
      '/wms/receipt/add',
      { partnerId: DEMO_PARTNER_IDS.supplierA, facilityId, lines: [] },
      supplier,
    );
    expect(denied.statusCode).toBe(403);
    expect((await t.get('/wms/inventory/list', supplier)).statusCode).toBe(403);
  });

  it('cancels a pending receipt with its remark and refuses to cancel or edit a posted one', async () => {
    const pending = String(
      result(
        await post('/wms/receipt/add', {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId,
          lines: [{ productId: exempt, receivedQty: 2 }],
        }),
      ).id,
    );
    const cancel = { id: pending, version: 0, requestId: randomUUID(), remark: 'counted twice' };
    expect(result(await post('/wms/receipt/cancel', cancel))).toMatchObject({ docStatus: 'cancelled' });
    const { id } = await receive([{ productId: exempt, receivedQty: 1 }]);
    const posted = await detail('/wms/receipt', id);
    expect(
      await post('/wms/receipt/cancel', {
        id,
        version: posted.version,
        requestId: randomUUID(),
        remark: 'x',
      }),
    ).toMatchObject({ success: false, message: '当前单据状态不允许此操作' });
    expect(await post('/wms/receipt/edit', { ...posted, remark: 'changed' })).toMatchObject({
      success: false,
    });
  });

  it('opens a pending scrap command for rejected stock whose disposition is scrap', async () => {
    const { inspectionId } = await inspect(3, { result: 'fail', disposition: 'scrap' });
    const [scrap] = await followUps(inspectionId);
    expect(scrap).toMatchObject({ commandType: 'scrap', docStatus: 'pending' });
    const command = await detail('/wms/scrap', scrap!.id);
    expect((command.lines as Json[])[0]).toMatchObject({ qty: 3 });
    expect(await returnOf(inspectionId)).toBeUndefined();
  });

  it('puts the accepted part away and opens a scrap for the rest of a part-failed lot, and cancels both', async () => {
    const { inspectionId } = await inspect(5, {
      result: 'fail',
      qualifiedQty: 2,
      unqualifiedQty: 3,
      disposition: 'scrap',
    });
    const generated = await followUps(inspectionId);
    expect(generated.map((doc) => [doc.commandType, doc.docStatus]).sort()).toEqual([
      ['scrap', 'pending'],
      ['transfer', 'approved'],
    ]);
    const seen = await detail('/qms/inspection', inspectionId);
    result(
      await post('/qms/inspection/cancelApproval', {
        id: inspectionId,
        version: seen.version,
        requestId: randomUUID(),
      }),
    );
    expect((await followUps(inspectionId)).map((doc) => doc.docStatus)).toEqual(['cancelled', 'cancelled']);
  });

  it('lets the supplier acknowledge an approved return to it, and nobody else', async () => {
    const { inspectionId } = await inspect(2, { result: 'fail', disposition: 'return_to_supplier' });
    const back = (await returnOf(inspectionId))!;
    const supplier = await t.login('supplier_a');
    const early = { id: back.id, version: back.version, requestId: randomUUID() };
    expect(await post('/wms/supplierReturn/acknowledge', early, supplier)).toMatchObject({
      success: false,
      message: '当前单据状态不允许此操作',
    });
    const buyer = await t.login('buyer');
    result(await post('/wms/supplierReturn/approve', { ...early, requestId: randomUUID() }, buyer));
    const approved = await detail('/wms/supplierReturn', String(back.id));
    const ack = { id: back.id, version: approved.version, requestId: randomUUID() };
    expect((await t.post('/wms/supplierReturn/acknowledge', ack, buyer)).statusCode).toBe(403);
    expect(
      (await t.post('/wms/supplierReturn/acknowledge', ack, await t.login('supplier_b'))).json(),
    ).toMatchObject({
      success: false,
      message: '单据不存在',
    });
    result(await post('/wms/supplierReturn/acknowledge', ack, supplier));
    expect(await detail('/wms/supplierReturn', String(back.id))).toMatchObject({
      supplierConfirmStatus: 'confirmed',
    });
  });

  it('lets the supplier acknowledge a return once its goods were shipped back in full (completed)', async () => {
    const { inspectionId } = await inspect(3, { result: 'fail', disposition: 'return_to_supplier' });
    const back = (await returnOf(inspectionId))!;
    result(
      await post(
        '/wms/supplierReturn/approve',
        { id: back.id, version: back.version, requestId: randomUUID() },
        await t.login('buyer'),
      ),
    );
    let seen = await detail('/wms/supplierReturn', String(back.id));
    const lines = [{ lineId: String((seen.lines as Json[])[0]!.id), qty: 3 }];
    const shipment = { id: back.id, version: seen.version, requestId: randomUUID(), lines };
    expect(
      result(await post('/wms/supplierReturn/outbound', shipment, await t.login('wh_clerk'))),
    ).toMatchObject({
      fulfilStatus: 'completed',
    });
    // The outbound's notice asks the supplier to acknowledge: the completed return still takes it.
    seen = await detail('/wms/supplierReturn', String(back.id));
    const supplier = await t.login('supplier_a');
    const ack = { id: back.id, version: seen.version, requestId: randomUUID() };
    result(await post('/wms/supplierReturn/acknowledge', ack, supplier));
    expect(await detail('/wms/supplierReturn', String(back.id))).toMatchObject({
      fulfilStatus: 'completed',
      supplierConfirmStatus: 'confirmed',
    });
  });
});
