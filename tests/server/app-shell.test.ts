import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, db, engines, type TestApp } from './harness';

describe.each(engines)('app shell on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'isps-dist-'));
    mkdirSync(join(dist, 'demo'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ISPS admin</title>');
    writeFileSync(join(dist, 'demo', 'plain.html'), '<!doctype html><title>plain demo</title>');
    t = await createTestApp(engine, { deps: { distDir: dist } });
    t.app.get('/jeecg-boot/test/explode', { config: { public: true } }, async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the admin app for unknown routes (history mode) and files as they are', async () => {
    for (const url of ['/', '/dashboard/analysis', '/user/login?redirect=%2Fsystem%2Fuser']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('ISPS admin');
    }
    const demo = await t.inject({ method: 'GET', url: '/demo/plain.html' });
    expect(demo.body).toContain('plain demo');
  });

  it('answers missing files and unknown API paths with 404 instead of the app', async () => {
    const file = await t.inject({ method: 'GET', url: '/elements/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ success: false, code: 404 });
    const token = await t.login('admin');
    const api = await t.get('/sys/no/such/endpoint', token);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({
      success: false,
      code: 404,
      message: '路径不存在，请检查路径是否正确',
    });
  });

  it('serves the OpenAPI document and its page under the prefix', async () => {
    const page = await t.inject({ method: 'GET', url: '/jeecg-boot/docs' });
    expect(page.statusCode).toBe(200);
    const doc = await t.inject({ method: 'GET', url: '/jeecg-boot/docs/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/jeecg-boot/sys/login', '/jeecg-boot/sys/dict/getDictItems/{dictCode}']),
    );
    expect(doc.json().paths['/jeecg-boot/sys/login'].post.requestBody).toBeDefined();
  });

  it('explains bad input in the request language', async () => {
    const zh = await t.post('/sys/login', { password: '123456' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      success: false,
      code: 400,
      message: '请求参数不正确：缺少字段 username',
    });
    const en = await t.post('/sys/login', { username: { a: 1 }, password: '1' }, undefined, {
      'accept-language': 'en',
    });
    expect(en.json().message).toMatch(/^Invalid request: /);
    const badJson = await t.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, message: '请求体不是有效的JSON' });
  });

  it('answers unexpected errors with a generic message and the request id, never the details', async () => {
    const res = await t.inject({ method: 'GET', url: '/jeecg-boot/test/explode' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 500, result: null });
    expect(body.message).toMatch(/^操作失败，系统内部错误（请求号 [0-9a-f]{12}）$/);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('.ts:');
  });

  it('uses the Result envelope on every JSON answer', async () => {
    const body = (await t.get('/sys/getEncryptedString')).json();
    expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
  });

  it('keeps the seed idempotent: a second start adds nothing and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db(t)
            .selectFrom('sysPermission')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await db(t)
      .updateTable('sysPermission')
      .set({ name: '改过的首页' })
      .where('url', '=', '/dashboard/analysis')
      .execute();
    const { seedDatabase } = await import('../../server/db/seed/seed-database');
    await seedDatabase(db(t), { mode: 'demo', adminPassword: null, now: Date.now() }, t.app.log);
    expect(await count()).toBe(before);
    const home = await db(t)
      .selectFrom('sysPermission')
      .select('name')
      .where('url', '=', '/dashboard/analysis')
      .executeTakeFirst();
    expect(home?.name).toBe('改过的首页');
  });
});

describe.each(engines)('production start on %s', (engine) => {
  it('creates only admin with the configured password, plus menu and dictionaries', async () => {
    const t = await createTestApp(engine, {
      env: { ISPS_MODE: 'production', ISPS_ADMIN_PASSWORD: 'Str0ng-admin' },
    });
    try {
      // issue 16: no OpenAPI page or document in production unless ISPS_OPENAPI=on.
      for (const url of ['/jeecg-boot/docs', '/jeecg-boot/docs/json']) {
        const docs = await t.inject({ method: 'GET', url });
        expect(docs.statusCode, url).not.toBe(200);
        expect(docs.body, url).not.toContain('openapi');
      }
      const users = await db(t).selectFrom('sysUser').select('username').execute();
      expect(users.map((u) => u.username)).toEqual(['admin']);
      expect((await t.loginBody('admin', '123456')).message).toBe('用户名或密码错误');
      const token = await t.login('admin', 'Str0ng-admin');
      const menu = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result.menu;
      expect(menu.map((m: { path: string }) => m.path)).toContain('/system');
      expect((await t.get('/sys/dict/getDictItems/doc_status', token)).json().result).toHaveLength(3);
      const roles = await db(t).selectFrom('sysRole').select('roleCode').execute();
      expect(roles.map((r) => r.roleCode)).toEqual(['admin']);
    } finally {
      await t.close();
    }
  });
});

describe.each(engines)('cross-origin hosts on %s', (engine) => {
  it('answers preflights and requests of allowed origins only', async () => {
    const t = await createTestApp(engine, { env: { ISPS_ALLOWED_ORIGINS: 'https://portal.example' } });
    try {
      const preflight = await t.inject({
        method: 'OPTIONS',
        url: '/jeecg-boot/sys/dict/getDictItems/doc_status',
        headers: { origin: 'https://portal.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://portal.example');
      expect(preflight.headers['access-control-allow-headers']).toContain('X-Access-Token');
      const allowed = await t.get('/sys/getEncryptedString', undefined, { origin: 'https://portal.example' });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
      const other = await t.get('/sys/getEncryptedString', undefined, { origin: 'https://evil.example' });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const config = await t.inject({ method: 'GET', url: '/isps-config.json' });
      expect(config.json().allowedOrigins).toEqual(['https://portal.example']);
    } finally {
      await t.close();
    }
  });
});
