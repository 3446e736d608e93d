import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signShellAssertion } from '../../server/modules/auth/shell-assertion';
import { CAPTCHA_TEXT, createTestApp, engines, type TestApp } from './harness';

const SECRET = 'test-shell-secret-0123456789-abcdefghij';
const SHELL_ENV = { ISPS_SHELL_SECRET: SECRET };

/** An assertion as the shell's backend mints it; `change` spoils one claim or the key. */
function assertion(
  t: TestApp,
  change: Partial<{ aud: string; sub: string; exp: number; nonce: string; secret: string }> = {},
): string {
  const { secret = SECRET, ...claims } = change;
  return signShellAssertion(secret, {
    aud: 'isps-fsm-shell',
    sub: 'fsm_shell',
    exp: Math.floor(t.clock.now() / 1000) + 30,
    nonce: randomBytes(16).toString('hex'),
    ...claims,
  });
}

const exchange = (t: TestApp, value: string, options: { ip?: string; origin?: string } = {}) =>
  t.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/fsmShellLogin',
    payload: { assertion: value },
    headers: options.origin ? { origin: options.origin } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

describe.each(engines)('field-service shell login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: SHELL_ENV });
  });
  afterAll(async () => {
    await t.close();
  });

  it('exchanges a signed assertion for a session of three hours', async () => {
    const body = (await exchange(t, assertion(t))).json();
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

  it('sees only the field-service menu and reaches only the field-service endpoints', async () => {
    const token = (await exchange(t, assertion(t))).json().result.token;
    const menu = (await t.get('/sys/permission/getUserPermissionByToken', token)).json().result.menu;
    const top = menu.map((m: { path: string }) => m.path);
    expect(top).toContain('/fsm');
    expect(top).not.toContain('/system');
    expect((await t.get('/fsm/ainEquipment/list', token)).json()).toMatchObject({ success: true });
    for (const url of ['/sys/user/list', '/wms/stock/list', '/sys/log/list']) {
      expect((await t.get(url, token)).statusCode, url).toBe(403);
    }
  });

  it('refuses a wrong signature, an expired or too long assertion, another audience or account', async () => {
    const now = Math.floor(t.clock.now() / 1000);
    const cases: [string, string][] = [
      [assertion(t, { secret: 'another-secret-0123456789-abcdefghijkl' }), '外壳登录凭证无效'],
      [`${assertion(t).split('.')[0]}.`, '外壳登录凭证无效'],
      ['not-an-assertion', '外壳登录凭证无效'],
      [assertion(t, { nonce: 'short' }), '外壳登录凭证无效'],
      [assertion(t, { exp: now - 1 }), '外壳登录凭证已过期'],
      [assertion(t, { exp: now + 61 }), '外壳登录凭证有效期超过60秒'],
      [assertion(t, { aud: 'another-system' }), '外壳登录凭证不是签发给本系统的'],
      [assertion(t, { sub: 'admin' }), '该账号不允许外壳登录'],
    ];
    for (const [value, message] of cases) {
      expect((await exchange(t, value)).json(), message).toMatchObject({ success: false, message });
    }
  });

  it('accepts an assertion once', async () => {
    const once = assertion(t);
    expect((await exchange(t, once)).json()).toMatchObject({ success: true });
    expect((await exchange(t, once)).json()).toMatchObject({
      success: false,
      message: '外壳登录凭证已被使用',
    });
  });

  it('refuses the old password body', async () => {
    const res = await t.post('/sys/fsmShellLogin', { username: 'fsm_shell', password: '123456' });
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses browser pages of origins that may not embed us', async () => {
    const foreign = await exchange(t, assertion(t), { origin: 'https://evil.example' });
    expect(foreign.json()).toMatchObject({ success: false, message: '不允许从该来源页面进行外壳登录' });
    const own = await exchange(t, assertion(t), { origin: 'http://localhost:80' });
    expect(own.json()).toMatchObject({ success: true });
  });

  it('refuses every other login route for the service account, with its real password', async () => {
    const key = await t.captchaKey();
    const login = await t.post('/sys/login', {
      username: 'fsm_shell',
      password: '123456',
      captcha: CAPTCHA_TEXT,
      checkKey: key,
    });
    // The same answer as a wrong password: the route does not even test it.
    expect(login.json()).toMatchObject({ success: false, message: '用户名或密码错误' });
    await t.post('/sys/sms', { mobile: '13800138006', smsmode: '0' });
    const code = t.sms.at(-1)?.code;
    const phone = await t.post('/sys/phoneLogin', { mobile: '13800138006', captcha: code });
    expect(phone.json()).toMatchObject({ success: false, message: '外壳服务账号只能通过外壳自动登录' });
  });

  it('serves no credential in /isps-config.json', async () => {
    const res = await t.inject({ method: 'GET', url: '/isps-config.json' });
    expect(res.json()).toEqual({
      apiBase: '/jeecg-boot',
      staticDomain: '/jeecg-boot/sys/common/static',
      allowedOrigins: [],
      maxFrameDepth: 3,
      captcha: true,
      shellAssertionUrl: '/jeecg-boot/demo/fsmShellAssertion',
    });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('123456');
  });
});

describe.each(engines)('shell login restrictions on %s', (engine) => {
  it('accepts the shell login only from ISPS_SHELL_NETWORKS', async () => {
    const t = await createTestApp(engine, { env: { ...SHELL_ENV, ISPS_SHELL_NETWORKS: '10.1.0.0/16' } });
    try {
      const refused = await exchange(t, assertion(t));
      expect(refused.json()).toMatchObject({ success: false, message: '不允许从该网络地址进行外壳登录' });
      const allowed = await exchange(t, assertion(t), { ip: '10.1.2.3' });
      expect(allowed.json()).toMatchObject({ success: true, code: 200 });
    } finally {
      await t.close();
    }
  });

  it('lets the demo stand-in of the shell backend mint assertions with a derived key', async () => {
    const t = await createTestApp(engine);
    try {
      const minted = (await t.post('/demo/fsmShellAssertion', {})).json().result.assertion as string;
      expect((await exchange(t, minted)).json()).toMatchObject({ success: true });
      expect(
        JSON.stringify((await t.inject({ method: 'GET', url: '/isps-config.json' })).json()),
      ).not.toMatch(/password|secret/i);
    } finally {
      await t.close();
    }
  });

  it('has neither the demo backend nor a credential in production mode', async () => {
    const t = await createTestApp(engine, {
      env: {
        ISPS_MODE: 'production',
        ISPS_ADMIN_PASSWORD: 'admin-secret',
        ISPS_SHELL_USERNAME: 'fsm_shell',
        ...SHELL_ENV,
        ISPS_SHELL_ASSERTION_URL: 'https://shell.example/isps-assertion',
      },
    });
    try {
      const demo = await t.post('/demo/fsmShellAssertion', {});
      expect(demo.statusCode).not.toBe(200);
      expect(demo.body).not.toContain('assertion');
      const config = await t.inject({ method: 'GET', url: '/isps-config.json' });
      expect(config.json().shellAssertionUrl).toBe('https://shell.example/isps-assertion');
      expect(config.body).not.toContain(SECRET);
      expect(config.body).not.toMatch(/password/i);
    } finally {
      await t.close();
    }
  });

  it('says so when no shell account is configured (production)', async () => {
    const t = await createTestApp(engine, {
      env: { ISPS_MODE: 'production', ISPS_ADMIN_PASSWORD: 'admin-secret' },
    });
    try {
      const res = await exchange(t, assertion(t));
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toContain('ISPS_SHELL_SECRET');
      expect(
        (await t.inject({ method: 'GET', url: '/isps-config.json' })).json().shellAssertionUrl,
      ).toBeNull();
    } finally {
      await t.close();
    }
  });
});
