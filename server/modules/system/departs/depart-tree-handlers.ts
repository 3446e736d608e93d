import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import { buildDepartTree, type DepartRow, liveDeparts } from './depart-tree';
import { toDepart } from './depart-view';

/** The department tree in its forms (api-contract 4.3): full, lazy, ids only, search, the superior's own. */

type Query = Record<string, unknown>;

export function departTitle(row: DepartRow, locale: string): string {
  return (locale === 'en_US' && row.departNameEn) || row.departName;
}

const view = (row: DepartRow) => toDepart(row);

/** Departments a superior is in charge of (sys_user.depart_ids). */
async function inChargeIds(ctx: AppContext, userId: string): Promise<string[]> {
  const user = await ctx.db
    .selectFrom('sysUser')
    .select('departIds')
    .where('id', '=', userId)
    .executeTakeFirst();
  return idList(user?.departIds ?? '');
}

export async function departTree(request: FastifyRequest) {
  const departs = await liveDeparts(request.server.ctx);
  return ok(
    request.locale,
    buildDepartTree(departs, view, (row) => departTitle(row, request.locale)),
    { code: 0 },
  );
}

export async function departChildren(request: FastifyRequest) {
  const departs = await liveDeparts(request.server.ctx);
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
}

export async function departIdTree(request: FastifyRequest) {
  const departs = await liveDeparts(request.server.ctx);
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
}

/** api-contract 4.3: `myDeptSearch=1` limits a superior to the departments in charge. */
export async function searchDeparts(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Query;
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
}

/**
 * api-contract 4.3: a superior (user_identity 2) gets the tree of the departments in charge, message
 * '2'; everybody else no result and message '1'.
 */
export async function myDepartTree(request: FastifyRequest) {
  const { ctx } = request.server;
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
}

export async function departParentIds(request: FastifyRequest) {
  const query = request.query as Query;
  const departs = await liveDeparts(request.server.ctx);
  const byId = new Map(departs.map((d) => [d.id, d]));
  const orgCode = typeof query.orgCode === 'string' ? query.orgCode : '';
  let current = byId.get(queryId(query, 'departId')) ?? departs.find((d) => d.orgCode === orgCode);
  const parents: string[] = [];
  while (current?.parentId && byId.has(current.parentId) && !parents.includes(current.parentId)) {
    parents.unshift(current.parentId);
    current = byId.get(current.parentId);
  }
  return ok(request.locale, { parentIds: parents }, { code: 0 });
}
