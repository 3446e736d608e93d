import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../server/modules/auth/password-hash';
import { CAPTCHA_TEXT, createTestApp, DEMO_PASSWORD, db, engines, type TestApp } from './harness';

/** A password login from a given source address. */
async function loginFrom(t: TestApp, ip: string, username: string, password = DEMO_PASSWORD) {
  const checkKey = await t.captchaKey();
  const res = await t.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password, captcha: CAPTCHA_TEXT, checkKey },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code: number; message: string } };
}

describe.each(engines)('login and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a captcha as an svg data url', async () => {
    const res = await t.get('/sys/randomImage/123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(typeof body.timestamp).toBe('number');
  });

  it('logs admin in with token, user info, departments, dictionaries and tenants', async () => {
    const body = await t.loginBody('admin');
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = body.result as Record<string, unknown>;
    expect(typeof result.token).toBe('string');
    expect((result.token as string).length).toBeGreaterThanOrEqual(43);
    const userInfo = result.userInfo as Record<string, unknown>;
    expect(userInfo).toMatchObject({ username: 'admin', realname: '管理员', status: 1, orgCode: 'A01' });
    expect(userInfo).not.toHaveProperty('passwordHash');
    expect(userInfo).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
    expect(result.multi_depart).toBe(1);
    expect(result.departs).toEqual([expect.objectContaining({ orgCode: 'A01', departName: 'ISPS总部' })]);
    const dicts = result.sysAllDictItems as Record<string, { value: string; text: string; title: string }[]>;
    expect(dicts.doc_status).toContainEqual({
      value: 'pending',
      text: '待审核',
      title: '待审核',
      color: 'gold',
    });
    expect((result.tenantList as { id: number }[]).map((x) => x.id)).toEqual([0, 1]);
  });

  it('answers the login in English when the request asks for it', async () => {
    const checkKey = await t.captchaKey();
    const res = await t.post(
      '/sys/login',
      { username: 'admin', password: '123456', captcha: CAPTCHA_TEXT.toLowerCase(), checkKey },
      undefined,
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    const body = res.json();
    expect(body.message).toBe('Login succeeded');
    expect(body.result.sysAllDictItems.doc_status[0]).toMatchObject({ value: 'pending', text: 'Pending' });
  });

  it('tells a user in several departments to pick one (multi_depart 2)', async () => {
    const body = await t.loginBody('buyer');
    const result = body.result as { multi_depart: number; departs: { orgCode: string }[] };
    expect(result.multi_depart).toBe(2);
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
  });

  it('refuses a missing captcha and a wrong one, and a captcha works only once', async () => {
    const missing = await t.post('/sys/login', { username: 'admin', password: '123456' });
    expect(missing.json()).toMatchObject({ success: false, code: 500, message: '验证码无效' });

    const key = await t.captchaKey();
    const wrong = await t.post('/sys/login', {
      username: 'admin',
      password: '123456',
      captcha: 'ZZZZ',
      checkKey: key,
    });
    expect(wrong.json()).toMatchObject({ success: false, message: '验证码错误' });
    // The wrong try consumed the captcha: the right text no longer helps.
    const again = await t.post('/sys/login', {
      username: 'admin',
      password: '123456',
      captcha: CAPTCHA_TEXT,
      checkKey: key,
    });
    expect(again.json()).toMatchObject({ success: false, message: '验证码错误' });
  });

  it('refuses an expired captcha', async () => {
    const key = await t.captchaKey();
    t.clock.advance(61_000);
    const res = await t.post('/sys/login', {
      username: 'admin',
      password: '123456',
      captcha: CAPTCHA_TEXT,
      checkKey: key,
    });
    expect(res.json()).toMatchObject({ success: false, message: '验证码错误' });
  });

  it('answers an unknown user exactly like a wrong password (issue 16: no account enumeration)', async () => {
    const unknown = await t.loginBody('nobody');
    const wrong = await t.loginBody('qc_inspector', 'wrong-password');
    expect(unknown).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
    const { timestamp: _u, ...unknownRest } = unknown;
    const { timestamp: _w, ...wrongRest } = wrong;
    expect(unknownRest).toEqual(wrongRest);
  });

  it('checks an unknown account against a hash of the same cost as a real one', async () => {
    const dummy = await dummyPasswordHash();
    const real = await hashPassword('whatever');
    expect(dummy.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
    expect(await verifyPassword('', dummy)).toBe(false);
  });

  it('locks an account for ten minutes after five wrong passwords', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await t.loginBody('wh_clerk', 'bad')).message).toBe('用户名或密码错误');
    }
    expect((await t.loginBody('wh_clerk', 'bad')).message).toContain('账号已锁定');
    // Locked: even the right password is refused.
    expect((await t.loginBody('wh_clerk')).message).toContain('账号已锁定');
    t.clock.advance(9 * 60_000);
    expect((await t.loginBody('wh_clerk')).message).toContain('账号已锁定');
    t.clock.advance(61_000);
    expect((await t.loginBody('wh_clerk')).code).toBe(200);
  });

  it('locks an account only for the address that guessed wrong (issue 16)', async () => {
    for (let i = 0; i < 5; i += 1) await loginFrom(t, '10.9.0.1', 'admin', 'guess');
    expect((await loginFrom(t, '10.9.0.1', 'admin')).body.message).toContain('账号已锁定');
    expect((await loginFrom(t, '10.9.0.2', 'admin')).body).toMatchObject({ success: true, code: 200 });
    // An unknown account locks the same way, so the lock tells nothing either.
    for (let i = 0; i < 5; i += 1) await loginFrom(t, '10.9.0.1', 'nobody-at-all', 'guess');
    expect((await loginFrom(t, '10.9.0.1', 'nobody-at-all')).body.message).toContain('账号已锁定');
  });

  it('refuses a frozen user and logs the refusal', async () => {
    await db(t).updateTable('sysUser').set({ status: 2 }).where('username', '=', 'supplier_b').execute();
    expect(await t.loginBody('supplier_b')).toMatchObject({ success: false, message: '该用户已冻结' });
    const log = await db(t)
      .selectFrom('sysLog')
      .select('logContent')
      .where('userid', '=', 'supplier_b')
      .where('logType', '=', 1)
      .execute();
    expect(log.map((l) => l.logContent)).toContain('用户名: supplier_b,该用户已冻结！');
    await db(t).updateTable('sysUser').set({ status: 1 }).where('username', '=', 'supplier_b').execute();
  });

  it('writes a login log row on success', async () => {
    await t.login('qc_inspector');
    const rows = await db(t)
      .selectFrom('sysLog')
      .select(['logContent', 'username'])
      .where('userid', '=', 'qc_inspector')
      .where('logContent', 'like', '%登录成功%')
      .execute();
    expect(rows[0]).toEqual({ logContent: '用户名: qc_inspector,登录成功！', username: '赵质检' });
  });

  it('revokes the token on logout; reusing it gets 401 Token失效', async () => {
    const token = await t.login('admin');
    expect((await t.get('/sys/user/getUserInfo', token)).statusCode).toBe(200);
    const out = await t.post('/sys/logout', {}, token);
    expect(out.json()).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const reuse = await t.get('/sys/user/getUserInfo', token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false, code: 401 });
    expect(reuse.json().message).toContain('Token失效，请重新登录');
    expect((await t.post('/sys/logout', {}, token)).json()).toMatchObject({
      success: false,
      message: 'Token无效!',
    });
    expect((await t.post('/sys/logout', {})).json()).toMatchObject({
      success: false,
      message: '退出登录失败！',
    });
  });

  it('keeps the Token失效 marker in English answers', async () => {
    const res = await t.get('/sys/user/getUserInfo', 'not-a-token', { 'x-locale': 'en_US' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('Token失效');
    expect(res.json().message).toContain('log in again');
  });

  it('accepts ?token= on GET but not on POST', async () => {
    const token = await t.login('admin');
    expect((await t.get(`/sys/user/getCurrentUserDeparts?token=${token}`)).statusCode).toBe(200);
    const post = await t.inject({
      method: 'PUT',
      url: `/jeecg-boot/sys/selectDepart?token=${token}`,
      payload: { orgCode: 'A01' },
    });
    expect(post.statusCode).toBe(401);
  });

  it('expires a session after TOKEN_TTL without use and slides it while in use', async () => {
    const idle = await t.login('admin');
    const active = await t.login('admin');
    t.clock.advance(6 * 86_400_000);
    expect((await t.get('/sys/user/getUserInfo', active)).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    // Eight days after login: the idle token is gone, the one used on day 6 lives on.
    expect((await t.get('/sys/user/getUserInfo', idle)).statusCode).toBe(401);
    expect((await t.get('/sys/user/getUserInfo', active)).statusCode).toBe(200);
    t.clock.advance(7 * 86_400_000 + 1);
    expect((await t.get('/sys/user/getUserInfo', active)).statusCode).toBe(401);
  });

  it('ends the sessions of a user frozen while logged in', async () => {
    const token = await t.login('qc_inspector');
    await db(t).updateTable('sysUser').set({ status: 2 }).where('username', '=', 'qc_inspector').execute();
    t.app.ctx.sessions.forgetAll();
    expect((await t.get('/sys/user/getUserInfo', token)).statusCode).toBe(401);
    await db(t).updateTable('sysUser').set({ status: 1 }).where('username', '=', 'qc_inspector').execute();
  });

  it('sends an SMS code and logs in by phone; a wrong code is the soft failure', async () => {
    const res = await t.post('/sys/sms', { mobile: '13800138003', smsmode: '0' });
    expect(res.json()).toMatchObject({ success: true });
    const sent = t.sms.at(-1);
    expect(sent).toMatchObject({ mobile: '13800138003', purpose: 'login' });
    expect(sent?.code).toMatch(/^\d{6}$/);
    const again = await t.post('/sys/sms', { mobile: '13800138003', smsmode: '0' });
    expect(again.json()).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });

    const wrongCode = sent?.code === '000000' ? '111111' : '000000';
    const wrong = await t.post('/sys/phoneLogin', { mobile: '13800138003', captcha: wrongCode });
    expect(wrong.json()).toMatchObject({ success: true, code: 0, message: '手机验证码错误' });
    const right = await t.post('/sys/phoneLogin', { mobile: '13800138003', captcha: sent?.code });
    expect(right.json()).toMatchObject({ success: true, code: 200 });
    expect(right.json().result.userInfo.username).toBe('qc_inspector');
    // One-shot: the same code does not log in twice.
    const reuse = await t.post('/sys/phoneLogin', { mobile: '13800138003', captcha: sent?.code });
    expect(reuse.json()).toMatchObject({ code: 0, message: '手机验证码错误' });
  });

  it('refuses SMS codes for numbers without a user', async () => {
    const res = await t.post('/sys/sms', { mobile: '13999999999', smsmode: '0' });
    expect(res.json()).toMatchObject({ success: false, message: '该用户不存在或未绑定手机号' });
  });
});

describe.each(engines)('compatibility mode on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { ISPS_AUTH_FAILURE_STATUS: '500', ISPS_CAPTCHA: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an invalid token with HTTP 500 and the Token失效 message', async () => {
    const res = await t.get('/sys/user/getUserInfo', 'expired-token');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 500, message: 'Token失效，请重新登录' });
  });

  it('logs in without a captcha when ISPS_CAPTCHA=off', async () => {
    const res = await t.post('/sys/login', { username: 'admin', password: '123456' });
    expect(res.json()).toMatchObject({ success: true, code: 200 });
  });
});

describe.each(engines)('login attempts per source address on %s', (engine) => {
  it('limits the login requests of one address, whatever the accounts, with a localised answer', async () => {
    const t = await createTestApp(engine, { env: { ISPS_LOGIN_RATE_LIMIT: '3' } });
    try {
      for (const user of ['a1', 'a2', 'a3']) {
        expect((await loginFrom(t, '10.8.0.1', user, 'guess')).body.message).toBe('用户名或密码错误');
      }
      const limited = await loginFrom(t, '10.8.0.1', 'admin');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, code: 429 });
      expect(limited.body.message).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/);
      // Another address is not affected, and admin is not locked for it.
      expect((await loginFrom(t, '10.8.0.2', 'admin')).body).toMatchObject({ success: true, code: 200 });
    } finally {
      await t.close();
    }
  });
});
