import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('field-service shell login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the configured service account in for three hours', async () => {
    const res = await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: '123456' });
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, result: { expires_in: 10800 } });
    expect(body.result.userInfo).toMatchObject({ username: 'fsm_shell', userType: 'integration' });
    expect(body.result.sysAllDictItems.doc_status).toHaveLength(3);
    const token = body.result.token as string;
    expect((await t.get('/sys/user/getUserInfo', token)).statusCode).toBe(200);
    // A fixed lifetime: use does not extend it past what the shell was told.
    t.clock.advance(2 * 3_600_000);
    expect((await t.get('/sys/user/getUserInfo', token)).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await t.get('/sys/user/getUserInfo', token)).statusCode).toBe(401);
  });

  it('sees only the field-service menu', async () => {
    const token = (await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: '123456' })).json()
      .result.token;
    const menu = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result.menu;
    const top = menu.map((m: { path: string }) => m.path);
    expect(top).toContain('/fsm');
    expect(top).not.toContain('/system');
  });

  it('refuses every other account, even with the right password', async () => {
    const res = await t.post('/sys/fsmShellLogin', { username: 'admin', password: '123456' });
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '该账号不允许外壳登录' });
  });

  it('refuses a wrong password of the service account', async () => {
    const res = await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: 'nope' });
    expect(res.json()).toMatchObject({ success: false, message: '用户名或密码错误' });
  });

  it('publishes the shell account in /isps-config.json', async () => {
    const res = await t.inject({ method: 'GET', url: '/isps-config.json' });
    expect(res.json()).toEqual({
      apiBase: '/jeecg-boot',
      staticDomain: '/jeecg-boot/sys/common/static',
      allowedOrigins: [],
      maxFrameDepth: 3,
      captcha: true,
      shell: { username: 'fsm_shell', password: '123456' },
    });
  });
});

describe.each(engines)('shell login restrictions on %s', (engine) => {
  it('accepts the shell login only from ISPS_SHELL_NETWORKS', async () => {
    const t = await createTestApp(engine, { env: { ISPS_SHELL_NETWORKS: '10.1.0.0/16' } });
    try {
      const refused = await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: '123456' });
      expect(refused.json()).toMatchObject({ success: false, message: '不允许从该网络地址进行外壳登录' });
      const allowed = await t.inject({
        method: 'POST',
        url: '/jeecg-boot/sys/fsmShellLogin',
        payload: { username: 'fsm_shell', password: '123456' },
        remoteAddress: '10.1.2.3',
      });
      expect(allowed.json()).toMatchObject({ success: true, code: 200 });
    } finally {
      await t.close();
    }
  });

  it('says so when no shell account is configured (production)', async () => {
    const t = await createTestApp(engine, {
      env: { ISPS_MODE: 'production', ISPS_ADMIN_PASSWORD: 'admin-secret' },
    });
    try {
      const res = await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: '123456' });
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toContain('ISPS_SHELL_USERNAME');
      expect((await t.inject({ method: 'GET', url: '/isps-config.json' })).json().shell).toBeNull();
    } finally {
      await t.close();
    }
  });
});
