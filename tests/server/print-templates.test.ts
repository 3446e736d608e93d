import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDateTime } from '../../server/db/datetime';
import { findPrintTemplate } from '../../server/modules/system/print-templates/print-template-routes';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

const designWithTitle = (title: string) =>
  JSON.stringify({
    version: 1,
    elements: [{ type: 'text', x: 10, y: 10, w: 150, h: 8, text: title, fontSize: 5 }],
  });

describe.each(engines)('print templates on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let picklistId: string;

  const call = async (method: 'get' | 'post' | 'put', url: string, body?: unknown, token = admin) => {
    const response = method === 'get' ? await t.get(url, token) : await t[method](url, body ?? {}, token);
    return response.json() as Json;
  };
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const insertTemplate = (tenantId: number, code: string, title: string) =>
    db(t)
      .insertInto('sysPrintTemplate')
      .values({
        id: randomUUID().replaceAll('-', '').slice(0, 32),
        tenantId,
        version: 0,
        code,
        name: `${code} of tenant ${tenantId}`,
        bizType: 'picklist',
        widthMm: 210,
        heightMm: 297,
        content: designWithTitle(title),
        remark: null,
        createBy: 'test',
        createTime: toDbDateTime(t.clock.now()),
        updateBy: null,
        updateTime: null,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const facilityId = String(
      result(
        await call('post', '/wms/facility/add', {
          code: 'PR-WH',
          name: 'Print WH',
          facilityType: 'warehouse',
        }),
      ).id,
    );
    const shelf = String(
      result(
        await call('post', '/wms/position/add', {
          facilityId,
          code: 'P-01',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    const productId = String(
      result(
        await call('post', '/mdm/product/add', {
          code: 'PRT-1',
          name: 'Printer belt',
          productType: 'spare_part',
          uom: 'PCS',
          spec: '30 mm',
        }),
      ).id,
    );
    const costCenterId = String(
      result(await call('post', '/mdm/costCenter/add', { code: 'PRCC', name: 'Print' })).id,
    );
    const receive = String(
      result(
        await call('post', '/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [{ productId, qty: 10, inPositionId: shelf }],
        }),
      ).id,
    );
    await call('post', '/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() });
    const detail = result(await call('get', `/wms/receive/queryById?id=${receive}`));
    await call('post', '/wms/receive/inbound', {
      id: receive,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty: 10 }],
    });
    const delivery = String(
      result(
        await call('post', '/wms/delivery/add', {
          outFacilityId: facilityId,
          movementTypeCode: 'other_delivery',
          costCenterId,
          lines: [{ productId, qty: 4 }],
        }),
      ).id,
    );
    await call('post', '/wms/delivery/approve', { id: delivery, version: 0, requestId: randomUUID() });
    picklistId = String(
      result(
        await call('post', '/wms/picklist/create', {
          facilityId,
          commandIds: [delivery],
          requestId: randomUUID(),
        }),
      ).id,
    );
    result(
      await call('post', '/wms/picklist/approve', { id: picklistId, version: 0, requestId: randomUUID() }),
    );
  });
  afterAll(async () => t.close());

  it('prints a picklist and its labels from their default templates with real barcodes', async () => {
    const data = result(await call('get', `/wms/picklist/printData?id=${picklistId}`));
    const document = data.document as Json;
    expect(document).toMatchObject({ facilityName: 'PR-WH Print WH', lineCount: 1 });
    expect((document.lines as Json[])[0]).toMatchObject({
      lineNo: 1,
      positionCode: 'P-01',
      productCode: 'PRT-1',
      productName: 'Printer belt',
      qty: 4,
      uom: 'PCS',
    });
    const sheet = result(
      await call('post', '/sys/printTemplate/render', { code: 'picklist', records: [document] }),
    );
    const page = (sheet.pages as string[])[0]!;
    expect(sheet).toMatchObject({ widthMm: 210, heightMm: 297 });
    expect(page).toContain(`拣货单 Picklist ${document.code}`);
    expect(page).toContain('Printer belt');
    // The picklist number in the header and the product in its line, as Code 128 symbols.
    expect((page.match(/<svg x=/g) ?? []).length).toBe(2);

    const labels = data.labels as Json[];
    expect(labels).toEqual([
      expect.objectContaining({ picklistCode: document.code, productSpec: '30 mm', qty: 4 }),
    ]);
    const printed = result(
      await call('post', '/sys/printTemplate/render', { code: 'picklist_label', records: labels }),
    );
    expect(printed).toMatchObject({ widthMm: 100, heightMm: 70 });
    expect((printed.pages as string[])[0]).toContain('数量 Qty: 4 PCS');

    result(await call('post', '/wms/picklist/printed', { id: picklistId }));
    expect(result(await call('get', `/wms/picklist/queryById?id=${picklistId}`)).printCount).toBe(1);
  });

  it('prints what the designer saved', async () => {
    const [row] =
      (result(await call('get', '/sys/printTemplate/list?code=picklist')).records as Json[]) ?? [];
    const edited = await call('put', '/sys/printTemplate/edit', {
      id: row!.id,
      version: row!.version,
      content: designWithTitle('Edited pick sheet {{code}}'),
    });
    expect(edited.success).toBe(true);
    const document = result(await call('get', `/wms/picklist/printData?id=${picklistId}`)).document as Json;
    const sheet = result(
      await call('post', '/sys/printTemplate/render', { code: 'picklist', records: [document] }),
    );
    expect((sheet.pages as string[])[0]).toContain(`Edited pick sheet ${document.code}`);
  });

  it("finds a template by code in the caller's tenant first, then the shared default, never another tenant's", async () => {
    await insertTemplate(1, 'picklist', 'Tenant one sheet');
    await insertTemplate(2, 'secret_sheet', 'Tenant two sheet');
    expect((await findPrintTemplate(db(t), 1, 'picklist'))?.name).toBe('picklist of tenant 1');
    expect((await findPrintTemplate(db(t), 0, 'picklist'))?.tenantId).toBe(0);
    expect((await findPrintTemplate(db(t), 1, 'package_label'))?.tenantId).toBe(0);
    expect(await findPrintTemplate(db(t), 1, 'secret_sheet')).toBeUndefined();

    const t1 = await t.login('t1_clerk');
    const own = result(
      await call('post', '/sys/printTemplate/render', { code: 'picklist', records: [{}] }, t1),
    );
    expect((own.pages as string[])[0]).toContain('Tenant one sheet');
    const other = await call(
      'post',
      '/sys/printTemplate/render',
      { code: 'secret_sheet', records: [{}] },
      t1,
    );
    expect(other).toMatchObject({ success: false, message: '打印模板不存在：secret_sheet' });
    const choices = (await call('get', '/sys/printTemplate/choices?bizType=picklist', undefined, t1)).result;
    expect(choices).toEqual([
      { code: 'picklist', name: 'picklist of tenant 1', widthMm: 210, heightMm: 297 },
    ]);
    const shared = (await call('get', '/sys/printTemplate/choices?bizType=package_label')).result;
    expect(shared).toEqual([{ code: 'package_label', name: '包装标签 100×70', widthMm: 100, heightMm: 70 }]);
  });
});
