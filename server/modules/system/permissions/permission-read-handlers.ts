import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../../src/domain/i18n-text';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import {
  allPermissionRows,
  childrenByParent,
  type PermissionRecord,
  permissionNode,
  permissionTree,
  treeModel,
} from './permission-tree';

/** The permission tree in its forms (api-contract 3.3): whole, top menus, children of one or many, grant tree. */

/** Rows as lazy tree nodes: a row with children carries an empty `children` the page fills on expand. */
function lazyNodes(rows: PermissionRecord[], all: PermissionRecord[], locale: Locale) {
  const byParent = childrenByParent(all);
  return rows.map((row) => {
    const leaf = (byParent.get(row.id) ?? []).length === 0;
    return { ...permissionNode(row, leaf, locale), ...(leaf ? {} : { children: [] }) };
  });
}

export async function wholeTree(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
  return ok(request.locale, permissionTree(all, request.locale), { code: 0 });
}

export async function topMenus(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
  const top = all.filter((row) => !row.parentId);
  return ok(request.locale, lazyNodes(top, all, request.locale), { code: 0 });
}

export async function submenus(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
  const parentId = queryId(request.query, 'parentId');
  const children = all.filter((row) => row.parentId === parentId);
  return ok(request.locale, lazyNodes(children, all, request.locale), { code: 0 });
}

export async function submenusOfMany(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
  const out: Record<string, unknown[]> = {};
  for (const parentId of idList((request.query as Record<string, unknown>).parentIds)) {
    const children = all.filter((row) => row.parentId === parentId);
    out[parentId] = lazyNodes(children, all, request.locale);
  }
  return ok(request.locale, out, { code: 0 });
}

export async function grantTree(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
  return ok(request.locale, treeModel(all, request.locale), { code: 0 });
}

/** The grant tree's nodes under `pid` (top level without it), each without its children. */
export async function grantTreeLevel(request: FastifyRequest) {
  const all = await allPermissionRows(request.server.ctx);
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
}
