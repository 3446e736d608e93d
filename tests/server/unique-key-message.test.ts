import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, workbook } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

/**
 * A unique key over several fields (product facility settings: product + facility) refused on add, edit
 * and import names every field of the key and the referenced rows by code and name, never by id.
 */
describe.each(engines)('unique key messages on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let productId: string;
  let facilityId: string;
  let otherFacilityId: string;

  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const settings = (facility: string) => ({ productId, facilityId: facility, minQty: 1 });
  const errorsOf = (body: Json) => (body.result as { errors: Json[] }).errors;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    productId = String(
      result(
        (
          await t.post(
            '/mdm/product/add',
            { code: 'UKM-1', name: '六角螺栓', productType: 'spare_part', uom: 'PCS' },
            admin,
          )
        ).json(),
      ).id,
    );
    const facility = async (code: string, name: string) =>
      String(
        result((await t.post('/wms/facility/add', { code, name, facilityType: 'warehouse' }, admin)).json())
          .id,
      );
    facilityId = await facility('UKM-W', '中央仓库');
    otherFacilityId = await facility('UKM-V', '区域仓库');
    result((await t.post('/mdm/productFacility/add', settings(facilityId), admin)).json());
  });
  afterAll(async () => t.close());

  it('names the product and facility of a taken key in Chinese and English, not their ids', async () => {
    const zh = (await t.post('/mdm/productFacility/add', settings(facilityId), admin)).json() as Json;
    expect(zh.success).toBe(false);
    expect(errorsOf(zh)).toEqual([
      { field: 'productId', message: '产品、仓库为“UKM-1 六角螺栓 / UKM-W 中央仓库”的记录已存在' },
    ]);
    expect(String(zh.message)).not.toContain(productId);
    expect(String(zh.message)).not.toContain(facilityId);

    const en = (
      await t.post('/mdm/productFacility/add', settings(facilityId), admin, { 'x-locale': 'en_US' })
    ).json() as Json;
    expect(errorsOf(en)).toEqual([
      {
        field: 'productId',
        message: 'A record with Product, Facility "UKM-1 六角螺栓 / UKM-W 中央仓库" already exists',
      },
    ]);
  });

  it('says the same when an edit moves a row onto a taken key', async () => {
    const other = result((await t.post('/mdm/productFacility/add', settings(otherFacilityId), admin)).json());
    const edit = (
      await t.put('/mdm/productFacility/edit', { id: other.id, version: other.version, facilityId }, admin)
    ).json() as Json;
    expect(errorsOf(edit)[0]!.message).toBe('产品、仓库为“UKM-1 六角螺栓 / UKM-W 中央仓库”的记录已存在');
  });

  it('names the values of a key repeated inside one imported file', async () => {
    const file = await workbook(
      ['产品', '仓库', '最低库存'],
      [
        ['六角螺栓', '区域仓库', 2],
        ['六角螺栓', '区域仓库', 3],
      ],
    );
    const answer = (await importFile(t, '/mdm/productFacility/importExcel', admin, file)).json() as Json;
    expect(answer.success).toBe(false);
    expect(JSON.stringify(answer)).toContain('产品、仓库为“UKM-1 六角螺栓 / UKM-V 区域仓库”的记录已存在');
    expect(JSON.stringify(answer)).not.toContain(productId);
  });
});
