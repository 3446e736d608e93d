import { randomUUID } from 'node:crypto';
import { newId } from '../../server/db/ids';
import { departId, roleId } from '../../server/db/seed/demo-data';
import { buttonId, menuId } from '../../server/db/seed/system-data';
import { menuByKey } from '../../src/domain/system/menu';
import { db, type TestApp } from './harness';

export type Json = Record<string, unknown>;

/** The `result` of a successful answer; a refused one fails the test with its body. */
export function resultOf(body: Json): Json {
  if (body.success !== true) throw new Error(JSON.stringify(body));
  return body.result as Json;
}

export interface JsonApi {
  post(url: string, body: unknown, token?: string): Promise<Json>;
  get(url: string, token?: string): Promise<Json>;
}

/**
 * JSON calls through app.inject, as the session's user unless another token is given. The session is
 * read on each call: suites set the app and the token in beforeAll.
 */
export function jsonApi(session: () => { t: TestApp; token: string }): JsonApi {
  return {
    post: async (url, body, token) => {
      const { t, token: own } = session();
      return (await t.post(url, body, token ?? own)).json() as Json;
    },
    get: async (url, token) => {
      const { t, token: own } = session();
      return (await t.get(url, token ?? own)).json() as Json;
    },
  };
}

/** A warehouse and one allocatable storage position in it, through the master-data pages. */
export async function addWarehouse(
  api: JsonApi,
  facility: { code: string; name: string },
  positionCode = 'S-1',
): Promise<{ facilityId: string; positionId: string }> {
  const facilityId = String(
    resultOf(await api.post('/wms/facility/add', { ...facility, facilityType: 'warehouse' })).id,
  );
  const positionId = String(
    resultOf(
      await api.post('/wms/position/add', {
        facilityId,
        code: positionCode,
        positionType: 'storage',
        allocatable: true,
      }),
    ).id,
  );
  return { facilityId, positionId };
}

/** Approves a pending command and posts `qty` of its first line on the leg (domain.md 0.5). */
export async function approveAndPostFirstLine(
  api: JsonApi,
  basePath: string,
  id: string,
  leg: 'outbound' | 'inbound',
  qty: number,
): Promise<Json> {
  resultOf(await api.post(`${basePath}/approve`, { id, version: 0, requestId: randomUUID() }));
  const detail = resultOf(await api.get(`${basePath}/queryById?id=${id}`));
  return resultOf(
    await api.post(`${basePath}/${leg}`, {
      id,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty }],
    }),
  );
}

/** Puts `qty` of a product on a position through an other-receipt receive command; returns its id. */
export async function receiveOnPosition(
  api: JsonApi,
  place: { facilityId: string; positionId: string },
  productId: string,
  qty: number,
): Promise<string> {
  const id = String(
    resultOf(
      await api.post('/wms/receive/add', {
        movementTypeCode: 'other_receipt',
        inFacilityId: place.facilityId,
        lines: [{ productId, qty, inPositionId: place.positionId }],
      }),
    ).id,
  );
  await approveAndPostFirstLine(api, '/wms/receive', id, 'inbound', qty);
  return id;
}

/**
 * A data rule on a menu (api-contract 3.5) through the menu page's rule drawer; returns its id. The
 * rule name is unique per menu in these tests.
 */
export async function addDataRule(
  api: JsonApi,
  permissionId: string,
  rule: { ruleName: string; ruleColumn: string; ruleConditions: string; ruleValue: string },
): Promise<string> {
  resultOf(await api.post('/sys/permission/addPermissionRule', { permissionId, ...rule }));
  const rules = resultOf(
    await api.get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`),
  ) as unknown as Json[];
  return String(rules.find((row) => row.ruleName === rule.ruleName)!.id);
}

/** A field-service project with one design stage planned for January 2026 and finished on time. */
export async function addProjectWithStage(
  t: TestApp,
  project: { code: string; name: string; regionCode: string },
): Promise<string> {
  const projectId = newId();
  await db(t)
    .insertInto('fsmProject')
    .values({ id: projectId, tenantId: 0, ...project, status: '1', delFlag: 0, version: 0 } as never)
    .execute();
  await db(t)
    .insertInto('fsmProjectStage')
    .values({
      id: newId(),
      tenantId: 0,
      projectId,
      lineNo: 1,
      stage: 'design',
      plannedEnd: '2026-01-31',
      actualEnd: '2026-01-20',
    } as never)
    .execute();
  return projectId;
}

/** A pending spare-part request as the FSM interface leaves it, stored directly; answers its id. */
export async function addPendingRequest(
  t: TestApp,
  fsmCode: string,
  owner: { teamId?: string | null; engineerUserId?: string | null } = {},
): Promise<string> {
  const id = newId();
  await db(t)
    .insertInto('fsmSparePartRequest')
    .values({
      id,
      tenantId: 0,
      code: `SP-${fsmCode}`,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      sourceKey: fsmCode,
      fsmCode,
      movementTypeCode: 'defect_replace',
      ...owner,
    } as never)
    .execute();
  return id;
}

/** The page's menu row and its buttons: what a role is granted to work a page. */
export function pageGrant(key: string): string[] {
  const menu = menuByKey(key)!;
  return [menuId(key), ...(menu.buttons ?? []).map((button) => buttonId(key, button.perms))];
}

/**
 * An internal user of one demo role in department A01, added by the session's user (admin): answers
 * the new user's id and a logged-in token.
 */
export async function addRoleUser(
  t: TestApp,
  api: JsonApi,
  user: { username: string; role: string; password: string },
): Promise<{ id: string; token: string }> {
  const { username, role, password } = user;
  resultOf(
    await api.post('/sys/user/add', {
      username,
      realname: username,
      password,
      userType: 'internal',
      selectedroles: roleId(role),
      selecteddeparts: departId('A01'),
    }),
  );
  const row = await db(t)
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: String(row.id), token: await t.login(username, password) };
}

/** Runs a document action at the document's current version as the session's user; answers its result. */
export async function documentAction(api: JsonApi, path: string, action: string, id: string): Promise<Json> {
  const { version } = resultOf(await api.get(`/${path}/queryById?id=${id}`));
  return resultOf(
    await api.post(`/${path}/${action}`, { requestId: randomUUID(), id, version: Number(version) }),
  );
}
