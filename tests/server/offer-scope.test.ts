import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoleUser, type Json, jsonApi, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

const PASSWORD = 'Scope#2026';

/**
 * Offers scoped by sales user (issue 15, `salesScope` of the offer descriptor): a sales user lists, reads,
 * exports, edits, acts on and counts in the dashboard only the offers of his own sales users or that he
 * filed; another sales user's offer is missing for him; the sales manager and admin reach all of them.
 */
describe.each(engines)('offers scoped by sales user on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const { post, get } = jsonApi(() => ({ t, token: admin }));

  const add = async (path: string, body: Json, token = admin) =>
    String(resultOf(await post(`/${path}/add`, body, token)).id);
  const addUser = async (username: string, role: string) => {
    const user = await addRoleUser(t, { post, get }, { username, role, password: PASSWORD });
    tokens[username] = user.token;
    return user.id;
  };
  const addOffer = (code: string, salesUserId: string | null, token = admin) =>
    add(
      'ofr/offer',
      {
        code,
        customerId: ids.customer,
        productStoreId: ids.store,
        ...(salesUserId ? { salesUserId } : {}),
        currency: 'CNY',
        offerDate: '2026-09-01',
        lines: [{ lineNo: 1, productId: ids.product, qty: 1, unitPrice: 150 }],
      },
      token,
    );
  const codes = async (token: string) =>
    (resultOf(await get('/ofr/offer/list?pageSize=50', token)).records as Json[])
      .map((row) => row.code)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const wangId = await addUser('scope_wang', 'sales');
    const zhaoId = await addUser('scope_zhao', 'sales');
    await addUser('scope_manager', 'sales_manager');
    ids.wang = await add('mdm/salesUser', { code: 'SU-WANG', name: 'Wang', userId: wangId });
    ids.zhao = await add('mdm/salesUser', { code: 'SU-ZHAO', name: 'Zhao', userId: zhaoId });
    ids.customer = await add('mdm/businessPartner', { code: 'CUST-SCOPE', name: 'Customer' });
    ids.store = await add('mdm/productStore', {
      code: 'ST-SCOPE',
      name: 'Store',
      storeType: 'project_sales',
    });
    ids.product = await add('mdm/product', {
      code: 'SCOPE-P',
      name: 'Valve',
      productType: 'finished',
      uom: 'PCS',
      standardCost: 100,
      currency: 'CNY',
    });
    // Filed by admin for Wang; filed by Zhao without a sales user; filed by admin for Zhao; nobody's.
    ids.forWang = await addOffer('SC-WANG', ids.wang);
    ids.byZhao = await addOffer('SC-ZHAO-OWN', null, tokens.scope_zhao);
    ids.forZhao = await addOffer('SC-ZHAO', ids.zhao);
    ids.nobody = await addOffer('SC-NOBODY', null);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists to each sales user only his own offers, to the manager and admin all of them', async () => {
    expect(await codes(tokens.scope_wang!)).toEqual(['SC-WANG']);
    expect(await codes(tokens.scope_zhao!)).toEqual(['SC-ZHAO', 'SC-ZHAO-OWN']);
    const all = ['SC-NOBODY', 'SC-WANG', 'SC-ZHAO', 'SC-ZHAO-OWN'];
    expect(await codes(tokens.scope_manager!)).toEqual(all);
    expect(await codes(admin)).toEqual(all);
  });

  it("treats another sales user's offer as missing: detail, edit, delete, action, print, export", async () => {
    const wang = tokens.scope_wang!;
    const detail = await get(`/ofr/offer/queryById?id=${ids.forZhao}`, wang);
    expect(detail.success).toBe(false);
    const version = Number(resultOf(await get(`/ofr/offer/queryById?id=${ids.forZhao}`)).version);
    const edit = await post('/ofr/offer/edit', { id: ids.forZhao, version, projectName: 'taken' }, wang);
    expect(edit.success).toBe(false);
    const approve = await post(
      '/ofr/offer/approve',
      { requestId: randomUUID(), id: ids.forZhao, version },
      wang,
    );
    expect(approve.success).toBe(false);
    const url = `${t.config.apiPrefix}/ofr/offer/delete?id=${ids.forZhao}`;
    await t.inject({ method: 'DELETE', url, headers: { 'X-Access-Token': wang } });
    const stillThere = resultOf(await get(`/ofr/offer/queryById?id=${ids.forZhao}`));
    expect(stillThere).toMatchObject({ code: 'SC-ZHAO', projectName: null, docStatus: 'pending' });
    const sheet = (await sheetRows((await t.get('/ofr/offer/exportXls', wang)).rawPayload))
      .map((row) => row.join('|'))
      .join('\n');
    expect(sheet).toContain('SC-WANG');
    expect(sheet).not.toContain('SC-ZHAO');
  });

  it('lets a sales user edit and approve his own offer', async () => {
    const wang = tokens.scope_wang!;
    const own = resultOf(await get(`/ofr/offer/queryById?id=${ids.forWang}`, wang));
    resultOf(
      await post('/ofr/offer/edit', { id: ids.forWang, version: own.version, projectName: 'Mine' }, wang),
    );
    const edited = resultOf(await get(`/ofr/offer/queryById?id=${ids.forWang}`, wang));
    expect(edited.projectName).toBe('Mine');
    resultOf(
      await post(
        '/ofr/offer/approve',
        { requestId: randomUUID(), id: ids.forWang, version: edited.version },
        wang,
      ),
    );
    expect(resultOf(await get(`/ofr/offer/queryById?id=${ids.forWang}`, wang)).docStatus).toBe('approved');
  });

  it('counts only his own offers in his dashboard', async () => {
    const wang = resultOf(await get('/ofr/offer/dashboard', tokens.scope_wang!));
    expect(wang.counts).toEqual({ open: 1, won: 0, lost: 0 });
    expect(wang.openBySalesUser).toEqual([
      { salesUserId: ids.wang, name: 'Wang', count: 1, totalPrice: 150 },
    ]);
    const manager = resultOf(await get('/ofr/offer/dashboard', tokens.scope_manager!));
    expect(manager.counts).toEqual({ open: 4, won: 0, lost: 0 });
  });
});
