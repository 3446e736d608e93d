import { describe, expect, it } from 'vitest';
import { del, importFile } from './entity-helpers';
import { AdminSuite, engines } from './harness';

/**
 * JeecgBoot's category dictionary as its 2.4.6 client uses it (issue 19 point 2): the page's tree
 * (rootList, childList, getChildListBatch, add with generated codes, edit, subtree delete, checkCode)
 * and the loaders of JCategorySelect, JTreeDict and JTreeSelect, tenant by tenant and with the
 * dictionary page's permissions.
 */
describe.each(engines)('category dictionary on %s', (engine) => {
  const suite = new AdminSuite(engine);

  const add = async (body: Record<string, unknown>) => {
    const res = (await suite.t.post('/sys/category/add', body, suite.admin)).json();
    expect(res, JSON.stringify(res)).toMatchObject({ success: true });
    return res.result as { id: string; code: string; pid: string; version: number };
  };

  it('builds a tree with generated codes and flags parents, as the category page reads it', async () => {
    const { t, admin } = suite;
    const colour = await add({ name: '颜色' });
    const size = await add({ name: '尺寸' });
    expect(colour).toMatchObject({ code: 'A01', pid: '0' });
    expect(size.code).toBe('A02');
    const red = await add({ name: '红', pid: colour.id });
    const blue = await add({ name: '蓝', pid: colour.id });
    const navy = await add({ name: '藏青', pid: blue.id });
    expect([red.code, blue.code, navy.code]).toEqual(['A01A01', 'A01A02', 'A01A02A01']);

    const roots = (
      await t.get('/sys/category/rootList?pageNo=1&pageSize=10&column=code&order=asc', admin)
    ).json();
    expect(roots).toMatchObject({ success: true, result: { total: 2 } });
    expect(roots.result.records.map((r: { name: string; hasChild: string }) => [r.name, r.hasChild])).toEqual(
      [
        ['颜色', '1'],
        ['尺寸', '0'],
      ],
    );
    const children = (await t.get(`/sys/category/childList?pid=${colour.id}`, admin)).json();
    expect(children.result.map((r: { name: string }) => r.name)).toEqual(['红', '蓝']);
    const batch = (
      await t.get(`/sys/category/getChildListBatch?parentIds=${colour.id},${blue.id}`, admin)
    ).json();
    expect(batch.result.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['红', '蓝', '藏青'].sort(),
    );

    // The form checks a typed code against the parent's; an edit renames but never moves a node.
    expect((await t.get(`/sys/category/checkCode?pid=${colour.id}&code=A01A09`, admin)).json().success).toBe(
      true,
    );
    expect((await t.get(`/sys/category/checkCode?pid=${colour.id}&code=B01`, admin)).json()).toMatchObject({
      success: false,
      message: '编码不符合规范,须以"A01"开头!',
    });
    const renamed = (await t.put('/sys/category/edit', { ...red, name: '大红' }, admin)).json();
    expect(renamed).toMatchObject({
      success: true,
      result: { name: '大红', code: 'A01A01', pid: colour.id },
    });
    const moved = (await t.put('/sys/category/edit', { ...renamed.result, pid: size.id }, admin)).json();
    expect(moved).toMatchObject({ success: false, message: '分类的父级节点和编码不能修改' });

    // Deleting a node takes its subtree along and makes a childless parent a leaf again.
    expect((await del(t, `/sys/category/delete?id=${blue.id}`, admin)).json().success).toBe(true);
    expect((await t.get(`/sys/category/queryById?id=${navy.id}`, admin)).json().success).toBe(false);
    expect((await del(t, `/sys/category/deleteBatch?ids=${red.id},`, admin)).json()).toMatchObject({
      success: true,
      result: { count: 1 },
    });
    const after = (await t.get('/sys/category/rootList', admin)).json().result.records;
    expect(after.find((r: { id: string }) => r.id === colour.id).hasChild).toBe('0');
  });

  it('serves the form components: JCategorySelect, JTreeDict, JTreeSelect and loadAllData', async () => {
    const { t, admin } = suite;
    const fruit = await add({ name: '水果' });
    const apple = await add({ name: '苹果', pid: fruit.id });
    const fuji = await add({ name: '富士', pid: apple.id });
    const buyer = await t.login('buyer');

    // JCategorySelect: by parent code, then by pid; loadDictItem names stored ids in their order.
    const byCode = (await t.get(`/sys/category/loadTreeData?pcode=${fruit.code}`, buyer)).json();
    expect(byCode).toMatchObject({
      success: true,
      result: [{ key: apple.id, title: '苹果', leaf: false, parentId: fruit.id, code: apple.code }],
    });
    const byPid = (await t.get(`/sys/category/loadTreeData?pid=${apple.id}`, buyer)).json();
    expect(byPid.result).toMatchObject([{ key: fuji.id, leaf: true }]);
    const filtered = (
      await t.get(
        `/sys/category/loadTreeData?pcode=0&condition=${encodeURIComponent(JSON.stringify({ name: '水果' }))}`,
        buyer,
      )
    ).json();
    expect(filtered.result.map((n: { key: string }) => n.key)).toEqual([fruit.id]);
    for (const condition of ['{"1=1 or name":"x"}', '{"password":"x"}', 'not json', '{"name":{"$ne":1}}']) {
      const res = await t.get(
        `/sys/category/loadTreeData?pid=0&condition=${encodeURIComponent(condition)}`,
        buyer,
      );
      expect(res.json(), condition).toMatchObject({ success: false, code: 500 });
    }
    expect((await t.get('/sys/category/loadTreeData', buyer)).json().success).toBe(false);
    const texts = (await t.get(`/sys/category/loadDictItem/?ids=${fuji.id},${fruit.id},nope`, buyer)).json();
    expect(texts).toMatchObject({ success: true, result: ['富士', '水果'] });

    // JTreeDict: the whole tree below a code at once, or one level at a time; loadOne shows a value.
    const whole = (await t.get(`/sys/category/loadTreeRoot?async=false&pcode=${fruit.code}`, buyer)).json();
    expect(whole.result).toMatchObject([{ key: apple.id, children: [{ key: fuji.id, leaf: true }] }]);
    const lazy = (await t.get(`/sys/category/loadTreeRoot?async=true&pcode=${fruit.code}`, buyer)).json();
    expect(lazy.result[0].children).toBeUndefined();
    expect((await t.get(`/sys/category/loadTreeChildren?pid=${apple.id}`, buyer)).json().result).toHaveLength(
      1,
    );
    expect(
      (await t.get(`/sys/category/loadOne?field=code&val=${fuji.code}`, buyer)).json().result,
    ).toMatchObject({
      id: fuji.id,
      name: '富士',
    });
    expect((await t.get(`/sys/category/loadOne?field=create_by&val=admin`, buyer)).json().success).toBe(
      false,
    );
    const all = (await t.get(`/sys/category/loadAllData?code=${fruit.code}`, buyer)).json();
    expect(all.result.map((o: { text: string }) => o.text)).toEqual(['水果', '苹果', '富士']);
    expect(
      (await t.get(`/sys/category/loadAllData?code=${encodeURIComponent('%')}`, buyer)).json().success,
    ).toBe(false);

    // JTreeSelect of the category form: a registered tree dictionary, and its stored-value texts.
    const tree = (
      await t.get(
        `/sys/dict/loadTreeData?pid=0&pidField=pid&tableName=sys_category&text=name&code=id&hasChildField=has_child&condition=`,
        buyer,
      )
    ).json();
    expect(tree.result.map((n: { title: string }) => n.title)).toContain('水果');
    const shown = await t.get(
      `/sys/dict/loadDictItem/${encodeURIComponent('sys_category,name,id')}?key=${apple.id}`,
      admin,
    );
    expect(shown.json()).toMatchObject({ success: true, result: ['苹果'] });
  });

  it('exports the categories and imports them back under their parents by code', async () => {
    const { t, admin } = suite;
    const top = await add({ name: '往返' });
    const child = await add({ name: '往返子', pid: top.id });
    const exported = await t.get(`/sys/category/exportXls?code=${top.code}*&column=code&order=asc`, admin);
    expect(exported.statusCode).toBe(200);
    await del(t, `/sys/category/delete?id=${top.id}`, admin);
    expect((await t.get(`/sys/category/queryById?id=${child.id}`, admin)).json().success).toBe(false);
    const imported = (
      await importFile(t, '/sys/category/importExcel', admin, Buffer.from(exported.rawPayload))
    ).json();
    expect(imported, JSON.stringify(imported)).toMatchObject({ success: true, result: { count: 2 } });
    const parent = (await t.get(`/sys/category/loadOne?field=code&val=${top.code}`, admin)).json().result;
    const below = (await t.get(`/sys/category/childList?pid=${parent.id}`, admin)).json().result;
    expect(below).toMatchObject([{ name: '往返子', code: child.code, pid: parent.id }]);
    expect(parent).toMatchObject({ name: '往返', pid: '0', hasChild: '1' });
  });

  it("refuses anything but a registered tree dictionary in JTreeSelect's loader", async () => {
    const { t, admin } = suite;
    const departs = (
      await t.get(
        '/sys/dict/loadTreeData?pid=&pidField=parent_id&tableName=sys_depart&text=depart_name&code=id',
        admin,
      )
    ).json();
    expect(departs.success).toBe(true);
    expect(departs.result.length).toBeGreaterThan(0);
    const payloads = [
      'tableName=sys_user&text=password_hash&code=id&pidField=id',
      'tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=(select 1)',
      'tableName=sys_category where 1=1&text=name&code=id&pidField=pid',
      'tableName=sys_category&text=name,(select password_hash from sys_user limit 1)&code=id&pidField=pid',
      'tableName=__proto__&text=a&code=b&pidField=c',
    ];
    for (const query of payloads) {
      const res = await t.get(`/sys/dict/loadTreeData?pid=0&${query.replace(/ /g, '%20')}`, admin);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
    }
  });

  it('keeps categories per tenant and writes behind the dictionary permissions', async () => {
    const { t, admin } = suite;
    const mine = await add({ name: '本租户' });
    const buyer = await t.login('buyer');
    expect((await t.post('/sys/category/add', { name: 'x' }, buyer)).statusCode).toBe(403);
    expect((await del(t, `/sys/category/delete?id=${mine.id}`, buyer)).statusCode).toBe(403);
    expect((await t.get('/sys/category/rootList', buyer)).statusCode).toBe(403);
    const supplier = await t.login('supplier_a');
    expect((await t.get('/sys/category/loadTreeData?pcode=0', supplier)).statusCode).toBe(403);
    // Another tenant's row does not exist for this one.
    await t.app.ctx.db
      .updateTable('sys_category' as never)
      .set({ tenantId: 2 } as never)
      .where('id' as never, '=', mine.id as never)
      .execute();
    expect((await t.get(`/sys/category/queryById?id=${mine.id}`, admin)).json().success).toBe(false);
    expect((await t.get(`/sys/category/loadDictItem?ids=${mine.id}`, admin)).json().result).toEqual([]);
    expect((await del(t, `/sys/category/delete?id=${mine.id}`, admin)).json().success).toBe(false);
  });
});
