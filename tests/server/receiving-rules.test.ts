import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS, roleId } from '../../server/db/seed/demo-data';
import { qualityErrorCatalogue } from '../../src/domain/quality/quality-errors';
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
  const receive = async (lotQty: number, partnerId: string = DEMO_PARTNER_IDS.supplierA) => {
    const id = String(
      result(
        await post('/wms/receipt/add', {
          partnerId,
          facilityId,
          lines: [{ productId, receivedQty: lotQty }],
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
});
