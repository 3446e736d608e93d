import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('positions, system messages, department users, items and notices on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps job positions with unique codes and finds one by code', async () => {
    const added = (
      await t.post('/sys/position/add', { code: 'MGR', name: '经理', postRank: '3' }, admin)
    ).json();
    expect(added).toMatchObject({
      success: true,
      result: { code: 'MGR', postRank_dictText: expect.any(String) },
    });
    expect((await t.post('/sys/position/add', { code: 'MGR', name: '重复' }, admin)).json().success).toBe(
      false,
    );
    expect((await t.get('/sys/position/queryByCode?code=MGR', admin)).json().result).toMatchObject({
      id: added.result.id,
      name: '经理',
    });
    expect((await t.get('/sys/position/queryByCode?code=NONE', admin)).json().success).toBe(false);
    expect((await t.get('/sys/position/list?name=*经*', admin)).json().result.total).toBe(1);
    expect((await t.get('/sys/position/list', await t.login('buyer'))).statusCode).toBe(403);
  });

  it('queues system messages, edits only pending ones and deletes them', async () => {
    const added = (
      await t.post(
        '/sys/message/sysMessage/add',
        { msgType: '4', title: '提醒', receiver: 'buyer', content: '请审核' },
        admin,
      )
    ).json();
    expect(added).toMatchObject({ success: true, result: { sendStatus: 0, receiver: 'buyer' } });
    const id = added.result.id;
    const edited = (await t.put('/sys/message/sysMessage/edit', { id, content: '请尽快审核' }, admin)).json();
    expect(edited.result.content).toBe('请尽快审核');
    expect(
      (await t.post('/sys/message/sysMessage/add', { msgType: '4', receiver: '' }, admin)).json().success,
    ).toBe(false);
    await t.app.ctx.db.updateTable('sysMessage').set({ sendStatus: 1 }).where('id', '=', id).execute();
    expect((await t.put('/sys/message/sysMessage/edit', { id, content: 'x' }, admin)).json()).toMatchObject({
      success: false,
      message: '只能修改待发送的消息',
    });
    const list = (await t.get('/sys/message/sysMessage/list?receiver=buyer', admin)).json().result;
    expect(list.records.map((m: { id: string }) => m.id)).toContain(id);
    expect((await del(t, `/sys/message/sysMessage/delete?id=${id}`, admin)).json().success).toBe(true);
    expect((await t.get(`/sys/message/sysMessage/queryById?id=${id}`, admin)).json().success).toBe(false);
  });

  it('lists, adds and removes the users of a department', async () => {
    const departs = (await t.get('/sys/sysDepart/queryTreeList', admin)).json().result;
    const purchasing = departs[0].children.find((d: { orgCode: string }) => d.orgCode === 'A01A01');
    const clerk = (await t.get('/sys/user/list?username=wh_clerk', admin)).json().result.records[0];
    const members = async () =>
      (await t.get(`/sys/user/queryUserByDepId?id=${purchasing.id}`, admin))
        .json()
        .result.map((u: { username: string }) => u.username);
    expect(await members()).not.toContain('wh_clerk');
    await t.post('/sys/user/editSysDepartWithUser', { depId: purchasing.id, userIdList: [clerk.id] }, admin);
    expect(await members()).toContain('wh_clerk');
    await del(t, `/sys/user/deleteUserInDepart?depId=${purchasing.id}&userId=${clerk.id}`, admin);
    expect(await members()).not.toContain('wh_clerk');
  });

  it('edits a dictionary item in place and serves the new text at once', async () => {
    const dict = (await t.get('/sys/dict/list?dictCode=sex', admin)).json().result.records[0];
    const items = (await t.get(`/sys/dictItem/list?dictId=${dict.id}`, admin)).json().result.records;
    const male = items.find((i: { itemValue: string }) => i.itemValue === '1');
    const answer = (
      await t.put('/sys/dictItem/edit', { id: male.id, itemText: '男性', sortOrder: 9 }, admin)
    ).json();
    expect(answer.success).toBe(true);
    const options = (await t.get('/sys/dict/getDictItems/sex', admin)).json().result;
    expect(options).toContainEqual(expect.objectContaining({ value: '1', text: '男性' }));
  });

  it('edits an announcement again once it is revoked', async () => {
    const saved = (
      await t.post('/sys/annountCement/add', { titile: '通知', msgContent: '<p>a</p>' }, admin)
    ).json().result;
    await t.get(`/sys/annountCement/doReleaseData?id=${saved.id}`, admin);
    const refused = (
      await t.put('/sys/annountCement/edit', { id: saved.id, titile: 'b' }, admin, { 'x-locale': 'en_US' })
    ).json();
    expect(refused).toMatchObject({
      success: false,
      message: 'A published announcement cannot be edited; revoke it first',
    });
    await t.get(`/sys/annountCement/doReovkeData?id=${saved.id}`, admin);
    const edited = (
      await t.put('/sys/annountCement/edit', { id: saved.id, titile: '通知（修订）' }, admin)
    ).json();
    expect(edited).toMatchObject({ success: true, result: { titile: '通知（修订）' } });
  });
});
