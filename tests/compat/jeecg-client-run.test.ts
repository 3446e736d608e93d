import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/harness';

/**
 * Answers the real JeecgBoot 2.4.6 Vue2 client showed wrong when it ran against ISPS (issue 19 point 4,
 * scripts/compat/run-jeecg-client.sh, docs/compat.md "The real client").
 */
describe('JeecgBoot 2.4.6 client run', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the user page asks which third-party apps sync: none, so it hides their buttons', async () => {
    // JThirdAppButton (UserList, DepartList) calls it on every visit; a 404 showed "资源未找到" each time.
    const res = await t.get('/sys/thirdApp/getEnabledType', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      result: { wechatEnterprise: false, dingtalk: false },
    });
    expect((await t.get('/sys/thirdApp/getEnabledType')).statusCode).toBe(401);
  });
});
