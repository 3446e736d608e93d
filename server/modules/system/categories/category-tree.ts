import { CATEGORY_ROOT, sysCategory } from '../../../../src/domain/system/entities/sys-category';
import { type EntityDb, type RowScope, scopedFrom } from '../../../entity/entity-store';
import type { EntityTransaction } from '../../../entity/entity-write';
import { AppError } from '../../../http/app-error';
import { nextOrgCode } from '../departs/org-code';

/** A stored category as the tree helpers read it. */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string | null;
  hasChild: string | null;
}

/** JeecgBoot's TreeSelectModel as its client reads it (`leaf` is Jackson's name of `isLeaf`). */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  code: string | null;
  leaf: boolean;
  parentId: string;
  children?: CategoryNode[];
}

/** Most nodes one tree answer carries: a category dictionary is a handful of levels of short lists. */
export const TREE_LIMIT = 5000;

const COLUMNS = ['id', 'pid', 'name', 'code', 'hasChild'] as const;

export function categoryRows(db: EntityDb, scope: RowScope) {
  return scopedFrom(db, sysCategory, scope).select([...COLUMNS]);
}

export async function childrenOf(
  db: EntityDb,
  scope: RowScope,
  pids: readonly string[],
): Promise<CategoryRow[]> {
  if (pids.length === 0) return [];
  return (await categoryRows(db, scope)
    .where('pid', 'in', [...pids])
    .orderBy('code')
    .limit(TREE_LIMIT)
    .execute()) as CategoryRow[];
}

export async function categoryByCode(db: EntityDb, scope: RowScope, code: string) {
  return (await categoryRows(db, scope).where('code', '=', code).executeTakeFirst()) as
    | CategoryRow
    | undefined;
}

export async function categoryById(db: EntityDb, scope: RowScope, id: string) {
  return (await categoryRows(db, scope).where('id', '=', id).executeTakeFirst()) as CategoryRow | undefined;
}

export function treeNode(row: CategoryRow): CategoryNode {
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    code: row.code,
    leaf: row.hasChild !== '1',
    parentId: row.pid,
  };
}

/** The nodes below `pid`, each with all its descendants (JTreeDict without `async`). */
export async function wholeTree(db: EntityDb, scope: RowScope, pid: string): Promise<CategoryNode[]> {
  const top = (await childrenOf(db, scope, [pid])).map(treeNode);
  let level = top;
  let count = top.length;
  while (level.length > 0 && count < TREE_LIMIT) {
    const byParent = new Map<string, CategoryNode[]>();
    for (const row of await childrenOf(
      db,
      scope,
      level.map((node) => node.key),
    )) {
      const node = treeNode(row);
      byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), node]);
    }
    const next: CategoryNode[] = [];
    for (const node of level) {
      const children = byParent.get(node.key);
      if (children) {
        node.children = children;
        next.push(...children);
      }
    }
    count += next.length;
    level = next;
  }
  return top;
}

/** The ids of the given nodes and of everything below them. */
export async function withDescendants(
  db: EntityDb,
  scope: RowScope,
  ids: readonly string[],
): Promise<string[]> {
  const all = new Set(ids);
  let frontier = [...ids];
  while (frontier.length > 0) {
    const children = (await childrenOf(db, scope, frontier))
      .map((row) => row.id)
      .filter((id) => !all.has(id));
    for (const id of children) all.add(id);
    frontier = children;
  }
  return [...all];
}

/**
 * The code of a new node under `pid` (JeecgBoot's CategoryCodeRule): the next free three-character step
 * after its siblings' codes, below its parent's code.
 */
export async function nextCategoryCode(
  trx: EntityTransaction,
  scope: RowScope,
  pid: string,
): Promise<string> {
  let parentCode = '';
  if (pid !== CATEGORY_ROOT) {
    const parent = await categoryById(trx, scope, pid);
    if (!parent) throw new AppError('category.parentNotFound');
    parentCode = parent.code ?? '';
  }
  const siblings = await categoryRows(trx, scope).where('pid', '=', pid).execute();
  return nextOrgCode(
    parentCode,
    siblings.map((row) => String(row.code ?? '')),
  );
}

/** Marks the parents that kept no child as leaves again (after a delete or a move). */
export async function refreshHasChild(trx: EntityTransaction, tenantId: number, pids: readonly string[]) {
  for (const pid of new Set(pids)) {
    if (pid === CATEGORY_ROOT) continue;
    const child = await trx
      .selectFrom(sysCategory.table)
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('pid', '=', pid)
      .executeTakeFirst();
    await trx
      .updateTable(sysCategory.table)
      .set({ hasChild: child ? '1' : '0' })
      .where('tenantId', '=', tenantId)
      .where('id', '=', pid)
      .execute();
  }
}
