import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('receiving, quality testing and supplier returns on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let shelf: string;
  let inspected: string;
  let exempt: string;

  const post = async (url: string, body: unknown, token = admin) =>
    (await t.post(url, body, token)).json() as Json;
  const get = async (url: string, token = admin) => (await t.get(url, token)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const detail = async (base: string, id: string) => result(await get(`${base}/queryById?id=${id}`));
  /** On hand by position code and quality, from the inventory page's query. */
  const stock = async (productId: string) => {
    const page = result(
      await get(`/wms/inventory/list?facilityId=${facilityId}&productId=${productId}&pageSize=100`),
    );
    return Object.fromEntries(
      (page.records as Json[]).map((row) => [
        `${row.positionId_dictText ?? row.positionCode}|${row.qualityStatus}`,
        [row.onhandQty, row.promiseQty],
      ]),
    );
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
    facilityId = String(
      result(
        await post('/wms/facility/add', { code: 'RQ-WH', name: 'Receiving WH', facilityType: 'warehouse' }),
      ).id,
    );
    shelf = String(
      result(
        await post('/wms/position/add', {
          facilityId,
          code: 'S-1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
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
});
