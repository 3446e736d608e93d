import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedisInfo } from '../../server/modules/monitor/redis-info';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('monitor endpoints on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('traces recent requests with method, path, status and time, never tokens or query strings', async () => {
    await t.get(`/sys/user/list?token=${admin}&username=*a*`, admin);
    const traces = (await t.get('/sys/monitor/httpTrace?limit=20', admin)).json().result.traces as Record<
      string,
      unknown
    >[];
    const list = traces.find((trace) => trace.path === `${t.config.apiPrefix}/sys/user/list`);
    expect(list).toMatchObject({ method: 'GET', status: 200 });
    expect(typeof list?.timeTaken).toBe('number');
    expect(Object.keys(list ?? {}).sort()).toEqual(['method', 'path', 'status', 'timeTaken', 'timestamp']);
    expect(JSON.stringify(traces)).not.toContain(admin);
    // A password sent at login never appears either.
    expect(JSON.stringify(traces)).not.toContain('123456');
  });

  it('reports the runtime, the machine, the server and the disks', async () => {
    const runtime = (await t.get('/sys/monitor/runtime', admin)).json().result;
    expect(runtime.memory.heapUsed).toBeGreaterThan(0);
    expect(runtime.memory.rss).toBeGreaterThan(runtime.memory.heapUsed);
    expect(runtime.eventLoopDelayMs).toHaveProperty('p99');
    expect(Array.isArray(runtime.gc)).toBe(true);
    const system = (await t.get('/sys/monitor/system', admin)).json().result;
    expect(system.cpu.count).toBeGreaterThan(0);
    expect(system.memory.total).toBeGreaterThan(system.memory.free);
    expect(system.load).toHaveLength(3);
    const server = (await t.get('/sys/monitor/server', admin)).json().result;
    expect(server.routes).toBeGreaterThan(100);
    expect(server.requestsTotal).toBeGreaterThan(0);
    expect(server).toHaveProperty('errorRate');
    const disks = (await t.get('/sys/actuator/redis/queryDiskInfo', admin)).json().result;
    expect(disks.length).toBeGreaterThan(0);
    expect(disks[0].max).toBeGreaterThanOrEqual(disks[0].rest);
    expect(disks[0].restPPT).toBeGreaterThanOrEqual(0);
  });

  it('says clearly when Redis is not configured', async () => {
    expect((await t.get('/sys/monitor/redis', admin)).json().result).toEqual({ configured: false });
  });

  it('is for administrators only', async () => {
    const buyer = await t.login('buyer');
    for (const path of [
      '/sys/monitor/runtime',
      '/sys/monitor/httpTrace',
      '/sys/actuator/redis/queryDiskInfo',
    ]) {
      expect((await t.get(path, buyer)).statusCode).toBe(403);
    }
  });
});

describe('Redis INFO', () => {
  it('lists described fields first and skips section headers', () => {
    const rows = parseRedisInfo(
      '# Server\r\nredis_version:7.0.15\r\nfoo:bar\r\n# Clients\r\nconnected_clients:3\r\n',
    );
    expect(rows).toEqual([
      { key: 'redis_version', value: '7.0.15', description: 'Redis 服务器版本' },
      { key: 'connected_clients', value: '3', description: '客户端连接数' },
      { key: 'foo', value: 'bar', description: '' },
    ]);
  });
});

describe('monitor with Redis', () => {
  it('reads INFO from the configured Redis', async () => {
    const redisUrl = process.env.ISPS_TEST_REDIS_URL;
    if (!redisUrl) throw new Error('ISPS_TEST_REDIS_URL is not set: this test needs a Redis (see .ci/run)');
    const t = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
    try {
      const result = (await t.get('/sys/monitor/redis', await t.login('admin'))).json().result;
      expect(result.configured).toBe(true);
      expect(result.info.find((row: { key: string }) => row.key === 'redis_version')).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
