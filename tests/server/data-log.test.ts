import { describe, expect, it } from 'vitest';
import { AdminSuite, engines } from './harness';

/**
 * The data change log with version compare of the JeecgBoot 2.4.6 client (DataLogList, DataLogModal,
 * DataLogCompareModal; issue 19 point 2) over the versions the entity engine records.
 */
describe.each(engines)('data change log on %s', (engine) => {
  const suite = new AdminSuite(engine);

  it('keeps a version per add and edit and compares two of them', async () => {
    const { t, admin } = suite;
    const added = (await t.post('/sys/position/add', { code: 'LOGP', name: '班长' }, admin)).json().result;
    const once = (await t.put('/sys/position/edit', { ...added, name: '组长' }, admin)).json().result;
    await t.put('/sys/position/edit', { ...once, name: '主管' }, admin);

    const list = (
      await t.get(`/sys/dataLog/list?dataTable=sys_position&dataId=${added.id}&pageNo=1&pageSize=10`, admin)
    ).json();
    expect(list).toMatchObject({ success: true, result: { total: 3 } });
    const versions = (
      await t.get(`/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=${added.id}`, admin)
    ).json().result as { id: string; dataVersion: number; dataContent: string; createBy: string }[];
    expect(versions.map((v) => v.dataVersion)).toEqual([1, 2, 3]);
    expect(versions.map((v) => JSON.parse(v.dataContent).name)).toEqual(['班长', '组长', '主管']);
    expect(versions[0]!.createBy).toBe('admin');

    const compared = (
      await t.get(
        `/sys/dataLog/queryCompareList?dataId1=${versions[0]!.id}&dataId2=${versions[2]!.id}`,
        admin,
      )
    ).json();
    expect(compared.result.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 3]);
    expect(JSON.parse(compared.result[1].dataContent)).toMatchObject({ code: 'LOGP', name: '主管' });

    // Two versions of different records, or a missing one, are refused.
    const other = (await t.post('/sys/position/add', { code: 'LOGQ', name: '其他' }, admin)).json().result;
    const otherVersion = (
      await t.get(`/sys/dataLog/queryDataVerList?dataTable=sys_position&dataId=${other.id}`, admin)
    ).json().result[0];
    for (const query of [
      `dataId1=${versions[0]!.id}&dataId2=${otherVersion.id}`,
      `dataId1=${versions[0]!.id}&dataId2=nope`,
    ]) {
      expect((await t.get(`/sys/dataLog/queryCompareList?${query}`, admin)).json()).toMatchObject({
        success: false,
        message: '请选择同一条数据的两个版本',
      });
    }
  });

  it('logs category adds too, is read-only through the API and needs the log page', async () => {
    const { t, admin } = suite;
    const category = (await t.post('/sys/category/add', { name: '日志分类' }, admin)).json().result;
    const logged = (
      await t.get(`/sys/dataLog/queryDataVerList?dataTable=sys_category&dataId=${category.id}`, admin)
    ).json().result;
    expect(JSON.parse(logged[0].dataContent)).toMatchObject({ name: '日志分类', code: category.code });
    expect((await t.post('/sys/dataLog/add', { dataTable: 'x', dataId: 'y' }, admin)).statusCode).toBe(404);
    const buyer = await t.login('buyer');
    expect((await t.get('/sys/dataLog/list', buyer)).statusCode).toBe(403);
    expect(
      (await t.get(`/sys/dataLog/queryDataVerList?dataTable=sys_category&dataId=${category.id}`, buyer))
        .statusCode,
    ).toBe(403);
  });
});
