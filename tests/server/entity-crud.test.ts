import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPartner } from '../../src/domain/masterdata';
import { del, importFile, sheetRows, workbook } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

interface Page {
  records: Record<string, unknown>[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

describe.each(engines)('generic entity routes on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  const list = async (path: string, query: string, token = admin, headers?: Record<string, string>) => {
    const res = await t.get(`${path}/list?${query}`, token, headers);
    return res.json() as { success: boolean; message: string; result: Page };
  };
  const add = async (
    path: string,
    body: Record<string, unknown>,
    token = admin,
    headers?: Record<string, string>,
  ) =>
    (await t.post(`${path}/add`, body, token, headers)).json() as {
      success: boolean;
      message: string;
      result: Record<string, unknown> & { errors?: { field: string; message: string }[] };
    };
  const partner = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    name: `Partner ${code}`,
    isSupplier: true,
    country: 'CN',
    ...extra,
  });
  const tableCount = async (table: string) =>
    Number(
      (
        (await db(t)
          .selectFrom(table as 'sysUser')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()) as {
          n: unknown;
        }
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    for (const [index, name] of [
      'Alpha Steel',
      'Beta Plastics',
      '50%_off Trading',
      '50xyoff Trading',
      'Gamma',
    ].entries()) {
      const answer = await add(
        '/mdm/businessPartner',
        partner(`BP${index + 1}`, { name, isCustomer: index % 2 === 0 }),
      );
      if (!answer.success) throw new Error(answer.message);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a record and answers it with its id, version and dictionary texts', async () => {
    const answer = await add(
      '/mdm/businessPartner',
      partner('BP100', { supplierLevel: 'A', name: '中文名称' }),
    );
    expect(answer).toMatchObject({ success: true, message: '添加成功！' });
    expect(answer.result).toMatchObject({
      code: 'BP100',
      name: '中文名称',
      version: 0,
      status: '1',
      status_dictText: '启用',
      country_dictText: '中国',
      supplierLevel_dictText: '战略',
      isSupplier: true,
      isCustomer: false,
      createBy: 'admin',
    });
    expect(answer.result.id).toMatch(/^\d{19}$/);
    expect(answer.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.result).not.toHaveProperty('delFlag');
    expect(answer.result).not.toHaveProperty('tenantId');
  });

  it('pages with the contract shape, caps the page size at 1000 and sorts only by sortable fields', async () => {
    const first = await list('/mdm/businessPartner', 'pageNo=1&pageSize=2&column=code&order=asc&_t=123');
    expect(first.success).toBe(true);
    expect(first.result).toMatchObject({ size: 2, current: 1 });
    expect(first.result.total).toBeGreaterThanOrEqual(6);
    expect(first.result.pages).toBe(Math.ceil(first.result.total / 2));
    expect(first.result.records.map((r) => r.code)).toEqual(['BP1', 'BP100']);
    const desc = await list('/mdm/businessPartner', 'column=code_dictText&order=desc&pageSize=1');
    expect(desc.result.records[0]!.code).toBe('BP5');
    const capped = await list('/mdm/businessPartner', 'pageSize=100000');
    expect(capped.result.size).toBe(1000);
    const refused = await list('/mdm/businessPartner', 'column=tel&order=asc');
    expect(refused).toMatchObject({ success: false, message: '不支持按“tel”排序' });
  });

  it('filters by exact value, likes with escaped wildcards, lists, negation and ranges', async () => {
    const codes = async (query: string) =>
      (await list('/mdm/businessPartner', `${query}&column=code&order=asc`)).result.records.map(
        (r) => r.code,
      );
    expect(await codes('code=BP2')).toEqual(['BP2']);
    expect(await codes('name=*steel*')).toEqual(['BP1']);
    expect(await codes('name=Beta*')).toEqual(['BP2']);
    expect(await codes('name=*Trading')).toEqual(['BP3', 'BP4']);
    // `%` and `_` typed by the user match themselves, not any character.
    expect(await codes('name=*50%25_off*')).toEqual(['BP3']);
    expect(await codes('code=BP1,BP3')).toEqual(['BP1', 'BP3']);
    expect(await codes('code=BP1,BP2&name=!Alpha Steel')).toEqual(['BP2']);
    expect(await codes('isCustomer=1&code=BP1,BP2,BP3,BP4,BP5')).toEqual(['BP1', 'BP3', 'BP5']);
    expect(await codes('createTime_begin=2000-01-01&createTime_end=2000-12-31')).toEqual([]);
    expect((await codes('createTime_begin=2000-01-01')).length).toBeGreaterThanOrEqual(6);
    expect(await codes('country=CN&code=BP5&unknownParam=1')).toEqual(['BP5']);
    const advanced = encodeURIComponent(
      encodeURI(
        JSON.stringify([
          { field: 'name', rule: 'like', val: 'Beta' },
          { field: 'code', rule: 'eq', val: 'BP5' },
        ]),
      ),
    );
    expect(await codes(`superQueryParams=${advanced}&superQueryMatchType=or`)).toEqual(['BP2', 'BP5']);
    expect(await codes(`superQueryParams=${advanced}&superQueryMatchType=and`)).toEqual([]);
  });

  it('treats injection attempts in every filter, sort and paging parameter as plain values or refuses them', async () => {
    const before = await tableCount(businessPartner.table);
    const attempts = [
      "' or '1'='1",
      "BP1' --",
      '1; drop table mdm_business_partner',
      "*' or 1=1 or name like '*",
      'BP1) or (1=1',
      "x'||(select password_hash from sys_user limit 1)||'",
      '\\',
    ];
    for (const attempt of attempts) {
      const value = encodeURIComponent(attempt);
      for (const param of ['code', 'name', 'shortName', 'country', 'supplierLevel', 'status']) {
        const answer = await list('/mdm/businessPartner', `${param}=${value}`);
        if (answer.success) expect(answer.result.records).toEqual([]);
      }
      for (const param of ['isSupplier', 'createTime_begin', 'createTime_end', 'version', 'id']) {
        const answer = await list('/mdm/businessPartner', `${param}=${value}`);
        expect(answer.success ? answer.result.records.length : 0).toBe(0);
      }
      const sorted = await list('/mdm/businessPartner', `column=${value}&order=${value}`);
      expect(sorted.success).toBe(false);
      const advanced = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: attempt }]));
      const searched = await list(
        '/mdm/businessPartner',
        `superQueryParams=${advanced}&superQueryMatchType=${value}`,
      );
      expect(searched.success && searched.result.records).toEqual([]);
      const badField = encodeURIComponent(JSON.stringify([{ field: attempt, rule: 'eq', val: 'x' }]));
      expect((await list('/mdm/businessPartner', `superQueryParams=${badField}`)).success).toBe(false);
      const paged = await list('/mdm/businessPartner', `pageNo=${value}&pageSize=${value}`);
      expect(paged.success).toBe(true);
      expect(paged.result.size).toBe(10);
    }
    const ordered = await list(
      '/mdm/businessPartner',
      `column=code&order=${encodeURIComponent('asc; drop table x')}`,
    );
    expect(ordered.success).toBe(true);
    expect(await tableCount(businessPartner.table)).toBe(before);
  });

  it('validates a body field by field with localised messages', async () => {
    const missing = await add('/mdm/businessPartner', { name: 'x'.repeat(200), country: 'XX', email: 5 });
    expect(missing.success).toBe(false);
    expect(missing.result.errors?.map((e) => e.field)).toEqual(['code', 'name', 'country', 'email']);
    expect(missing.message).toContain('伙伴编码不能为空');
    expect(missing.message).toContain('名称长度不能超过128');
    expect(missing.message).toContain('国家的值“XX”不在字典中');
    const english = await add('/mdm/businessPartner', { name: 'n' }, admin, { 'x-locale': 'en_US' });
    expect(english.message).toContain('Partner code is required');
    const duplicate = await add('/mdm/businessPartner', partner('BP1'));
    expect(duplicate.message).toContain('伙伴编码“BP1”已存在');
    const product = await add('/mdm/product', {
      code: 'P-1',
      name: 'Bolt',
      productType: 'spare_part',
      uom: 'PCS',
      standardCost: 1.1234567,
    });
    expect(product.message).toContain('标准成本最多6位小数');
    const reference = await add(
      '/mdm/businessPartner',
      partner('BP200', { parentId: '1234567890123456789' }),
    );
    expect(reference.message).toContain('上级伙伴引用的记录不存在');
  });

  it('stores qty, price and amount exactly and filters them in display units', async () => {
    const answer = await add('/mdm/product', {
      code: 'P-100',
      name: 'Cable',
      productType: 'spare_part',
      uom: 'M',
      standardCost: 0.3,
      packageQty: 0.1,
    });
    expect(answer.result).toMatchObject({
      standardCost: 0.3,
      packageQty: 0.1,
      uomDecimals: 0,
      tracking: 'none',
    });
    const row = await db(t)
      .selectFrom('mdm_product' as 'sysUser')
      .select(['standard_cost as cost', 'package_qty as qty'] as never[])
      .where('code' as never, '=', 'P-100' as never)
      .executeTakeFirstOrThrow();
    expect(Number((row as Record<string, unknown>).cost)).toBe(300_000);
    expect(Number((row as Record<string, unknown>).qty)).toBe(100);
    const found = await list('/mdm/product', 'standardCost=>= 0.3&packageQty=0.1');
    expect(found.result.records.map((r) => r.code)).toEqual(['P-100']);
  });

  it('edits with the version it saw and refuses a stale version without changing anything', async () => {
    const created = await add('/mdm/businessPartner', partner('BP300', { tel: '1' }));
    const id = created.result.id as string;
    const edited = (
      await t.put('/mdm/businessPartner/edit', { id, version: 0, tel: '2', name_dictText: 'ignored' }, admin)
    ).json();
    expect(edited).toMatchObject({
      success: true,
      message: '编辑成功!',
      result: { tel: '2', version: 1, name: 'Partner BP300' },
    });
    const stale = (await t.put('/mdm/businessPartner/edit', { id, version: 0, tel: '3' }, admin)).json();
    expect(stale).toMatchObject({ success: false, message: '数据已被他人修改，请刷新后重试' });
    const now = (await t.get(`/mdm/businessPartner/queryById?id=${id}`, admin)).json();
    expect(now.result).toMatchObject({ tel: '2', version: 1, updateBy: 'admin' });
    const gone = (
      await t.put('/mdm/businessPartner/edit', { id: '999', version: 0, tel: '3' }, admin)
    ).json();
    expect(gone).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('deletes softly so that a deleted code can be used again, one by one and in batches', async () => {
    const a = (await add('/mdm/businessPartner', partner('BP400'))).result.id as string;
    const b = (await add('/mdm/businessPartner', partner('BP401'))).result.id as string;
    const c = (await add('/mdm/businessPartner', partner('BP402'))).result.id as string;
    expect((await del(t, `/mdm/businessPartner/delete?id=${a}`, admin)).json()).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await del(t, `/mdm/businessPartner/delete?id=${a}`, admin)).json()).toMatchObject({
      success: false,
    });
    const batch = (await del(t, `/mdm/businessPartner/deleteBatch?ids=${b},${c},`, admin)).json();
    expect(batch).toMatchObject({ success: true, result: { count: 2 } });
    expect((await list('/mdm/businessPartner', 'code=BP400,BP401,BP402')).result.total).toBe(0);
    expect((await add('/mdm/businessPartner', partner('BP400'))).success).toBe(true);
    expect((await t.get(`/mdm/businessPartner/queryById?id=${a}`, admin)).json().message).toBe(
      '未找到对应实体',
    );
  });

  it('checks permissions per action on the server', async () => {
    const buyer = await t.login('buyer');
    expect((await list('/mdm/businessPartner', 'pageSize=1', buyer)).success).toBe(true);
    const refusedAdd = await t.post('/mdm/businessPartner/add', partner('BP500'), buyer);
    expect(refusedAdd.statusCode).toBe(403);
    expect(refusedAdd.json()).toMatchObject({ success: false, code: 510 });
    expect((await del(t, '/mdm/businessPartner/delete?id=1', buyer)).statusCode).toBe(403);
    expect((await t.get('/mdm/businessPartner/exportXls', buyer)).statusCode).toBe(200);
    const inspector = await t.login('qc_inspector');
    expect((await t.get('/mdm/businessPartner/list', inspector)).statusCode).toBe(403);
    const supplier = await t.login('supplier_a');
    expect((await t.get('/mdm/businessPartner/list', supplier)).statusCode).toBe(403);
    expect((await t.get('/mdm/product/queryById?id=1', supplier)).statusCode).toBe(403);
  });

  it('keeps the rows of one tenant out of another', async () => {
    const other = await add('/mdm/businessPartner', partner('BP1', { name: 'Tenant one' }), admin, {
      'tenant-id': '1',
    });
    expect(other.success).toBe(true);
    const inOne = await list('/mdm/businessPartner', 'code=BP1', admin, { 'tenant-id': '1' });
    expect(inOne.result.records.map((r) => r.name)).toEqual(['Tenant one']);
    const inZero = await list('/mdm/businessPartner', 'code=BP1', admin);
    expect(inZero.result.records.map((r) => r.name)).toEqual(['Alpha Steel']);
    const byId = (await t.get(`/mdm/businessPartner/queryById?id=${other.result.id}`, admin)).json();
    expect(byId).toMatchObject({ success: false, message: '未找到对应实体' });
    const edit = (
      await t.put('/mdm/businessPartner/edit', { id: other.result.id, version: 0, tel: 'x' }, admin)
    ).json();
    expect(edit.success).toBe(false);
  });

  it('exports texts that a spreadsheet would run as formulas as plain text (issue 16)', async () => {
    // Tab and carriage return never get stored (writes trim texts); the unit test covers them.
    const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const [i, name] of hostile.entries()) {
      expect((await add('/mdm/businessPartner', partner(`FX${i}`, { name }), admin)).success).toBe(true);
    }
    const res = await t.get('/mdm/businessPartner/exportXls?code=FX*&column=code&order=asc', admin);
    const rows = await sheetRows(res.rawPayload);
    const name = (rows[2] as string[]).indexOf('名称');
    expect(rows.slice(3).map((r) => r[name])).toEqual(hostile.map((text) => `'${text}`));
  });

  it('exports the filtered rows as a workbook that imports back, all rows or none', async () => {
    const res = await t.get('/mdm/businessPartner/exportXls?name=*Trading&column=code&order=asc', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['业务伙伴列表']);
    const header = rows[2] as string[];
    expect(header.slice(0, 3)).toEqual(['伙伴编码', '名称', '简称']);
    const data = rows.slice(3);
    expect(data.map((r) => r[0])).toEqual(['BP3', 'BP4']);
    const country = header.indexOf('国家');
    const supplier = header.indexOf('供应商');
    expect(data[0]![country]).toBe('中国');
    expect(data[0]![supplier]).toBe('是');

    // The same file again: every code exists already, so nothing is imported.
    const again = (await importFile(t, '/mdm/businessPartner/importExcel', admin, res.rawPayload)).json();
    expect(again.success).toBe(false);
    expect(again.message).toContain('第4行：伙伴编码“BP3”已存在');
    expect(again.result.errors.map((e: { row: number }) => e.row)).toEqual([4, 5]);

    const mixed = await workbook(
      ['伙伴编码', '名称', '国家', '供应商', 'Supplier level'],
      [
        ['IMP1', 'Imported one', '中国', '是', 'A'],
        ['IMP2', 'Imported two', 'Germany', 'no', '优选'],
        ['IMP3', '', 'Narnia', 'maybe', ''],
      ],
    );
    const refused = (await importFile(t, '/mdm/businessPartner/importExcel', admin, mixed)).json();
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('第6行：名称不能为空');
    expect(refused.message).toContain('第6行：国家的值“Narnia”不在字典中');
    expect((await list('/mdm/businessPartner', 'code=IMP1,IMP2')).result.total).toBe(0);

    const good = await workbook(
      ['伙伴编码', '名称', '国家', '供应商', 'Supplier level'],
      [
        ['IMP1', 'Imported one', '中国', '是', 'A'],
        ['IMP2', 'Imported two', 'Germany', 'no', '优选'],
      ],
    );
    const imported = (await importFile(t, '/mdm/businessPartner/importExcel', admin, good)).json();
    expect(imported).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const back = await list('/mdm/businessPartner', 'code=IMP1,IMP2&column=code&order=asc');
    expect(back.result.records).toMatchObject([
      { code: 'IMP1', country: 'CN', isSupplier: true, supplierLevel: 'A' },
      { code: 'IMP2', country: 'DE', isSupplier: false, supplierLevel: 'B' },
    ]);
    const notExcel = (
      await importFile(t, '/mdm/businessPartner/importExcel', admin, Buffer.from('a,b,c'))
    ).json();
    expect(notExcel).toMatchObject({ success: false, message: '文件格式不正确，请使用导出的Excel模板' });
    const buyer = await t.login('buyer');
    expect((await importFile(t, '/mdm/businessPartner/importExcel', buyer, good)).statusCode).toBe(403);
  });

  it('exports only the selected rows when selections are given', async () => {
    const ids = (await list('/mdm/businessPartner', 'code=BP1,BP2&column=code&order=asc')).result.records.map(
      (r) => r.id,
    );
    const res = await t.get(`/mdm/businessPartner/exportXls?selections=${ids[1]}`, admin);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(3).map((r) => r[0])).toEqual(['BP2']);
  });
});
