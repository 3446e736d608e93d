import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { departId } from '../../server/db/seed/demo-data';
import { buttonId, menuId } from '../../server/db/seed/system-data';
import { menuByKey } from '../../src/domain/system/menu';
import { addPendingRequest } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

const PASSWORD = 'Field#2024';
const NOT_FOUND = '未找到对应实体';
const PAGES = [
  'inventory.receive',
  'inventory.transfer',
  'wms.inventory',
  'fsm.sparePartRequest',
  'fsm.serviceContract',
];

function pageGrant(key: string): string[] {
  const menu = menuByKey(key)!;
  return [menuId(key), ...(menu.buttons ?? []).map((button) => buttonId(key, button.perms))];
}

/**
 * domain.md 4.4 rule 3 on the generic routes: a user of type `engineer` reaches the commands and balances
 * of his team's custody facility and the FSM service store's facilities, the spare-part requests of his
 * team, and never a price or an amount; an office user with the same role sees the whole tenant.
 */
describe.each(engines)('field staff scope of the generic routes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let office: string;
  let engineer: string;
  let engineerId: string;
  let productId: string;
  const facilities: Record<string, string> = {};
  const positions: Record<string, string> = {};
  const teams: Record<string, string> = {};
  const transfers: Record<string, string> = {};

  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const post = async (url: string, body: unknown, token = admin) =>
    (await t.post(url, body, token)).json() as Json;
  const get = async (url: string, token = admin) => (await t.get(url, token)).json() as Json;
  const records = async (url: string, token: string) => result(await get(url, token)).records as Json[];
  const sheet = async (url: string, token: string) => sheetRows((await t.get(url, token)).rawPayload);
  const addUser = async (username: string, roleId: string, userType: string) => {
    result(
      await post('/sys/user/add', {
        username,
        realname: username,
        password: PASSWORD,
        userType,
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
  const addTransfer = (from: string, to: string, token = admin) =>
    post(
      '/wms/transfer/add',
      {
        movementTypeCode: 'internal_transfer',
        outFacilityId: from,
        inFacilityId: to,
        lines: [{ productId, qty: 1, unitPrice: 12.5 }],
      },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const roleId = String(
      result(await post('/sys/role/add', { roleName: '现场人员', roleCode: 'field' })).id,
    );
    result(
      await post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: PAGES.flatMap(pageGrant).join(','),
        lastpermissionIds: '',
      }),
    );
    await addUser('field_office', roleId, 'internal');
    engineerId = await addUser('field_engineer', roleId, 'engineer');
    office = await t.login('field_office', PASSWORD);
    engineer = await t.login('field_engineer', PASSWORD);

    productId = String(
      result(
        await post('/mdm/product/add', {
          code: 'FLD-1',
          name: '备件',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    for (const code of ['FLD-S', 'FLD-X', 'FLD-Y']) {
      const facilityId = String(
        result(await post('/wms/facility/add', { code, name: code, facilityType: 'warehouse' })).id,
      );
      facilities[code] = facilityId;
      positions[code] = String(
        result(
          await post('/wms/position/add', {
            facilityId,
            code: `${code}-1`,
            positionType: 'storage',
            allocatable: true,
          }),
        ).id,
      );
      const receive = String(
        result(
          await post('/wms/receive/add', {
            movementTypeCode: 'other_receipt',
            inFacilityId: facilityId,
            remark: `receive ${code}`,
            lines: [{ productId, qty: 3, unitPrice: 7, inPositionId: positions[code] }],
          }),
        ).id,
      );
      result(await post('/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() }));
      const detail = result(await get(`/wms/receive/queryById?id=${receive}`));
      result(
        await post('/wms/receive/inbound', {
          id: receive,
          version: detail.version,
          requestId: randomUUID(),
          lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty: 3 }],
        }),
      );
    }
    // The FSM service store reserves from FLD-S only; the engineer's team gets a custody facility.
    result(
      await post('/mdm/productStore/add', {
        code: 'FLD-STORE',
        name: 'Field store',
        storeType: 'fsm_service',
        defaultFacilityId: facilities['FLD-S'],
        facilities: [{ facilityId: facilities['FLD-S'] }],
      }),
    );
    for (const [code, members] of [
      ['FLD-T', [{ userId: engineerId }]],
      ['FLD-U', []],
    ] as const) {
      teams[code] = String(
        result(await post('/mdm/team/add', { code, name: code, teamType: 'fsm_service', members })).id,
      );
    }
    const custody = await db(t)
      .selectFrom('mdmTeam')
      .select('custodyFacilityId')
      .where('id', '=', teams['FLD-T']!)
      .executeTakeFirstOrThrow();
    facilities.custody = String(custody.custodyFacilityId);

    const [s, x, y, c] = ['FLD-S', 'FLD-X', 'FLD-Y', 'custody'].map((key) => facilities[key]!) as [
      string,
      string,
      string,
      string,
    ];
    for (const [name, from, to] of [
      ['fromStore', s, x],
      ['toCustody', x, c],
      ['elsewhere', x, y],
    ] as const) {
      transfers[name] = String(result(await addTransfer(from, to)).id);
    }
  });
  afterAll(async () => t.close());

  it('lists, details and exports only the commands touching his facilities', async () => {
    const codes = async (token: string) =>
      (await records('/wms/transfer/list?pageSize=50', token)).map((row) => row.id).sort();
    const [fromStore, toCustody, elsewhere] = ['fromStore', 'toCustody', 'elsewhere'].map(
      (key) => transfers[key]!,
    ) as [string, string, string];
    expect(await codes(office)).toEqual([fromStore, toCustody, elsewhere].sort());
    expect(await codes(engineer)).toEqual([fromStore, toCustody].sort());
    // A filter cannot widen the scope.
    expect(await records(`/wms/transfer/list?outFacilityId=${facilities['FLD-X']}`, engineer)).toHaveLength(
      1,
    );

    expect((await get(`/wms/transfer/queryById?id=${elsewhere}`, engineer)).message).toBe(NOT_FOUND);
    const seen = result(await get(`/wms/transfer/queryById?id=${toCustody}`, engineer));
    expect(seen.outFacilityId).toBe(facilities['FLD-X']);
    const line = (seen.lines as Json[])[0]!;
    expect(line.qty).toBe(1);
    expect(line).not.toHaveProperty('unitPrice');
    const full = result(await get(`/wms/transfer/queryById?id=${toCustody}`, office));
    expect((full.lines as Json[])[0]!.unitPrice).toBe(12.5);

    const codeOf = async (id: string) => String(result(await get(`/wms/transfer/queryById?id=${id}`)).code);
    const exported = (await sheet('/wms/transfer/exportXls', engineer)).flat();
    expect(exported).toContain(await codeOf(fromStore));
    expect(exported).toContain(await codeOf(toCustody));
    expect(exported).not.toContain(await codeOf(elsewhere));

    const receipts = await records('/wms/receive/list?pageSize=50', engineer);
    expect(receipts.map((row) => row.remark)).toEqual(['receive FLD-S']);
  });

  it('refuses to file or change a command outside his facilities', async () => {
    const outside = await addTransfer(facilities['FLD-X']!, facilities['FLD-Y']!, engineer);
    expect(outside.success).toBe(false);
    expect(outside.code).toBe(510);
    const inside = result(await addTransfer(facilities['FLD-S']!, facilities.custody!, engineer));
    expect(inside.outFacilityId).toBe(facilities['FLD-S']);
    expect((inside.lines as Json[])[0]).not.toHaveProperty('unitPrice');
    const edit = await t.put(
      '/wms/transfer/edit',
      { id: transfers.elsewhere, version: 0, remark: 'mine now' },
      engineer,
    );
    expect((edit.json() as Json).message).toBe(NOT_FOUND);
  });

  it('shows only the balances of his facilities on the inventory page and its export', async () => {
    const balanceFacilities = async (token: string) =>
      [
        ...new Set(
          (await records('/wms/inventory/list?product=FLD-1&pageSize=50', token)).map(
            (row) => row.facilityId,
          ),
        ),
      ].sort();
    const [s, x, y] = ['FLD-S', 'FLD-X', 'FLD-Y'].map((key) => facilities[key]!) as [string, string, string];
    expect(await balanceFacilities(office)).toEqual([s, x, y].sort());
    expect(await balanceFacilities(engineer)).toEqual([s]);
    expect(await records(`/wms/inventory/list?product=FLD-1&facilityId=${x}`, engineer)).toEqual([]);
    const exported = (await sheet('/wms/inventory/exportXls?product=FLD-1', engineer)).flat();
    expect(exported).toContain('FLD-S');
    expect(exported).not.toContain('FLD-X');
    expect(exported).not.toContain('FLD-Y');
  });

  it("shows the spare-part requests of his team or filed for him, no other team's", async () => {
    const ids: Record<string, string> = {};
    for (const [fsmCode, teamId, engineerUserId] of [
      ['FLD-OWN-TEAM', teams['FLD-T'], null],
      ['FLD-FOR-HIM', null, engineerId],
      ['FLD-OTHER', teams['FLD-U'], null],
    ] as const) {
      ids[fsmCode] = await addPendingRequest(t, fsmCode, { teamId, engineerUserId });
    }
    const listed = async (token: string) =>
      (await records('/fsm/sparePartRequest/list?fsmCode=FLD-*&pageSize=50', token))
        .map((row) => row.fsmCode)
        .sort();
    expect(await listed(office)).toEqual(['FLD-FOR-HIM', 'FLD-OTHER', 'FLD-OWN-TEAM']);
    expect(await listed(engineer)).toEqual(['FLD-FOR-HIM', 'FLD-OWN-TEAM']);
    expect((await get(`/fsm/sparePartRequest/queryById?id=${ids['FLD-OTHER']}`, engineer)).message).toBe(
      NOT_FOUND,
    );
    const exported = (await sheet('/fsm/sparePartRequest/exportXls', engineer)).flat();
    expect(exported).toContain('FLD-OWN-TEAM');
    expect(exported).not.toContain('FLD-OTHER');
  });

  it('never hands him a price or an amount: list, detail, export, filter', async () => {
    const id = newId();
    await db(t)
      .insertInto('fsmServiceContract')
      .values({
        id,
        tenantId: 0,
        code: 'FLD-SC',
        customerId: 'none',
        contractType: 'warranty',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        amount: 9_876_500,
        currency: 'CNY',
        contractStatus: 'active',
        version: 0,
      } as never)
      .execute();
    const [row] = await records('/fsm/serviceContract/list?code=FLD-SC', engineer);
    expect(row).toMatchObject({ id, code: 'FLD-SC' });
    expect(row).not.toHaveProperty('amount');
    expect(result(await get(`/fsm/serviceContract/queryById?id=${id}`, engineer))).not.toHaveProperty(
      'amount',
    );
    expect(result(await get(`/fsm/serviceContract/queryById?id=${id}`, office)).amount).toBe(98765);
    // A filter on the withheld column is ignored, not an oracle for its value.
    expect(await records('/fsm/serviceContract/list?code=FLD-SC&amount=1', engineer)).toHaveLength(1);
    const [header] = (await sheet('/fsm/serviceContract/exportXls?code=FLD-SC', engineer)).slice(2);
    expect(header).toContain('合同编号');
    expect(header).not.toContain('合同金额');
    const [officeHeader] = (await sheet('/fsm/serviceContract/exportXls?code=FLD-SC', office)).slice(2);
    expect(officeHeader).toContain('合同金额');
  });
});
