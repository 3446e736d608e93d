import { describe, expect, it } from 'vitest';
import { AdminSuite, createTestApp, engines } from './harness';

/**
 * The JeecgBoot client's online-users page (issue 19 point 2) over our session store, and its Redis
 * monitor page's calls, administrators only.
 */
describe.each(engines)('online users and force logout on %s', (engine) => {
  const suite = new AdminSuite(engine);

  it('lists live sessions without their tokens and logs one out by its id', async () => {
    const { t, admin } = suite;
    const buyer = await t.login('buyer');
    const page = (await t.get('/sys/online/list?pageNo=1&pageSize=10&username=buyer', admin)).json();
    expect(page).toMatchObject({ success: true, result: { total: 1, current: 1 } });
    const row = page.result.records[0];
    expect(row).toMatchObject({ username: 'buyer', kind: 'login' });
    // The row names the session; it is no credential.
    expect(row.token).not.toBe(buyer);
    expect(JSON.stringify(page)).not.toContain(buyer);
    expect((await t.get('/sys/online/list', admin)).json().result.total).toBeGreaterThanOrEqual(2);

    expect((await t.get('/sys/user/getUserInfo', buyer)).statusCode).toBe(200);
    const out = (await t.post('/sys/online/forceLogout', { token: row.token }, admin)).json();
    expect(out).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await t.get('/sys/user/getUserInfo', buyer)).statusCode).toBe(401);
    expect((await t.get('/sys/online/list?username=buyer', admin)).json().result.total).toBe(0);
    // Twice, an unknown id, a real token in place of the id, and oneself: clean refusals.
    for (const token of [row.token, 'nosuchsession', buyer, '']) {
      expect((await t.post('/sys/online/forceLogout', { token }, admin)).json().success, token).toBe(false);
    }
    const mine = (await t.get('/sys/online/list?username=admin', admin)).json().result.records;
    const results = await Promise.all(
      mine.map(async (r: { token: string }) =>
        (await t.post('/sys/online/forceLogout', { token: r.token }, admin)).json(),
      ),
    );
    expect(results.some((r) => r.message === '不能对当前登录用户执行此操作')).toBe(true);
  });

  it('is for administrators only', async () => {
    const { t } = suite;
    const buyer = await t.login('buyer');
    expect((await t.get('/sys/online/list', buyer)).statusCode).toBe(403);
    expect((await t.post('/sys/online/forceLogout', { token: 'x' }, buyer)).statusCode).toBe(403);
    expect((await t.get('/sys/actuator/redis/keysSize', buyer)).statusCode).toBe(403);
  });

  it("answers the Redis page's calls honestly when no Redis is configured", async () => {
    const { t, admin } = suite;
    expect((await t.get('/sys/actuator/redis/info', admin)).json()).toMatchObject({
      success: true,
      result: [],
      message: '未配置Redis：ISPS不使用Redis运行',
    });
    expect((await t.get('/sys/actuator/redis/keysSize', admin)).json()).toMatchObject({
      dbSize: 0,
      configured: false,
    });
    expect((await t.get('/sys/actuator/redis/memoryInfo', admin)).json()).toMatchObject({
      used_memory: 0,
      configured: false,
    });
  });
});

describe('Redis page with Redis', () => {
  it('reads INFO, the key count and the memory from the configured Redis', async () => {
    const redisUrl = process.env.ISPS_TEST_REDIS_URL;
    if (!redisUrl) throw new Error('ISPS_TEST_REDIS_URL is not set: this test needs a Redis (see .ci/run)');
    const t = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
    try {
      const admin = await t.login('admin');
      const info = (await t.get('/sys/actuator/redis/info', admin)).json();
      expect(info.result.find((row: { key: string }) => row.key === 'redis_version')).toBeDefined();
      const keys = (await t.get('/sys/actuator/redis/keysSize', admin)).json();
      expect(keys).toMatchObject({ configured: true, dbSize: expect.any(Number) });
      const memory = (await t.get('/sys/actuator/redis/memoryInfo', admin)).json();
      expect(memory.used_memory).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
