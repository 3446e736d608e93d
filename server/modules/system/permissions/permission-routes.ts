import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Locale } from '../../../../src/domain/i18n-text';
import {
  isRuleCondition,
  isRuleVariable,
  RULE_VARIABLES,
} from '../../../../src/domain/system/data-rule-vocabulary';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { Database } from '../../../db/database';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import { readCodes } from '../read-codes';
import { type GrantOwner, type GrantTable, grantedPermissionIds, saveGrants } from './permission-grants';
import {
  allPermissionRows,
  childrenByParent,
  type PermissionRecord,
  permissionNode,
  permissionTree,
  treeModel,
} from './permission-tree';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const flag = Type.Optional(
  Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 }), Type.Null()]),
);

const permissionBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  parentId: nullable(32),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  nameEn: nullable(200),
  url: nullable(255),
  component: nullable(255),
  componentName: nullable(100),
  redirect: nullable(255),
  menuType: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 2 }), Type.String({ maxLength: 1 })]),
  ),
  perms: nullable(255),
  permsType: nullable(10),
  sortNo: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 12 }), Type.Null()])),
  icon: nullable(100),
  description: nullable(255),
  status: nullable(2),
  route: flag,
  keepAlive: flag,
  hidden: flag,
  alwaysShow: flag,
  internalOrExternal: flag,
});
type PermissionBody = Static<typeof permissionBody>;

const grantBody = Type.Object({
  roleId: Type.Optional(Type.String({ maxLength: 32 })),
  departId: Type.Optional(Type.String({ maxLength: 32 })),
  permissionIds: Type.Optional(Type.String({ maxLength: 100_000 })),
  lastpermissionIds: Type.Optional(Type.String({ maxLength: 100_000 })),
});
type GrantBody = Static<typeof grantBody>;

const ruleBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  permissionId: Type.Optional(Type.String({ maxLength: 32 })),
  ruleName: Type.Optional(Type.String({ maxLength: 50 })),
  ruleColumn: nullable(50),
  ruleConditions: Type.Optional(Type.String({ maxLength: 50 })),
  ruleValue: Type.Optional(Type.String({ maxLength: 300 })),
  status: nullable(3),
});
type RuleBody = Static<typeof ruleBody>;

function toFlag(value: boolean | number | string | null | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

/** api-contract 3.3 add/edit: a component path without `/`, `views/`, `src/views/` or `.vue`. */
export function normaliseComponent(component: string | null | undefined): string | null {
  if (!component) return null;
  let value = component.trim().replace(/^\/+/, '');
  for (const prefix of ['src/views/', 'views/'])
    if (value.startsWith(prefix)) value = value.slice(prefix.length);
  return value.replace(/\.vue$/, '') || null;
}

/** api-contract 3.3: a route url starts with `/` unless it is external (`http`, `{{`). */
export function normaliseUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value === '') return null;
  return /^(https?:\/\/|\{\{)/.test(value) || value.startsWith('/') ? value : `/${value}`;
}

/** The stored fields of a data rule (api-contract 3.5), once its name, condition, column and variables pass. */
function ruleFields(body: RuleBody) {
  if (!body.ruleName?.trim()) throw new AppError('entity.invalid', { detail: 'ruleName' });
  if (!body.ruleConditions || !isRuleCondition(body.ruleConditions)) {
    throw new AppError('entity.invalid', { detail: 'ruleConditions' });
  }
  if (body.ruleColumn && !/^[A-Za-z_][A-Za-z0-9_]{0,49}$/.test(body.ruleColumn)) {
    throw new AppError('entity.invalid', { detail: 'ruleColumn' });
  }
  const value = body.ruleValue ?? '';
  const used = [...value.matchAll(/[#$]\{([^}]*)\}/g)];
  if (used.some((match) => match[0]!.startsWith('$') || !isRuleVariable(match[1]!))) {
    throw new AppError('permission.ruleVariable', {
      allowed: RULE_VARIABLES.map((v) => `#{${v}}`).join(', '),
    });
  }
  return {
    ruleName: body.ruleName.trim(),
    ruleColumn: body.ruleColumn || null,
    ruleConditions: body.ruleConditions,
    ruleValue: value,
    status: body.status === '0' ? '0' : '1',
  };
}

type Trx = Transaction<Database>;

/** Recomputes is_leaf of the given menu rows from their live children. */
async function refreshLeaf(trx: Trx, ids: (string | null | undefined)[]): Promise<void> {
  for (const id of new Set(ids.filter((x): x is string => !!x))) {
    const child = await trx
      .selectFrom('sysPermission')
      .select('id')
      .where('parentId', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    await trx
      .updateTable('sysPermission')
      .set({ isLeaf: child ? 0 : 1 })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Menus, buttons and grants (api-contract 3.3, 3.5): the permission tree and its lazy forms, menu and
 * button editing with the contract's normalisation and leaf upkeep, role, department and department-role
 * grants, and the data rules of a menu. Every write invalidates the permission cache on every node.
 */
export const permissionAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The tree is read by the menu page and by the grant dialogs of roles and departments.
  const readTree = {
    onRequest: requirePermission(...readCodes('permission'), 'sys:role:edit', 'sys:depart:edit'),
  };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:permission:${action}`) });

  app.get('/sys/permission/list', readTree, async (request) =>
    ok(request.locale, permissionTree(await allPermissionRows(ctx), request.locale), { code: 0 }),
  );

  const lazyNodes = (rows: PermissionRecord[], all: PermissionRecord[], locale: Locale) => {
    const byParent = childrenByParent(all);
    return rows.map((row) => {
      const leaf = (byParent.get(row.id) ?? []).length === 0;
      return { ...permissionNode(row, leaf, locale), ...(leaf ? {} : { children: [] }) };
    });
  };
  app.get('/sys/permission/getSystemMenuList', readTree, async (request) => {
    const all = await allPermissionRows(ctx);
    return ok(
      request.locale,
      lazyNodes(
        all.filter((row) => !row.parentId),
        all,
        request.locale,
      ),
      { code: 0 },
    );
  });
  app.get('/sys/permission/getSystemSubmenu', readTree, async (request) => {
    const all = await allPermissionRows(ctx);
    const parentId = queryId(request.query, 'parentId');
    return ok(
      request.locale,
      lazyNodes(
        all.filter((row) => row.parentId === parentId),
        all,
        request.locale,
      ),
      { code: 0 },
    );
  });
  app.get('/sys/permission/getSystemSubmenuBatch', readTree, async (request) => {
    const all = await allPermissionRows(ctx);
    const out: Record<string, unknown[]> = {};
    for (const parentId of idList((request.query as Record<string, unknown>).parentIds)) {
      out[parentId] = lazyNodes(
        all.filter((row) => row.parentId === parentId),
        all,
        request.locale,
      );
    }
    return ok(request.locale, out, { code: 0 });
  });
  app.get('/sys/permission/queryTreeList', readTree, async (request) =>
    ok(request.locale, treeModel(await allPermissionRows(ctx), request.locale), { code: 0 }),
  );
  app.get('/sys/permission/queryListAsync', readTree, async (request) => {
    const all = await allPermissionRows(ctx);
    const pid = queryId(request.query, 'pid');
    const rows = all.filter((row) => (pid ? row.parentId === pid : !row.parentId));
    const { treeList } = treeModel(all, request.locale);
    const flat = new Map<string, (typeof treeList)[number]>();
    const walk = (nodes: typeof treeList) => {
      for (const node of nodes) {
        flat.set(node.key, { ...node, children: undefined });
        walk(node.children ?? []);
      }
    };
    walk(treeList);
    return ok(
      request.locale,
      rows.map((row) => flat.get(row.id)),
      { code: 0 },
    );
  });

  const columns = async (body: PermissionBody, existing: PermissionRecord | undefined) => {
    const menuType = body.menuType === undefined ? (existing?.menuType ?? 1) : Number(body.menuType);
    let parentId = body.parentId === undefined ? (existing?.parentId ?? null) : body.parentId || null;
    if (menuType === 0) parentId = null;
    if (parentId) {
      const parent = await ctx.db
        .selectFrom('sysPermission')
        .select('id')
        .where('id', '=', parentId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!parent) throw new AppError('permission.parentNotFound');
      if (existing) {
        const all = await allPermissionRows(ctx);
        const byParent = childrenByParent(all);
        const below = new Set<string>();
        const walk = (id: string) => {
          below.add(id);
          for (const child of byParent.get(id) ?? []) walk(child.id);
        };
        walk(existing.id);
        if (below.has(parentId)) throw new AppError('permission.parentCycle');
      }
    } else if (menuType !== 0) {
      throw new AppError('permission.parentNotFound');
    }
    const out: Record<string, unknown> = { menuType, parentId };
    if (body.name !== undefined) {
      if (!body.name.trim()) throw new AppError('entity.invalid', { detail: 'name' });
      out.name = body.name.trim();
    }
    if (body.nameEn !== undefined) out.nameEn = body.nameEn;
    if (body.url !== undefined) out.url = normaliseUrl(body.url);
    if (body.component !== undefined) out.component = normaliseComponent(body.component);
    if (menuType === 0 && !(out.component ?? existing?.component)) out.component = 'layouts/RouteView';
    if (body.componentName !== undefined) out.componentName = body.componentName || null;
    if (body.redirect !== undefined) out.redirect = body.redirect || null;
    if (body.perms !== undefined) out.perms = body.perms?.trim() || null;
    if (body.permsType !== undefined) out.permsType = body.permsType || null;
    if (body.icon !== undefined) out.icon = body.icon || null;
    if (body.description !== undefined) out.description = body.description;
    if (body.status !== undefined) out.status = body.status;
    if (body.sortNo !== undefined && body.sortNo !== null && body.sortNo !== '') {
      const sort = Number(body.sortNo);
      if (!Number.isFinite(sort)) throw new AppError('entity.invalid', { detail: 'sortNo' });
      out.sortNo = sort;
    }
    const flags = {
      isRoute: body.route,
      keepAlive: body.keepAlive,
      hidden: body.hidden,
      alwaysShow: body.alwaysShow,
      internalOrExternal: body.internalOrExternal,
    };
    for (const [column, value] of Object.entries(flags)) {
      const converted = toFlag(value);
      if (converted !== undefined) out[column] = converted;
    }
    if (menuType === 2 && !(out.perms ?? existing?.perms))
      throw new AppError('entity.invalid', { detail: 'perms' });
    if (menuType === 2 && !(out.status ?? existing?.status)) out.status = '1';
    if (menuType === 2 && !(out.permsType ?? existing?.permsType)) out.permsType = '1';
    return out;
  };

  app.post('/sys/permission/add', { ...may('add'), schema: { body: permissionBody } }, async (request) => {
    const values = await columns(request.body, undefined);
    if (!values.name) throw new AppError('entity.invalid', { detail: 'name' });
    const id = newId();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sysPermission')
        .values({
          id,
          name: String(values.name),
          menuType: Number(values.menuType),
          sortNo: 1,
          alwaysShow: 0,
          isRoute: 1,
          isLeaf: 1,
          keepAlive: 0,
          hidden: 0,
          delFlag: 0,
          ruleFlag: 0,
          internalOrExternal: 0,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          ...values,
        } as never)
        .execute();
      await refreshLeaf(trx, [values.parentId as string | null]);
    });
    ctx.permissions.invalidate();
    const row = await ctx.db
      .selectFrom('sysPermission')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, permissionNode(row, true, request.locale), systemNotices.added);
  });

  const edit = async (request: FastifyRequest) => {
    const input = request.body as PermissionBody;
    const existing = await ctx.db
      .selectFrom('sysPermission')
      .selectAll()
      .where('id', '=', input.id ?? '')
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!existing) throw new AppError('entity.notFound');
    const values = await columns(input, existing);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sysPermission')
        .set({
          ...values,
          updateBy: request.user.username,
          updateTime: toDbDateTime(ctx.clock.now()),
        } as never)
        .where('id', '=', existing.id)
        .execute();
      await refreshLeaf(trx, [existing.parentId, values.parentId as string | null]);
    });
    ctx.permissions.invalidate();
    const row = await ctx.db
      .selectFrom('sysPermission')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    return notice(
      request.locale,
      permissionNode(row, row.isLeaf === 1, request.locale),
      systemNotices.edited,
    );
  };
  app.put('/sys/permission/edit', { ...may('edit'), schema: { body: permissionBody } }, edit);
  app.post('/sys/permission/edit', { ...may('edit'), schema: { body: permissionBody } }, edit);

  // api-contract 3.3: deleting a menu takes its children, data rules and every grant of them along.
  const remove = async (ids: string[]) => {
    const all = await allPermissionRows(ctx);
    const byParent = childrenByParent(all);
    const doomed = new Set<string>();
    const walk = (id: string) => {
      doomed.add(id);
      for (const child of byParent.get(id) ?? []) walk(child.id);
    };
    for (const id of ids) if (all.some((row) => row.id === id)) walk(id);
    if (doomed.size === 0) return 0;
    const parents = all.filter((row) => ids.includes(row.id)).map((row) => row.parentId);
    await ctx.db.transaction().execute(async (trx) => {
      const list = [...doomed];
      for (let i = 0; i < list.length; i += 500) {
        await trx
          .deleteFrom('sysPermission')
          .where('id', 'in', list.slice(i, i + 500))
          .execute();
      }
      await refreshLeaf(trx, parents);
    });
    ctx.permissions.invalidate();
    return doomed.size;
  };
  app.delete('/sys/permission/delete', may('delete'), async (request) => {
    if ((await remove([queryId(request.query)])) === 0) throw new AppError('entity.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete('/sys/permission/deleteBatch', may('delete'), async (request) => {
    const count = await remove(idList((request.query as Record<string, unknown>).ids));
    return notice(request.locale, { count }, systemNotices.deleted);
  });

  /**
   * One grant table's read and save routes (api-contract 3.3): the read lists the owner's permission ids,
   * the save resolves the owner from the body (refusing an unknown one) and diffs the set in.
   */
  const grantRoutes = (spec: {
    guard: { onRequest: ReturnType<typeof requirePermission> };
    table: GrantTable;
    key: 'roleId' | 'departId';
    query: string;
    save: string;
    owner: (body: GrantBody) => Promise<GrantOwner>;
  }) => {
    app.get(spec.query, spec.guard, async (request) =>
      ok(
        request.locale,
        await grantedPermissionIds(ctx.db, spec.table, { [spec.key]: queryId(request.query, spec.key) }),
      ),
    );
    app.post(spec.save, { ...spec.guard, schema: { body: grantBody } }, async (request) => {
      const owner = await spec.owner(request.body);
      await saveGrants(ctx, request.body, { table: spec.table, owner }, request.ip);
      return notice(request.locale, null, systemNotices.saved);
    });
  };

  grantRoutes({
    guard: { onRequest: requirePermission('sys:role:edit') },
    table: 'sysRolePermission',
    key: 'roleId',
    query: '/sys/permission/queryRolePermission',
    save: '/sys/permission/saveRolePermission',
    owner: async (body) => {
      const roleId = body.roleId ?? '';
      if (!(await ctx.db.selectFrom('sysRole').select('id').where('id', '=', roleId).executeTakeFirst()))
        throw new AppError('role.notFound');
      return { roleId };
    },
  });

  // Department grants: the ceiling of what the department's own roles may be given.
  const departGrant = { onRequest: requirePermission('sys:depart:edit') };
  grantRoutes({
    guard: departGrant,
    table: 'sysDepartPermission',
    key: 'departId',
    query: '/sys/permission/queryDepartPermission',
    save: '/sys/permission/saveDepartPermission',
    owner: async (body) => {
      const departId = body.departId ?? '';
      if (!(await ctx.db.selectFrom('sysDepart').select('id').where('id', '=', departId).executeTakeFirst()))
        throw new AppError('depart.notFound');
      return { departId };
    },
  });
  app.get('/sys/sysDepartPermission/queryTreeListForDeptRole', departGrant, async (request) => {
    const granted = await grantedPermissionIds(ctx.db, 'sysDepartPermission', {
      departId: queryId(request.query, 'departId'),
    });
    return ok(request.locale, treeModel(await allPermissionRows(ctx), request.locale, new Set(granted)), {
      code: 0,
    });
  });
  grantRoutes({
    guard: departGrant,
    table: 'sysDepartRolePermission',
    key: 'roleId',
    query: '/sys/sysDepartPermission/queryDeptRolePermission',
    save: '/sys/sysDepartPermission/saveDeptRolePermission',
    owner: async (body) => {
      const role = await ctx.db
        .selectFrom('sysDepartRole')
        .select(['id', 'departId'])
        .where('id', '=', body.roleId ?? '')
        .executeTakeFirst();
      if (!role) throw new AppError('depart.roleNotFound');
      // A department role gets only what its department was granted.
      const allowed = new Set(
        await grantedPermissionIds(ctx.db, 'sysDepartPermission', { departId: role.departId }),
      );
      const outside = idList(body.permissionIds).filter((id) => !allowed.has(id));
      if (outside.length > 0)
        throw new AppError('permission.unknownIds', { ids: outside.slice(0, 5).join(',') });
      return { roleId: role.id, departId: role.departId };
    },
  });

  // Data rules of a menu (api-contract 3.5): values use registered variables only, never SQL.
  const ruleRead = { onRequest: requirePermission(...readCodes('permission'), 'sys:role:edit') };
  const ruleView = (row: Record<string, unknown>) => ({
    ...row,
    createTime: formatDateTime(row.createTime as string | null),
    updateTime: formatDateTime(row.updateTime as string | null),
  });
  app.get('/sys/permission/getPermRuleListByPermId', ruleRead, async (request) => {
    const rows = await ctx.db
      .selectFrom('sysPermissionDataRule')
      .selectAll()
      .where('permissionId', '=', queryId(request.query, 'permissionId'))
      .orderBy('createTime')
      .execute();
    return ok(request.locale, rows.map(ruleView));
  });
  app.get('/sys/permission/queryPermissionRule', ruleRead, async (request) => {
    const query = request.query as Record<string, unknown>;
    let select = ctx.db
      .selectFrom('sysPermissionDataRule')
      .selectAll()
      .where('permissionId', '=', queryId(query, 'permissionId'));
    if (typeof query.ruleName === 'string' && query.ruleName)
      select = select.where('ruleName', '=', query.ruleName.slice(0, 50));
    if (typeof query.ruleValue === 'string' && query.ruleValue)
      select = select.where('ruleValue', '=', query.ruleValue.slice(0, 300));
    return ok(request.locale, (await select.execute()).map(ruleView));
  });
  const markRuleFlag = async (permissionId: string) => {
    const any = await ctx.db
      .selectFrom('sysPermissionDataRule')
      .select('id')
      .where('permissionId', '=', permissionId)
      .executeTakeFirst();
    await ctx.db
      .updateTable('sysPermission')
      .set({ ruleFlag: any ? 1 : 0 })
      .where('id', '=', permissionId)
      .execute();
  };
  const addRule = async (request: FastifyRequest) => {
    const body = request.body as RuleBody;
    const fields = ruleFields(body);
    const permission = await ctx.db
      .selectFrom('sysPermission')
      .select('id')
      .where('id', '=', body.permissionId ?? '')
      .executeTakeFirst();
    if (!permission) throw new AppError('entity.notFound');
    await ctx.db
      .insertInto('sysPermissionDataRule')
      .values({
        id: newId(),
        permissionId: permission.id,
        ...fields,
        createBy: request.user.username,
        createTime: toDbDateTime(ctx.clock.now()),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await markRuleFlag(permission.id);
    ctx.permissions.invalidate();
    return notice(request.locale, null, systemNotices.added);
  };
  const editRule = async (request: FastifyRequest) => {
    const body = request.body as RuleBody;
    const fields = ruleFields(body);
    const rule = await ctx.db
      .selectFrom('sysPermissionDataRule')
      .select(['id', 'permissionId'])
      .where('id', '=', body.id ?? '')
      .executeTakeFirst();
    if (!rule) throw new AppError('permission.ruleNotFound');
    await ctx.db
      .updateTable('sysPermissionDataRule')
      .set({
        ...fields,
        updateBy: request.user.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', rule.id)
      .execute();
    ctx.permissions.invalidate();
    return notice(request.locale, null, systemNotices.edited);
  };
  const ruleWrite = (action: string) => ({
    onRequest: requirePermission(`sys:permission:${action}`),
    schema: { body: ruleBody },
  });
  app.post('/sys/permission/addPermissionRule', ruleWrite('add'), addRule);
  app.put('/sys/permission/editPermissionRule', ruleWrite('edit'), editRule);
  app.post('/sys/permission/editPermissionRule', ruleWrite('edit'), editRule);
  app.delete('/sys/permission/deletePermissionRule', may('delete'), async (request) => {
    const rule = await ctx.db
      .selectFrom('sysPermissionDataRule')
      .select(['id', 'permissionId'])
      .where('id', '=', queryId(request.query))
      .executeTakeFirst();
    if (!rule) throw new AppError('permission.ruleNotFound');
    await ctx.db.deleteFrom('sysPermissionDataRule').where('id', '=', rule.id).execute();
    await markRuleFlag(rule.permissionId);
    ctx.permissions.invalidate();
    return notice(request.locale, null, systemNotices.deleted);
  });
};
