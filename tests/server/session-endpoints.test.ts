import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { createTestApp, db, engines, type TestApp } from './harness';

async function addAnnouncement(
  t: TestApp,
  values: { title: string; category: '1' | '2'; type: 'ALL' | 'USER'; tenantId?: number; status?: string },
): Promise<string> {
  const id = newId();
  const at = toDbDateTime(t.clock.now());
  await db(t)
    .insertInto('sysAnnouncement')
    .values({
      id,
      tenantId: values.tenantId ?? 0,
      titile: values.title,
      msgContent: `<p>${values.title}</p>`,
      startTime: at,
      endTime: toDbDateTime(t.clock.now() + 86_400_000),
      sender: 'admin',
      priority: 'H',
      msgCategory: values.category,
      msgType: values.type,
      sendStatus: values.status ?? '1',
      sendTime: at,
      cancelTime: null,
      delFlag: '0',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      userIds: null,
      msgAbstract: null,
      createBy: 'admin',
      createTime: at,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

describe.each(engines)('session endpoints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers user info for the token of the header or of the URL (POST /sys/getUserInfo?token=)', async () => {
    const token = await t.login('wh_clerk');
    for (const res of [
      await t.get('/sys/user/getUserInfo', token),
      await t.post(`/sys/getUserInfo?token=${token}`, {}),
      await t.get(`/sys/getUserInfo?token=${token}`),
    ]) {
      expect(res.json()).toMatchObject({ success: true, result: { userInfo: { username: 'wh_clerk' } } });
      expect(res.json().result.sysAllDictItems.doc_status).toHaveLength(3);
    }
    expect((await t.post('/sys/getUserInfo?token=nope', {})).statusCode).toBe(401);
  });

  it('exchanges only a live session token in thirdLogin/getLoginUser', async () => {
    const token = await t.login('qc_inspector');
    const res = await t.get(`/thirdLogin/getLoginUser/${token}`);
    expect(res.json()).toMatchObject({
      success: true,
      code: 200,
      result: { token, userInfo: { username: 'qc_inspector' } },
    });
    expect((await t.get(`/sys/thirdLogin/getLoginUser/${token}/github`)).json().code).toBe(200);
    // A JWT-like token naming a user is not ours: nothing is decoded from it.
    const forged = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.x';
    expect((await t.get(`/thirdLogin/getLoginUser/${forged}`)).json()).toMatchObject({
      success: false,
      message: 'Token无效!',
    });
  });

  it('lists the caller’s departments and switches only to one of them', async () => {
    const token = await t.login('buyer');
    const departs = (await t.get('/sys/user/getCurrentUserDeparts', token)).json();
    expect(departs).toMatchObject({ success: true, code: 0, result: { orgCode: 'A01A01' } });
    expect(departs.result.list.map((d: { orgCode: string }) => d.orgCode)).toEqual(['A01A01', 'A01A02']);

    const switched = await t.put('/sys/selectDepart', { orgCode: 'A01A02', username: 'admin' }, token);
    expect(switched.json()).toMatchObject({
      success: true,
      result: { userInfo: { username: 'buyer', orgCode: 'A01A02' } },
    });
    expect((await t.get('/sys/user/getCurrentUserDeparts', token)).json().result.orgCode).toBe('A01A02');
    // The body's username is ignored: admin's department did not change.
    const admin = await db(t)
      .selectFrom('sysUser')
      .select('orgCode')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    expect(admin?.orgCode).toBe('A01');

    const refused = await t.post('/sys/selectDepart', { orgCode: 'A01A03' }, token);
    expect(refused.json()).toMatchObject({ success: false, message: '您不属于该部门：A01A03' });
  });

  it('lists the caller’s active tenants only', async () => {
    const admin = await t.login('admin');
    expect(
      (await t.get('/sys/tenant/queryList?ids=0,1,7', admin)).json().result.map((x: { id: number }) => x.id),
    ).toEqual([0, 1]);
    const clerk = await t.login('wh_clerk');
    expect((await t.get('/sys/tenant/queryList?ids=1', clerk)).json().result).toEqual([]);
  });

  it('serves the login page helpers anonymously', async () => {
    const res = (await t.get('/sys/getEncryptedString')).json();
    expect(res.result.key).toHaveLength(16);
    expect(res.result.iv).toHaveLength(16);
  });

  it('seeds demo notices: broadcasts for everyone, personal messages for their receivers only', async () => {
    const clerk = (await t.get('/sys/annountCement/listByUser', await t.login('wh_clerk'))).json().result;
    expect(clerk.anntMsgTotal).toBeGreaterThan(0);
    expect(clerk.sysMsgList.map((m: { titile: string }) => m.titile)).toContain('借用单逾期未归还提醒');
    const buyer = (await t.get('/sys/annountCement/listByUser', await t.login('buyer'))).json().result;
    expect(buyer.sysMsgList.map((m: { titile: string }) => m.titile)).not.toContain('借用单逾期未归还提醒');
    expect(buyer.anntMsgList.map((m: { titile: string }) => m.titile)).not.toContain(
      '（草稿）年度供应商评估通知',
    );
  });

  it('lists unread announcements per category, marks them read and hides other tenants’ ones', async () => {
    // Start from no notices at all, so the counts below are exactly this test's.
    await db(t).deleteFrom('sysAnnouncementSend').execute();
    await db(t).deleteFrom('sysAnnouncement').execute();
    const notice = await addAnnouncement(t, { title: '系统升级通知', category: '1', type: 'ALL' });
    await addAnnouncement(t, { title: '子公司通知', category: '1', type: 'ALL', tenantId: 1 });
    await addAnnouncement(t, { title: '草稿', category: '1', type: 'ALL', status: '0' });
    const personal = await addAnnouncement(t, { title: '给李仓管的消息', category: '2', type: 'USER' });
    const clerkId = (
      await db(t).selectFrom('sysUser').select('id').where('username', '=', 'wh_clerk').executeTakeFirst()
    )?.id as string;
    await db(t)
      .insertInto('sysAnnouncementSend')
      .values({
        id: newId(),
        anntId: personal,
        userId: clerkId,
        readFlag: '0',
        readTime: null,
        createBy: 'admin',
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();

    const clerk = await t.login('wh_clerk');
    const list = (await t.get('/sys/annountCement/listByUser', clerk)).json();
    expect(list).toMatchObject({ success: true, code: 0, result: { anntMsgTotal: 1, sysMsgTotal: 1 } });
    expect(list.result.anntMsgList[0]).toMatchObject({ id: notice, titile: '系统升级通知', priority: 'H' });
    expect(list.result.anntMsgList[0]).not.toHaveProperty('userIds');
    expect(list.result.sysMsgList[0]).toMatchObject({ id: personal });

    expect((await t.get(`/sys/annountCement/queryById?id=${personal}`, clerk)).json().result.titile).toBe(
      '给李仓管的消息',
    );
    const buyer = await t.login('buyer');
    expect((await t.get(`/sys/annountCement/queryById?id=${personal}`, buyer)).json()).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });

    // The JeecgBoot client's 查看 frame: the notice as a page, its token in the query (a frame sends no header).
    const page = await t.get(`/sys/annountCement/show/${personal}?token=${clerk}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>给李仓管的消息</h1>');
    expect((await t.get(`/sys/annountCement/show/${personal}?token=${buyer}`)).json()).toMatchObject({
      success: false,
    });
    // A body stored around the editor's sanitising (an old row, an import) is sanitised again on the page.
    await db(t)
      .updateTable('sysAnnouncement')
      .set({ msgContent: '<p onclick="x()">ok</p><script>alert(1)</script><img src="javascript:x">' })
      .where('id', '=', personal)
      .execute();
    const cleaned = (await t.get(`/sys/annountCement/show/${personal}?token=${clerk}`)).body;
    expect(cleaned).toContain('<p>ok</p>');
    expect(cleaned).not.toMatch(/<script|onclick|javascript:/);

    const read = await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: notice }, clerk);
    expect(read.json()).toMatchObject({ success: true });
    const after = (await t.get('/sys/annountCement/listByUser', clerk)).json().result;
    expect(after).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 1 });
    // Another user still has the broadcast unread.
    expect((await t.get('/sys/annountCement/listByUser', buyer)).json().result.anntMsgTotal).toBe(1);
  });
});

describe.each(engines)('CAS login on %s', (engine) => {
  let t: TestApp;
  let cas: Server;
  beforeAll(async () => {
    cas = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.setHeader('content-type', 'application/xml');
      if (url.pathname === '/cas/serviceValidate' && url.searchParams.get('ticket') === 'ST-good') {
        res.end(
          '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>qc_inspector</cas:user></cas:authenticationSuccess></cas:serviceResponse>',
        );
      } else if (url.searchParams.get('ticket') === 'ST-stranger') {
        res.end(
          '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>stranger</cas:user></cas:authenticationSuccess></cas:serviceResponse>',
        );
      } else {
        res.end(
          '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>',
        );
      }
    });
    await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
    const port = (cas.address() as AddressInfo).port;
    t = await createTestApp(engine, { env: { CAS_SERVER_URL: `http://127.0.0.1:${port}/cas` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => cas.close(resolve));
  });

  it('logs in the user of a valid ticket', async () => {
    const res = await t.get('/sys/cas/client/validateLogin?ticket=ST-good&service=http://localhost/');
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      result: { userInfo: { username: 'qc_inspector' }, multi_depart: 1 },
    });
    expect((await t.get('/sys/user/getUserInfo', body.result.token)).statusCode).toBe(200);
    expect((await t.get('/cas/client/validateLogin?ticket=ST-good&service=x')).json().success).toBe(true);
  });

  it('refuses a bad ticket and an unknown user', async () => {
    const bad = (await t.get('/cas/client/validateLogin?ticket=ST-bad&service=x')).json();
    expect(bad).toMatchObject({
      success: false,
      message: 'CAS票据校验失败：INVALID_TICKET Ticket not recognized',
    });
    const stranger = (await t.get('/cas/client/validateLogin?ticket=ST-stranger&service=x')).json();
    expect(stranger).toMatchObject({ success: false, message: 'CAS用户stranger在本系统中不存在' });
  });
});

describe.each(engines)('CAS not configured on %s', (engine) => {
  it('answers a clear localised error', async () => {
    const t = await createTestApp(engine);
    try {
      const zh = (await t.get('/cas/client/validateLogin?ticket=ST-1&service=x')).json();
      expect(zh).toMatchObject({ success: false, message: 'CAS单点登录未配置（CAS_SERVER_URL）' });
      const en = (
        await t.get('/cas/client/validateLogin?ticket=ST-1&service=x', undefined, { 'x-locale': 'en_US' })
      ).json();
      expect(en.message).toBe('CAS single sign-on is not configured (CAS_SERVER_URL)');
    } finally {
      await t.close();
    }
  });
});
