import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { buttonId, menuId } from '../../server/db/seed/system-data';
import { createAuthenticate } from '../../server/http/authenticate';
import { requirePermission } from '../../server/http/require-permission';
import { createTestApp, db, engines, type TestApp } from './harness';

interface MenuItem {
  path: string;
  meta: { title: string };
  children?: MenuItem[];
}

function paths(menu: MenuItem[]): string[] {
  return menu.flatMap((item) => [item.path, ...paths(item.children ?? [])]);
}

describe.each(engines)('tenants, permission tree and permission guard on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // A business endpoint as other modules declare them: behind the auth hook, guarded by a code.
    await t.app.register(
      async (scope) => {
        scope.addHook('onRequest', createAuthenticate(t.app.ctx));
        scope.post(
          '/test/guarded/sys-user-add',
          { preHandler: requirePermission('sys:user:add') },
          async (request) => ({
            success: true,
            result: { user: request.user.username, tenantId: request.user.tenantId },
          }),
        );
        scope.get('/srm/probe/list', async (request) => ({
          success: true,
          result: { partnerId: request.user.partnerId },
        }));
      },
      { prefix: t.config.apiPrefix },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a user work in its own tenants and refuses the others', async () => {
    const admin = await t.login('admin');
    const buyer = await t.login('buyer');
    expect(
      (await t.post('/test/guarded/sys-user-add', {}, admin, { 'tenant-id': '1' })).json().result.tenantId,
    ).toBe(1);
    expect(
      (await t.post('/test/guarded/sys-user-add', {}, admin, { tenant_id: '0' })).json().result.tenantId,
    ).toBe(0);
    expect((await t.post('/test/guarded/sys-user-add', {}, admin)).json().result.tenantId).toBe(0);

    for (const value of ['1', '2', '-1', '1 or 1=1', 'abc']) {
      const res = await t.get('/sys/user/getCurrentUserDeparts', buyer, { 'tenant-id': value });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 510 });
      expect(res.json().message).toContain('无权访问该租户');
    }
    const other = await t.get('/sys/user/getCurrentUserDeparts', buyer, { tenant_id: '1' });
    expect(other.statusCode).toBe(403);
  });

  it("reads and replaces a user's facilities within the caller's tenant only", async () => {
    const admin = await t.login('admin');
    const facility = async (code: string, tenant: string) => {
      const res = await t.post('/wms/facility/add', { code, name: code, facilityType: 'warehouse' }, admin, {
        'tenant-id': tenant,
      });
      return String(res.json().result.id);
    };
    const [inZero, inOne] = [await facility('UF-T0', '0'), await facility('UF-T1', '1')];
    const userId = (await t.get('/sys/user/list?username=wh_clerk', admin)).json().result.records[0].id;
    const assign = (tenant: string, facilityIds: string[]) =>
      t.post('/sys/user/facilities', { userId, facilityIds }, admin, { 'tenant-id': tenant });
    const read = async (tenant: string) =>
      (await t.get(`/sys/user/facilities?userId=${userId}`, admin, { 'tenant-id': tenant })).json().result;
    const before = await read('0');
    expect((await assign('0', [...before, inZero])).json().success).toBe(true);
    expect((await assign('1', [inOne])).json().success).toBe(true);
    expect(await read('1')).toEqual([inOne]);
    expect(await read('0')).toEqual(expect.arrayContaining([...before, inZero]));
    expect(await read('0')).not.toContain(inOne);
    // Tenant 1 empties its links; tenant 0's stay, and tenant 0's facility cannot be linked from tenant 1.
    expect((await assign('1', [])).json().success).toBe(true);
    expect(await read('1')).toEqual([]);
    expect(await read('0')).toContain(inZero);
    expect((await assign('1', [inZero])).json().success).toBe(false);
    expect((await assign('0', before)).json().success).toBe(true);
  });

  it('gives a tenant-1-only user tenant 1 by default and refuses tenant 0', async () => {
    const token = await t.login('t1_clerk');
    const list = await t.get('/sys/tenant/queryList', token);
    expect(list.json().result.map((x: { id: number }) => x.id)).toEqual([1]);
    expect((await t.get('/sys/tenant/queryList', token, { 'tenant-id': '0' })).statusCode).toBe(403);
  });

  it('refuses a frozen tenant even to its members', async () => {
    const admin = await t.login('admin');
    await db(t).updateTable('sysTenant').set({ status: 0 }).where('id', '=', 1).execute();
    t.app.ctx.tenants.invalidate();
    expect((await t.get('/sys/tenant/queryList', admin, { 'tenant-id': '1' })).statusCode).toBe(403);
    expect(
      (await t.get('/sys/tenant/queryList', admin)).json().result.map((x: { id: number }) => x.id),
    ).toEqual([0]);
    await db(t).updateTable('sysTenant').set({ status: 1 }).where('id', '=', 1).execute();
    t.app.ctx.tenants.invalidate();
  });

  it('gives admin the whole menu with every button and a supplier only the supplier pages', async () => {
    const admin = (await t.get('/sys/permission/getUserPermissionByToken', await t.login('admin'))).json();
    const supplier = (
      await t.get('/sys/permission/getUserPermissionByToken', await t.login('supplier_a'))
    ).json();
    expect(admin).toMatchObject({ success: true, code: 200 });

    const adminPaths = paths(admin.result.menu);
    expect(adminPaths[0]).toBe('/dashboard/analysis');
    expect(adminPaths).toEqual(expect.arrayContaining(['/system', '/system/user', '/fsm/InventoryQuery']));
    const actions = admin.result.auth.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['sys:user:add', 'sys:user:edit']));
    expect(admin.result.auth.length).toBe(admin.result.allAuth.length);

    const supplierPaths = paths(supplier.result.menu);
    expect(supplierPaths).toContain('/dashboard/analysis');
    expect(supplierPaths.some((p) => p.startsWith('/system'))).toBe(false);
    expect(supplierPaths.some((p) => p.startsWith('/fsm'))).toBe(false);
    const supplierActions = supplier.result.auth.map((a: { action: string }) => a.action);
    expect(supplierActions).not.toContain('sys:user:add');
    // allAuth is the same system-wide list for everybody.
    expect(supplier.result.allAuth).toEqual(admin.result.allAuth);
    expect(supplier.result.allAuth[0]).toEqual(
      expect.objectContaining({
        action: expect.any(String),
        status: '1',
        type: '1',
        describe: expect.any(String),
      }),
    );
  });

  it('builds menu items with the contract fields', async () => {
    const body = (await t.get('/sys/permission/getUserPermissionByToken', await t.login('admin'))).json();
    const system = body.result.menu.find((m: MenuItem) => m.path === '/system');
    expect(system).toMatchObject({
      id: menuId('sys'),
      route: '1',
      name: 'system',
      component: 'layouts/RouteView',
      redirect: null,
      meta: { title: '系统管理', icon: 'setting', keepAlive: false, internalOrExternal: false },
    });
    const users = system.children.find((m: MenuItem) => m.path === '/system/user');
    expect(users).toMatchObject({ name: 'system-user', component: 'isps-sys-user-list' });
    expect(users).not.toHaveProperty('redirect');
    expect(users.children).toBeUndefined();
    const english = (
      await t.get('/sys/permission/getUserPermissionByToken', await t.login('admin'), { 'x-locale': 'en_US' })
    ).json();
    expect(english.result.menu.find((m: MenuItem) => m.path === '/system').meta.title).toBe('System');
  });

  it('lets the permission guard pass holders of the code and refuse everybody else', async () => {
    const admin = await t.post('/test/guarded/sys-user-add', {}, await t.login('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().result.user).toBe('admin');
    const clerk = await t.post('/test/guarded/sys-user-add', {}, await t.login('wh_clerk'));
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('grants button permissions through department roles too', async () => {
    const clerk = await t.login('qc_inspector');
    expect((await t.post('/test/guarded/sys-user-add', {}, clerk)).statusCode).toBe(403);
    const departId = (
      await db(t).selectFrom('sysDepart').select('id').where('orgCode', '=', 'A01A03').executeTakeFirst()
    )?.id as string;
    const userId = (
      await db(t).selectFrom('sysUser').select('id').where('username', '=', 'qc_inspector').executeTakeFirst()
    )?.id as string;
    const roleId = newId();
    await db(t)
      .insertInto('sysDepartRole')
      .values({
        id: roleId,
        departId,
        roleName: '质检组长',
        roleCode: 'qc_lead',
        description: null,
        createBy: null,
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db(t).insertInto('sysDepartRoleUser').values({ id: newId(), userId, droleId: roleId }).execute();
    await db(t)
      .insertInto('sysDepartRolePermission')
      .values({
        id: newId(),
        departId,
        roleId,
        permissionId: buttonId('sys.user', 'sys:user:add'),
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      })
      .execute();
    t.app.ctx.permissions.invalidateUser(userId);
    expect((await t.post('/test/guarded/sys-user-add', {}, clerk)).statusCode).toBe(200);
    const auth = (await t.get('/sys/permission/getUserPermissionByToken', clerk)).json().result.auth;
    expect(auth.map((a: { action: string }) => a.action)).toContain('sys:user:add');
  });

  it('refuses supplier users everywhere outside their allow-list, whatever their roles', async () => {
    const supplier = await t.login('supplier_a');
    const supplierRole = await db(t)
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'supplier')
      .executeTakeFirst();
    await db(t)
      .insertInto('sysRolePermission')
      .values({
        id: newId(),
        roleId: supplierRole?.id as string,
        permissionId: buttonId('sys.user', 'sys:user:add'),
        dataRuleIds: null,
        operateDate: null,
        operateIp: null,
      })
      .execute();
    t.app.ctx.permissions.invalidate();
    const refused = await t.post('/test/guarded/sys-user-add', {}, supplier);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有权限，请联系管理员授权');
    const own = await t.get('/srm/probe/list', supplier);
    expect(own.statusCode).toBe(200);
    expect(own.json().result.partnerId).toBe(
      (
        await db(t)
          .selectFrom('sysUser')
          .select('partnerId')
          .where('username', '=', 'supplier_a')
          .executeTakeFirst()
      )?.partnerId,
    );
    for (const url of [
      '/sys/user/getUserInfo',
      '/sys/dict/getDictItems/doc_status',
      '/sys/annountCement/listByUser',
    ]) {
      expect((await t.get(url, supplier)).statusCode).toBe(200);
    }
  });
});
