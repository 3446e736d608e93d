import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuId } from '../../server/db/seed/system-data';
import { createTestApp, engines, type TestApp } from './harness';

interface MenuItem {
  path: string;
  children?: MenuItem[];
}

function leafPaths(menu: MenuItem[]): string[] {
  return menu.flatMap((item) => (item.children?.length ? leafPaths(item.children) : [item.path]));
}

describe.each(engines)('roles, menus and grants on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a new user exactly the menus of its new role', async () => {
    const role = await t.post(
      '/sys/role/add',
      { roleName: '两页角色', roleCode: 'two_pages', description: 'test' },
      admin,
    );
    expect(role.json()).toMatchObject({ success: true, message: '添加成功！' });
    const roleId = role.json().result.id;
    expect((await t.get('/sys/role/checkRoleCode?roleCode=two_pages', admin)).json()).toMatchObject({
      success: false,
      message: '角色编码已存在',
    });
    const pages = [menuId('sys.tenant'), menuId('mdm.product')];
    const parents = [menuId('sys'), menuId('mdm')];
    const saved = await t.post(
      '/sys/permission/saveRolePermission',
      { roleId, permissionIds: [...parents, ...pages].join(','), lastpermissionIds: '' },
      admin,
    );
    expect(saved.json()).toMatchObject({ success: true, message: '保存成功！' });
    await t.post(
      '/sys/user/add',
      { username: 'two_pages_user', realname: '两页', password: 'pass1234', selectedroles: roleId },
      admin,
    );
    const token = await t.login('two_pages_user', 'pass1234');
    const menu = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result
      .menu as MenuItem[];
    // Home is always prepended (api-contract 3.1).
    expect(leafPaths(menu).sort()).toEqual(['/dashboard/analysis', '/mdm/product', '/system/tenant'].sort());
    expect(
      (await t.get(`/sys/permission/queryRolePermission?roleId=${roleId}`, admin)).json().result.sort(),
    ).toEqual([...parents, ...pages].sort());
  });

  it('applies the last/new difference of saveRolePermission without undoing other grants', async () => {
    const role = (await t.post('/sys/role/add', { roleName: '差异', roleCode: 'diff_role' }, admin)).json()
      .result.id;
    const a = menuId('sys.log');
    const b = menuId('sys.dict');
    const c = menuId('sys.role');
    await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: role, permissionIds: `${a},${b}`, lastpermissionIds: '' },
      admin,
    );
    // A second editor who only saw `a` replaces it by `c`: `b` stays.
    await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: role, permissionIds: c, lastpermissionIds: a },
      admin,
    );
    expect(
      (await t.get(`/sys/permission/queryRolePermission?roleId=${role}`, admin)).json().result.sort(),
    ).toEqual([b, c].sort());
    const unknown = await t.post(
      '/sys/permission/saveRolePermission',
      { roleId: role, permissionIds: 'nope', lastpermissionIds: '' },
      admin,
    );
    expect(unknown.json().success).toBe(false);
  });

  it('adds menus and buttons with the contract normalisation and keeps leaf flags', async () => {
    const folder = await t.post(
      '/sys/permission/add',
      { name: '测试目录', menuType: 0, url: 'testing', icon: 'tool' },
      admin,
    );
    expect(folder.json().result).toMatchObject({
      url: '/testing',
      component: 'layouts/RouteView',
      leaf: true,
    });
    const folderId = folder.json().result.id;
    const page = await t.post(
      '/sys/permission/add',
      {
        name: '测试页',
        menuType: 1,
        parentId: folderId,
        url: '/testing/page',
        component: 'src/views/system/Test.vue',
        keepAlive: true,
        hidden: false,
        alwaysShow: true,
        internalOrExternal: false,
        redirect: '',
      },
      admin,
    );
    expect(page.json().result).toMatchObject({ component: 'system/Test', keepAlive: true, alwaysShow: true });
    const pageId = page.json().result.id;
    await t.post(
      '/sys/permission/add',
      { name: '按钮', menuType: 2, parentId: pageId, perms: 'test:page:add' },
      admin,
    );
    const tree = (await t.get('/sys/permission/list', admin)).json().result as {
      id: string;
      leaf: boolean;
      children?: { id: string; leaf: boolean; children?: unknown[] }[];
    }[];
    const node = tree.find((n) => n.id === folderId)!;
    expect(node.leaf).toBe(false);
    expect(node.children?.[0]).toMatchObject({ id: pageId, leaf: false });
    const batch = (
      await t.get(`/sys/permission/getSystemSubmenuBatch?parentIds=${folderId},${pageId}`, admin)
    ).json().result;
    expect(batch[folderId].map((x: { id: string }) => x.id)).toEqual([pageId]);
    expect(batch[pageId]).toHaveLength(1);
    const cycle = await t.put('/sys/permission/edit', { id: folderId, menuType: 1, parentId: pageId }, admin);
    expect(cycle.json().success).toBe(false);
    const removed = await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/permission/delete?id=${folderId}`,
      headers: { 'x-access-token': admin },
    });
    expect(removed.json().success).toBe(true);
    expect(
      (await t.get(`/sys/permission/getSystemSubmenu?parentId=${folderId}`, admin)).json().result,
    ).toEqual([]);
  });

  it('keeps data rules to registered variables and flags the menu', async () => {
    const permissionId = menuId('wms.inventory');
    const sql = await t.post(
      '/sys/permission/addPermissionRule',
      {
        permissionId,
        ruleName: 'x',
        ruleColumn: 'facility_id',
        ruleConditions: 'IN',
        ruleValue: ['$', '{1=1}'].join(''),
      },
      admin,
    );
    expect(sql.json().success).toBe(false);
    const good = await t.post(
      '/sys/permission/addPermissionRule',
      {
        permissionId,
        ruleName: '本人仓库',
        ruleColumn: 'facilityId',
        ruleConditions: 'IN',
        ruleValue: '#{sys_user_facilities}',
      },
      admin,
    );
    expect(good.json().success).toBe(true);
    const rules = (
      await t.get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, admin)
    ).json().result;
    expect(rules).toHaveLength(1);
    const edited = await t.post(
      '/sys/permission/editPermissionRule',
      { ...rules[0], ruleName: ' 本人仓库二 ', status: '0' },
      admin,
    );
    expect(edited.json().success).toBe(true);
    const after = (
      await t.get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, admin)
    ).json().result;
    expect(after[0]).toMatchObject({
      ruleName: '本人仓库二',
      status: '0',
      ruleValue: '#{sys_user_facilities}',
    });
    const tree = (await t.get('/sys/role/queryTreeList', admin)).json().result;
    const flat: { key: string; ruleFlag: number; children?: unknown[] }[] = [];
    const walk = (nodes: typeof flat) => {
      for (const n of nodes) {
        flat.push(n);
        walk((n.children ?? []) as typeof flat);
      }
    };
    walk(tree.treeList);
    expect(flat.find((n) => n.key === permissionId)?.ruleFlag).toBe(1);
  });

  it('manages departments with generated org codes, department grants and department roles', async () => {
    const tree = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result;
    const hq = tree[0];
    const child = await t.post('/sys/sysDepart/add', { departName: '信息部', parentId: hq.id }, admin);
    expect(child.json().result).toMatchObject({ orgCode: 'A01A06', orgType: '2', parentId: hq.id });
    const top = await t.post('/sys/sysDepart/add', { departName: '新公司' }, admin);
    expect(top.json().result.orgCode).toBe('A02');
    expect((await t.get('/sys/sysDepart/searchBy?keyWord=信息', admin)).json().result[0].orgCode).toBe(
      'A01A06',
    );
    expect((await t.get('/sys/sysDepart/searchBy?keyWord=nothing-like-this', admin)).json()).toMatchObject({
      success: false,
      message: '未查询匹配数据！',
    });
    const departId = child.json().result.id;
    const granted = [menuId('sys'), menuId('sys.log')];
    await t.post(
      '/sys/permission/saveDepartPermission',
      { departId, permissionIds: granted.join(',') },
      admin,
    );
    const role = await t.post(
      '/sys/sysDepartRole/add',
      { departId, roleName: '日志员', roleCode: 'log_reader' },
      admin,
    );
    expect(role.json().success).toBe(true);
    const roles = (await t.get(`/sys/sysDepartRole/list?deptId=${departId}`, admin)).json().result.records;
    const deptRoleId = roles[0].id;
    const outside = await t.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: deptRoleId, permissionIds: menuId('sys.user') },
      admin,
    );
    expect(outside.json().success).toBe(false);
    await t.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: deptRoleId, permissionIds: granted.join(',') },
      admin,
    );
    // Each grant table reads back what was saved for its owner; unknown owners are refused.
    expect(
      (await t.get(`/sys/permission/queryDepartPermission?departId=${departId}`, admin)).json().result.sort(),
    ).toEqual([...granted].sort());
    expect(
      (await t.get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${deptRoleId}`, admin))
        .json()
        .result.sort(),
    ).toEqual([...granted].sort());
    expect(
      (await t.get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId}`, admin))
        .json()
        .result.ids.sort(),
    ).toEqual([...granted].sort());
    const unknownDepart = await t.post(
      '/sys/permission/saveDepartPermission',
      { departId: 'no-such-depart', permissionIds: granted.join(',') },
      admin,
    );
    expect(unknownDepart.json().success).toBe(false);
    const unknownRole = await t.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: 'no-such-role', permissionIds: granted.join(',') },
      admin,
    );
    expect(unknownRole.json().success).toBe(false);
    const user = await t.post(
      '/sys/user/add',
      { username: 'dept_user', realname: '部门用户', password: 'pass1234', selecteddeparts: departId },
      admin,
    );
    await t.post(
      '/sys/sysDepartRole/deptRoleUserAdd',
      { userId: user.json().result.id, newRoleId: deptRoleId },
      admin,
    );
    const token = await t.login('dept_user', 'pass1234');
    const menu = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result
      .menu as MenuItem[];
    expect(leafPaths(menu)).toContain('/system/log');
    // Deleting the department takes its roles and memberships along.
    await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/sysDepart/delete?id=${departId}`,
      headers: { 'x-access-token': admin },
    });
    expect((await t.get(`/sys/user/queryUserByDepId?id=${departId}`, admin)).json().result).toEqual([]);
  });
});
