import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS, roleId } from '../../server/db/seed/demo-data';
import { qualityErrorCatalogue } from '../../src/domain/quality/quality-errors';
import { importFile, sheetRows, workbook } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('receiving rules left open by the receiving flow on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let inspector: string;
  let manager: string;
  let facilityId: string;
  let productId: string;

  const post = async (url: string, body: unknown, token = admin, headers?: Record<string, string>) =>
    (await t.post(url, body, token, headers)).json() as Json;
  const get = async (url: string, token = admin) => (await t.get(url, token)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const detail = async (base: string, id: string, token = admin) =>
    result(await get(`${base}/queryById?id=${id}`, token));

  /** Receives one line of the inspected product from a supplier: the receipt and its pending inspection. */
  const receive = async (
    lotQty: number,
    partnerId: string = DEMO_PARTNER_IDS.supplierA,
    product = productId,
  ) => {
    const id = String(
      result(
        await post('/wms/receipt/add', {
          partnerId,
          facilityId,
          lines: [{ productId: product, receivedQty: lotQty }],
        }),
      ).id,
    );
    const approved = result(await post('/wms/receipt/approve', { id, version: 0, requestId: randomUUID() }));
    return { receiptId: id, inspectionId: (approved.inspectionIds as string[])[0]! };
  };
  /** The inspector records the result; returns the version to approve with. */
  const record = async (inspectionId: string, values: Json) => {
    const before = await detail('/qms/inspection', inspectionId);
    result(
      await post('/qms/inspection/edit', { id: inspectionId, version: before.version, ...values }, inspector),
    );
    return Number((await detail('/qms/inspection', inspectionId)).version);
  };
  const approve = (inspectionId: string, version: number, token: string, headers?: Record<string, string>) =>
    post('/qms/inspection/approve', { id: inspectionId, version, requestId: randomUUID() }, token, headers);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    inspector = await t.login('qc_inspector');
    result(
      await post('/sys/user/add', {
        username: 'qc_boss',
        realname: '钱质量',
        password: 'secret123',
        selectedroles: `${roleId('qc_manager')},`,
      }),
    );
    manager = await t.login('qc_boss', 'secret123');
    for (const [code, id] of [
      ['S001', DEMO_PARTNER_IDS.supplierA],
      ['S002', DEMO_PARTNER_IDS.supplierB],
    ] as const) {
      await sql`insert into mdm_business_partner (id, tenant_id, code, name, is_supplier, status, del_flag, version)
        values (${id}, 0, ${code}, ${`Supplier ${code}`}, 1, '1', 0, 0)`.execute(db(t));
    }
    facilityId = String(
      result(await post('/wms/facility/add', { code: 'RR-WH', name: 'Rules WH', facilityType: 'warehouse' }))
        .id,
    );
    result(
      await post('/wms/position/add', {
        facilityId,
        code: 'S-1',
        positionType: 'storage',
        allocatable: true,
      }),
    );
    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'RR-1',
          name: 'Gasket',
          productType: 'raw_material',
          uom: 'PCS',
          inspectionMode: 'full',
        }),
      ).id,
    );
  });
  afterAll(async () => t.close());

  describe('concession (domain.md 3.7)', () => {
    it('refuses a concession approved by an inspector without the concession permission, in the caller language', async () => {
      const { inspectionId } = await receive(10);
      const version = await record(inspectionId, { result: 'concession' });
      const zh = await approve(inspectionId, version, inspector);
      expect(zh).toMatchObject({
        success: false,
        message: qualityErrorCatalogue['inspection.concessionNeedsManager'].zh,
      });
      const en = await approve(inspectionId, version, inspector, { 'x-locale': 'en_US' });
      expect(en).toMatchObject({
        success: false,
        message: qualityErrorCatalogue['inspection.concessionNeedsManager'].en,
      });
      expect(await detail('/qms/inspection', inspectionId)).toMatchObject({
        docStatus: 'pending',
        concessionBy: null,
      });
    });

    it('lets the qc_manager approve the concession and records who and when', async () => {
      const { inspectionId } = await receive(10);
      const version = await record(inspectionId, { result: 'concession' });
      expect(result(await approve(inspectionId, version, manager))).toMatchObject({ docStatus: 'approved' });
      const approved = await detail('/qms/inspection', inspectionId);
      expect(approved).toMatchObject({ docStatus: 'approved', concessionBy: 'qc_boss', qualifiedQty: 10 });
      expect(approved.concessionTime).toEqual(expect.any(String));
    });

    it('still lets the inspector approve a pass without the concession permission', async () => {
      const { inspectionId } = await receive(4);
      const version = await record(inspectionId, { result: 'pass' });
      expect(result(await approve(inspectionId, version, inspector))).toMatchObject({
        docStatus: 'approved',
      });
      expect(await detail('/qms/inspection', inspectionId)).toMatchObject({ concessionBy: null });
    });
  });

  describe('supplier notified on fail (domain.md 3.7)', () => {
    /** The system messages of a user's bell about one inspection. */
    const noticesAbout = async (username: string, inspectionId: string) => {
      const bell = result(await get('/sys/annountCement/listByUser', await t.login(username)));
      return (bell.sysMsgList as Json[]).filter((notice) => notice.busId === inspectionId);
    };

    it("tells supplier_a's users about its failed lot with the defect, and nobody of supplier_b", async () => {
      const { inspectionId } = await receive(8);
      const version = await record(inspectionId, {
        result: 'fail',
        unqualifiedQty: 8,
        disposition: 'return_to_supplier',
        defectType: 'dimension',
        defectDesc: 'Burr on the sealing face <0.5 mm',
      });
      const approved = result(await approve(inspectionId, version, inspector));
      const code = String(approved.code);
      const [notice, ...more] = await noticesAbout('supplier_a', inspectionId);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        busType: 'qms_inspection',
        openPage: '/warehouse/quality-testing',
        titile: `来料检验不合格：${code} / Incoming inspection failed: ${code}`,
      });
      const body = result(
        await get(`/sys/annountCement/queryById?id=${String(notice!.id)}`, await t.login('supplier_a')),
      );
      expect(body.msgContent).toContain('Burr on the sealing face &#60;0.5 mm');
      expect(body.msgContent).toContain('退供应商');
      expect(body.msgContent).toContain('Defect type: Dimension');
      expect(await noticesAbout('supplier_b', inspectionId)).toEqual([]);
    });

    it('tells the supplier nothing about a pass, nor about a failed lot hidden from it', async () => {
      const passed = await receive(3);
      const passVersion = await record(passed.inspectionId, { result: 'pass' });
      result(await approve(passed.inspectionId, passVersion, inspector));
      const hidden = await receive(3);
      const version = await record(hidden.inspectionId, {
        result: 'fail',
        unqualifiedQty: 3,
        disposition: 'scrap',
        defectDesc: 'internal trial',
        supplierVisible: false,
      });
      expect(result(await approve(hidden.inspectionId, version, inspector))).toMatchObject({
        docStatus: 'approved',
      });
      expect(await noticesAbout('supplier_a', passed.inspectionId)).toEqual([]);
      expect(await noticesAbout('supplier_a', hidden.inspectionId)).toEqual([]);
    });
  });

  describe('what supplier users see (domain.md 4.3, 4.4 rule 2)', () => {
    it('never shows a supplier an inspection hidden from it: not in the list, and by id like a missing one', async () => {
      const shown = await receive(2);
      const hidden = await receive(2);
      await record(hidden.inspectionId, { supplierVisible: false, remark: 'trial lot' });
      const supplier = await t.login('supplier_a');
      const page = result(await get('/qms/inspection/list?pageSize=100', supplier));
      const ids = (page.records as Json[]).map((row) => row.id);
      expect(ids).toContain(shown.inspectionId);
      expect(ids).not.toContain(hidden.inspectionId);
      const byId = await get(`/qms/inspection/queryById?id=${hidden.inspectionId}`, supplier);
      const missing = await get('/qms/inspection/queryById?id=0000000000000000000000000000000', supplier);
      expect(byId).toMatchObject({ success: false });
      expect(byId.message).toBe(missing.message);
      // Internal staff still see it, with its remark.
      expect(await detail('/qms/inspection', hidden.inspectionId)).toMatchObject({
        remark: 'trial lot',
        supplierVisible: false,
      });
      const visible = await detail('/qms/inspection', shown.inspectionId, supplier);
      expect(visible).toMatchObject({ lotQty: 2, productId });
      expect(visible).not.toHaveProperty('remark');
      expect(visible).not.toHaveProperty('positionId');
    });

    it('gives a supplier the quantities of its receipts only, in list, detail and export', async () => {
      const { receiptId } = await receive(6);
      await db(t)
        .updateTable('wmsReceipt')
        .set({ remark: 'dock 3, driver late' })
        .where('id', '=', receiptId)
        .execute();
      const internal = await detail('/wms/receipt', receiptId);
      expect(internal).toMatchObject({ remark: 'dock 3, driver late', receivedBy: 'admin' });
      expect((internal.lines as Json[])[0]).toHaveProperty('positionId');

      const supplier = await t.login('supplier_a');
      const seen = await detail('/wms/receipt', receiptId, supplier);
      expect(seen).toMatchObject({ id: receiptId, code: internal.code, docStatus: 'approved' });
      for (const hidden of ['remark', 'receivedBy', 'postingId', 'approveBy', 'createBy', 'cancelRemark']) {
        expect(seen).not.toHaveProperty(hidden);
      }
      const [line] = seen.lines as Json[];
      expect(line).toMatchObject({ receivedQty: 6, productId });
      for (const hidden of ['positionId', 'batchId', 'inspectionId', 'remark', 'createBy']) {
        expect(line).not.toHaveProperty(hidden);
      }
      const page = result(await get('/wms/receipt/list?pageSize=100', supplier));
      const row = (page.records as Json[]).find((r) => r.id === receiptId)!;
      expect(row).toMatchObject({ code: internal.code });
      expect(row).not.toHaveProperty('receivedBy');
      expect(row).not.toHaveProperty('remark');
      // A filter on a withheld column does not narrow (nor probe) anything.
      const probed = result(await get('/wms/receipt/list?pageSize=100&remark=dock*', supplier));
      expect(probed.total).toBe(page.total);

      const exported = await sheetRows(
        (await t.get(`/wms/receipt/exportXls?selections=${receiptId}`, supplier)).rawPayload,
      );
      const header = exported[2] as unknown[];
      expect(header).toContain('收货单号');
      expect(header).not.toContain('收货人');
      expect(header).not.toContain('备注');
      expect(exported.flat()).not.toContain('dock 3, driver late');
    });
  });

  describe('quality master data (domain.md 3.7)', () => {
    it('lets the qc_manager keep sampling plans through Excel and standards in the form; a sampling receipt follows them', async () => {
      const plans = await workbook(
        ['方案编码', '检验水平', '批量下限', '批量上限', '样本量', '接收数', '拒收数'],
        [
          ['SP-A', 'II', 1, 50, 8, 0, 1],
          ['SP-B', 'II', 51, 500, 32, 1, 2],
        ],
      );
      expect((await importFile(t, '/qms/samplingPlan/importExcel', manager, plans)).json()).toMatchObject({
        success: true,
      });
      const exported = await sheetRows(
        (await t.get('/qms/samplingPlan/exportXls?column=lotFrom&order=asc', manager)).rawPayload,
      );
      const codeColumn = (exported[2] as unknown[]).indexOf('方案编码');
      expect(exported.slice(3).map((row) => row[codeColumn])).toEqual(['SP-A', 'SP-B']);

      const sampled = String(
        result(
          await post('/mdm/product/add', {
            code: 'RR-2',
            name: 'O-ring',
            productType: 'raw_material',
            uom: 'PCS',
            inspectionMode: 'sampling',
          }),
        ).id,
      );
      result(
        await post(
          '/qms/inspectionStandard/add',
          {
            productId: sampled,
            inspectionType: 'incoming',
            itemNo: 1,
            characteristic: 'Cross-section',
            lowerLimit: 1.9,
            upperLimit: 2.1,
            unit: 'mm',
            isKey: true,
          },
          manager,
        ),
      );

      // The inspector reads both, and keeps neither.
      expect(result(await get('/qms/samplingPlan/list', inspector)).total).toBe(2);
      expect(result(await get(`/qms/inspectionStandard/list?productId=${sampled}`, inspector)).total).toBe(1);
      const refused = await t.post(
        '/qms/samplingPlan/add',
        { code: 'SP-X', lotFrom: 501, lotTo: 900, sampleSize: 50 },
        inspector,
      );
      expect(refused.statusCode).toBe(403);

      const { inspectionId } = await receive(120, DEMO_PARTNER_IDS.supplierA, sampled);
      const opened = await detail('/qms/inspection', inspectionId);
      expect(opened).toMatchObject({ inspectionMode: 'sampling', sampleQty: 32 });
      expect(opened.items).toMatchObject([{ characteristic: 'Cross-section', lowerLimit: 1.9, isKey: true }]);
    });
  });
});
