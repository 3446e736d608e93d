import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/domain/errors';
import { importFile, workbook } from './entity-helpers';
import { CAPTCHA_TEXT, createTestApp, type TestApp } from './harness';

/**
 * Issue 16 point 2, generated from the route table: every place a route's schema takes a number (query
 * parameter, path parameter, body property at any depth) is sent each notation `Number()` reads but
 * plain decimal notation does not, and must be refused with `request.notDecimal` before any handler
 * runs. A new route with a number is covered by this test without a line added here. Validation runs
 * before the handlers touch the database, so one engine is enough.
 */
const LOOSE_NUMBERS = ['0x10', '0b11', '0o7', '1e1', ' 5 ', '+4', 'Infinity', '5 '];

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A place that takes a number: where it goes and how to build a request value holding `bad` there. */
interface NumberPlace {
  method: string;
  path: string;
  where: 'query' | 'path' | 'body';
  field: string;
  build: (bad: string) => unknown;
}

/** A position whose text branch declares the shape of its texts (an opaque key): such texts are not numbers. */
function hasTextPattern(schema: JsonSchema): boolean {
  if (schema.type === 'string' && schema.pattern !== undefined) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(hasTextPattern);
}

function takesNumber(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('number') || types.includes('integer')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(takesNumber);
}

/** Every number position inside a body schema, as a builder of a body holding the bad value there. */
function bodyPlaces(schema: JsonSchema, field = ''): { field: string; build: (bad: string) => unknown }[] {
  if (takesNumber(schema))
    return hasTextPattern(schema) ? [] : [{ field: field || 'body', build: (bad) => bad }];
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return branches.flatMap((branch) => {
    const fromProperties = Object.entries(branch.properties ?? {}).flatMap(([name, child]) =>
      bodyPlaces(child, field ? `${field}.${name}` : name).map((place) => ({
        field: place.field,
        build: (bad: string) => ({ [name]: place.build(bad) }),
      })),
    );
    const fromItems = branch.items
      ? bodyPlaces(branch.items, `${field}.0`).map((place) => ({
          field: place.field,
          build: (bad: string) => [place.build(bad)],
        }))
      : [];
    return [...fromProperties, ...fromItems];
  });
}

function numberPlaces(document: OpenApiDocument, prefix: string): NumberPlace[] {
  return Object.entries(document.paths).flatMap(([fullPath, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const path = fullPath.slice(prefix.length);
      const fromParameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .filter((parameter) => parameter.schema && takesNumber(parameter.schema))
        .filter((parameter) => !hasTextPattern(parameter.schema as JsonSchema))
        .map((parameter) => ({
          method: method.toUpperCase(),
          path,
          where: parameter.in as 'query' | 'path',
          field: parameter.name,
          build: (bad: string) => bad,
        }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const fromBody = (body ? bodyPlaces(body) : []).map((place) => ({
        method: method.toUpperCase(),
        path,
        where: 'body' as const,
        ...place,
      }));
      return [...fromParameters, ...fromBody];
    }),
  );
}

describe('strict numbers on every route', () => {
  let t: TestApp;
  let token: string;
  let places: NumberPlace[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
    token = await t.login('admin');
    places = numberPlaces(t.app.swagger() as unknown as OpenApiDocument, t.config.apiPrefix);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The request of `place` with `bad` at its number; other path parameters get a harmless id. */
  const send = (place: NumberPlace, bad: string, locale: string) => {
    const path = place.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      name === place.field ? encodeURIComponent(bad) : '1',
    );
    const query = place.where === 'query' ? `?${place.field}=${encodeURIComponent(bad)}` : '';
    return t.inject({
      method: place.method as 'GET',
      url: `${t.config.apiPrefix}${path}${query}`,
      headers: { 'x-access-token': token, 'accept-language': locale },
      ...(place.where === 'body' ? { payload: place.build(bad) as object } : {}),
    });
  };

  it('finds the number places of the route table, execution quantities among them', () => {
    const names = places.map((place) => `${place.method} ${place.path} ${place.where}:${place.field}`);
    expect(names).toContain('POST /wms/receive/inbound body:lines.0.qty');
    expect(names).toContain('POST /wms/delivery/outbound body:lines.0.qty');
    expect(names).toContain('POST /wms/receive/inbound body:lines.0.unitCost');
    expect(names).toContain('GET /wms/inventory/list query:pageNo');
    expect(names).toContain('GET /sys/tenant/list query:pageSize');
    expect(names).toContain('GET /wms/receive/list query:pageNo');
    expect(names).toContain('GET /mdm/product/list query:pageNo');
  });

  it('refuses every loose notation at every number place, in the request language', async () => {
    const accepted: string[] = [];
    for (const place of places) {
      for (const bad of LOOSE_NUMBERS) {
        const response = await send(place, bad, 'en-US');
        const body = response.json() as { success: boolean; message: string };
        const expected = errorMessage('request.notDecimal', 'en_US', {
          field: place.field,
          value: JSON.stringify(bad),
        });
        if (response.statusCode !== 400 || body.success || body.message !== expected)
          accepted.push(`${place.method} ${place.path} ${place.where}:${place.field}=${JSON.stringify(bad)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses a spreadsheet cell in any notation but plain decimal, and imports the plain one', async () => {
    const header = ['移动类型编码', '中文名称', '英文名称', '方向', '排序'];
    for (const bad of LOOSE_NUMBERS) {
      const sheet = await workbook(header, [['NUM1', '数字', 'Numbers', '入', bad]]);
      const refused = (await importFile(t, '/mdm/movementType/importExcel', token, sheet)).json();
      expect(refused.success, bad).toBe(false);
      expect(refused.message, bad).toContain('排序格式不正确');
    }
    const sheet = await workbook(header, [
      ['NUM1', '数字', 'Numbers', '入', '16'],
      ['NUM2', '数字二', 'Numbers two', '出', 7],
    ]);
    expect((await importFile(t, '/mdm/movementType/importExcel', token, sheet)).json()).toMatchObject({
      success: true,
    });
    const rows = await t.get('/mdm/movementType/list?code=NUM1,NUM2&column=code&order=asc', token);
    expect(rows.json().result.records.map((row: { sort: number }) => row.sort)).toEqual([16, 7]);
  });

  it('answers in Chinese by default', async () => {
    const place = places.find((candidate) => candidate.where === 'body');
    expect(place).toBeDefined();
    const response = await send(place!, '0x10', 'zh-CN');
    expect(response.json()).toMatchObject({
      success: false,
      message: errorMessage('request.notDecimal', 'zh_CN', { field: place!.field, value: '"0x10"' }),
    });
  });

  it('takes a captcha key that reads as a number in exponent notation as the text it is', async () => {
    // A random hex key is digits and `e` now and then: Number('574e758035564268') is Infinity.
    for (const checkKey of ['574e758035564268', '1e10', 1_795_624_601_868]) {
      expect((await t.get(`/sys/randomImage/${checkKey}`)).statusCode).toBe(200);
      const login = await t.post('/sys/login', {
        username: 'admin',
        password: '123456',
        captcha: CAPTCHA_TEXT,
        checkKey,
      });
      expect(login.json(), `checkKey ${checkKey}`).toMatchObject({ success: true, code: 200 });
    }
  });
});
