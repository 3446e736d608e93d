import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

/**
 * The table-dictionary loaders of the JeecgBoot 2.4.6 client's form components (issue 19 point 3):
 * `/sys/dict/loadDict/{dict}?keyword&pageSize` (JSearchSelectTag's search) and
 * `/sys/dict/loadDictItem/{dict}?key=a,b` (the texts of stored values). The `table,text,code` string is a
 * key of the server's registry, never SQL: every other shape, injection payloads included, answers the
 * clean "malformed dictionary code" error.
 */
describe.each(engines)('table dictionary loaders on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const dict = (code: string) => encodeURIComponent(code);

  it('searches a registered table dictionary by text, as JSearchSelectTag asks', async () => {
    const all = (await t.get(`/sys/dict/getDictItems/${dict('sys_user,realname,username')}`, admin)).json()
      .result;
    const res = await t.get(
      `/sys/dict/loadDict/${dict('sys_user,realname,username')}?keyword=管理&pageSize=10`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true });
    expect(body.result).toContainEqual(expect.objectContaining({ value: 'admin', text: '管理员' }));
    for (const option of body.result) expect(option.text).toContain('管理');
    const page = (
      await t.get(`/sys/dict/loadDict/${dict('sys_user,realname,username')}?pageSize=2`, admin)
    ).json();
    expect(page.result).toHaveLength(Math.min(2, all.length));
  });

  it('answers the texts of stored keys in their order, as JSearchSelectTag and JTreeSelect read them', async () => {
    const res = await t.get(
      `/sys/dict/loadDictItem/${dict('sys_user,realname,username')}?key=admin,nobody`,
      admin,
    );
    expect(res.json()).toMatchObject({ success: true, result: ['管理员'] });
    const none = await t.get(`/sys/dict/loadDictItem/${dict('sys_user,realname,username')}`, admin);
    expect(none.json()).toMatchObject({ success: true, result: [] });
  });

  it("answers every payload of JeecgBoot's dictionary injection advisories with a clean error", async () => {
    const payloads = [
      'sex',
      'sys_user,password_hash,username',
      'sys_user,realname,username where 1=1',
      'sys_user,realname,username,1=1',
      'sys_user,(select password_hash from sys_user limit 1),username',
      "sys_user,realname,username' or '1'='1",
      'sys_user u union select password_hash from sys_user,realname,username',
      'sys_user,realname,username;drop table sys_user',
      '__proto__',
      'constructor,a,b',
    ];
    for (const code of payloads) {
      for (const url of [
        `/sys/dict/loadDict/${dict(code)}?keyword=a`,
        `/sys/dict/loadDictItem/${dict(code)}?key=admin`,
      ]) {
        const res = await t.get(url, admin);
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
      }
    }
    // A keyword or key that looks like SQL is just text that matches nothing.
    const keyword = await t.get(
      `/sys/dict/loadDict/${dict('sys_user,realname,username')}?keyword=${encodeURIComponent("' or '1'='1")}`,
      admin,
    );
    expect(keyword.json()).toMatchObject({ success: true, result: [] });
  });

  it('needs a session and keeps supplier users out of internal dictionaries', async () => {
    expect((await t.get(`/sys/dict/loadDict/${dict('sys_user,realname,username')}`)).statusCode).not.toBe(
      200,
    );
    const supplier = await t.login('supplier_a');
    const res = await t.get(`/sys/dict/loadDict/${dict('sys_user,realname,username')}`, supplier);
    expect(res.json().success).toBe(false);
  });
});
