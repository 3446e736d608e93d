import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('registration and password recovery on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const lastCode = (mobile: string) => [...t.sms].reverse().find((sms) => sms.mobile === mobile)?.code ?? '';

  it('registers a frozen supplier account with the SMS code of smsmode 1, refused at login until approved', async () => {
    const sms = await t.post('/sys/sms', { mobile: '13912340001', smsmode: '1' });
    expect(sms.json()).toMatchObject({ success: true });
    expect(t.sms.at(-1)).toMatchObject({ mobile: '13912340001', purpose: 'register' });

    const wrong = await t.post('/sys/user/register', {
      username: 'new_supplier',
      password: 'secret-1',
      phone: '13912340001',
      smscode: '000000' === lastCode('13912340001') ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ success: false, message: '手机验证码错误' });

    const ok = await t.post('/sys/user/register', {
      username: 'new_supplier',
      password: 'secret-1',
      phone: '13912340001',
      smscode: lastCode('13912340001'),
      email: 'new@supplier.example',
    });
    expect(ok.json()).toMatchObject({ success: true });
    const login = await t.loginBody('new_supplier', 'secret-1');
    expect(login).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('refuses taken user names and phones, and a code that was never sent', async () => {
    const taken = await t.post('/sys/user/register', {
      username: 'admin',
      password: 'secret-1',
      phone: '13912340002',
      smscode: '123456',
    });
    expect(taken.json()).toMatchObject({ success: false, message: '用户名已注册' });
    const phone = await t.post('/sys/user/register', {
      username: 'someone_new',
      password: 'secret-1',
      phone: '13800138000',
      smscode: '123456',
    });
    expect(phone.json()).toMatchObject({ success: false, message: '该手机号已注册' });
    const noCode = await t.post('/sys/user/register', {
      username: 'someone_new',
      password: 'secret-1',
      phone: '13912340003',
      smscode: '123456',
    });
    expect(noCode.json()).toMatchObject({ success: false, message: '手机验证码失效，请重新获取' });
    const registeredPhone = await t.post('/sys/sms', { mobile: '13800138000', smsmode: '1' });
    expect(registeredPhone.json()).toMatchObject({ success: false, message: '手机号已经注册，请直接登录！' });
  });

  it('recovers a password: SMS code, one-shot ticket, new password, old sessions ended', async () => {
    const oldToken = await t.login('wh_clerk');
    await t.post('/sys/sms', { mobile: '13800138001', smsmode: '2' });
    const verified = await t.post('/sys/user/phoneVerification', {
      phone: '13800138001',
      smscode: lastCode('13800138001'),
    });
    const { smscode: ticket, username } = verified.json().result as { smscode: string; username: string };
    expect(username).toBe('wh_clerk');

    const wrongUser = await t.post('/sys/user/passwordChange', {
      username: 'admin',
      password: 'n3w-pass',
      smscode: ticket,
      phone: '13800138001',
    });
    expect(wrongUser.json()).toMatchObject({ success: false });

    await t.post('/sys/sms', { mobile: '13800138001', smsmode: '2' });
    const again = await t.post('/sys/user/phoneVerification', {
      phone: '13800138001',
      smscode: lastCode('13800138001'),
    });
    const second = (again.json().result as { smscode: string }).smscode;
    const changed = await t.post('/sys/user/passwordChange', {
      username: 'wh_clerk',
      password: 'n3w-pass',
      smscode: second,
      phone: '13800138001',
    });
    expect(changed.json()).toMatchObject({ success: true, message: '密码重置完成！' });
    const replay = await t.post('/sys/user/passwordChange', {
      username: 'wh_clerk',
      password: 'other-pass',
      smscode: second,
      phone: '13800138001',
    });
    expect(replay.json()).toMatchObject({ success: false });

    expect((await t.get('/sys/user/getUserInfo', oldToken)).statusCode).toBe(401);
    expect(await t.login('wh_clerk', 'n3w-pass')).toBeTruthy();
  });

  it('accepts the password change by POST only (no password in a URL)', async () => {
    const viaGet = await t.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/passwordChange?username=x&password=y',
    });
    expect(viaGet.json()).toMatchObject({ success: false });
  });
});
