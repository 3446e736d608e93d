import { describe, expect, it } from 'vitest';
import { importFile, sheetRows, workbook } from './entity-helpers';
import { AdminSuite, engines } from './harness';

/**
 * The JeecgBoot 2.4.6 client's list exports and imports of announcements, messages and data sources,
 * its announcement sync and the generated user id (issue 19 point 2).
 */
describe.each(engines)('system list exports, announcement sync and user ids on %s', (engine) => {
  const suite = new AdminSuite(engine);

  it('exports announcements and queued messages with the list filters', async () => {
    const { t, admin } = suite;
    await t.post(
      '/sys/annountCement/add',
      { titile: '导出通告Z', msgContent: '<p>x</p>', msgType: 'ALL' },
      admin,
    );
    await t.post(
      '/sys/annountCement/add',
      { titile: '别的通告', msgContent: '<p>y</p>', msgType: 'ALL' },
      admin,
    );
    const res = await t.get(`/sys/annountCement/exportXls?titile=${encodeURIComponent('*导出*')}`, admin);
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(await sheetRows(res.rawPayload));
    expect(text).toContain('导出通告Z');
    expect(text).not.toContain('别的通告');

    await t.post(
      '/sys/message/sysMessage/add',
      { msgType: '4', title: '导出消息', receiver: 'buyer', content: 'c' },
      admin,
    );
    const messages = await t.get('/sys/message/sysMessage/exportXls', admin);
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(await sheetRows(messages.rawPayload))).toContain('导出消息');

    const buyer = await t.login('buyer');
    expect((await t.get('/sys/annountCement/exportXls', buyer)).statusCode).toBe(403);
    expect((await t.get('/sys/message/sysMessage/exportXls', buyer)).statusCode).toBe(403);
  });

  it('imports exported announcements back as drafts to everybody', async () => {
    const { t, admin } = suite;
    await t.post(
      '/sys/annountCement/add',
      { titile: '往返通告', msgContent: '<p>r</p>', msgType: 'ALL', priority: 'H' },
      admin,
    );
    const exported = await t.get(
      `/sys/annountCement/exportXls?titile=${encodeURIComponent('往返通告')}`,
      admin,
    );
    const imported = (
      await importFile(t, '/sys/annountCement/importExcel', admin, Buffer.from(exported.rawPayload))
    ).json();
    expect(imported, JSON.stringify(imported)).toMatchObject({ success: true, result: { count: 1 } });
    const rows = await t.app.ctx.db
      .selectFrom('sysAnnouncement')
      .select(['titile', 'priority', 'sendStatus', 'msgType'])
      .where('titile', '=', '往返通告')
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ priority: 'H', sendStatus: '0', msgType: 'ALL' });
    // A notice to chosen users does not travel in a sheet.
    const buyerUser = await t.app.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'buyer')
      .executeTakeFirstOrThrow();
    const users = (
      await t.post(
        '/sys/annountCement/add',
        {
          titile: '指定通告',
          msgContent: '<p>u</p>',
          msgType: 'USER',
          userIds: `${buyerUser.id},`,
        },
        admin,
      )
    ).json();
    expect(users.success).toBe(true);
    const sheet = await t.get(`/sys/annountCement/exportXls?titile=${encodeURIComponent('指定通告')}`, admin);
    const refused = (
      await importFile(t, '/sys/annountCement/importExcel', admin, Buffer.from(sheet.rawPayload))
    ).json();
    expect(refused.success).toBe(false);
    expect(
      (
        await importFile(
          t,
          '/sys/annountCement/importExcel',
          await t.login('buyer'),
          Buffer.from(exported.rawPayload),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('exports data sources without passwords and imports them back', async () => {
    const { t, admin } = suite;
    const body = {
      code: 'erpx',
      name: 'ERPX',
      dbType: '6',
      dbUrl: 'postgres://erp/db',
      dbUsername: 'r',
      dbPassword: 'top-secret',
    };
    expect((await t.post('/sys/dataSource/add', body, admin)).json().success).toBe(true);
    const exported = await t.get('/sys/dataSource/exportXls', admin);
    expect(exported.statusCode).toBe(200);
    const text = JSON.stringify(await sheetRows(exported.rawPayload));
    expect(text).toContain('ERPX');
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain('v1:');
    // The sheet read back once the row is gone: the connection returns without a password.
    const changed = Buffer.from(exported.rawPayload);
    const list = (await t.get('/sys/dataSource/list?code=erpx', admin)).json().result.records;
    expect(list).toHaveLength(1);
    await t.app.ctx.db.deleteFrom('sysDataSource').where('code', '=', 'erpx').execute();
    const imported = (await importFile(t, '/sys/dataSource/importExcel', admin, changed)).json();
    expect(imported, JSON.stringify(imported)).toMatchObject({ success: true });
    const back = await t.app.ctx.db
      .selectFrom('sysDataSource')
      .select(['name', 'dbPassword'])
      .where('code', '=', 'erpx')
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ name: 'ERPX', dbPassword: null });
  });

  it('exports the departments in tree order with their parent org codes', async () => {
    const { t, admin } = suite;
    const hq = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result[0];
    await t.post('/sys/sysDepart/add', { departName: '导出部', parentId: hq.id }, admin);
    const res = await t.get('/sys/sysDepart/exportXls', admin);
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    const header = rows[2] as string[];
    const row = rows.find((r) => r[0] === '导出部') as unknown[];
    expect(row[header.indexOf('上级机构编码')]).toBe(hq.orgCode);
    expect(String(row[header.indexOf('机构编码')])).toMatch(new RegExp(`^${hq.orgCode}[A-Z][0-9]{2}$`));
    expect((await t.get('/sys/sysDepart/exportXls', await t.login('buyer'))).statusCode).toBe(403);
  });

  it('imports departments under a stored one or an earlier row, numbered as if added by hand, or none', async () => {
    const { t, admin } = suite;
    const hq = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result[0];
    const header = ['机构/部门名称', '机构编码', '上级机构编码', '排序'];
    // The sheet's own codes (X1) only link its rows; a parent neither stored nor earlier is refused.
    const refused = await workbook(header, [
      ['导入部', 'X1', hq.orgCode, 3],
      ['孤儿部', 'X2', 'NOPE', ''],
    ]);
    const answer = (await importFile(t, '/sys/sysDepart/importExcel', admin, refused)).json();
    expect(answer.success).toBe(false);
    expect(answer.result.errors).toEqual([expect.objectContaining({ row: 5, field: 'parentOrgCode' })]);
    const file = await workbook(header, [
      ['导入部', 'X1', hq.orgCode, 3],
      ['导入子部', 'X2', 'X1', ''],
    ]);
    expect((await importFile(t, '/sys/sysDepart/importExcel', admin, file)).json()).toMatchObject({
      success: true,
    });
    const rows = await sheetRows((await t.get('/sys/sysDepart/exportXls', admin)).rawPayload);
    const columns = rows[2] as string[];
    const named = (name: string) => rows.find((r) => r[0] === name) as unknown[];
    const code = (name: string) => String(named(name)[columns.indexOf('机构编码')]);
    expect(code('导入部')).toMatch(new RegExp(`^${hq.orgCode}[A-Z][0-9]{2}$`));
    expect(named('导入子部')[columns.indexOf('上级机构编码')]).toBe(code('导入部'));
    expect(code('导入子部')).toMatch(new RegExp(`^${code('导入部')}A01$`));
    expect(rows.filter((r) => r[0] === '孤儿部')).toEqual([]);
    expect((await importFile(t, '/sys/sysDepart/importExcel', await t.login('buyer'), file)).statusCode).toBe(
      403,
    );
  });

  it('syncs a published announcement to its audience and generates user ids for the user form', async () => {
    const { t, admin } = suite;
    const id = (
      await t.post(
        '/sys/annountCement/add',
        { titile: '同步通告', msgContent: '<p>z</p>', msgType: 'ALL' },
        admin,
      )
    ).json().result.id as string;
    // A draft has no audience yet.
    expect((await t.get(`/sys/annountCement/syncNotic?anntId=${id}`, admin)).json()).toMatchObject({
      success: false,
      message: '未找到对应通告',
    });
    await t.get(`/sys/annountCement/doReleaseData?id=${id}`, admin);
    expect((await t.get(`/sys/annountCement/syncNotic?anntId=${id}`, admin)).json().success).toBe(true);
    expect((await t.get('/sys/annountCement/syncNotic', admin)).json().success).toBe(true);
    const buyer = await t.login('buyer');
    expect((await t.get(`/sys/annountCement/syncNotic?anntId=${id}`, buyer)).statusCode).toBe(403);

    const first = (await t.get('/sys/user/generateUserId', admin)).json();
    const second = (await t.get('/sys/user/generateUserId', admin)).json();
    expect(first).toMatchObject({ success: true, result: expect.stringMatching(/^[0-9A-Za-z]{1,32}$/) });
    expect(second.result).not.toBe(first.result);
    expect((await t.get('/sys/user/generateUserId', buyer)).statusCode).toBe(403);
  });
});
