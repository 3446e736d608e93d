import { describe, expect, it } from 'vitest';
import { menuId } from '../../server/db/seed/system-data';
import { AdminSuite, engines } from './harness';

/**
 * Data rules of departments and department roles (DepartDataruleModal, DeptRoleDataruleModal) and the
 * user deputy dialog (SysUserAgentModal) of the JeecgBoot 2.4.6 client (issue 19 point 2).
 */
describe.each(engines)('department data rules and user deputies on %s', (engine) => {
  const suite = new AdminSuite(engine);

  it('lets a department offer data rules of a granted menu and its roles choose among them', async () => {
    const { t, admin } = suite;
    const permissionId = menuId('wms.inventory');
    const addRule = async (ruleName: string) => {
      const res = await t.post(
        '/sys/permission/addPermissionRule',
        {
          permissionId,
          ruleName,
          ruleColumn: 'facilityId',
          ruleConditions: 'IN',
          ruleValue: '#{sys_user_facilities}',
        },
        admin,
      );
      expect(res.json().success).toBe(true);
    };
    await addRule('本人仓库');
    await addRule('本人仓库二');
    const rules = (
      await t.get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, admin)
    ).json().result as { id: string }[];
    const [first, second] = rules.map((r) => r.id);
    const hq = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result[0];
    const depart = (
      await t.post('/sys/sysDepart/add', { departName: '仓储部', parentId: hq.id }, admin)
    ).json().result;

    // The menu must be granted to the department first.
    const early = await t.post(
      '/sys/sysDepartPermission/datarule',
      { permissionId, departId: depart.id, dataRuleIds: first },
      admin,
    );
    expect(early.json()).toMatchObject({ success: false, message: '请先保存部门菜单权限!' });
    await t.post(
      '/sys/permission/saveDepartPermission',
      { departId: depart.id, permissionIds: [menuId('wms'), permissionId].join(',') },
      admin,
    );
    const none = (
      await t.get(`/sys/sysDepartPermission/datarule/${permissionId}/${depart.id}`, admin)
    ).json();
    expect(none.result).toMatchObject({ drChecked: '' });
    expect(none.result.datarule).toHaveLength(2);
    expect(
      (
        await t.post(
          '/sys/sysDepartPermission/datarule',
          { permissionId, departId: depart.id, dataRuleIds: 'notarule' },
          admin,
        )
      ).json(),
    ).toMatchObject({ success: false, message: '数据规则不属于该菜单' });
    const saved = await t.post(
      '/sys/sysDepartPermission/datarule',
      { permissionId, departId: depart.id, dataRuleIds: `${first},` },
      admin,
    );
    expect(saved.json()).toMatchObject({ success: true, message: '保存成功！' });
    expect(
      (await t.get(`/sys/sysDepartPermission/datarule/${permissionId}/${depart.id}`, admin)).json().result
        .drChecked,
    ).toBe(first);

    // A department role sees only the rules its department offers, and may choose only those.
    await t.post(
      '/sys/sysDepartRole/add',
      { departId: depart.id, roleName: '仓管', roleCode: 'wh_keeper' },
      admin,
    );
    const role = (await t.get(`/sys/sysDepartRole/list?deptId=${depart.id}`, admin)).json().result.records[0];
    const roleEarly = await t.post(
      '/sys/sysDepartRole/datarule',
      { permissionId, roleId: role.id, dataRuleIds: first },
      admin,
    );
    expect(roleEarly.json()).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    await t.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: role.id, permissionIds: [menuId('wms'), permissionId].join(',') },
      admin,
    );
    const offered = (
      await t.get(`/sys/sysDepartRole/datarule/${permissionId}/${depart.id}/${role.id}`, admin)
    ).json();
    expect(offered.result.datarule.map((r: { id: string }) => r.id)).toEqual([first]);
    expect(
      (
        await t.post(
          '/sys/sysDepartRole/datarule',
          { permissionId, roleId: role.id, dataRuleIds: second },
          admin,
        )
      ).json(),
    ).toMatchObject({ success: false, message: '数据规则未授权给该部门' });
    expect(
      (
        await t.post(
          '/sys/sysDepartRole/datarule',
          { permissionId, roleId: role.id, dataRuleIds: first },
          admin,
        )
      ).json().success,
    ).toBe(true);
    const stored = await t.app.ctx.db
      .selectFrom('sysDepartRolePermission')
      .select('dataRuleIds')
      .where('roleId', '=', role.id)
      .where('permissionId', '=', permissionId)
      .executeTakeFirstOrThrow();
    expect(stored.dataRuleIds).toBe(first);
    // Withdrawing the rule from the department withdraws it from its roles.
    await t.post(
      '/sys/sysDepartPermission/datarule',
      { permissionId, departId: depart.id, dataRuleIds: '' },
      admin,
    );
    const after = await t.app.ctx.db
      .selectFrom('sysDepartRolePermission')
      .select('dataRuleIds')
      .where('roleId', '=', role.id)
      .where('permissionId', '=', permissionId)
      .executeTakeFirstOrThrow();
    expect(after.dataRuleIds).toBeNull();
    const buyer = await t.login('buyer');
    expect(
      (await t.get(`/sys/sysDepartRole/datarule/${permissionId}/${depart.id}/${role.id}`, buyer)).statusCode,
    ).toBe(403);
  });

  it('keeps one deputy per user, both live users, for a period that ends after it starts', async () => {
    const { t, admin } = suite;
    const body = {
      userName: 'buyer',
      agentUserName: 'admin',
      startTime: '2026-12-01 00:00:00',
      endTime: '2026-12-20 18:00:00',
      status: '1',
    };
    const added = (await t.post('/sys/sysUserAgent/add', body, admin)).json();
    expect(added).toMatchObject({ success: true });
    const found = (await t.get('/sys/sysUserAgent/queryByUserName?userName=buyer', admin)).json();
    expect(found).toMatchObject({
      success: true,
      result: { agentUserName: 'admin', endTime: '2026-12-20 18:00:00' },
    });
    const edited = (await t.put('/sys/sysUserAgent/edit', { ...found.result, status: '0' }, admin)).json();
    expect(edited).toMatchObject({ success: true, result: { status: '0' } });
    expect((await t.post('/sys/sysUserAgent/add', body, admin)).json().success).toBe(false);
    for (const wrong of [
      { ...body, userName: 'admin', agentUserName: 'admin' },
      { ...body, userName: 'nosuchuser' },
      { ...body, userName: 'supplier_a', endTime: '2026-11-01 00:00:00' },
    ]) {
      expect(
        (await t.post('/sys/sysUserAgent/add', wrong, admin)).json().success,
        JSON.stringify(wrong),
      ).toBe(false);
    }
    expect((await t.get('/sys/sysUserAgent/queryByUserName?userName=supplier_a', admin)).json().success).toBe(
      false,
    );
    const buyer = await t.login('buyer');
    expect((await t.get('/sys/sysUserAgent/queryByUserName?userName=buyer', buyer)).statusCode).toBe(403);
  });
});
