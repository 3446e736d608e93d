import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';

/**
 * "My announcements" of the JeecgBoot 2.4.6 client (UserAnnouncementList.vue, issue 19 point 2):
 * `GET /sys/sysAnnouncementSend/getMyAnnouncementSend` through JeecgListMixin (records, total) and
 * `PUT /sys/sysAnnouncementSend/readAll` ("全部标注已读").
 */
describe.each(engines)('my announcements on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    clerk = await t.login('wh_clerk');
    for (const [titile, sender] of [
      ['盘点通知Z19', '仓库'],
      ['放假通知Z19', '行政'],
    ]) {
      const added = await t.post(
        '/sys/annountCement/add',
        { titile, sender, msgContent: '<p>x</p>', msgType: 'ALL' },
        admin,
      );
      const id = added.json().result.id as string;
      ids.push(id);
      expect((await t.get(`/sys/annountCement/doReleaseData?id=${id}`, admin)).json().success).toBe(true);
    }
    // A draft is nobody's announcement yet.
    await t.post('/sys/annountCement/add', { titile: '草稿', msgContent: 'x', msgType: 'ALL' }, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const mine = async (query: string, token = clerk) =>
    (await t.get(`/sys/sysAnnouncementSend/getMyAnnouncementSend?${query}`, token)).json();

  it('lists the caller’s released announcements with the fields the page reads, filtered and paged', async () => {
    // The demo data has announcements of its own: ours carry the marker Z19.
    const page = await mine('pageNo=1&pageSize=10&column=createTime&order=desc&titile=*Z19*');
    expect(page).toMatchObject({ success: true });
    expect(page.result.total).toBe(2);
    expect(page.result.records.map((r: { titile: string }) => r.titile).sort()).toEqual([
      '放假通知Z19',
      '盘点通知Z19',
    ]);
    expect(page.result.records[0]).toEqual(
      expect.objectContaining({
        anntId: expect.any(String),
        titile: expect.any(String),
        msgCategory: expect.any(String),
        readFlag: '0',
        sendTime: expect.any(String),
      }),
    );
    expect((await mine('titile=*盘点通知Z*')).result.records).toHaveLength(1);
    const sender = page.result.records[0].sender as string;
    expect((await mine(`sender=${encodeURIComponent(sender)}&titile=Z19`)).result.total).toBe(2);
    expect((await mine('sender=nobody-z19')).result.total).toBe(0);
    expect((await mine(`titile=${encodeURIComponent("%' or '1'='1")}`)).result.total).toBe(0);
    const second = await mine('pageNo=2&pageSize=1&titile=Z19');
    expect(second.result).toMatchObject({ total: 2, current: 2, size: 1, pages: 2 });
    expect(second.result.records).toHaveLength(1);
  });

  it('marks one read, then all read, for the caller only', async () => {
    const one = await t.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: ids[0] }, clerk);
    expect(one.json().success).toBe(true);
    const after = (await mine('pageSize=10&titile=Z19')).result.records as {
      anntId: string;
      readFlag: string;
    }[];
    expect(after.find((r) => r.anntId === ids[0])?.readFlag).toBe('1');
    // Unread first.
    expect(after.map((r) => r.readFlag)).toEqual(['0', '1']);
    const all = await t.put('/sys/sysAnnouncementSend/readAll', {}, clerk);
    expect(all.json()).toMatchObject({ success: true });
    const read = (await mine('pageSize=100')).result.records as { readFlag: string }[];
    expect(read.length).toBeGreaterThan(2);
    expect(read.every((r) => r.readFlag === '1')).toBe(true);
    // The admin's own rows stay unread.
    const adminRows = (await mine('pageSize=10&titile=Z19', admin)).result.records as { readFlag: string }[];
    expect(adminRows.length).toBe(2);
    expect(adminRows.every((r) => r.readFlag === '0')).toBe(true);
    expect((await t.get('/sys/annountCement/listByUser', clerk)).json().result.anntMsgTotal).toBe(0);
  });
});
