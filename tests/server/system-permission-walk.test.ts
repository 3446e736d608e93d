import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteCatalogue, type CatalogueEntry } from '../../server/modules/system/route-catalogue';
import { createTestApp, engines, type TestApp } from './harness';

/** A callable URL for a catalogued route: path parameters get harmless values. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'x1').replace(/\*$/, 'temp/none.png');
}

describe.each(engines)('permission walk over every system route on %s', (engine) => {
  let t: TestApp;
  let routes: readonly CatalogueEntry[];
  let staff: string;
  let supplier: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    routes = adminRouteCatalogue(t.app.ctx);
    // The buyer is staff without any system page; supplier_a is a supplier user.
    staff = await t.login('buyer');
    supplier = await t.login('supplier_a');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (route: CatalogueEntry, token: string) => {
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';
    return t.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { 'x-access-token': token, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      payload: withBody ? '{}' : undefined,
    });
  };

  it('catalogues the system, monitor and file routes', () => {
    const urls = new Set(routes.map((route) => route.url.slice(t.config.apiPrefix.length)));
    for (const url of [
      '/sys/user/add',
      '/sys/user/frozenBatch',
      '/sys/user/importExcel',
      '/sys/role/importExcel',
      '/sys/dict/importExcel',
      '/sys/role/queryKnowledge',
      '/sys/user/queryUserKnowledgeRole',
      '/sys/gatewayRoute/updateAll',
      '/sys/gatewayRoute/clearRedis',
      '/sys/position/queryByCode',
      '/sys/position/add',
      '/sys/message/sysMessage/edit',
      '/sys/role/queryall',
      '/sys/permission/saveRolePermission',
      '/sys/sysDepart/queryTreeList',
      '/sys/dict/add',
      '/sys/log/list',
      '/sys/quartzJob/execute',
      '/sys/annountCement/doReleaseData',
      '/sys/tenant/add',
      '/sys/printTemplate/edit',
      '/sys/dataSource/list',
      '/sys/gatewayRoute/add',
      '/sys/message/sysMessageTemplate/sendMsg',
      '/sys/oss/file/upload',
      '/sys/address/list',
      '/sys/monitor/runtime',
      '/sys/actuator/redis/queryDiskInfo',
      '/sys/common/upload',
    ]) {
      expect(urls, url).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(120);
  });

  it('refuses every route to a staff user without the permission, except the open ones', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route, staff);
      const refused = res.statusCode === 403 && res.json().code === 510;
      if (route.openTo === null && !refused) wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
      if (route.openTo !== null && res.statusCode === 403)
        wrong.push(`${route.method} ${route.url} open but refused`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every route to a supplier user, except the ones open to everybody', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route, supplier);
      const refused = res.statusCode === 403;
      if (route.openTo !== 'everyone' && !refused)
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
      if (route.openTo === 'everyone' && refused) wrong.push(`${route.method} ${route.url} open but refused`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the administrator through the same routes', async () => {
    const admin = await t.login('admin');
    const refused: string[] = [];
    for (const route of routes.filter(
      (r) => r.method === 'GET' && !r.url.includes(':') && !r.url.endsWith('*'),
    )) {
      const res = await call(route, admin);
      if (res.statusCode === 403) refused.push(route.url);
    }
    expect(refused).toEqual([]);
  });
});
