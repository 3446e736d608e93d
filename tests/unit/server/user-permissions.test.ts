import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../../server/modules/system/permissions/permission-cache';
import { buildUserPermissions } from '../../../server/modules/system/permissions/user-permissions';

function row(values: Partial<PermissionRow> & { id: string; name: string }): PermissionRow {
  return {
    parentId: null,
    nameEn: null,
    url: null,
    component: null,
    componentName: null,
    redirect: null,
    menuType: 1,
    perms: null,
    permsType: null,
    sortNo: 1,
    alwaysShow: 0,
    icon: null,
    isRoute: 1,
    keepAlive: 0,
    hidden: 0,
    status: null,
    internalOrExternal: 0,
    ...values,
  };
}

const rows: PermissionRow[] = [
  row({
    id: 'home',
    name: '首页',
    nameEn: 'Home',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    menuType: 0,
  }),
  row({
    id: 'sys',
    name: '系统管理',
    url: '/isystem',
    component: 'layouts/RouteView',
    menuType: 0,
    icon: 'setting',
  }),
  row({ id: 'user', parentId: 'sys', name: '用户管理', url: '/isystem/user', component: 'system/UserList' }),
  row({
    id: 'hidden',
    parentId: 'sys',
    name: '隐藏页',
    url: '/isystem/x/:id',
    component: 'system/X',
    hidden: 1,
  }),
  row({
    id: 'ext',
    parentId: 'sys',
    name: '外链',
    url: 'https://example.com/druid',
    component: 'layouts/IframePageView',
    internalOrExternal: 1,
  }),
  row({
    id: 'add',
    parentId: 'user',
    name: '添加',
    menuType: 2,
    perms: 'user:add',
    permsType: '1',
    status: '1',
  }),
  row({
    id: 'off',
    parentId: 'user',
    name: '停用规则',
    menuType: 2,
    perms: 'user:off',
    permsType: '2',
    status: '0',
  }),
];

describe('the menu of getUserPermissionByToken', () => {
  it('builds the tree from parent_id with the contract fields', () => {
    const { menu } = buildUserPermissions(
      rows,
      new Set(['sys', 'user', 'hidden', 'ext', 'add', 'home']),
      'zh_CN',
    );
    expect(menu.map((m) => m.id)).toEqual(['home', 'sys']);
    const sys = menu[1];
    expect(sys).toMatchObject({ route: '1', path: '/isystem', name: 'isystem', redirect: null });
    expect(sys?.meta).toEqual({
      title: '系统管理',
      icon: 'setting',
      keepAlive: false,
      internalOrExternal: false,
      componentName: 'RouteView',
    });
    const [user, hidden, ext] = sys?.children ?? [];
    expect(user).toMatchObject({ name: 'isystem-user', meta: { componentName: 'UserList' } });
    expect(user).not.toHaveProperty('redirect');
    expect(user).not.toHaveProperty('children');
    expect(hidden).toMatchObject({ hidden: true, name: 'isystem-x-@id' });
    expect(ext?.path).toMatch(/^[0-9a-f]{32}$/);
    expect(ext?.meta).toMatchObject({ url: 'https://example.com/druid', internalOrExternal: true });
  });

  it('drops rows whose parent is not granted and prepends the home page', () => {
    const { menu } = buildUserPermissions(rows, new Set(['user']), 'en_US');
    expect(menu.map((m) => m.id)).toEqual(['home']);
    expect(menu[0]?.meta.title).toBe('Home');
  });

  it('lists the user’s valid button rules in auth and every rule in allAuth', () => {
    const result = buildUserPermissions(rows, new Set(['add', 'off']), 'zh_CN');
    expect(result.auth).toEqual([{ action: 'user:add', type: '1', describe: '添加' }]);
    expect(result.allAuth).toEqual([
      { action: 'user:add', status: '1', type: '1', describe: '添加' },
      { action: 'user:off', status: '0', type: '2', describe: '停用规则' },
    ]);
  });
});
