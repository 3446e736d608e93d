import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('own password change on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (token: string, body: Record<string, string>) =>
    t.put('/sys/user/updatePassword', body, token);

  it('refuses changing somebody else’s password', async () => {
    const token = await t.login('wh_clerk');
    const res = await change(token, {
      username: 'admin',
      oldpassword: '123456',
      password: 'secret-1',
      confirmpassword: 'secret-1',
    });
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '只允许修改自己的密码！' });
  });

  it('asks for every field and equal new passwords', async () => {
    const token = await t.login('wh_clerk');
    const cases: [Record<string, string>, string][] = [
      [{ password: 'secret-1', confirmpassword: 'secret-1' }, '请输入旧密码!'],
      [{ oldpassword: '123456', confirmpassword: 'secret-1' }, '新密码不允许为空!'],
      [{ oldpassword: '123456', password: 'secret-1' }, '请确认新密码!'],
      [{ oldpassword: '123456', password: 'secret-1', confirmpassword: 'secret-2' }, '两次输入密码不一致!'],
      [{ oldpassword: '123456', password: 'abc', confirmpassword: 'abc' }, '新密码长度不能少于6位!'],
      [{ oldpassword: 'wrong!', password: 'secret-1', confirmpassword: 'secret-1' }, '旧密码输入错误!'],
    ];
    for (const [body, message] of cases) {
      expect((await change(token, { username: 'wh_clerk', ...body })).json()).toMatchObject({
        success: false,
        message,
      });
    }
  });

  it('changes the password, keeps the caller’s session and ends the others', async () => {
    const current = await t.login('buyer');
    const other = await t.login('buyer');
    const res = await change(current, {
      username: 'buyer',
      oldpassword: '123456',
      password: 'new-secret',
      confirmpassword: 'new-secret',
    });
    expect(res.json()).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });
    expect((await t.get('/sys/user/getUserInfo', current)).statusCode).toBe(200);
    expect((await t.get('/sys/user/getUserInfo', other)).statusCode).toBe(401);
    expect((await t.loginBody('buyer')).message).toBe('用户名或密码错误');
    expect((await t.loginBody('buyer', 'new-secret')).code).toBe(200);
  });

  it('accepts POST as well and rejects overlong passwords through the schema', async () => {
    const token = await t.login('qc_inspector');
    const long = 'x'.repeat(200);
    const res = await t.post(
      '/sys/user/updatePassword',
      { oldpassword: '123456', password: long, confirmpassword: long },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400 });
    expect(res.json().message).toContain('请求参数不正确');
    expect(res.json().message).toContain('password');
  });
});
