import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPeriod } from '../../server/modules/rules/fill-rule-generators';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('duplicate check, check rules and fill rules on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let partnerId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const added = (
      await t.post('/mdm/businessPartner/add', { code: 'DUP1', name: 'Dup', country: 'CN' }, admin)
    ).json();
    partnerId = added.result.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const check = async (query: string, token = admin) =>
    (await t.get(`/sys/duplicate/check?${query}`, token)).json();

  it('answers whether a unique value is taken, excluding the record being edited', async () => {
    expect(await check('tableName=mdm_business_partner&fieldName=code&fieldVal=DUP1')).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect(
      await check(`tableName=mdm_business_partner&fieldName=code&fieldVal=DUP1&dataId=${partnerId}`),
    ).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    expect(await check('tableName=mdm_business_partner&fieldName=code&fieldVal=DUP2')).toMatchObject({
      success: true,
    });
    // spec 5: an empty value is not checked.
    expect(await check('tableName=mdm_business_partner&fieldName=code&fieldVal=')).toMatchObject({
      success: true,
    });
    // The tenant decides: tenant 1 has no DUP1.
    const other = (
      await t.get('/sys/duplicate/check?tableName=mdm_business_partner&fieldName=code&fieldVal=DUP1', admin, {
        'tenant-id': '1',
      })
    ).json();
    expect(other.success).toBe(true);
  });

  it('resolves table and field names through the descriptors only', async () => {
    const attempts = [
      // System tables are registered by hand (duplicate-check-system.test.ts); their link tables are not.
      ['sys_user_role', 'user_id'],
      ['sys_user where 1=1 --', 'username'],
      ['mdm_business_partner where 1=1 --', 'code'],
      ['mdm_business_partner;drop table sys_user', 'code'],
      ['MDM_BUSINESS_PARTNER', 'code'],
    ];
    for (const [table, field] of attempts) {
      const answer = await check(`tableName=${encodeURIComponent(table!)}&fieldName=${field}&fieldVal=x`);
      expect(answer.success).toBe(false);
      expect(answer.message).toContain('不支持对表');
    }
    for (const field of [
      'name',
      'del_flag',
      'tenant_id',
      'code or 1=1',
      'code,name',
      '__proto__',
      'constructor',
    ]) {
      const answer = await check(
        `tableName=mdm_business_partner&fieldName=${encodeURIComponent(field)}&fieldVal=x`,
      );
      expect(answer.success).toBe(false);
      expect(answer.message).toContain('不支持对字段');
    }
    const quoted = await check(
      `tableName=mdm_business_partner&fieldName=code&fieldVal=${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(quoted).toMatchObject({ success: true, message: '该值可用！' });
    const inspector = await t.login('qc_inspector');
    expect(
      (await t.get('/sys/duplicate/check?tableName=mdm_product&fieldName=code&fieldVal=x', inspector))
        .statusCode,
    ).toBe(403);
  });

  const rule = async (ruleCode: string, value: string) =>
    (
      await t.get(`/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(value)}`, admin)
    ).json();

  it('checks a value against a stored rule segment by segment, with the value URL-decoded', async () => {
    expect(await rule('letter_first', 'a12')).toMatchObject({ success: true });
    const first = await rule('letter_first', '1ab');
    expect(first).toMatchObject({
      success: false,
      message: '第一位只能是字母',
      result: { digits: '1', checkValue: '1', passed: false, beginIndex: 0, endIndex: 1 },
    });
    expect(await rule('letter_first', 'abcdefghijklmn')).toMatchObject({
      success: false,
      message: '最多输入12位数',
    });
    // The client encodes the value once more; `a b@c.de` arrives as `a%20b%40c.de` after the query string.
    expect(await rule('email', encodeURIComponent('ann@example.com'))).toMatchObject({ success: true });
    expect(await rule('email', encodeURIComponent('ann at example'))).toMatchObject({
      success: false,
      message: '邮箱格式不正确',
    });
    expect(await rule('no_such_rule', 'x')).toMatchObject({ success: false, message: '该编码不存在' });
    // spec 5: skipped when the rule or the value is empty.
    expect(await rule('', 'x')).toMatchObject({ success: true });
    expect(await rule('letter_first', '')).toMatchObject({ success: true });
  });

  it('refuses rules that do not compile and evaluates hostile patterns in linear time', async () => {
    const bad = (
      await t.post(
        '/sys/checkRule/add',
        { ruleName: 'bad', ruleCode: 'bad', ruleJson: '[{"digits":"*","pattern":"(a)\\\\1","message":"m"}]' },
        admin,
      )
    ).json();
    expect(bad.success).toBe(false);
    expect(bad.message).toContain('校验规则“bad”配置不正确');
    const notJson = (
      await t.post('/sys/checkRule/add', { ruleName: 'x', ruleCode: 'x', ruleJson: 'eval(1)' }, admin)
    ).json();
    expect(notJson.success).toBe(false);
    const evil = (
      await t.post(
        '/sys/checkRule/add',
        {
          ruleName: 'evil',
          ruleCode: 'evil',
          ruleJson: JSON.stringify([{ digits: '*', pattern: '^(a+)+$', message: 'no' }]),
        },
        admin,
      )
    ).json();
    expect(evil.success).toBe(true);
    // Catastrophic for a backtracking engine; RE2 answers at once.
    expect(await rule('evil', `${'a'.repeat(900)}!`)).toMatchObject({ success: false, message: 'no' });
    expect((await rule('evil', 'a'.repeat(1001))).message).toContain('校验值过长');
  });

  const fill = async (code: string, headers?: Record<string, string>) =>
    (await t.put(`/sys/fillRule/executeRuleByCode/${code}`, {}, admin, headers)).json();

  it('numbers documents prefix + yyMMdd + a daily 4-digit sequence per tenant', async () => {
    const day = dailyPeriod(t.clock.now());
    expect((await fill('DN')).result).toBe(`DN${day}0001`);
    expect((await fill('DN')).result).toBe(`DN${day}0002`);
    expect((await fill('LB')).result).toBe(`LB${day}000001`);
    expect((await fill('DN', { 'tenant-id': '1' })).result).toBe(`DN${day}0001`);
    t.clock.advance(24 * 3_600_000);
    expect((await fill('DN')).result).toBe(`DN${dailyPeriod(t.clock.now())}0001`);
    expect(await fill('NOPE')).toMatchObject({ success: true, result: null });
    const batch = (
      await t.put(
        '/sys/fillRule/executeRuleByCodeBatch',
        { commonFormData: {}, rules: [{ ruleCode: 'DL' }, { ruleCode: 'NOPE' }] },
        admin,
      )
    ).json();
    expect(batch.result).toEqual([
      { ruleCode: 'DL', result: `DL${dailyPeriod(t.clock.now())}0001` },
      { ruleCode: 'NOPE', result: null },
    ]);
    expect(
      (await t.put(`/sys/fillRule/executeRuleByCode/${encodeURIComponent("DN' or 1=1")}`, {}, admin)).json()
        .success,
    ).toBe(false);
  });

  it('gives concurrent requests unique numbers without gaps', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => fill('TF')));
    const numbers = answers.map((answer) => answer.result as string).sort();
    const day = dailyPeriod(t.clock.now());
    expect(numbers).toEqual(
      Array.from({ length: 25 }, (_, i) => `TF${day}${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('refuses fill rules with an unknown generator or bad parameters', async () => {
    const unknown = (
      await t.post(
        '/sys/fillRule/add',
        { ruleName: 'x', ruleCode: 'X1', ruleClass: 'java.lang.Runtime' },
        admin,
      )
    ).json();
    expect(unknown).toMatchObject({ success: false });
    expect(unknown.message).toContain('unknown generator');
    const params = (
      await t.post(
        '/sys/fillRule/add',
        { ruleName: 'x', ruleCode: 'X2', ruleParams: '{"prefix":"A B"}' },
        admin,
      )
    ).json();
    expect(params.success).toBe(false);
    const good = (
      await t.post(
        '/sys/fillRule/add',
        { ruleName: 'x', ruleCode: 'X3', ruleParams: '{"prefix":"XX","digits":3}' },
        admin,
      )
    ).json();
    expect(good.success).toBe(true);
    expect((await fill('X3')).result).toBe(`XX${dailyPeriod(t.clock.now())}001`);
  });
});
