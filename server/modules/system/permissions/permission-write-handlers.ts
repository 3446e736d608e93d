import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { idList, queryId } from '../legacy-list';
import type { PermissionBody, permissionBody } from './permission-schemas';
import {
  allPermissionRows,
  childrenByParent,
  type PermissionRecord,
  permissionNode,
} from './permission-tree';

/**
 * Adding, editing and deleting menus and buttons (api-contract 3.3), with the contract's normalisation
 * of paths and the upkeep of `is_leaf`. Every write invalidates the permission cache on every node.
 */

type Trx = Transaction<Database>;

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

/** The ids of `roots` and of every row below them. */
function subtreeIds(all: readonly PermissionRecord[], roots: readonly string[]): Set<string> {
  const byParent = childrenByParent(all);
  const below = new Set<string>();
  const walk = (id: string) => {
    below.add(id);
    for (const child of byParent.get(id) ?? []) walk(child.id);
  };
  for (const id of roots) if (all.some((row) => row.id === id)) walk(id);
  return below;
}

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

/** The columns a body sets, checked: an existing live parent outside the row's own subtree, a button's code. */
async function columns(ctx: AppContext, body: PermissionBody, existing: PermissionRecord | undefined) {
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
    if (existing && subtreeIds(await allPermissionRows(ctx), [existing.id]).has(parentId))
      throw new AppError('permission.parentCycle');
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
}

async function readRow(ctx: AppContext, id: string) {
  return ctx.db.selectFrom('sysPermission').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function addPermission(request: SchemaRequest<{ body: typeof permissionBody }>) {
  const { ctx } = request.server;
  const values = await columns(ctx, request.body, undefined);
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
  const row = await readRow(ctx, id);
  return notice(request.locale, permissionNode(row, true, request.locale), systemNotices.added);
}

export async function editPermission(request: SchemaRequest<{ body: typeof permissionBody }>) {
  const { ctx } = request.server;
  const existing = await ctx.db
    .selectFrom('sysPermission')
    .selectAll()
    .where('id', '=', request.body.id ?? '')
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!existing) throw new AppError('entity.notFound');
  const values = await columns(ctx, request.body, existing);
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
  const row = await readRow(ctx, existing.id);
  return notice(request.locale, permissionNode(row, row.isLeaf === 1, request.locale), systemNotices.edited);
}

/** api-contract 3.3: deleting a menu takes its children, data rules and every grant of them along. */
async function removeSubtrees(ctx: AppContext, ids: string[]): Promise<number> {
  const all = await allPermissionRows(ctx);
  const doomed = [...subtreeIds(all, ids)];
  if (doomed.length === 0) return 0;
  const parents = all.filter((row) => ids.includes(row.id)).map((row) => row.parentId);
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < doomed.length; i += 500) {
      await trx
        .deleteFrom('sysPermission')
        .where('id', 'in', doomed.slice(i, i + 500))
        .execute();
    }
    await refreshLeaf(trx, parents);
  });
  ctx.permissions.invalidate();
  return doomed.length;
}

export async function deletePermission(request: FastifyRequest) {
  if ((await removeSubtrees(request.server.ctx, [queryId(request.query)])) === 0)
    throw new AppError('entity.notFound');
  return notice(request.locale, null, systemNotices.deleted);
}

export async function deletePermissions(request: FastifyRequest) {
  const ids = idList((request.query as Record<string, unknown>).ids);
  const count = await removeSubtrees(request.server.ctx, ids);
  return notice(request.locale, { count }, systemNotices.deleted);
}
