import { describe, expect, it } from 'vitest';
import { roleId, userId } from '../../server/db/seed/demo-data';
import { AdminSuite, db, engines } from './harness';

/**
 * The user recycle bin of the JeecgBoot 2.4.6 client (UserRecycleBinModal, issue 19 point 2):
 * `GET /sys/user/recycleBin`, `PUT /sys/user/putRecycleBin {userIds}`, `DELETE /sys/user/deleteRecycleBin?userIds`.
 */
describe.each(engines)('user recycle bin on %s', (engine) => {
  const suite = new AdminSuite(engine);

  const addUser = async (username: string) => {
    const { t, admin } = suite;
    const added = await t.post(
      '/sys/user/add',
      { username, realname: username, password: 'secret123', selectedroles: roleId('buyer') },
      admin,
    );
    expect(added.json().success).toBe(true);
    return added.json().result.id as string;
  };
  const del = (url: string) =>
    suite.t.inject({
      method: 'DELETE',
      url: `${suite.t.config.apiPrefix}${url}`,
      headers: { 'x-access-token': suite.admin },
    });

  it('lists deleted users, restores them and deletes them for good', async () => {
    const { t, admin } = suite;
    const a = await addUser('bin_a');
    const b = await addUser('bin_b');
    expect((await del(`/sys/user/deleteBatch?ids=${a},${b}`)).json().success).toBe(true);
    const bin = (await t.get('/sys/user/recycleBin', admin)).json();
    expect(bin.success).toBe(true);
    const names = bin.result.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['bin_a', 'bin_b']));
    for (const user of bin.result) {
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('salt');
    }

    const restored = await t.put('/sys/user/putRecycleBin', { userIds: a }, admin);
    expect(restored.json()).toMatchObject({ success: true, message: '还原成功' });
    expect((await t.get('/sys/user/list?username=bin_a', admin)).json().result.total).toBe(1);

    // Deleting for good touches only users in the bin: bin_a is live again and stays.
    const purged = await del(`/sys/user/deleteRecycleBin?userIds=${a},${b}`);
    expect(purged.json()).toMatchObject({ success: true, message: '彻底删除成功' });
    const left = await db(t).selectFrom('sysUser').select('username').where('id', 'in', [a, b]).execute();
    expect(left.map((r) => r.username)).toEqual(['bin_a']);
    const roles = await db(t).selectFrom('sysUserRole').select('id').where('userId', '=', b).execute();
    expect(roles).toEqual([]);
    expect(
      (await t.get('/sys/user/recycleBin', admin)).json().result.map((u: { username: string }) => u.username),
    ).not.toContain('bin_b');
  });

  it('refuses callers without the user page permissions, and never purges the caller', async () => {
    const { t } = suite;
    const buyer = await t.login('buyer');
    expect((await t.get('/sys/user/recycleBin', buyer)).statusCode).toBe(403);
    expect((await t.put('/sys/user/putRecycleBin', { userIds: userId('admin') }, buyer)).statusCode).toBe(
      403,
    );
    const self = await del(`/sys/user/deleteRecycleBin?userIds=${userId('admin')}`);
    expect(self.json().success).toBe(false);
    expect(
      await db(t).selectFrom('sysUser').select('id').where('id', '=', userId('admin')).execute(),
    ).toHaveLength(1);
  });
});
