import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import { readCodes } from '../read-codes';
import { buildDepartTree, type DepartRow, departSubtreeIds, liveDeparts } from './depart-tree';
import { toDepart } from './depart-view';
import { nextOrgCode } from './org-code';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const departBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  parentId: nullable(32),
  departName: Type.Optional(Type.String({ maxLength: 100 })),
  departNameEn: nullable(500),
  departNameAbbr: nullable(500),
  departOrder: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 9 }), Type.Null()])),
  description: nullable(500),
  orgCategory: nullable(10),
  mobile: nullable(32),
  fax: nullable(32),
  address: nullable(100),
  memo: nullable(500),
  status: nullable(1),
});
type DepartBody = Static<typeof departBody>;

const departRoleBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  departId: Type.Optional(Type.String({ maxLength: 32 })),
  roleName: Type.Optional(Type.String({ maxLength: 200 })),
  roleCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: nullable(255),
});
type DepartRoleBody = Static<typeof departRoleBody>;

function departTitle(row: DepartRow, locale: string): string {
  return (locale === 'en_US' && row.departNameEn) || row.departName;
}

function departColumns(body: DepartBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (body.departName !== undefined) {
    if (!body.departName.trim()) throw new AppError('entity.invalid', { detail: 'departName' });
    out.departName = body.departName.trim();
  }
  for (const key of [
    'departNameEn',
    'departNameAbbr',
    'description',
    'mobile',
    'fax',
    'address',
    'memo',
  ] as const) {
    if (body[key] !== undefined) out[key] = body[key] || null;
  }
  if (body.orgCategory !== undefined && body.orgCategory !== null) {
    if (!['1', '2', '3'].includes(body.orgCategory))
      throw new AppError('entity.invalid', { detail: 'orgCategory' });
    out.orgCategory = body.orgCategory;
  }
  if (body.status !== undefined && body.status !== null) {
    if (!['0', '1'].includes(body.status)) throw new AppError('entity.invalid', { detail: 'status' });
    out.status = body.status;
  }
  if (body.departOrder !== undefined && body.departOrder !== null && body.departOrder !== '') {
    const order = Number(body.departOrder);
    if (!Number.isInteger(order)) throw new AppError('entity.invalid', { detail: 'departOrder' });
    out.departOrder = order;
  }
  return out;
}

/**
 * Departments (api-contract 4.3): the tree in its forms (full, lazy, ids only, the superior's own),
 * keyword search, add with a generated hierarchical org code, edit, delete with the departments below,
 * and the department roles with their users (`/sys/sysDepartRole`).
 */
export const departAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The tree is what the user and role pages pick departments from.
  const readTree = { onRequest: requirePermission(...readCodes('depart'), ...readCodes('user')) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:depart:${action}`) });
  const view = (row: DepartRow) => toDepart(row);

  app.get('/sys/sysDepart/queryTreeList', readTree, async (request) => {
    const departs = await liveDeparts(ctx);
    return ok(
      request.locale,
      buildDepartTree(departs, view, (row) => departTitle(row, request.locale)),
      { code: 0 },
    );
  });

  app.get('/sys/sysDepart/queryDepartTreeSync', readTree, async (request) => {
    const departs = await liveDeparts(ctx);
    const pid = queryId(request.query, 'pid');
    const children = departs.filter((d) =>
      pid ? d.parentId === pid : !d.parentId || !departs.some((p) => p.id === d.parentId),
    );
    return ok(
      request.locale,
      children.map((row) => ({
        ...view(row),
        key: row.id,
        value: row.id,
        title: departTitle(row, request.locale),
        isLeaf: !departs.some((d) => d.parentId === row.id),
      })),
      { code: 0 },
    );
  });

  app.get('/sys/sysDepart/queryIdTree', readTree, async (request) => {
    const departs = await liveDeparts(ctx);
    const slim = (nodes: ReturnType<typeof buildDepartTree>): unknown[] =>
      nodes.map((node) => ({
        key: node.key,
        value: node.value,
        title: node.title,
        children: slim(node.children),
      }));
    return ok(
      request.locale,
      slim(
        buildDepartTree(
          departs,
          () => ({}),
          (row) => departTitle(row, request.locale),
        ),
      ),
      { code: 0 },
    );
  });

  // api-contract 4.3: `myDeptSearch=1` limits a superior to the departments in charge.
  app.get('/sys/sysDepart/searchBy', readTree, async (request) => {
    const query = request.query as Record<string, unknown>;
    const keyWord = typeof query.keyWord === 'string' ? query.keyWord.trim().toLowerCase().slice(0, 100) : '';
    let departs = await liveDeparts(ctx);
    if (query.myDeptSearch === '1') {
      const mine = new Set(await inChargeIds(ctx, request.user.id));
      departs = departs.filter((d) => mine.has(d.id));
    }
    const found = departs.filter(
      (d) =>
        keyWord === '' ||
        d.departName.toLowerCase().includes(keyWord) ||
        (d.departNameEn ?? '').toLowerCase().includes(keyWord) ||
        d.orgCode.toLowerCase().includes(keyWord),
    );
    if (found.length === 0) throw new AppError('depart.noMatch');
    return ok(
      request.locale,
      found.map((row) => ({
        ...view(row),
        key: row.id,
        value: row.id,
        title: departTitle(row, request.locale),
        isLeaf: true,
        children: [],
      })),
      { code: 0 },
    );
  });

  // api-contract 4.3: a superior (user_identity 2) gets the tree of the departments in charge, message '2';
  // everybody else no result and message '1'.
  app.get('/sys/sysDepart/queryMyDeptTreeList', { config: { openTo: 'internal' } }, async (request) => {
    const user = await ctx.db
      .selectFrom('sysUser')
      .select(['userIdentity'])
      .where('id', '=', request.user.id)
      .executeTakeFirst();
    if (user?.userIdentity !== 2) return { ...ok(request.locale, null, { code: 0 }), message: '1' };
    const departs = await liveDeparts(ctx);
    const roots = new Set(await inChargeIds(ctx, request.user.id));
    const tree = buildDepartTree(departs, view, (row) => departTitle(row, request.locale), roots);
    return { ...ok(request.locale, tree, { code: 0 }), message: '2' };
  });

  app.get('/sys/sysDepart/queryAllParentId', readTree, async (request) => {
    const query = request.query as Record<string, unknown>;
    const departs = await liveDeparts(ctx);
    const byId = new Map(departs.map((d) => [d.id, d]));
    const orgCode = typeof query.orgCode === 'string' ? query.orgCode : '';
    let current = byId.get(queryId(query, 'departId')) ?? departs.find((d) => d.orgCode === orgCode);
    const parents: string[] = [];
    while (current?.parentId && byId.has(current.parentId) && !parents.includes(current.parentId)) {
      parents.unshift(current.parentId);
      current = byId.get(current.parentId);
    }
    return ok(request.locale, { parentIds: parents }, { code: 0 });
  });

  app.post('/sys/sysDepart/add', { ...may('add'), schema: { body: departBody } }, async (request) => {
    const body = request.body;
    if (!body.departName?.trim()) throw new AppError('entity.invalid', { detail: 'departName' });
    const departs = await ctx.db
      .selectFrom('sysDepart')
      .select(['id', 'orgCode', 'parentId', 'delFlag'])
      .execute();
    const parent = body.parentId
      ? departs.find((d) => d.id === body.parentId && d.delFlag === '0')
      : undefined;
    if (body.parentId && !parent) throw new AppError('depart.parentNotFound');
    // Codes of deleted departments stay taken: org_code is unique over every row.
    const siblings = departs
      .filter((d) => (parent ? d.parentId === parent.id : !d.parentId))
      .map((d) => d.orgCode);
    const taken = new Set(departs.map((d) => d.orgCode));
    let orgCode = nextOrgCode(parent?.orgCode ?? '', siblings);
    while (taken.has(orgCode)) orgCode = nextOrgCode(parent?.orgCode ?? '', [...siblings, orgCode]);
    const id = newId();
    await ctx.db
      .insertInto('sysDepart')
      .values({
        id,
        parentId: parent?.id ?? null,
        departName: body.departName.trim(),
        departNameEn: null,
        departNameAbbr: null,
        departOrder: 0,
        description: null,
        orgCategory: parent ? '2' : '1',
        orgType: parent ? '2' : '1',
        orgCode,
        mobile: null,
        fax: null,
        address: null,
        memo: null,
        status: '1',
        delFlag: '0',
        createBy: request.user.username,
        createTime: toDbDateTime(ctx.clock.now()),
        updateBy: null,
        updateTime: null,
        ...departColumns(body),
      })
      .execute();
    ctx.tableDictionaries.invalidate();
    const row = await ctx.db
      .selectFrom('sysDepart')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, view(row), systemNotices.added);
  });

  const edit = async (request: FastifyRequest) => {
    const input = request.body as DepartBody;
    const row = await ctx.db
      .selectFrom('sysDepart')
      .selectAll()
      .where('id', '=', input.id ?? '')
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    if (!row) throw new AppError('depart.notFound');
    await ctx.db
      .updateTable('sysDepart')
      .set({
        ...departColumns(input),
        updateBy: request.user.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', row.id)
      .execute();
    ctx.tableDictionaries.invalidate();
    const updated = await ctx.db
      .selectFrom('sysDepart')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, view(updated), systemNotices.edited);
  };
  app.put('/sys/sysDepart/edit', { ...may('edit'), schema: { body: departBody } }, edit);
  app.post('/sys/sysDepart/edit', { ...may('edit'), schema: { body: departBody } }, edit);

  // api-contract 4.3: a department goes with everything below it; memberships and grants go too.
  const remove = async (request: FastifyRequest, ids: string[]) => {
    const doomed = new Set<string>();
    for (const id of ids) for (const below of await departSubtreeIds(ctx, id)) doomed.add(below);
    if (doomed.size === 0) return 0;
    const list = [...doomed];
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sysDepart')
        .set({ delFlag: '1', updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
        .where('id', 'in', list)
        .execute();
      await trx.deleteFrom('sysUserDepart').where('depId', 'in', list).execute();
      await trx.deleteFrom('sysDepartPermission').where('departId', 'in', list).execute();
      await trx.deleteFrom('sysDepartRole').where('departId', 'in', list).execute();
    });
    ctx.permissions.invalidate();
    ctx.tableDictionaries.invalidate();
    ctx.sessions.forgetAll();
    return list.length;
  };
  app.delete('/sys/sysDepart/delete', may('delete'), async (request) => {
    if ((await remove(request, [queryId(request.query)])) === 0) throw new AppError('depart.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete('/sys/sysDepart/deleteBatch', may('delete'), async (request) => {
    const count = await remove(request, idList((request.query as Record<string, unknown>).ids));
    return notice(request.locale, { count }, systemNotices.deleted);
  });

  // Department roles (api-contract 3.3 `/sys/sysDepartRole/*`).
  const roleView = (row: Record<string, unknown>) => ({
    ...row,
    createTime: formatDateTime(row.createTime as string | null),
    updateTime: formatDateTime(row.updateTime as string | null),
  });
  app.get('/sys/sysDepartRole/list', readTree, async (request) => {
    const query = request.query as Record<string, unknown>;
    const departId = queryId(query, 'deptId') || queryId(query, 'departId');
    const rows = await ctx.db
      .selectFrom('sysDepartRole')
      .selectAll()
      .where('departId', '=', departId)
      .orderBy('roleCode')
      .execute();
    return ok(
      request.locale,
      { records: rows.map(roleView), total: rows.length, size: rows.length, current: 1, pages: 1 },
      { code: 0 },
    );
  });
  const roleColumns = (body: DepartRoleBody) => {
    if (body.roleName !== undefined && !body.roleName.trim())
      throw new AppError('entity.invalid', { detail: 'roleName' });
    if (body.roleCode !== undefined && !/^[A-Za-z][A-Za-z0-9_:-]{0,99}$/.test(body.roleCode))
      throw new AppError('entity.invalid', { detail: 'roleCode' });
    return {
      ...(body.roleName !== undefined ? { roleName: body.roleName.trim() } : {}),
      ...(body.roleCode !== undefined ? { roleCode: body.roleCode } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    };
  };
  app.post(
    '/sys/sysDepartRole/add',
    { ...may('edit'), schema: { body: departRoleBody } },
    async (request) => {
      const body = request.body;
      const depart = await ctx.db
        .selectFrom('sysDepart')
        .select('id')
        .where('id', '=', body.departId ?? '')
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!depart) throw new AppError('depart.notFound');
      if (!body.roleName || !body.roleCode)
        throw new AppError('entity.invalid', { detail: 'roleName, roleCode' });
      const taken = await ctx.db
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', depart.id)
        .where('roleCode', '=', body.roleCode)
        .executeTakeFirst();
      if (taken) throw new AppError('role.codeTaken');
      await ctx.db
        .insertInto('sysDepartRole')
        .values({
          id: newId(),
          departId: depart.id,
          roleName: '',
          roleCode: '',
          description: null,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
          ...roleColumns(body),
        })
        .execute();
      return notice(request.locale, null, systemNotices.added);
    },
  );
  const editRole = async (request: FastifyRequest) => {
    const input = request.body as DepartRoleBody;
    const role = await ctx.db
      .selectFrom('sysDepartRole')
      .select(['id', 'departId'])
      .where('id', '=', input.id ?? '')
      .executeTakeFirst();
    if (!role) throw new AppError('depart.roleNotFound');
    const columns = roleColumns(input);
    if (columns.roleCode) {
      const taken = await ctx.db
        .selectFrom('sysDepartRole')
        .select('id')
        .where('departId', '=', role.departId)
        .where('roleCode', '=', columns.roleCode)
        .where('id', '<>', role.id)
        .executeTakeFirst();
      if (taken) throw new AppError('role.codeTaken');
    }
    await ctx.db
      .updateTable('sysDepartRole')
      .set({ ...columns, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', '=', role.id)
      .execute();
    ctx.permissions.invalidate();
    return notice(request.locale, null, systemNotices.edited);
  };
  app.put('/sys/sysDepartRole/edit', { ...may('edit'), schema: { body: departRoleBody } }, editRole);
  app.post('/sys/sysDepartRole/edit', { ...may('edit'), schema: { body: departRoleBody } }, editRole);
  const removeRoles = async (ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db.deleteFrom('sysDepartRole').where('id', 'in', ids).executeTakeFirst();
    ctx.permissions.invalidate();
    return Number(result.numDeletedRows);
  };
  app.delete('/sys/sysDepartRole/delete', may('edit'), async (request) => {
    if ((await removeRoles([queryId(request.query)])) === 0) throw new AppError('depart.roleNotFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete('/sys/sysDepartRole/deleteBatch', may('edit'), async (request) => {
    const count = await removeRoles(idList((request.query as Record<string, unknown>).ids));
    return notice(request.locale, { count }, systemNotices.deleted);
  });

  // The department roles a member holds, and changing them (api-contract 3.3).
  app.get('/sys/sysDepartRole/getDeptRoleList', readTree, async (request) => {
    const query = request.query as Record<string, unknown>;
    const departId = queryId(query, 'departId');
    const rows = await ctx.db
      .selectFrom('sysDepartRole')
      .selectAll()
      .where('departId', '=', departId)
      .orderBy('roleCode')
      .execute();
    return ok(request.locale, rows.map(roleView));
  });
  app.get('/sys/sysDepartRole/getDeptRoleByUserId', readTree, async (request) => {
    const query = request.query as Record<string, unknown>;
    const rows = await ctx.db
      .selectFrom('sysDepartRoleUser as ru')
      .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
      .select(['ru.id', 'ru.userId', 'ru.droleId'])
      .where('ru.userId', '=', queryId(query, 'userId'))
      .where('r.departId', '=', queryId(query, 'departId'))
      .execute();
    return ok(request.locale, rows);
  });
  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      ...may('edit'),
      schema: {
        body: Type.Object({
          userId: Type.String({ maxLength: 32 }),
          newRoleId: Type.Optional(Type.String({ maxLength: 40_000 })),
          oldRoleId: Type.Optional(Type.String({ maxLength: 40_000 })),
        }),
      },
    },
    async (request) => {
      const { userId, newRoleId, oldRoleId } = request.body;
      const user = await ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('id', '=', userId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) throw new AppError('user.notFound');
      const wanted = idList(newRoleId);
      const roles = wanted.length
        ? await ctx.db.selectFrom('sysDepartRole').select('id').where('id', 'in', wanted).execute()
        : [];
      if (roles.length !== wanted.length) throw new AppError('depart.roleNotFound');
      const dropped = idList(oldRoleId).filter((id) => !wanted.includes(id));
      await ctx.db.transaction().execute(async (trx) => {
        if (dropped.length)
          await trx
            .deleteFrom('sysDepartRoleUser')
            .where('userId', '=', userId)
            .where('droleId', 'in', dropped)
            .execute();
        if (wanted.length) {
          await trx
            .insertInto('sysDepartRoleUser')
            .values(wanted.map((droleId) => ({ id: newId(), userId, droleId })))
            .onConflict((oc) => oc.columns(['userId', 'droleId']).doNothing())
            .execute();
        }
      });
      ctx.permissions.invalidateUser(userId);
      return notice(request.locale, null, systemNotices.saved);
    },
  );
};

/** Departments a superior is in charge of (sys_user.depart_ids). */
async function inChargeIds(ctx: AppContext, userId: string): Promise<string[]> {
  const user = await ctx.db
    .selectFrom('sysUser')
    .select('departIds')
    .where('id', '=', userId)
    .executeTakeFirst();
  return idList(user?.departIds ?? '');
}
