import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/domain/system/dictionaries';
import { createTestApp, db, engines, type TestApp } from './harness';

describe.each(engines)('dictionaries on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds every dictionary of src/domain', async () => {
    const all = (await t.get('/sys/dict/queryAllDictItems', admin)).json().result;
    expect(Object.keys(all).sort()).toEqual(dictionaries.map((d) => d.code).sort());
  });

  it('answers the items of a dictionary in the request language', async () => {
    const zh = (await t.get('/sys/dict/getDictItems/priority', admin)).json();
    expect(zh).toMatchObject({ success: true, code: 0 });
    expect(zh.result.map((i: { value: string }) => i.value)).toEqual(['L', 'M', 'H']);
    expect(zh.result[2]).toMatchObject({ value: 'H', text: '紧急', title: '紧急' });
    const en = (await t.get('/sys/dict/getDictItems/priority', admin, { 'accept-language': 'en' })).json();
    expect(en.result[2]).toMatchObject({ value: 'H', text: 'Urgent', title: 'Urgent' });
  });

  it('answers an empty list for an unknown plain code', async () => {
    expect((await t.get('/sys/dict/getDictItems/no_such_dictionary', admin)).json()).toMatchObject({
      success: true,
      result: [],
    });
  });

  it('includes disabled items in getDictItems but not in queryAllDictItems, after refleshCache', async () => {
    const dict = await db(t)
      .selectFrom('sysDict')
      .select('id')
      .where('dictCode', '=', 'priority')
      .executeTakeFirst();
    await db(t)
      .updateTable('sysDictItem')
      .set({ status: 0 })
      .where('dictId', '=', dict?.id as string)
      .where('itemValue', '=', 'M')
      .execute();
    // Cached until the cache is refreshed (spec 8 "clear cache").
    expect((await t.get('/sys/dict/queryAllDictItems', admin)).json().result.priority).toHaveLength(3);
    expect((await t.get('/sys/dict/refleshCache', admin)).json()).toMatchObject({ success: true, code: 0 });
    const all = (await t.get('/sys/dict/queryAllDictItems', admin)).json().result;
    expect(all.priority.map((i: { value: string }) => i.value)).toEqual(['L', 'H']);
    const items = (await t.get('/sys/dict/getDictItems/priority', admin)).json().result;
    expect(items.map((i: { value: string }) => i.value)).toEqual(['L', 'M', 'H']);
  });

  it('lets only dictionary administrators empty the caches (issue 16)', async () => {
    for (const user of ['supplier_a', 'wh_clerk']) {
      const res = await t.get('/sys/dict/refleshCache', await t.login(user));
      expect(res.statusCode, user).toBe(403);
      expect(res.json(), user).toMatchObject({ success: false });
    }
    expect((await t.post('/sys/dict/refleshCache', {}, admin)).json()).toMatchObject({ success: true });
  });

  it('answers registered table dictionaries', async () => {
    const res = (await t.get('/sys/dict/getDictItems/sys_user,realname,username', admin)).json();
    expect(res).toMatchObject({ success: true });
    expect(res.result).toContainEqual({ value: 'admin', text: '管理员', title: '管理员' });
    const departs = (
      await t.get('/sys/dict/getDictItems/sys_depart,depart_name,org_code', admin, { 'x-locale': 'en_US' })
    ).json().result;
    expect(departs).toContainEqual({ value: 'A01A01', text: 'Purchasing', title: 'Purchasing' });
  });

  it('offers a role in the role dictionary as soon as it is created, though the answer was cached', async () => {
    const roles = async () =>
      (await t.get('/sys/dict/getDictItems/sys_role,role_name,id', admin)).json().result as {
        text: string;
      }[];
    expect((await roles()).map((role) => role.text)).not.toContain('字典缓存角色');
    const added = (
      await t.post('/sys/role/add', { roleName: '字典缓存角色', roleCode: 'dict_cache_role' }, admin)
    ).json();
    expect(added).toMatchObject({ success: true });
    expect((await roles()).map((role) => role.text)).toContain('字典缓存角色');
  });

  it('refuses table dictionaries outside the registry, injection attempts included', async () => {
    const attempts = [
      'sys_user,password,username',
      'sys_user,password_hash,username',
      'sys_user,realname,username,1=1',
      "sys_user,realname,username,username!='admin' order by create_time",
      "sys_user,realname,username' or '1'='1",
      'sys_user ,realname,username',
      'sys_session,token_hash,user_id',
      'sys_user,realname,(select password_hash from sys_user limit 1)',
      ',,',
      '__proto__,a,b',
      'constructor,,',
    ];
    for (const code of attempts) {
      const res = await t.get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, admin);
      expect(res.json(), code).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
      expect(res.body).not.toContain('scrypt');
    }
  });

  it('keeps internal table dictionaries from supplier users', async () => {
    const supplier = await t.login('supplier_a');
    const res = await t.get('/sys/dict/getDictItems/sys_user,realname,username', supplier);
    expect(res.json()).toMatchObject({ success: false, message: '字典Code格式不正确！' });
    expect((await t.get('/sys/dict/getDictItems/doc_status', supplier)).json().result).toHaveLength(3);
  });

  it('says the code is malformed in English when asked', async () => {
    const res = await t.get('/sys/dict/getDictItems/a,b,c', admin, { 'x-locale': 'en_US' });
    expect(res.json().message).toBe('Malformed dictionary code!');
  });
});
