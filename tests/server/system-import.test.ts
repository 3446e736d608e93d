import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, workbook } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

/** The workbook of an export with some cells changed: `edits` maps "row:column" to the new value. */
async function edited(content: Buffer, edits: Record<string, string>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  for (const [at, value] of Object.entries(edits)) {
    const [row, column] = at.split(':').map(Number) as [number, number];
    sheet.getRow(row).getCell(column).value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(engines)('importExcel of users, roles and dictionaries on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the users of an exported sheet frozen and without a password, until an administrator resets it', async () => {
    const exported = (await t.get('/sys/user/exportXls?username=wh_clerk', admin)).rawPayload;
    const original = (await t.get('/sys/user/list?username=wh_clerk', admin)).json().result.records[0];
    // Row 4 is the clerk (title, exported-by, header); the account and employee number are new.
    const file = await edited(exported, { '4:1': 'wh_clerk_copy', '4:3': 'WNCOPY' });
    const answer = (await importFile(t, '/sys/user/importExcel', admin, file)).json();
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });

    const copy = (await t.get('/sys/user/list?username=wh_clerk_copy', admin)).json().result.records[0];
    expect(copy).toMatchObject({
      realname: original.realname,
      sex: original.sex,
      userType: original.userType,
      orgCodeTxt: original.orgCodeTxt,
      status_dictText: '冻结',
    });
    expect((await t.loginBody('wh_clerk_copy', '123456')).success).toBe(false);

    expect(
      (
        await t.put('/sys/user/changePassword', { username: 'wh_clerk_copy', password: 'fresh-pass1' }, admin)
      ).json().success,
    ).toBe(true);
    expect((await t.put('/sys/user/frozenBatch', { ids: copy.id, status: '1' }, admin)).json().success).toBe(
      true,
    );
    expect(await t.login('wh_clerk_copy', 'fresh-pass1')).toBeTruthy();
  });

  it('refuses the whole user sheet with row-numbered errors: taken accounts, unknown texts, duplicates in the file', async () => {
    const file = await workbook(
      ['用户账号', '用户姓名', '工号', '性别', '手机号码', '用户类型', '部门'],
      [
        ['imp_one', '导入一', 'IMP-1', '男', '13900000011', '内部员工', ''],
        ['admin', '重名', '', '', '', '', ''],
        ['imp_two', '', '', '外星', '', '供应商', '不存在的部门'],
        ['imp_one', '导入一again', '', '', '', '', ''],
      ],
    );
    const answer = (await importFile(t, '/sys/user/importExcel', admin, file)).json();
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('第5行：用户账号“admin”已存在');
    expect(answer.message).toContain('第6行：用户姓名不能为空');
    expect(answer.message).toContain('第6行：性别的值“外星”不在字典中');
    expect(answer.message).toContain('第6行：供应商用户必须指定供应商');
    expect(answer.message).toContain('第6行：部门不存在：不存在的部门');
    expect(answer.message).toContain('第7行：用户账号“imp_one”已存在');
    expect(answer.result.errors.map((e: { row: number }) => e.row)).toEqual([5, 6, 6, 6, 6, 7]);
    // All or nothing: the good first row was not stored either.
    expect((await t.get('/sys/user/list?username=imp_one', admin)).json().result.total).toBe(0);
  });

  it('answers in English with the English headers', async () => {
    const file = await workbook(['Account', 'Name', 'Sex'], [['imp_en', '', 'Alien']]);
    const answer = (
      await importFile(t, '/sys/user/importExcel', admin, file, { 'x-locale': 'en_US' })
    ).json();
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('Row 4: Name is required');
    expect(answer.message).toContain('Row 4: Sex: "Alien" is not a dictionary value');
  });

  it('imports roles from their export, refusing codes that exist', async () => {
    const exported = (await t.get('/sys/role/exportXls?roleCode=buyer', admin)).rawPayload;
    const again = (await importFile(t, '/sys/role/importExcel', admin, exported)).json();
    expect(again.success).toBe(false);
    expect(again.message).toContain('第4行：角色编码“buyer”已存在');

    const file = await edited(exported, { '4:2': 'buyer_copy' });
    const answer = (await importFile(t, '/sys/role/importExcel', admin, file)).json();
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    const roles = (await t.get('/sys/role/list?roleCode=buyer_copy', admin)).json().result.records;
    expect(roles).toHaveLength(1);

    const bad = await workbook(['角色名称', '角色编码'], [['坏编码', '1bad code']]);
    expect((await importFile(t, '/sys/role/importExcel', admin, bad)).json().message).toContain(
      '第4行：角色编码格式不正确',
    );
  });

  it('imports dictionaries and refreshes the dictionary caches', async () => {
    const file = await workbook(
      ['字典名称', '英文名称', '字典编码', '描述'],
      [
        ['导入字典', 'Imported dictionary', 'imported_dict', '由导入创建'],
        ['性别副本', '', 'sex', ''],
      ],
    );
    const refused = (await importFile(t, '/sys/dict/importExcel', admin, file)).json();
    expect(refused.message).toContain('第5行：字典编码“sex”已存在');
    const good = await workbook(['字典名称', '字典编码'], [['导入字典', 'imported_dict']]);
    expect((await importFile(t, '/sys/dict/importExcel', admin, good)).json()).toMatchObject({
      success: true,
    });
    const dicts = (await t.get('/sys/dict/list?dictCode=imported_dict', admin)).json().result.records;
    expect(dicts).toMatchObject([{ dictName: '导入字典', dictCode: 'imported_dict' }]);
    const dictId = dicts[0].id;
    await t.post('/sys/dictItem/add', { dictId, itemText: '甲', itemValue: 'a' }, admin);
    const items = (await t.get('/sys/dict/getDictItems/imported_dict', admin)).json().result;
    expect(items).toMatchObject([{ value: 'a', text: '甲' }]);
  });

  it('writes an import operation log entry and refuses users without the import button', async () => {
    const logs = (await t.get('/sys/log/list?logType=2&pageSize=200', admin)).json().result.records;
    const imports = logs.filter((log: { requestUrl: string }) => log.requestUrl.endsWith('/importExcel'));
    expect(
      imports.map((log: { requestUrl: string }) => log.requestUrl.split('/').slice(-2).join('/')),
    ).toEqual(expect.arrayContaining(['user/importExcel', 'role/importExcel', 'dict/importExcel']));
    expect(imports[0]).toMatchObject({ operateType: '5', userid: 'admin' });
    const buyer = await t.login('buyer');
    const file = await workbook(['字典名称', '字典编码'], [['x', 'x_dict']]);
    for (const url of ['/sys/user/importExcel', '/sys/role/importExcel', '/sys/dict/importExcel'])
      expect((await importFile(t, url, buyer, file)).statusCode, url).toBe(403);
  });
});
