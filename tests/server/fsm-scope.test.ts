import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { departId } from '../../server/db/seed/demo-data';
import { menuId } from '../../server/db/seed/system-data';
import {
  addDataRule,
  addPendingRequest,
  addProjectWithStage,
  addWarehouse,
  type Json,
  jsonApi,
  pageGrant,
  receiveOnPosition,
  resultOf,
} from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

const PASSWORD = 'Scope#2024';
const NOT_FOUND = '未找到对应实体';
const DOC_NOT_FOUND = '单据不存在';
const FSM_PAGES = [
  'fsm.sparePartRequest',
  'fsm.oaInterface',
  'fsm.ecnWorkOrder',
  'fsm.projectStage',
  'fsm.sparePartQuery',
  'fsm.inventoryQuery',
];

/**
 * domain.md 4.4 on the hand-written field-service routes: the data rules of the page's menu hide a row
 * from its list, its detail and actions ("not found") and its export, as on the generic routes; the stock
 * pages also keep an engineer to his team's facilities (rule 3).
 */
describe.each(engines)('data scope of the field-service routes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let office: string;
  let engineer: string;
  let roleId: string;
  const facilities: Record<string, string> = {};

  const result = resultOf;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const listed = async (url: string, token: string, column: string) =>
    (result(await get(url, token)).records as Json[]).map((row) => row[column]);
  const exported = async (url: string, token: string) =>
    (await sheetRows((await t.get(url, token)).rawPayload)).flat();
  /** A data rule on the page's menu, chosen on the role both test users hold. */
  const ruleOnPage = async (page: string, ruleColumn: string, ruleConditions: string, ruleValue: string) => {
    const permissionId = menuId(page);
    const ruleId = await addDataRule(api, permissionId, {
      ruleName: `${page}-${ruleColumn}`,
      ruleColumn,
      ruleConditions,
      ruleValue,
    });
    result(await post('/sys/role/datarule', { permissionId, roleId, dataRuleIds: ruleId }));
  };
  const addUser = async (username: string) => {
    result(
      await post('/sys/user/add', {
        username,
        realname: username,
        password: PASSWORD,
        selectedroles: roleId,
        selecteddeparts: departId('A01A02'),
      }),
    );
    const row = await db(t)
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    roleId = String(result(await post('/sys/role/add', { roleName: '现场范围', roleCode: 'fsm_scope' })).id);
    result(
      await post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: FSM_PAGES.flatMap(pageGrant).join(','),
        lastpermissionIds: '',
      }),
    );
    await addUser('fsm_office');
    const engineerId = await addUser('fsm_engineer');
    office = await t.login('fsm_office', PASSWORD);
    engineer = await t.login('fsm_engineer', PASSWORD);

    // Stock of one spare part in three facilities; the FSM service store reserves from the first two.
    const productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'FSC-1',
          name: '备件',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    for (const code of ['FSC-A', 'FSC-B', 'FSC-C']) {
      const place = await addWarehouse(api, { code, name: code }, `${code}-1`);
      facilities[code] = place.facilityId;
      await receiveOnPosition(api, place, productId, 4);
    }
    result(
      await post('/mdm/productStore/add', {
        code: 'FSC-STORE',
        name: 'FSM store',
        storeType: 'fsm_service',
        defaultFacilityId: facilities['FSC-A'],
        facilities: [{ facilityId: facilities['FSC-A'] }, { facilityId: facilities['FSC-B'] }],
      }),
    );
    result(
      await post('/mdm/team/add', {
        code: 'FSC-T',
        name: 'Field team',
        teamType: 'fsm_service',
        members: [{ userId: engineerId }],
      }),
    );
  });
  afterAll(async () => t.close());

  it('hides a spare-part request outside the rules from list, detail, approve, cancel and export', async () => {
    const ids: Record<string, string> = {};
    for (const fsmCode of ['FSM-SEEN', 'FSM-HIDDEN']) ids[fsmCode] = await addPendingRequest(t, fsmCode);
    await ruleOnPage('fsm.sparePartRequest', 'fsmCode', '=', 'FSM-SEEN');

    expect(await listed('/fsm/sparePartRequest/list', office, 'fsmCode')).toEqual(['FSM-SEEN']);
    const hidden = ids['FSM-HIDDEN']!;
    expect((await get(`/fsm/sparePartRequest/queryById?id=${hidden}`, office)).message).toBe(NOT_FOUND);
    const action = { id: hidden, version: 0, requestId: randomUUID() };
    expect((await post('/fsm/sparePartRequest/approve', action, office)).message).toBe(DOC_NOT_FOUND);
    expect(
      (
        await post(
          '/fsm/sparePartRequest/cancel',
          { ...action, requestId: randomUUID(), remark: 'x' },
          office,
        )
      ).message,
    ).toBe(DOC_NOT_FOUND);
    const sheet = await exported('/fsm/sparePartRequest/exportXls', office);
    expect(sheet).toContain('FSM-SEEN');
    expect(sheet).not.toContain('FSM-HIDDEN');

    const cancelled = await post(
      '/fsm/sparePartRequest/cancel',
      { id: ids['FSM-SEEN'], version: 0, requestId: randomUUID(), remark: 'duplicate' },
      office,
    );
    expect(result(cancelled).docStatus).toBe('cancelled');
    expect(result(await get(`/fsm/sparePartRequest/queryById?id=${hidden}`)).docStatus).toBe('pending');
  });

  it('hides an ECN work order outside the rules from list, its transitions, items done and export', async () => {
    const orders: Record<string, { id: string; itemId: string }> = {};
    for (const ecnNo of ['ECN-SEEN', 'ECN-HIDDEN']) {
      const id = String(
        result(
          await post('/fsm/ecnWorkOrder/add', {
            ecnNo,
            title: `Retrofit ${ecnNo}`,
            items: [{ serialNo: `SN-${ecnNo}` }],
          }),
        ).id,
      );
      result(await post('/fsm/ecnWorkOrder/approve', { id, version: 0, requestId: randomUUID() }));
      const detail = result(await get(`/fsm/ecnWorkOrder/queryById?id=${id}`));
      orders[ecnNo] = { id, itemId: String((detail.items as Json[])[0]!.id) };
    }
    await ruleOnPage('fsm.ecnWorkOrder', 'ecnNo', '=', 'ECN-SEEN');

    expect(await listed('/fsm/ecnWorkOrder/list', office, 'ecnNo')).toEqual(['ECN-SEEN']);
    const hidden = orders['ECN-HIDDEN']!;
    expect((await get(`/fsm/ecnWorkOrder/queryById?id=${hidden.id}`, office)).message).toBe(NOT_FOUND);
    const done = (order: { id: string; itemId: string }) =>
      post(
        '/fsm/ecnWorkOrder/itemsDone',
        { id: order.id, version: 1, requestId: randomUUID(), itemIds: [order.itemId] },
        office,
      );
    expect((await done(hidden)).message).toBe(DOC_NOT_FOUND);
    expect(
      (
        await post(
          '/fsm/ecnWorkOrder/cancelApproval',
          { id: hidden.id, version: 1, requestId: randomUUID() },
          office,
        )
      ).message,
    ).toBe(DOC_NOT_FOUND);
    const sheet = await exported('/fsm/ecnWorkOrder/exportXls', office);
    expect(sheet).toContain('ECN-SEEN');
    expect(sheet).not.toContain('ECN-HIDDEN');

    expect(result(await done(orders['ECN-SEEN']!)).fulfilStatus).toBe('completed');
    expect(result(await get(`/fsm/ecnWorkOrder/queryById?id=${hidden.id}`)).fulfilStatus).toBe('unexecuted');
  });

  it('hides an interface message outside the rules from list, ignore and export', async () => {
    const ids: Record<string, string> = {};
    for (const fsmCode of ['OA-SEEN', 'OA-HIDDEN']) {
      ids[fsmCode] = newId();
      await db(t)
        .insertInto('fsmOaInterface')
        .values({
          id: ids[fsmCode],
          tenantId: 0,
          direction: 'outbound',
          bizType: 'spare_part_approval',
          fsmCode,
          syncStatus: 'failed',
          retryCount: 3,
        } as never)
        .execute();
    }
    await ruleOnPage('fsm.oaInterface', 'fsmCode', '=', 'OA-SEEN');

    expect(await listed('/fsm/oaInterface/list', office, 'fsmCode')).toEqual(['OA-SEEN']);
    const ignore = (id: string) =>
      post(
        '/fsm/oaInterface/ignore',
        { id, version: 0, requestId: randomUUID(), remark: 'handled by phone' },
        office,
      );
    expect((await ignore(ids['OA-HIDDEN']!)).message).toBe(DOC_NOT_FOUND);
    const sheet = await exported('/fsm/oaInterface/exportXls', office);
    expect(sheet).toContain('OA-SEEN');
    expect(sheet).not.toContain('OA-HIDDEN');

    expect(result(await ignore(ids['OA-SEEN']!)).syncStatus).toBe('ignored');
    const hidden = result(await get(`/fsm/oaInterface/queryById?id=${ids['OA-HIDDEN']}`));
    expect(hidden.syncStatus).toBe('failed');
  });

  it('counts only the project stages the rules show, on the page and in the export', async () => {
    for (const regionCode of ['R-SEEN', 'R-HIDDEN']) {
      await addProjectWithStage(t, { code: `PRJ-${regionCode}`, name: regionCode, regionCode });
    }
    const regions = async (token: string) =>
      (
        (result(await get('/fsm/projectStage/statistics', token)) as unknown as Json[]).map(
          (row) => row.regionCode,
        ) as string[]
      ).filter((region) => region?.startsWith('R-'));
    expect((await regions(office)).sort()).toEqual(['R-HIDDEN', 'R-SEEN']);

    await ruleOnPage('fsm.projectStage', 'regionCode', '=', 'R-SEEN');
    expect(await regions(office)).toEqual(['R-SEEN']);
    const sheet = await exported('/fsm/projectStage/statistics/exportXls', office);
    expect(sheet).toContain('R-SEEN');
    expect(sheet).not.toContain('R-HIDDEN');
    expect((await get('/fsm/projectStage/list?regionCode=R-HIDDEN', office)).result).toMatchObject({
      total: 0,
    });
    expect((await regions(admin)).sort()).toEqual(['R-HIDDEN', 'R-SEEN']);
  });

  it("keeps the stock pages to the rules' facilities and an engineer to his team's as well", async () => {
    const stockFacilities = async (token: string, query = '') =>
      (
        result(await get(`/fsm/inventoryQuery/list?product=FSC-1&pageSize=50${query}`, token))
          .records as Json[]
      )
        .map((row) => row.facilityId)
        .sort();
    const partFacilities = async (token: string) => {
      const parts = result(await get('/fsm/sparePartQuery/list?product=FSC', token)).records as Json[];
      return (parts[0]!.facilities as Json[]).map((row) => row.facilityId).sort();
    };
    const { 'FSC-A': a, 'FSC-B': b, 'FSC-C': c } = facilities as Record<string, string>;
    expect(await stockFacilities(office)).toEqual([a, b, c].sort());
    // domain.md 4.4 rule 3: the engineer sees the FSM store's facilities (and his team's custody, empty).
    expect(await stockFacilities(engineer)).toEqual([a, b].sort());

    await ruleOnPage('fsm.inventoryQuery', 'facilityId', 'IN', `${a},${c}`);
    await ruleOnPage('fsm.sparePartQuery', 'facilityId', 'IN', `${a},${c}`);
    expect(await stockFacilities(office)).toEqual([a, c].sort());
    expect(await stockFacilities(office, `&facilityId=${b}`)).toEqual([]);
    expect(await stockFacilities(engineer)).toEqual([a]);
    expect(await partFacilities(office)).toEqual([a, c].sort());
    expect(await partFacilities(engineer)).toEqual([a]);
    expect(await stockFacilities(admin)).toEqual([a, b, c].sort());
  });
});
