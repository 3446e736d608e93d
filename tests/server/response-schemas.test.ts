import { randomUUID } from 'node:crypto';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityRegistry } from '../../server/entity/entity-registry';
import { documentReplies, entityReplies } from '../../server/entity/entity-reply-schemas';
import { noResult, replies } from '../../server/http/response-schema';
import {
  captchaImage,
  currentDeparts,
  encryptedString,
  loginResult,
  selectedDepart,
  userInfoResult,
} from '../../server/modules/auth/auth-replies';
import { inventoryPageReply } from '../../server/modules/warehouse/http/warehouse-replies';
import { commandPages } from '../../src/domain/warehouse/command-pages';
import { createTestApp, type TestApp } from './harness';

/**
 * Every route says what it answers, so the OpenAPI document at /docs shows it (issue 11 point 10):
 * the entity and document engines from their descriptors (server/entity/entity-reply-schemas.ts),
 * every other route by its own `schema.response`. A new route without one fails here.
 */

interface Operation {
  method: string;
  path: string;
  documented: boolean;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
};

describe('response schemas', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
    const prefix = t.config.apiPrefix;
    const document = t.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.startsWith(prefix) ? path.slice(prefix.length) : path,
        documented: operation.responses?.['200']?.content !== undefined,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('declares the answer of every route', () => {
    const undocumented = operations
      .filter((operation) => !operation.documented)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(operations.length).toBeGreaterThan(500);
    expect(undocumented).toEqual([]);
  });

  it('documents the envelope and the result of a system route', () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const list = document.paths[`${t.config.apiPrefix}/sys/user/list`]?.get?.responses?.['200']?.content as
      | Record<string, { schema: { properties: Record<string, unknown> } }>
      | undefined;
    const properties = list?.['application/json']?.schema.properties ?? {};
    expect(Object.keys(properties)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(JSON.stringify(properties.result)).toContain('records');
  });

  it("answers every entity's list, and a record's add, queryById and edit, as their schemas say", async () => {
    const token = await t.login('admin');
    const mismatches: string[] = [];
    const check = (what: string, schema: { 200: unknown }, body: unknown) => {
      const validator = Compile(schema[200] as Parameters<typeof Compile>[0]);
      if (!validator.Check(body))
        mismatches.push(`${what}: ${[...validator.Errors(body)].map((e) => e.instancePath).join(', ')}`);
    };
    for (const entity of entityRegistry(t.app.ctx).values()) {
      const answer = await t.get(`${entity.basePath}/list?pageSize=5`, token);
      if (answer.json().success) check(`${entity.basePath}/list`, entityReplies(entity).list, answer.json());
    }
    const product = [...entityRegistry(t.app.ctx).values()].find((entity) => entity.name === 'product');
    if (!product) throw new Error('the product entity is not registered');
    const replies = entityReplies(product);
    const added = await t.post(
      '/mdm/product/add',
      { code: 'SCHEMA-1', name: 'schema', productType: 'spare_part', uom: 'PCS' },
      token,
    );
    check('add', replies.written, added.json());
    const id = added.json().result.id as string;
    const read = await t.get(`/mdm/product/queryById?id=${id}`, token);
    check('queryById', replies.queryById, read.json());
    const edited = await t.put('/mdm/product/edit', { ...read.json().result, name: 'schema 2' }, token);
    check('edit', replies.written, edited.json());
    const refused = await t.post('/mdm/product/add', { name: 'no code and type' }, token);
    expect(refused.json().success).toBe(false);
    check('refused add', replies.written, refused.json());
    expect(mismatches).toEqual([]);
  });

  it('answers the system reads as the OpenAPI document says', async () => {
    const token = await t.login('admin');
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const mismatches: string[] = [];
    const reads = [
      '/sys/tenant/list',
      '/sys/tenant/queryById?id=1',
      '/sys/tenant/queryList',
      '/sys/dict/list',
      '/sys/dict/treeList',
      '/sys/dict/deleteList',
      '/sys/dict/queryAllDictItems',
      '/sys/dict/getDictItems/doc_status',
      '/sys/role/list',
      '/sys/role/queryall',
      '/sys/role/queryKnowledge',
      '/sys/role/queryTreeList',
      '/sys/role/checkRoleCode?roleCode=free_code',
      '/sys/annountCement/list',
      '/sys/annountCement/listByUser',
      '/sys/log/list?logType=1',
      '/sys/log/list?logType=2',
      '/sys/loginfo',
      '/sys/visitInfo',
      '/sys/message/sysMessage/list',
      '/sys/quartzJob/kinds',
      '/sys/dataSource/options',
      '/sys/actuator/redis/queryDiskInfo',
      '/sys/monitor/httpTrace',
      '/sys/monitor/runtime',
      '/sys/monitor/system',
      '/sys/monitor/redis',
      '/sys/monitor/server',
      '/fsm/projectStage/statistics',
      '/fsm/sparePartQuery/list',
      '/fsm/inventoryQuery/list',
      '/dashboard/analysis',
      '/dashboard/workplace',
      '/dashboard/task',
      '/dashboard/chart',
      '/online/cgreport/api/getRpColumns/rp_product',
      '/sys/printTemplate/choices?bizType=packing_list',
    ];
    const message = (
      await t.post(
        '/sys/message/sysMessage/add',
        { msgType: 'email', receiver: 'a@b.c', content: 'schema' },
        token,
      )
    ).json().result;
    reads.push(`/sys/message/sysMessage/queryById?id=${message.id}`);
    const announcement = (
      await t.post('/sys/annountCement/add', { titile: 'schema', msgContent: '<p>schema</p>' }, token)
    ).json().result;
    reads.push(`/sys/annountCement/queryById?id=${announcement.id}`);
    const report = (await t.get('/online/cgreport/api/getRpColumns/rp_product', token)).json().result;
    for (const call of ['getQueryInfo', 'getParamsInfo', 'getData', 'getColumnsAndData'])
      reads.push(`/online/cgreport/api/${call}/${report.cgRpConfigId}`);
    const role = (await t.get('/sys/role/list?roleCode=admin', token)).json().result.records[0];
    const menu = (await t.get('/sys/permission/list', token)).json().result[0];
    reads.push(
      `/sys/role/queryById?id=${role.id}`,
      `/sys/role/datarule/${menu.id}/${role.id}`,
      `/sys/user/queryUserKnowledgeRole?userid=${(await t.get('/sys/user/list?username=admin', token)).json().result.records[0].id}`,
    );
    const dict = (await t.get('/sys/dict/list?dictCode=doc_status', token)).json().result.records[0];
    reads.push(`/sys/dict/queryById?id=${dict.id}`, `/sys/dictItem/list?dictId=${dict.id}`);
    const item = (await t.get(`/sys/dictItem/list?dictId=${dict.id}`, token)).json().result.records[0];
    reads.push(`/sys/dictItem/queryById?id=${item.id}`);
    // A supplier's home page answers the supplier's own view of the same route.
    const supplier = await t.login('supplier_a');
    const calls = [
      ...reads.map((url) => [url, token] as const),
      ['/dashboard/analysis', supplier] as const,
      ['/sys/annountCement/listByUser', supplier] as const,
    ];
    for (const [url, caller] of calls) {
      const path = `${t.config.apiPrefix}${url.split('?')[0]}`;
      // The document names a route by its template: `/getData/{id}` answers `/getData/1a2b`.
      const template = Object.keys(document.paths).find((candidate) =>
        new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
      );
      const declared = document.paths[template ?? path]?.get?.responses?.['200']?.content as
        | Record<string, { schema: Parameters<typeof Compile>[0] }>
        | undefined;
      const schema = declared?.['application/json']?.schema;
      if (!schema) {
        mismatches.push(`${url}: no schema declared`);
        continue;
      }
      const body = (await t.get(url, caller)).json();
      expect(body.success, url).toBe(true);
      const validator = Compile(schema);
      if (!validator.Check(body))
        mismatches.push(
          `${url}: ${[...validator.Errors(body)].map((e) => `${e.instancePath} ${e.message}`).join(', ')}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('answers the login and session calls as their schemas say', async () => {
    const mismatches: string[] = [];
    const check = (what: string, schema: TSchema, body: unknown) => {
      const validator = Compile(replies(schema)[200] as Parameters<typeof Compile>[0]);
      if (!validator.Check(body))
        mismatches.push(
          `${what}: ${[...validator.Errors(body)].map((e) => `${e.instancePath} ${e.message}`).join(', ')}`,
        );
      return body as { success: boolean; result: Record<string, unknown> };
    };
    check('randomImage', captchaImage, (await t.get('/sys/randomImage/schema-key')).json());
    check('getEncryptedString', encryptedString, (await t.get('/sys/getEncryptedString')).json());
    // A supplier (one department, a partner) and the administrator (several departments, every tenant).
    for (const username of ['supplier_a', 'admin']) {
      const login = check(`login ${username}`, loginResult, await t.loginBody(username));
      expect(login.success).toBe(true);
      const token = String(login.result.token);
      check(`getUserInfo ${username}`, userInfoResult, (await t.get('/sys/user/getUserInfo', token)).json());
      const departs = check(
        `departs ${username}`,
        currentDeparts,
        (await t.get('/sys/user/getCurrentUserDeparts', token)).json(),
      );
      const orgCode = String(departs.result.orgCode);
      if (orgCode)
        check(
          `selectDepart ${username}`,
          selectedDepart,
          (await t.put('/sys/selectDepart', { orgCode }, token)).json(),
        );
      check(`logout ${username}`, noResult, (await t.post('/sys/logout', {}, token)).json());
    }
    expect(mismatches).toEqual([]);
  });

  it("answers a movement command's add, detail, actions and action log, and the inventory page, as their schemas say", async () => {
    const token = await t.login('admin');
    const mismatches: string[] = [];
    const check = (what: string, schema: { 200: unknown }, body: { success: boolean }) => {
      expect(body.success, `${what}: ${JSON.stringify(body)}`).toBe(true);
      const validator = Compile(schema[200] as Parameters<typeof Compile>[0]);
      if (!validator.Check(body))
        mismatches.push(`${what}: ${[...validator.Errors(body)].map((e) => e.instancePath).join(', ')}`);
      return body as unknown as { result: Record<string, unknown> };
    };
    const receive = commandPages.get('receive')!;
    const facility = await t.post(
      '/wms/facility/add',
      { code: 'SCHEMA-WH', name: 'schema', facilityType: 'warehouse' },
      token,
    );
    const product = await t.post(
      '/mdm/product/add',
      { code: 'SCHEMA-CMD', name: 'schema', productType: 'spare_part', uom: 'PCS' },
      token,
    );
    const added = check(
      'receive add',
      entityReplies(receive).written,
      (
        await t.post(
          '/wms/receive/add',
          {
            movementTypeCode: 'other_receipt',
            inFacilityId: facility.json().result.id,
            lines: [{ productId: product.json().result.id, qty: 2 }],
          },
          token,
        )
      ).json(),
    );
    const id = String(added.result.id);
    const detail = async () =>
      check(
        'receive queryById',
        entityReplies(receive).queryById,
        (await t.get(`/wms/receive/queryById?id=${id}`, token)).json(),
      );
    const act = async (action: string, extra: Record<string, unknown> = {}) => {
      const { result } = await detail();
      return check(
        `receive ${action}`,
        documentReplies(receive).action,
        (
          await t.post(
            `/wms/receive/${action}`,
            { id, version: result.version, requestId: randomUUID(), ...extra },
            token,
          )
        ).json(),
      );
    };
    expect((await act('approve')).result).toMatchObject({ docStatus: 'approved', returnStatus: null });
    const lineId = String(((await detail()).result.lines as { id: string }[])[0]!.id);
    const inbound = await act('inbound', { lines: [{ lineId, qty: 2 }] });
    expect(inbound.result).toMatchObject({ fulfilStatus: 'completed', postingId: expect.any(String) });
    const log = check(
      'receive actionLog',
      documentReplies(receive).actionLog,
      (await t.get(`/wms/receive/actionLog?id=${id}`, token)).json(),
    );
    expect((log.result as unknown as { action: string }[]).map((row) => row.action)).toEqual([
      'approve',
      'inbound',
    ]);
    check(
      'receive list',
      entityReplies(receive).list,
      (await t.get('/wms/receive/list?pageSize=5', token)).json(),
    );
    check(
      'inventory list',
      inventoryPageReply,
      (await t.get(`/wms/inventory/list?facilityId=${facility.json().result.id}`, token)).json(),
    );
    expect(mismatches).toEqual([]);
  });
});
