import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobScheduler } from '../../server/modules/system/jobs/quartz-routes';
import { createTestApp, db, engines, type TestApp } from './harness';

function nextFrame(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    socket.once('message', (data: unknown) => resolve(JSON.parse(String(data)))),
  );
}

describe.each(engines)('dictionaries, announcements, tenants, logs and templates on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a dictionary and its items, which lookups show at once', async () => {
    const dict = await t.post('/sys/dict/add', { dictName: '颜色', dictCode: 'test_colour' }, admin);
    expect(dict.json().success).toBe(true);
    const dictId = dict.json().result.id;
    expect(
      (await t.post('/sys/dict/add', { dictName: 'x', dictCode: 'test_colour' }, admin)).json().message,
    ).toBe('字典编码已存在');
    await t.post(
      '/sys/dictItem/add',
      { dictId, itemText: '红', itemTextEn: 'Red', itemValue: 'red', sortOrder: 2 },
      admin,
    );
    await t.post('/sys/dictItem/add', { dictId, itemText: '蓝', itemValue: 'blue', sortOrder: 1 }, admin);
    expect(
      (await t.post('/sys/dictItem/add', { dictId, itemText: '又红', itemValue: 'red' }, admin)).json()
        .message,
    ).toBe('该值不可用，系统中已存在！');
    expect(
      (await t.get(`/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=red`, admin)).json().success,
    ).toBe(false);
    const items = (await t.get('/sys/dict/getDictItems/test_colour', admin)).json().result;
    expect(items.map((i: { value: string }) => i.value)).toEqual(['blue', 'red']);
    const english = (await t.get('/sys/dict/getDictItems/test_colour', admin, { 'x-locale': 'en_US' })).json()
      .result;
    expect(english.find((i: { value: string }) => i.value === 'red').text).toBe('Red');
    const list = (await t.get(`/sys/dictItem/list?dictId=${dictId}`, admin)).json().result.records;
    expect(list[0]).toMatchObject({ itemValue: 'blue', status_dictText: '启用' });
    await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/dict/delete?id=${dictId}`,
      headers: { 'x-access-token': admin },
    });
    expect(
      (await t.get('/sys/dict/deleteList', admin)).json().result.map((d: { dictCode: string }) => d.dictCode),
    ).toContain('test_colour');
  });

  it('drafts, releases and revokes a notice to chosen users, pushing it to their sockets and tracking reads', async () => {
    const buyer = await t.loginBody('buyer');
    const { token, userInfo } = buyer.result as { token: string; userInfo: { id: string } };
    const socket = await t.app.injectWS(`${t.config.apiPrefix}/websocket/${userInfo.id}?token=${token}`);
    const unread = async (bearer: string) =>
      (await t.get('/sys/annountCement/listByUser', bearer)).json().result.anntMsgTotal as number;
    const before = await unread(token);
    const clerk = await t.login('wh_clerk');
    const clerkBefore = await unread(clerk);
    const draft = await t.post(
      '/sys/annountCement/add',
      {
        titile: '盘点通知',
        msgContent:
          '<p onclick="steal()">请<b>周五</b>盘点<script>alert(1)</script><a href="javascript:x()">x</a></p>',
        msgType: 'USER',
        userIds: `${userInfo.id},`,
        priority: 'H',
        msgCategory: '1',
        openType: 'url',
        openPage: '/warehouse/inventory',
      },
      admin,
    );
    expect(draft.json().success).toBe(true);
    const saved = draft.json().result;
    expect(saved.msgContent).toBe('<p>请<b>周五</b>盘点<a rel="noopener noreferrer">x</a></p>');
    expect(saved).toMatchObject({
      sendStatus: '0',
      sendStatus_dictText: '未发布',
      priority_dictText: '紧急',
    });
    // A draft is not in the bell yet.
    expect(await unread(token)).toBe(before);
    const frame = nextFrame(socket);
    expect((await t.get(`/sys/annountCement/doReleaseData?id=${saved.id}`, admin)).json().message).toBe(
      '该系统通知发布成功',
    );
    expect(await frame).toMatchObject({ cmd: 'user', msgId: saved.id, msgTxt: '盘点通知' });
    const bell = (await t.get('/sys/annountCement/listByUser', token)).json().result;
    expect(bell.anntMsgTotal).toBe(before + 1);
    expect(bell.anntMsgList[0]).toMatchObject({
      titile: '盘点通知',
      priority: 'H',
      openType: 'url',
      openPage: '/warehouse/inventory',
    });
    // Another user is not addressed.
    expect(await unread(clerk)).toBe(clerkBefore);
    await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: saved.id }, token);
    expect(await unread(token)).toBe(before);
    const edit = await t.put('/sys/annountCement/edit', { id: saved.id, titile: 'changed' }, admin);
    expect(edit.json().message).toBe('已发布的通告不能修改，请先撤销');
    expect((await t.get(`/sys/annountCement/doReovkeData?id=${saved.id}`, admin)).json().message).toBe(
      '该系统通知撤销成功',
    );
    const list = (await t.get('/sys/annountCement/list?sendStatus=2', admin)).json().result.records;
    expect(list.map((a: { id: string }) => a.id)).toContain(saved.id);
    expect((await t.get(`/sys/annountCement/queryById?id=${saved.id}`, admin)).json().result.sendStatus).toBe(
      '2',
    );
    // Releasing and revoking are GETs, logged like every other administrative write.
    const logged = (await t.get('/sys/log/list?logType=2&keyWord=annountCement&pageSize=50', admin)).json()
      .result.records;
    const urls = logged.map((row: { requestUrl: string }) => row.requestUrl);
    expect(urls).toContain(`${t.config.apiPrefix}/sys/annountCement/doReleaseData`);
    expect(urls).toContain(`${t.config.apiPrefix}/sys/annountCement/doReovkeData`);
    socket.terminate();
  });

  it('refuses a notice to selected users without users and a url notice without a page', async () => {
    expect(
      (await t.post('/sys/annountCement/add', { titile: 'x', msgType: 'USER', userIds: '' }, admin)).json()
        .message,
    ).toBe('指定用户的通告至少要选择一个用户');
    expect(
      (await t.post('/sys/annountCement/add', { titile: 'x', openType: 'url' }, admin)).json().message,
    ).toBe('请填写打开页面');
  });

  it('adds tenants by their chosen id and refuses deleting one with users', async () => {
    expect((await t.post('/sys/tenant/add', { tenantCode: 7, name: '七号租户' }, admin)).json().success).toBe(
      true,
    );
    expect((await t.post('/sys/tenant/add', { tenantCode: 7, name: 'again' }, admin)).json().message).toBe(
      '该编号已存在!',
    );
    const list = (await t.get('/sys/tenant/list', admin)).json().result.records;
    expect(list.find((x: { id: string }) => x.id === '7')).toMatchObject({
      name: '七号租户',
      status_dictText: '正常',
    });
    const busy = await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/tenant/delete?id=1`,
      headers: { 'x-access-token': admin },
    });
    expect(busy.json().success).toBe(false);
    const free = await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/tenant/delete?id=7`,
      headers: { 'x-access-token': admin },
    });
    expect(free.json().success).toBe(true);
  });

  it('counts logins for the dashboard and filters logs by keyword', async () => {
    const info = (await t.get('/sys/loginfo', await t.login('buyer'))).json().result;
    expect(info.todayVisitCount).toBeGreaterThanOrEqual(3);
    expect(info.totalVisitCount).toBeGreaterThanOrEqual(info.todayVisitCount);
    expect(info.todayIp).toBeGreaterThanOrEqual(1);
    const visits = (await t.get('/sys/visitInfo', admin)).json().result;
    expect(visits).toHaveLength(7);
    expect(visits[6].visit).toBe(info.todayVisitCount);
    const found = (await t.get('/sys/log/list?logType=1&keyWord=buyer', admin)).json().result.records;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row: { logContent: string }) => row.logContent.includes('buyer'))).toBe(true);
  });

  it("counts each tenant's own logins", async () => {
    const figures = async (token: string) => (await t.get('/sys/loginfo', token)).json().result;
    const clerk = await t.login('t1_clerk');
    const [zero, one] = [await figures(admin), await figures(clerk)];
    await t.login('t1_clerk');
    expect((await figures(clerk)).todayVisitCount).toBe(one.todayVisitCount + 1);
    expect((await figures(admin)).todayVisitCount).toBe(zero.todayVisitCount);
    await t.login('buyer');
    expect((await figures(admin)).todayVisitCount).toBe(zero.todayVisitCount + 1);
    expect((await figures(clerk)).todayVisitCount).toBe(one.todayVisitCount + 1);
    const visits = (await t.get('/sys/visitInfo', clerk)).json().result;
    expect(visits[6].visit).toBe(one.todayVisitCount + 1);
  });

  it('never sends a data source password back and keeps it sealed at rest', async () => {
    const added = await t.post(
      '/sys/dataSource/add',
      {
        code: 'erp',
        name: 'ERP',
        dbType: '6',
        dbUrl: 'postgres://erp/db',
        dbUsername: 'r',
        dbPassword: 'top-secret',
      },
      admin,
    );
    expect(added.json().success).toBe(true);
    expect(JSON.stringify(added.json())).not.toContain('top-secret');
    const stored = await db(t)
      .selectFrom('sysDataSource')
      .select(['id', 'dbPassword'])
      .where('code', '=', 'erp')
      .executeTakeFirstOrThrow();
    expect(stored.dbPassword).toMatch(/^v1:/);
    const version = added.json().result.version;
    await t.put('/sys/dataSource/edit', { id: stored.id, version, name: 'ERP 2', dbPassword: '' }, admin);
    const after = await db(t)
      .selectFrom('sysDataSource')
      .select('dbPassword')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(after.dbPassword).toBe(stored.dbPassword);
    expect((await t.get('/sys/dataSource/options', admin)).json().result).toEqual([
      { value: 'erp', label: 'ERP 2', text: 'ERP 2' },
    ]);
  });

  it('queues a filled message template and the sender job delivers system messages to the bell', async () => {
    await t.post(
      '/sys/message/sysMessageTemplate/add',
      {
        templateCode: 'overdue',
        templateName: '{{doc}} 逾期',
        templateType: '4',
        templateContent: '单据 {{doc}} 已逾期 {{days}} 天 {{missing}}',
      },
      admin,
    );
    const sent = await t.post(
      '/sys/message/sysMessageTemplate/sendMsg',
      { templateCode: 'overdue', testData: '{"doc":"BR001","days":3}', receiver: 'wh_clerk' },
      admin,
    );
    expect(sent.json()).toMatchObject({ success: true, message: '消息已加入发送队列' });
    const bad = await t.post(
      '/sys/message/sysMessageTemplate/sendMsg',
      { templateCode: 'overdue', testData: '[1]', receiver: 'x' },
      admin,
    );
    expect(bad.json().message).toBe('测试数据必须是JSON对象');
    const job = await db(t)
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('jobClassName', '=', 'sys.messageSender')
      .executeTakeFirstOrThrow();
    expect((await t.get(`/sys/quartzJob/execute?id=${job.id}`, admin)).json().success).toBe(true);
    const bell = (await t.get('/sys/annountCement/listByUser', await t.login('wh_clerk'))).json().result;
    expect(bell.sysMsgList[0]).toMatchObject({ titile: 'BR001 逾期', msgContent: '单据 BR001 已逾期 3 天 ' });
    const row = await db(t).selectFrom('sysMessage').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sendStatus: 1, sendNum: 1 });
    expect(jobScheduler(t.app.ctx)).toBeDefined();
  });

  it('renders the default supplier label with its barcode and QR code and refuses a design off the paper', async () => {
    const rendered = await t.post(
      '/sys/printTemplate/render',
      {
        code: 'label_100x70',
        records: [
          {
            labelNo: 'LB240512000001',
            supplierName: '供应商<甲>',
            qty: 5,
            uom: 'PCS',
            qrPayload: 'ISPS1|LB240512000001',
          },
        ],
      },
      await t.login('supplier_a'),
    );
    const page = rendered.json().result.pages[0] as string;
    expect(page).toContain('width="100mm" height="70mm"');
    expect(page).toContain('供应商&#60;甲&#62;');
    expect(page).toContain('数量 Qty: 5 PCS');
    expect((page.match(/<svg /g) ?? []).length).toBe(3);
    const templates = (await t.get('/sys/printTemplate/list?code=label_100x70', admin)).json().result.records;
    const { id, version } = templates[0];
    const off = await t.put(
      '/sys/printTemplate/edit',
      { id, version, content: JSON.stringify({ elements: [{ type: 'box', x: 90, y: 0, w: 20, h: 5 }] }) },
      admin,
    );
    expect(off.json()).toMatchObject({ success: false });
    expect(off.json().message).toContain('does not fit on the page');
  });

  it('previews the next value of a fill rule without using the number up', async () => {
    const first = (await t.get('/sys/fillRule/testFillRule?ruleCode=DN', admin)).json().result as string;
    const second = (await t.get('/sys/fillRule/testFillRule?ruleCode=DN', admin)).json().result as string;
    expect(first).toMatch(/^DN\d{6}0001$/);
    expect(second).toBe(first);
    const taken = (await t.put('/sys/fillRule/executeRuleByCode/DN', {}, admin)).json().result;
    expect(taken).toBe(first);
  });

  it('starts with the provinces in the address list, filtered by name', async () => {
    const list = (await t.get('/sys/address/list?name=*广东*', admin)).json().result;
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ code: '440000', nameEn: 'Guangdong', level: 1 });
    expect((await t.get('/sys/address/list?pageSize=100', admin)).json().result.total).toBe(34);
  });
});
