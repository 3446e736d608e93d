import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, db, engines, type TestApp } from './harness';

const WORD_REPORT_SQL =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: `${word}` is a report placeholder the server binds
  "select code, name from mdm_product where tenant_id = #{sys_tenant_id} and name like '%${word}%'";

describe.each(engines)('online reports on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let productReport: string;

  const json = async (url: string, token = admin) => (await t.get(url, token)).json();
  const data = (query: string) => json(`/online/cgreport/api/getData/${productReport}?${query}`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const products = [
      ['P-001', 'Bolt M8', 'spare_part'],
      ['P-002', 'Bolt M10', 'spare_part'],
      ['P-003', 'Copper wire', 'raw_material'],
      ['P-004', '100%_cotton', 'consumable'],
    ];
    for (const [code, name, productType] of products) {
      const res = (await t.post('/mdm/product/add', { code, name, productType, uom: 'PCS' }, admin)).json();
      if (!res.success) throw new Error(res.message);
    }
    await t.post(
      '/mdm/product/add',
      { code: 'P-T1', name: 'Other tenant', productType: 'spare_part', uom: 'PCS' },
      admin,
      {
        'tenant-id': '1',
      },
    );
    productReport = (await json('/online/cgreport/api/getRpColumns/rp_product')).result.cgRpConfigId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes the columns and dictionary options of a report by code', async () => {
    const answer = await json('/online/cgreport/api/getRpColumns/rp_product');
    expect(answer.success).toBe(true);
    expect(answer.result.cgRpConfigName).toBe('物料选择');
    expect(answer.result.columns[0]).toEqual({
      title: '物料编码',
      dataIndex: 'code',
      align: 'center',
      sorter: 'true',
      fieldType: 'String',
    });
    expect(
      answer.result.columns.find((c: { dataIndex: string }) => c.dataIndex === 'product_type'),
    ).toMatchObject({
      customRender: 'product_type',
    });
    expect(answer.result.dictOptions.product_type).toContainEqual({
      value: 'spare_part',
      text: '备件',
      title: '备件',
    });
    expect(await json('/online/cgreport/api/getRpColumns/no_such_report')).toMatchObject({
      success: false,
      message: '实体不存在',
    });
  });

  it('lists the query fields, hiding those after the second', async () => {
    const answer = await json(`/online/cgreport/api/getQueryInfo/${productReport}`);
    expect(answer.result).toEqual([
      { field: 'code', label: '物料编码', view: 'string', mode: 'single' },
      { field: 'name', label: '物料名称', view: 'string', mode: 'single' },
      { field: 'spec', label: '规格型号', view: 'string', mode: 'single', hidden: '1' },
      { field: 'product_type', label: '物料类型', view: 'list', mode: 'single', hidden: '1' },
    ]);
  });

  it('pages, filters and sorts the rows of the caller tenant only', async () => {
    const all = await data('pageNo=1&pageSize=2&column=code&order=desc');
    expect(all.result.total).toBe(4);
    expect(all.result.records.map((r: { code: string }) => r.code)).toEqual(['P-004', 'P-003']);
    expect(Object.keys(all.result.records[0]).sort()).toEqual([
      'code',
      'id',
      'name',
      'product_type',
      'spec',
      'status',
      'uom',
    ]);
    const bolts = await data('name=Bolt*&column=code&order=asc');
    expect(bolts.result.records.map((r: { code: string }) => r.code)).toEqual(['P-001', 'P-002']);
    const typed = await data('product_type=raw_material&code=&spec=');
    expect(typed.result.records.map((r: { code: string }) => r.code)).toEqual(['P-003']);
    const literal = await data(`name=${encodeURIComponent('*0%_*')}`);
    expect(literal.result.records.map((r: { code: string }) => r.code)).toEqual(['P-004']);
    const everything = await data('getAll=true');
    expect(everything.result.records).toHaveLength(4);
    const tenantOne = (
      await t.get(`/online/cgreport/api/getData/${productReport}`, admin, { 'tenant-id': '1' })
    ).json();
    expect(tenantOne.result.records.map((r: { code: string }) => r.code)).toEqual(['P-T1']);
  });

  it('binds every filter and parameter and accepts sort columns of the report only', async () => {
    const before = await db(t)
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const attempt of [
      "' or '1'='1",
      "x'; delete from mdm_product; --",
      'Bolt*) or (1=1',
      "' union select password_hash from sys_user --",
    ]) {
      const value = encodeURIComponent(attempt);
      const answer = await data(`code=${value}&name=${value}&self_x=${value}&force_code=${value}`);
      expect(answer.success).toBe(true);
      expect(answer.result.records).toEqual([]);
      expect((await data(`column=${value}&order=asc`)).success).toBe(false);
    }
    expect((await data('column=password_hash')).message).toContain('不支持按');
    expect(
      (await data(`column=code&order=${encodeURIComponent('asc; drop table mdm_product')}`)).success,
    ).toBe(true);
    const after = await db(t)
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await data('pageSize=99999')).result.records).toHaveLength(4);
  });

  it('never answers credential columns from the user report', async () => {
    const columns = (await json('/online/cgreport/api/getRpColumns/rp_user')).result;
    const rows = (await json(`/online/cgreport/api/getData/${columns.cgRpConfigId}?username=admin`)).result
      .records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin' });
    for (const key of Object.keys(rows[0])) expect(key).not.toMatch(/password|salt/);
  });

  const define = async (body: Record<string, unknown>) =>
    (await t.post('/online/cgreport/head/add', body, admin)).json();

  it('lets admins define reports whose SQL is one parameterised SELECT without credentials', async () => {
    const created = await define({
      code: 'rp_test',
      name: 'Test',
      cgrSql: WORD_REPORT_SQL,
      items: [
        { fieldName: 'code', fieldTxt: 'Code', isSearch: true, isOrder: true },
        { fieldName: 'name', fieldTxt: 'Name' },
      ],
      params: [{ paramName: 'word', paramValue: 'Bolt' }],
    });
    expect(created.success).toBe(true);
    expect(created.result.items).toHaveLength(2);
    const id = created.result.id;
    const byDefault = await json(`/online/cgreport/api/getData/${id}?column=code&order=asc`);
    expect(byDefault.result.records.map((r: { code: string }) => r.code)).toEqual(['P-001', 'P-002']);
    const given = await json(`/online/cgreport/api/getData/${id}?self_word=${encodeURIComponent("'wire'")}`);
    expect(given.result.records.map((r: { code: string }) => r.code)).toEqual(['P-003']);
    const hostile = await json(
      `/online/cgreport/api/getData/${id}?self_word=${encodeURIComponent("%' or '1'='1")}`,
    );
    expect(hostile.result.records).toEqual([]);
    expect((await json(`/online/cgreport/api/getParamsInfo/${id}`)).result[0]).toMatchObject({
      paramName: 'word',
    });

    for (const cgrSql of [
      'select username, password_hash from sys_user',
      'select * from sys_user where salt is not null',
      'delete from mdm_product',
      'select 1 as a; delete from mdm_product',
      'select 1 as a -- comment',
      'select #{sys_password} as a',
    ]) {
      const refused = await define({
        code: `rp_bad${Math.random().toString(16).slice(2, 8)}`,
        name: 'Bad',
        cgrSql,
      });
      expect(refused.success).toBe(false);
      expect(refused.message).toContain('报表SQL不合法');
    }
    const badField = await define({
      code: 'rp_bad_field',
      name: 'Bad',
      cgrSql: 'select 1 as a',
      items: [{ fieldName: 'a"b', fieldTxt: 'x' }],
    });
    expect(badField.success).toBe(false);
  });

  it('answers SQL errors of a report as the contract message', async () => {
    const created = await define({
      code: 'rp_missing',
      name: 'Missing',
      cgrSql: 'select x from no_such_table',
      items: [{ fieldName: 'x', fieldTxt: 'x' }],
    });
    const answer = await json(`/online/cgreport/api/getData/${created.result.id}`);
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/^SQL执行失败：/);
  });

  it('serves the report page data with columns in one call', async () => {
    const answer = await json(`/online/cgreport/api/getColumnsAndData/${productReport}?pageSize=1`);
    expect(answer.result).toMatchObject({ cgreportHeadName: '物料选择', data: { total: 4 } });
    expect(answer.result.data.records).toHaveLength(1);
    expect(answer.result.columns.length).toBe(6);
  });

  it('refuses report administration to users without its permission and report data to suppliers', async () => {
    const buyer = await t.login('buyer');
    expect(
      (await t.post('/online/cgreport/head/add', { code: 'x', name: 'x', cgrSql: 'select 1' }, buyer))
        .statusCode,
    ).toBe(403);
    expect((await t.get('/online/cgreport/head/list', buyer)).statusCode).toBe(403);
    expect((await t.get(`/online/cgreport/api/getData/${productReport}`, buyer)).json().success).toBe(true);
    const supplier = await t.login('supplier_a');
    expect((await t.get(`/online/cgreport/api/getData/${productReport}`, supplier)).statusCode).toBe(403);
  });
});
