import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId } from '../../server/db/seed/demo-data';
import { menuId } from '../../server/db/seed/system-data';
import { addDataRule, type Json, jsonApi, pageGrant, resultOf } from './api-fixtures';
import { del, sheetRows } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

const PASSWORD = 'Rules#2024';
const NOT_FOUND = '未找到对应实体';
const DOC_NOT_FOUND = '单据不存在';

describe.each(engines)('data rules of internal staff on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let roleId: string;
  const tokens: Record<string, string> = {};
  const products: Record<string, string> = {};
  const rules: Record<string, string> = {};
  const productMenu = menuId('mdm.product');
  const deliveryMenu = menuId('inventory.delivery');
  const inventoryMenu = menuId('wms.inventory');
  const granted = [
    ...pageGrant('mdm.product'),
    ...pageGrant('inventory.delivery'),
    ...pageGrant('wms.inventory'),
  ];

  const result = resultOf;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const codes = async (url: string, token: string) =>
    ((result(await get(url, token)).records as Json[]).map((row) => row.code) as string[]).sort();

  const addRule = async (
    permissionId: string,
    ruleName: string,
    ruleColumn: string,
    ruleConditions: string,
    ruleValue: string,
  ) => {
    rules[ruleName] = await addDataRule(api, permissionId, {
      ruleName,
      ruleColumn,
      ruleConditions,
      ruleValue,
    });
  };
  /** The role's chosen rules on a menu (the role page's data rule drawer). */
  const chooseRules = async (permissionId: string, ...names: string[]) =>
    result(
      await post('/sys/role/datarule', {
        permissionId,
        roleId,
        dataRuleIds: names.map((name) => rules[name]).join(','),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    roleId = String(
      result(await post('/sys/role/add', { roleName: '规则测试', roleCode: 'rule_tester' })).id,
    );
    result(
      await post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: granted.join(','),
        lastpermissionIds: '',
      }),
    );
    // Three clerks: a department, one below it, and a sibling department.
    for (const [username, orgCode] of [
      ['rule_lead', 'A01A02'],
      ['rule_child', 'A01A02A01'],
      ['rule_other', 'A01A01'],
    ] as const) {
      result(
        await post('/sys/user/add', {
          username,
          realname: username,
          password: PASSWORD,
          selectedroles: roleId,
          selecteddeparts: departId(orgCode),
        }),
      );
      tokens[username] = await t.login(username, PASSWORD);
      for (const suffix of ['1', '2']) {
        const code = `${username}-${suffix}`;
        const added = result(
          await post(
            '/mdm/product/add',
            { code, name: code, productType: 'spare_part', uom: 'PCS' },
            tokens[username],
          ),
        );
        products[code] = String(added.id);
      }
    }
    await addRule(productMenu, 'own', 'createBy', '=', '#{sys_user_code}');
    await addRule(productMenu, 'department', 'sys_org_code', 'RIGHT_LIKE', '#{sys_org_code}');
    await addRule(productMenu, 'unknown', 'no_such_column', '=', 'x');
    await addRule(productMenu, 'secret', 'delFlag', '=', '0');
  });
  afterAll(async () => t.close());

  const ruleProducts = async (token: string) =>
    (await codes('/mdm/product/list?pageSize=100', token)).filter((code) => code.startsWith('rule_'));

  it('shows the whole tenant to a user without rules on the menu', async () => {
    await chooseRules(productMenu);
    expect(await ruleProducts(tokens.rule_lead!)).toHaveLength(6);
    expect(await ruleProducts(admin)).toHaveLength(6);
  });

  it('limits list, detail, export, edit and delete to own rows with create_by = #{sys_user_code}', async () => {
    await chooseRules(productMenu, 'own');
    const lead = tokens.rule_lead!;
    expect(await ruleProducts(lead)).toEqual(['rule_lead-1', 'rule_lead-2']);
    // A filter cannot widen the scope.
    expect(await codes('/mdm/product/list?createBy=rule_other', lead)).toEqual([]);

    const other = products['rule_other-1']!;
    expect((await get(`/mdm/product/queryById?id=${other}`, lead)).message).toBe(NOT_FOUND);
    expect(result(await get(`/mdm/product/queryById?id=${products['rule_lead-1']}`, lead)).code).toBe(
      'rule_lead-1',
    );

    const sheet = await sheetRows(
      (await t.get('/mdm/product/exportXls?column=code&order=asc', lead)).rawPayload,
    );
    expect(sheet.slice(3).map((row) => row[0])).toEqual(['rule_lead-1', 'rule_lead-2']);

    const edit = (
      await t.put('/mdm/product/edit', { id: other, version: 0, name: 'taken over' }, lead)
    ).json();
    expect(edit.message).toBe(NOT_FOUND);
    expect((await del(t, `/mdm/product/delete?id=${other}`, lead)).json().message).toBe(NOT_FOUND);
    const batch = (await del(t, `/mdm/product/deleteBatch?ids=${other},`, lead)).json();
    expect(batch.result.count).toBe(0);
    expect(result(await get(`/mdm/product/queryById?id=${other}`)).name).toBe('rule_other-1');

    const own = (
      await t.put('/mdm/product/edit', { id: products['rule_lead-2'], version: 0, name: 'renamed' }, lead)
    ).json();
    expect(own.success).toBe(true);
  });

  it('shows the own department and the departments below it with #{sys_org_code}', async () => {
    await chooseRules(productMenu, 'department');
    expect(await ruleProducts(tokens.rule_lead!)).toEqual([
      'rule_child-1',
      'rule_child-2',
      'rule_lead-1',
      'rule_lead-2',
    ]);
    expect(await ruleProducts(tokens.rule_child!)).toEqual(['rule_child-1', 'rule_child-2']);
    expect(await ruleProducts(tokens.rule_other!)).toEqual(['rule_other-1', 'rule_other-2']);
  });

  it('ANDs several rules of one menu', async () => {
    await chooseRules(productMenu, 'own', 'department');
    expect(await ruleProducts(tokens.rule_lead!)).toEqual(['rule_lead-1', 'rule_lead-2']);
  });

  it('fails closed on a column the entity does not know or may not be ruled on', async () => {
    for (const rule of ['unknown', 'secret']) {
      await chooseRules(productMenu, 'own', rule);
      const page = result(await get('/mdm/product/list', tokens.rule_lead!));
      expect(page.total).toBe(0);
      expect(
        (await get(`/mdm/product/queryById?id=${products['rule_lead-1']}`, tokens.rule_lead!)).message,
      ).toBe(NOT_FOUND);
    }
    expect(await ruleProducts(admin)).toHaveLength(6);
  });

  it('drops the cached rules when the role grants are saved again', async () => {
    await chooseRules(productMenu, 'own');
    expect(await ruleProducts(tokens.rule_lead!)).toHaveLength(2);
    // The menu grant (and the rules chosen on it) goes; the buttons still open the page.
    result(
      await post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: granted.filter((id) => id !== productMenu).join(','),
        lastpermissionIds: granted.join(','),
      }),
    );
    expect(await ruleProducts(tokens.rule_lead!)).toHaveLength(6);
    result(
      await post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: granted.join(','),
        lastpermissionIds: granted.filter((id) => id !== productMenu).join(','),
      }),
    );
  });

  describe('warehouse commands by #{sys_user_facilities}', () => {
    const facilities: Record<string, string> = {};
    const commands: Record<string, string> = {};
    let productId: string;

    beforeAll(async () => {
      for (const code of ['RULE-F1', 'RULE-F2']) {
        facilities[code] = String(
          result(await post('/wms/facility/add', { code, name: code, facilityType: 'warehouse' })).id,
        );
      }
      productId = products['rule_lead-1']!;
      for (const [name, facility] of [
        ['d1', 'RULE-F1'],
        ['d2', 'RULE-F2'],
      ] as const) {
        commands[name] = String(
          result(
            await post('/wms/delivery/add', {
              outFacilityId: facilities[facility],
              movementTypeCode: 'other_delivery',
              lines: [{ productId, qty: 1 }],
            }),
          ).id,
        );
      }
      result(
        await post('/sys/user/facilities', {
          userId: await userId('rule_lead'),
          facilityIds: [facilities['RULE-F1']],
        }),
      );
      await addRule(deliveryMenu, 'my facilities', 'facilityId', 'IN', '#{sys_user_facilities}');
      await chooseRules(deliveryMenu, 'my facilities');
    });

    const userId = async (username: string) => {
      const page = result(await get(`/sys/user/list?username=${username}`));
      return String((page.records as Json[])[0]!.id);
    };
    const ids = async (token: string) =>
      (result(await get('/wms/delivery/list?pageSize=100', token)).records as Json[]).map((row) => row.id);

    it('lists, shows and acts on the commands of the facilities assigned to the user only', async () => {
      const lead = tokens.rule_lead!;
      expect(await ids(lead)).toEqual([commands.d1]);
      expect((await get(`/wms/delivery/queryById?id=${commands.d2}`, lead)).message).toBe(NOT_FOUND);
      const approve = await post(
        '/wms/delivery/approve',
        { id: commands.d2, version: 0, requestId: randomUUID() },
        lead,
      );
      expect(approve.message).toBe(DOC_NOT_FOUND);
      expect(result(await get(`/wms/delivery/queryById?id=${commands.d2}`)).docStatus).toBe('pending');
      expect(await ids(admin)).toEqual(expect.arrayContaining([commands.d1, commands.d2]));
    });

    it('refuses to file a command for a facility outside the scope', async () => {
      const outside = await post(
        '/wms/delivery/add',
        {
          outFacilityId: facilities['RULE-F2'],
          movementTypeCode: 'other_delivery',
          lines: [{ productId, qty: 1 }],
        },
        tokens.rule_lead!,
      );
      expect(outside.success).toBe(false);
      const inside = await post(
        '/wms/delivery/add',
        {
          outFacilityId: facilities['RULE-F1'],
          movementTypeCode: 'other_delivery',
          lines: [{ productId, qty: 1 }],
        },
        tokens.rule_lead!,
      );
      expect(inside.success).toBe(true);
    });

    it('shows nothing to a user without assigned facilities', async () => {
      expect(await ids(tokens.rule_other!)).toEqual([]);
    });

    it('limits the inventory page and its count to the assigned facilities', async () => {
      const detail = async (id: string) => result(await get(`/wms/receive/queryById?id=${id}`));
      for (const facility of ['RULE-F1', 'RULE-F2']) {
        const positionId = String(
          result(
            await post('/wms/position/add', {
              facilityId: facilities[facility],
              code: 'S-01',
              name: 'Shelf',
              positionType: 'storage',
              allocatable: true,
            }),
          ).id,
        );
        const id = String(
          result(
            await post('/wms/receive/add', {
              movementTypeCode: 'other_receipt',
              inFacilityId: facilities[facility],
              lines: [{ productId, qty: 3, inPositionId: positionId }],
            }),
          ).id,
        );
        const approved = await detail(id);
        result(
          await post('/wms/receive/approve', { id, version: approved.version, requestId: randomUUID() }),
        );
        const received = await detail(id);
        const line = (received.lines as Json[])[0]!;
        result(
          await post('/wms/receive/inbound', {
            id,
            version: received.version,
            requestId: randomUUID(),
            lines: [{ lineId: line.id, qty: 3 }],
          }),
        );
      }
      const rows = async (query: string, token: string) =>
        result(await get(`/wms/inventory/list?productId=${productId}${query}`, token)).records as Json[];
      expect(await rows('', admin)).toHaveLength(2);
      await addRule(inventoryMenu, 'stock of my facilities', 'facilityId', '=', '#{sys_user_facilities}');
      await chooseRules(inventoryMenu, 'stock of my facilities');
      const lead = tokens.rule_lead!;
      const own = await rows('', lead);
      expect(own.map((row) => row.facilityId)).toEqual([facilities['RULE-F1']]);
      expect(await rows(`&facilityId=${facilities['RULE-F2']}`, lead)).toEqual([]);
      expect(await rows('', tokens.rule_other!)).toEqual([]);

      const outside = (await rows('', admin)).find((row) => row.facilityId === facilities['RULE-F2'])!;
      const count = await post('/wms/inventory/check', { ids: [outside.id], requestId: randomUUID() }, lead);
      expect(count.message).toBe(DOC_NOT_FOUND);
    });
  });
});
