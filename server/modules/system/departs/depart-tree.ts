import type { Selectable } from 'kysely';
import type { AppContext } from '../../../context';
import type { SysDepartTable } from '../../../db/system-tables';

export type DepartRow = Selectable<SysDepartTable>;

/** Live departments in tree order (org code, then their own order). */
export async function liveDeparts(ctx: AppContext): Promise<DepartRow[]> {
  return ctx.db
    .selectFrom('sysDepart')
    .selectAll()
    .where('delFlag', '=', '0')
    .orderBy('departOrder')
    .orderBy('orgCode')
    .execute();
}

/** A department and every department below it (by parent links), or [] for an unknown id. */
export async function departSubtreeIds(ctx: AppContext, rootId: string): Promise<string[]> {
  if (!rootId) return [];
  const departs = await liveDeparts(ctx);
  if (!departs.some((d) => d.id === rootId)) return [];
  const children = new Map<string, string[]>();
  for (const d of departs) {
    const parent = d.parentId ?? '';
    children.set(parent, [...(children.get(parent) ?? []), d.id]);
  }
  const out: string[] = [];
  const walk = (id: string) => {
    out.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(rootId);
  return out;
}

/** Departments whose hierarchical org code starts with the given one (domain.md 3.13). */
export async function departIdsByOrgCodePrefix(ctx: AppContext, orgCode: string): Promise<string[]> {
  return (await liveDeparts(ctx)).filter((d) => d.orgCode.startsWith(orgCode)).map((d) => d.id);
}

export interface DepartTreeNode extends Record<string, unknown> {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartTreeNode[];
}

/** The department tree of api-contract 4.3: every department field plus key, value, title, isLeaf. */
export function buildDepartTree(
  departs: readonly DepartRow[],
  view: (row: DepartRow) => Record<string, unknown>,
  title: (row: DepartRow) => string,
  roots?: ReadonlySet<string>,
): DepartTreeNode[] {
  const byParent = new Map<string, DepartRow[]>();
  const ids = new Set(departs.map((d) => d.id));
  for (const d of departs) {
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), d]);
  }
  const node = (row: DepartRow): DepartTreeNode => {
    const children = (byParent.get(row.id) ?? []).map(node);
    return {
      ...view(row),
      key: row.id,
      value: row.id,
      title: title(row),
      isLeaf: children.length === 0,
      children,
    };
  };
  const top = roots ? departs.filter((d) => roots.has(d.id)) : (byParent.get('') ?? []);
  return top.map(node);
}
