import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_ROUTES_KEY } from '../../server/modules/system/gateway/gateway-route-publisher';
import { createTestApp, engines, type TestApp } from './harness';

const REDIS_URL = process.env.ISPS_TEST_REDIS_URL;

describe.each(engines)('knowledge roles on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the roles whose code starts with knowledge_ and the knowledge roles of a user', async () => {
    expect((await t.get('/sys/role/queryKnowledge', admin)).json()).toMatchObject({
      success: true,
      result: [],
    });
    const reader = (
      await t.post('/sys/role/add', { roleName: '知识读者', roleCode: 'knowledge_reader' }, admin)
    ).json().result;
    const user = (await t.get('/sys/user/list?username=buyer', admin)).json().result.records[0];
    const before = (await t.get(`/sys/user/queryUserRole?userid=${user.id}`, admin)).json()
      .result as string[];
    expect((await t.get(`/sys/user/queryUserKnowledgeRole?userid=${user.id}`, admin)).json().result).toEqual(
      [],
    );

    await t.post('/sys/user/addSysUserRole', { roleId: reader.id, userIdList: [user.id] }, admin);
    const knowledge = (await t.get('/sys/role/queryKnowledge', admin)).json().result;
    expect(knowledge).toMatchObject([{ id: reader.id, roleCode: 'knowledge_reader', roleName: '知识读者' }]);
    expect((await t.get(`/sys/user/queryUserKnowledgeRole?userid=${user.id}`, admin)).json().result).toEqual([
      reader.id,
    ]);
    // The ordinary family still holds every role of the user.
    const after = (await t.get(`/sys/user/queryUserRole?userid=${user.id}`, admin)).json().result;
    expect(after).toEqual(expect.arrayContaining([...before, reader.id]));
    const buyer = await t.login('buyer');
    expect((await t.get('/sys/role/queryKnowledge', buyer)).statusCode).toBe(403);
    expect((await t.get(`/sys/user/queryUserKnowledgeRole?userid=${user.id}`, buyer)).statusCode).toBe(403);
  });
});

describe.each(engines)('gateway routes without Redis on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const router = {
    routerId: 'demo-service',
    name: 'demo',
    uri: 'lb://demo',
    predicates: '[{"name":"Path","args":{"_genkey_0":"/demo/**"}}]',
    filters: '[]',
  };

  it('upserts a route by its route id, enabled by default, and says nothing was published', async () => {
    const added = (await t.post('/sys/gatewayRoute/updateAll', { router }, admin)).json();
    expect(added).toMatchObject({
      success: true,
      message: '路由已保存；未配置Redis，未发布到网关',
      result: { published: false },
    });
    const second = (
      await t.post(
        '/sys/gatewayRoute/updateAll',
        { router: { ...router, uri: 'lb://demo-2', status: '0' } },
        admin,
      )
    ).json();
    expect(second).toMatchObject({ success: true });
    const rows = (await t.get('/sys/gatewayRoute/list?routerId=demo-service', admin)).json().result.records;
    expect(rows).toMatchObject([{ routerId: 'demo-service', uri: 'lb://demo-2', status: '0' }]);

    const byId = (
      await t.post(
        '/sys/gatewayRoute/updateAll',
        { router: { ...router, id: rows[0].id, name: 'renamed' } },
        admin,
      )
    ).json();
    expect(byId.success).toBe(true);
    const again = (await t.get('/sys/gatewayRoute/list?routerId=demo-service', admin)).json().result.records;
    expect(again).toMatchObject([{ id: rows[0].id, name: 'renamed', status: '1' }]);
  });

  it('refuses predicates that are not a JSON array and answers clearRedis clearly', async () => {
    const bad = (
      await t.post('/sys/gatewayRoute/updateAll', { router: { ...router, predicates: '{' } }, admin)
    ).json();
    expect(bad).toMatchObject({ success: false });
    expect(bad.message).toContain('predicates');
    const clear = (await t.get('/sys/gatewayRoute/clearRedis', admin)).json();
    expect(clear).toMatchObject({
      success: true,
      message: '未配置Redis，没有需要清除的网关路由缓存',
      result: { cleared: false },
    });
    const buyer = await t.login('buyer');
    expect((await t.post('/sys/gatewayRoute/updateAll', { router }, buyer)).statusCode).toBe(403);
    expect((await t.get('/sys/gatewayRoute/clearRedis', buyer)).statusCode).toBe(403);
  });
});

describe.each(engines)('gateway routes published to Redis on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let redis: Redis;
  beforeAll(async () => {
    // CI (.ci/run) always starts a Redis, as for the two-node tests.
    if (!REDIS_URL) throw new Error('ISPS_TEST_REDIS_URL is not set: this test needs a Redis (see .ci/run)');
    t = await createTestApp(engine, { env: { REDIS_URL } });
    admin = await t.login('admin');
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('publishes the enabled routes with parsed predicates, and clearRedis removes the key', async () => {
    const answer = (
      await t.post(
        '/sys/gatewayRoute/updateAll',
        {
          router: { routerId: 'orders', name: 'orders', uri: 'lb://orders', predicates: '[{"name":"Path"}]' },
        },
        admin,
      )
    ).json();
    expect(answer).toMatchObject({ success: true, message: '路由已保存并发布到网关' });
    await t.post(
      '/sys/gatewayRoute/updateAll',
      { router: { routerId: 'off', name: 'off', uri: 'lb://off', status: '0' } },
      admin,
    );
    const published = JSON.parse((await redis.get(GATEWAY_ROUTES_KEY)) ?? '[]');
    expect(published).toMatchObject([
      { routerId: 'orders', uri: 'lb://orders', predicates: [{ name: 'Path' }] },
    ]);
    expect((await t.get('/sys/gatewayRoute/clearRedis', admin)).json()).toMatchObject({
      success: true,
      message: '已清除网关路由缓存',
    });
    expect(await redis.exists(GATEWAY_ROUTES_KEY)).toBe(0);
  });
});
