import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId, roleId, userId } from '../../server/db/seed/demo-data';
import { createTestApp, db, engines, type TestApp } from './harness';

/**
 * `/sys/duplicate/check` on the system tables whose forms in the JeecgBoot 2.4.6 client validate unique
 * fields (issue 19 point 3), with the client's exact parameter shapes (UserModal, RoleModal, DictModal,
 * PermissionModal, SysDepartRoleModal, SysMessageTemplateModal: tableName, fieldName, fieldVal, dataId),
 * and the payloads of JeecgBoot's published injection advisories against this endpoint: only registered
 * tables and columns are checked, the value and the id are bound parameters, and every payload answers
 * a clean error (or "available" for a value that merely looks like SQL) without reaching SQL as text.
 */
describe.each(engines)('duplicate check on system tables on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let departRoleId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    await db(t)
      .updateTable('sysUser')
      .set({ email: 'admin@example.com', workNo: 'W0001' })
      .where('id', '=', userId('admin'))
      .execute();
    const added = await t.post(
      '/sys/sysDepartRole/add',
      { departId: departId('A01'), roleName: '部门经理', roleCode: 'DEPT_MGR' },
      admin,
    );
    expect(added.json().success).toBe(true);
    const row = await db(t)
      .selectFrom('sysDepartRole')
      .select('id')
      .where('roleCode', '=', 'DEPT_MGR')
      .executeTakeFirstOrThrow();
    departRoleId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The client's call: `getAction('/sys/duplicate/check', {tableName, fieldName, fieldVal, dataId})`. */
  const check = async (params: Record<string, string | undefined>, token = admin) => {
    const query = new URLSearchParams(
      Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
    ).toString();
    return t.get(`/sys/duplicate/check?${query}`, token);
  };

  it("answers the client's unique-field checks of users, roles, dictionaries, menus and department roles", async () => {
    const cases: { tableName: string; fieldName: string; taken: string; owner: string }[] = [
      { tableName: 'sys_user', fieldName: 'username', taken: 'admin', owner: userId('admin') },
      { tableName: 'sys_user', fieldName: 'phone', taken: '13800138000', owner: userId('admin') },
      { tableName: 'sys_user', fieldName: 'email', taken: 'admin@example.com', owner: userId('admin') },
      { tableName: 'sys_user', fieldName: 'work_no', taken: 'W0001', owner: userId('admin') },
      { tableName: 'sys_role', fieldName: 'role_code', taken: 'admin', owner: roleId('admin') },
      { tableName: 'sys_depart_role', fieldName: 'role_code', taken: 'DEPT_MGR', owner: '' },
    ];
    const dict = await db(t).selectFrom('sysDict').select(['id', 'dictCode']).executeTakeFirstOrThrow();
    cases.push({ tableName: 'sys_dict', fieldName: 'dict_code', taken: dict.dictCode, owner: dict.id });
    const menu = await db(t)
      .selectFrom('sysPermission')
      .select(['id', 'perms'])
      .where('perms', '=', 'sys:user:add')
      .executeTakeFirstOrThrow();
    cases.push({ tableName: 'sys_permission', fieldName: 'perms', taken: 'sys:user:add', owner: menu.id });
    for (const c of cases) {
      const owner = c.tableName === 'sys_depart_role' ? departRoleId : c.owner;
      const label = `${c.tableName}.${c.fieldName}`;
      // Adding (dataId undefined in the client's params, so absent from the query).
      const taken = await check({ tableName: c.tableName, fieldName: c.fieldName, fieldVal: c.taken });
      expect(taken.statusCode, label).toBe(200);
      expect(taken.json(), label).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
      // Editing the row that holds the value.
      const own = await check({
        tableName: c.tableName,
        fieldName: c.fieldName,
        fieldVal: c.taken,
        dataId: owner,
      });
      expect(own.json(), label).toMatchObject({ success: true, message: '该值可用！' });
      const free = await check({
        tableName: c.tableName,
        fieldName: c.fieldName,
        fieldVal: 'free-value-1',
        dataId: '',
      });
      expect(free.json(), label).toMatchObject({ success: true, message: '该值可用！' });
      // The client skips nothing: an empty value is available (spec 5).
      expect(
        (await check({ tableName: c.tableName, fieldName: c.fieldName, fieldVal: '' })).json().success,
      ).toBe(true);
    }
  });

  it("maps the client's sys_sms_template to our message templates", async () => {
    const added = await t.post(
      '/sys/message/sysMessageTemplate/add',
      { templateCode: 'TPL_DUP', templateName: '模板', templateType: '1', templateContent: 'x' },
      admin,
    );
    expect(added.json().success).toBe(true);
    const taken = await check({
      tableName: 'sys_sms_template',
      fieldName: 'template_code',
      fieldVal: 'TPL_DUP',
    });
    expect(taken.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await check({
      tableName: 'sys_sms_template',
      fieldName: 'template_code',
      fieldVal: 'TPL_FREE',
    });
    expect(free.json()).toMatchObject({ success: true });
  });

  it("serves the client's checks on engine tables (positions, fill and check rules, data sources)", async () => {
    for (const [tableName, fieldName] of [
      ['sys_position', 'code'],
      ['sys_fill_rule', 'rule_code'],
      ['sys_check_rule', 'rule_code'],
      ['sys_data_source', 'code'],
    ] as const) {
      const res = await check({ tableName, fieldName, fieldVal: 'free-value-2' });
      expect(res.json(), tableName).toMatchObject({ success: true, message: '该值可用！' });
    }
  });

  it('refuses fields that are not registered, secrets included', async () => {
    for (const fieldName of [
      'password',
      'password_hash',
      'passwordHash',
      'salt',
      'realname',
      'del_flag',
      'id',
    ]) {
      const answer = (await check({ tableName: 'sys_user', fieldName, fieldVal: 'x' })).json();
      expect(answer, fieldName).toMatchObject({ success: false, code: 500 });
      expect(answer.message).toContain('不支持对字段');
    }
  });

  it("answers every payload of JeecgBoot's injection advisories with a clean error", async () => {
    const tablePayloads = [
      'sys_user where 1=1 --',
      'sys_user;drop table sys_user',
      'sys_user/**/',
      '(select password from sys_user)',
      'sys_user u union select 1',
      "sys_user' --",
      'SYS_USER',
      ' sys_user',
      '__proto__',
      'constructor',
    ];
    for (const tableName of tablePayloads) {
      const res = await check({ tableName, fieldName: 'username', fieldVal: 'admin' });
      expect(res.statusCode, tableName).toBe(200);
      expect(res.json(), tableName).toMatchObject({ success: false, code: 500 });
      expect(res.json().message).toContain('不支持对表');
    }
    const fieldPayloads = [
      'username,password',
      'username or 1=1',
      'username from sys_user --',
      '(select password from sys_user limit 1)',
      "username' --",
      'if(1=1,sleep(5),0)',
      'extractvalue(1,concat(0x7e,user()))',
      'USERNAME',
    ];
    for (const fieldName of fieldPayloads) {
      const res = await check({ tableName: 'sys_user', fieldName, fieldVal: 'admin' });
      expect(res.statusCode, fieldName).toBe(200);
      expect(res.json(), fieldName).toMatchObject({ success: false, code: 500 });
      expect(res.json().message).toContain('不支持对字段');
    }
    // Values and ids are bound: a value that looks like SQL is just a value nobody has.
    for (const fieldVal of ["x' or '1'='1", "admin' --", 'admin" or 1=1 --', "1' and sleep(5) and '1"]) {
      const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal });
      expect(res.json(), fieldVal).toMatchObject({ success: true, message: '该值可用！' });
    }
    // An id that looks like SQL excludes no row: admin is still taken.
    const res = await check({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'admin',
      dataId: "1' or '1'='1",
    });
    expect(res.json()).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // Over-long parameters are refused by the schema, not truncated into a query.
    const long = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'a'.repeat(2001) });
    expect(long.json()).toMatchObject({ success: false });
    expect(
      await db(t).selectFrom('sysUser').select('id').where('username', '=', 'admin').execute(),
    ).toHaveLength(1);
  });

  it('needs the permission of the page that edits the table', async () => {
    const inspector = await t.login('qc_inspector');
    for (const [tableName, fieldName] of [
      ['sys_user', 'username'],
      ['sys_role', 'role_code'],
      ['sys_dict', 'dict_code'],
      ['sys_permission', 'perms'],
      ['sys_depart_role', 'role_code'],
    ] as const) {
      const res = await check({ tableName, fieldName, fieldVal: 'admin' }, inspector);
      expect(res.statusCode, tableName).toBe(403);
    }
    expect(
      (await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, '')).statusCode,
    ).not.toBe(200);
  });
});
