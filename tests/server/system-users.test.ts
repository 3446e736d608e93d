import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleId } from '../../server/db/seed/demo-data';
import { createTestApp, db, engines, type TestApp } from './harness';

describe.each(engines)('user administration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a user with roles and departments, lists it with department names and finds its roles', async () => {
    const departs = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result;
    const purchasing = departs[0].children.find((d: { orgCode: string }) => d.orgCode === 'A01A01');
    const added = await t.post(
      '/sys/user/add',
      {
        username: 'new_user',
        realname: '新用户',
        password: 'secret123',
        sex: '2',
        phone: '13900000001',
        selectedroles: `${roleId('buyer')},`,
        selecteddeparts: purchasing.id,
      },
      admin,
    );
    expect(added.json()).toMatchObject({ success: true, message: '添加成功！' });
    const id = added.json().result.id;
    const list = (await t.get('/sys/user/list?username=*new_u*', admin)).json().result;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      username: 'new_user',
      orgCodeTxt: '采购部',
      sex_dictText: '女',
      status_dictText: '正常',
      orgCode: 'A01A01',
    });
    expect(list.records[0]).not.toHaveProperty('passwordHash');
    expect(list.records[0]).not.toHaveProperty('password');
    expect((await t.get(`/sys/user/queryUserRole?userid=${id}`, admin)).json().result).toEqual([
      roleId('buyer'),
    ]);
    // The new account logs in with its password and holds the buyer's buttons.
    const token = await t.login('new_user', 'secret123');
    const perms = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result;
    expect(perms.auth.map((a: { action: string }) => a.action)).toContain('srm:purchaseOrder:approve');
  });

  it('refuses a taken account name and a short password', async () => {
    const taken = await t.post(
      '/sys/user/add',
      { username: 'admin', realname: 'x', password: 'secret123' },
      admin,
    );
    expect(taken.json()).toMatchObject({ success: false, message: '用户账号已存在' });
    const short = await t.post(
      '/sys/user/add',
      { username: 'shorty', realname: 'x', password: '123' },
      admin,
    );
    expect(short.json().success).toBe(false);
    expect((await t.get('/sys/user/checkOnlyUser?username=admin', admin)).json().success).toBe(false);
    expect((await t.get('/sys/user/checkOnlyUser?username=nobody_here', admin)).json().success).toBe(true);
  });

  it('freezes users in batch, which ends their sessions, and unfreezes them', async () => {
    const clerkToken = await t.login('wh_clerk');
    const clerk = await db(t)
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'wh_clerk')
      .executeTakeFirstOrThrow();
    const frozen = await t.put('/sys/user/frozenBatch', { ids: `${clerk.id},`, status: '2' }, admin);
    expect(frozen.json()).toMatchObject({ success: true, message: '操作成功!' });
    expect((await t.get('/sys/user/getUserInfo', clerkToken)).statusCode).toBe(401);
    expect((await t.loginBody('wh_clerk')).message).toBe('该用户已冻结');
    await t.put('/sys/user/frozenBatch', { ids: clerk.id, status: '1' }, admin);
    expect((await t.loginBody('wh_clerk')).code).toBe(200);
  });

  it('resets a password as administrator and refuses to freeze or delete oneself', async () => {
    const reset = await t.put(
      '/sys/user/changePassword',
      { username: 'qc_inspector', password: 'changed99', confirmpassword: 'changed99' },
      admin,
    );
    expect(reset.json()).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await t.loginBody('qc_inspector', 'changed99')).code).toBe(200);
    const me = await db(t)
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await t.put('/sys/user/frozenBatch', { ids: me.id, status: '2' }, admin)).json().success).toBe(
      false,
    );
    const del = await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/user/delete?id=${me.id}`,
      headers: { 'x-access-token': admin },
    });
    expect(del.json().success).toBe(false);
  });

  it('records an operation log entry for each administrative write, without the password', async () => {
    const logs = (await t.get('/sys/log/list?logType=2&pageSize=100', admin)).json().result.records;
    const add = logs.find((log: { requestUrl: string }) => log.requestUrl.endsWith('/sys/user/add'));
    expect(add).toMatchObject({
      userid: 'admin',
      operateType: '2',
      operateType_dictText: '添加',
      requestType: 'POST',
    });
    expect(add.requestParam).toContain('new_user');
    expect(add.requestParam).not.toContain('secret123');
    expect(logs.some((log: { requestUrl: string }) => log.requestUrl.endsWith('/sys/user/frozenBatch'))).toBe(
      true,
    );
  });

  it('exports the filtered user list as a workbook with dictionary texts', async () => {
    const res = await t.get('/sys/user/exportXls?username=admin', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(3).getCell(1).value).toBe('用户账号');
    expect(sheet.getRow(4).getCell(1).value).toBe('admin');
    expect(sheet.rowCount).toBe(4);
    expect((await t.get('/sys/user/exportXls', await t.login('buyer'))).statusCode).toBe(403);
  });
});
