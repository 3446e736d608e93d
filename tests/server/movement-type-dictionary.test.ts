import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { MOVEMENT_TYPE_DICT, movementTypeDict } from '../../src/domain/warehouse/command';
import { sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

/** domain.md 5: movement types are the `movement_type` table dictionary, shown and chosen by name. */
describe.each(engines)('movement type table dictionary on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let productId: string;
  let commandId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => t.close());

  const post = async (url: string, body: unknown, headers?: Record<string, string>) =>
    (await t.post(url, body, admin, headers)).json() as Json;
  const get = async (url: string, headers?: Record<string, string>) =>
    (await t.get(url, admin, headers)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const values = (options: unknown) => (options as { value: string }[]).map((o) => o.value);
  const receive = (movementTypeCode: string, headers?: Record<string, string>) =>
    post(
      '/wms/receive/add',
      { movementTypeCode, inFacilityId: facilityId, lines: [{ productId, qty: 1 }] },
      headers,
    );

  it('serves the movement types by name in the session language, narrowed per command type', async () => {
    const zh = result(await get(`/sys/dict/getDictItems/${encodeURIComponent(MOVEMENT_TYPE_DICT)}`));
    expect(zh).toContainEqual({ value: 'defect_replace', text: '坏件更换', title: '坏件更换' });
    expect(values(zh)).toContain('transit_writeoff');
    const en = result(
      await get(`/sys/dict/getDictItems/${encodeURIComponent(movementTypeDict('receive'))}`, {
        'x-locale': 'en_US',
      }),
    );
    expect(en).toEqual([
      { value: 'return', text: 'Return', title: 'Return' },
      { value: 'other_receipt', text: 'Other receipt', title: 'Other receipt' },
    ]);
    const service = result(
      await get(`/sys/dict/getDictItems/${encodeURIComponent(movementTypeDict('service_delivery'))}`),
    );
    expect(values(service).sort()).toEqual(['defect_replace', 'good_replace']);
  });

  it('stores the code and lists it with the name of the page language', async () => {
    facilityId = String(
      result(
        await post('/wms/facility/add', { code: 'MT-WH', name: 'MT warehouse', facilityType: 'warehouse' }),
      ).id,
    );
    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'MT-P1',
          name: '移动类型件',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    commandId = String(result(await receive('other_receipt')).id);
    const zh = result(await get('/wms/receive/list'));
    const row = (zh.records as Json[]).find((r) => r.id === commandId);
    expect(row).toMatchObject({ movementTypeCode: 'other_receipt', movementTypeCode_dictText: '其他入库' });
    const en = result(await get('/wms/receive/list', { 'x-locale': 'en_US' }));
    expect((en.records as Json[]).find((r) => r.id === commandId)).toMatchObject({
      movementTypeCode: 'other_receipt',
      movementTypeCode_dictText: 'Other receipt',
    });
    const detail = result(await get(`/wms/receive/queryById?id=${commandId}`, { 'x-locale': 'en_US' }));
    expect(detail.movementTypeCode_dictText).toBe('Other receipt');
  });

  it('exports the movement type by name', async () => {
    const file = await t.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/wms/receive/exportXls`,
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetRows(file.rawPayload);
    const header = sheet.find((r) => r.includes('移动类型'))!;
    const column = header.indexOf('移动类型');
    const body = sheet.slice(sheet.indexOf(header) + 1);
    expect(body.map((r) => r[column])).toContain('其他入库');
    expect(body.map((r) => r[column])).not.toContain('other_receipt');
  });

  it('refuses a code outside the table or outside the command type with a localised field error', async () => {
    const unknown = await receive('no_such_type');
    expect(unknown).toMatchObject({ success: false });
    expect(unknown.message).toContain('移动类型的值“no_such_type”不在字典中');
    const english = await receive('no_such_type', { 'x-locale': 'en_US' });
    expect(english.message).toContain('Movement type: "no_such_type" is not a dictionary value');
    const otherKind = await receive('offline_borrow');
    expect(otherKind.message).toContain('移动类型的值“offline_borrow”不在字典中');
  });

  it('lists spare-part requests by movement type name and takes only service delivery ones', async () => {
    const id = newId();
    await db(t)
      .insertInto('fsmSparePartRequest')
      .values({
        id,
        tenantId: 0,
        code: 'SP-MT1',
        docStatus: 'pending',
        fulfilStatus: 'unexecuted',
        version: 0,
        fsmCode: 'MT-FSM-1',
        movementTypeCode: 'good_replace',
        createTime: new Date().toISOString(),
      } as never)
      .execute();
    const page = result(await get('/fsm/sparePartRequest/list', { 'x-locale': 'en_US' }));
    expect((page.records as Json[]).find((r) => r.id === id)).toMatchObject({
      movementTypeCode: 'good_replace',
      movementTypeCode_dictText: 'Replacement by good part',
    });
    const edit = (movementTypeCode: string) =>
      t.put('/fsm/sparePartRequest/edit', { id, version: 0, movementTypeCode }, admin);
    const refused = (await edit('scrap_out')).json() as Json;
    expect(refused).toMatchObject({ success: false });
    expect(refused.message).toContain('移动类型的值“scrap_out”不在字典中');
    expect(((await edit('defect_replace')).json() as Json).success).toBe(true);
  });
});
