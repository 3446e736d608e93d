import { describe, expect, it } from 'vitest';
import { departId, userId } from '../../server/db/seed/demo-data';
import { AdminSuite, engines } from './harness';

/**
 * The JeecgBoot 2.4.6 client's user pickers (JSelectUserByDepModal) and the announcement modal's
 * recipients (issue 19 point 2): `queryUserComponentData` (a page, by department), `getMultiUser`
 * (a bare list, as JeecgBoot answers it) and `queryByIds`.
 */
describe.each(engines)('user pickers on %s', (engine) => {
  const suite = new AdminSuite(engine);

  it('pages the users of a department with the fields the picker reads', async () => {
    const { t, admin } = suite;
    const res = await t.get(
      `/sys/user/queryUserComponentData?pageNo=1&pageSize=10&departId=${departId('A01')}`,
      admin,
    );
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.records.map((u: { username: string }) => u.username)).toContain('admin');
    for (const user of body.result.records) {
      expect(user).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.any(String) }));
      expect(user).not.toHaveProperty('passwordHash');
    }
  });

  it('answers getMultiUser as a bare list, by username (trailing comma) or id', async () => {
    const { t, admin } = suite;
    const byName = await t.get('/sys/user/getMultiUser?username=admin,wh_clerk,', admin);
    expect(byName.statusCode).toBe(200);
    const list = byName.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((u: { username: string }) => u.username).sort()).toEqual(['admin', 'wh_clerk']);
    const byId = (await t.get(`/sys/user/getMultiUser?id=${userId('admin')},`, admin)).json();
    expect(byId.map((u: { username: string }) => u.username)).toEqual(['admin']);
    const injected = await t.get(
      `/sys/user/getMultiUser?username=${encodeURIComponent("admin' or '1'='1,")}`,
      admin,
    );
    expect(injected.json()).toEqual([]);
  });

  it('answers queryByIds with the live users of the ids', async () => {
    const { t, admin } = suite;
    const res = await t.get(`/sys/user/queryByIds?userIds=${userId('admin')},${userId('buyer')},nope`, admin);
    expect(res.json().success).toBe(true);
    expect(
      res
        .json()
        .result.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['admin', 'buyer']);
  });

  it('needs the user page', async () => {
    const { t } = suite;
    const supplier = await t.login('supplier_a');
    for (const url of [
      '/sys/user/queryUserComponentData',
      '/sys/user/getMultiUser?username=admin',
      '/sys/user/queryByIds?userIds=x',
    ]) {
      expect((await t.get(url, supplier)).statusCode, url).toBe(403);
    }
  });
});
