import type { Selectable } from 'kysely';
import type { Locale } from '../../../../src/domain/i18n-text';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/datetime';
import type { SysPermissionTable } from '../../../db/system-tables';

export type PermissionRecord = Selectable<SysPermissionTable>;

/** Every live sys_permission row (menus and buttons), in menu order. */
export async function allPermissionRows(ctx: AppContext): Promise<PermissionRecord[]> {
  const rows = await ctx.db
    .selectFrom('sysPermission')
    .selectAll()
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, sortNo: Number(row.sortNo) }));
}

function title(row: PermissionRecord, locale: Locale): string {
  return locale === 'en_US' && row.nameEn ? row.nameEn : row.name;
}

/** One row as `SysPermissionTree` (api-contract 3.3), without children. */
export function permissionNode(row: PermissionRecord, leaf: boolean, locale: Locale) {
  return {
    id: row.id,
    key: row.id,
    title: title(row, locale),
    parentId: row.parentId ?? '',
    name: row.name,
    nameEn: row.nameEn,
    perms: row.perms,
    permsType: row.permsType,
    icon: row.icon,
    component: row.component,
    componentName: row.componentName,
    url: row.url,
    redirect: row.redirect,
    sortNo: Number(row.sortNo),
    menuType: row.menuType,
    leaf,
    route: row.isRoute === 1,
    keepAlive: row.keepAlive === 1,
    hidden: row.hidden === 1,
    alwaysShow: row.alwaysShow === 1,
    internalOrExternal: row.internalOrExternal === 1,
    ruleFlag: row.ruleFlag,
    status: row.status,
    description: row.description,
    delFlag: row.delFlag,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

export type PermissionNode = ReturnType<typeof permissionNode> & { children?: PermissionNode[] };

export function childrenByParent(rows: readonly PermissionRecord[]): Map<string, PermissionRecord[]> {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string, PermissionRecord[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  return byParent;
}

/** The whole tree (api-contract 3.3 `list`), buttons included; `children` only on non-leaf rows. */
export function permissionTree(rows: readonly PermissionRecord[], locale: Locale): PermissionNode[] {
  const byParent = childrenByParent(rows);
  const build = (row: PermissionRecord): PermissionNode => {
    const kids = byParent.get(row.id) ?? [];
    const node: PermissionNode = permissionNode(row, kids.length === 0, locale);
    if (kids.length > 0) node.children = kids.map(build);
    return node;
  };
  return (byParent.get('') ?? []).map(build);
}

export interface TreeModel {
  key: string;
  title: string;
  slotTitle: string;
  value: string;
  label: string;
  icon: string | null;
  parentId: string;
  isLeaf: boolean;
  ruleFlag: number;
  menuType: number;
  scopedSlots: { title: string };
  children?: TreeModel[];
}

/** `{treeList, ids}` of queryTreeList (api-contract 3.3), limited to `only` when given. */
export function treeModel(rows: readonly PermissionRecord[], locale: Locale, only?: ReadonlySet<string>) {
  const kept = only ? rows.filter((row) => only.has(row.id)) : rows;
  const byParent = childrenByParent(kept);
  const build = (row: PermissionRecord): TreeModel => {
    const kids = byParent.get(row.id) ?? [];
    const name = title(row, locale);
    const node: TreeModel = {
      key: row.id,
      title: name,
      slotTitle: name,
      value: row.id,
      label: name,
      icon: row.icon,
      parentId: row.parentId ?? '',
      isLeaf: kids.length === 0,
      ruleFlag: row.ruleFlag,
      menuType: row.menuType,
      scopedSlots: { title: 'hasDatarule' },
    };
    if (kids.length > 0) node.children = kids.map(build);
    return node;
  };
  return { treeList: (byParent.get('') ?? []).map(build), ids: kept.map((row) => row.id) };
}

export async function permissionTreeModel(ctx: AppContext, locale: Locale) {
  return treeModel(await allPermissionRows(ctx), locale);
}
