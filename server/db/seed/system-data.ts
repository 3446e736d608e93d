import type { Insertable } from 'kysely';
import type { DictionaryDef, MenuDef, RoleDef } from '../../../src/domain/system/types';
import type { Db } from '../database';
import { newId, stableId } from '../ids';
import type { SysDictItemTable, SysPermissionTable } from '../system-tables';

/**
 * System data that lives in code (src/domain/system): the menu with its buttons and the dictionaries.
 * Every start inserts what is missing (new menu items and dictionaries of a new release, with their
 * grants to the code-defined roles), never changing rows that exist: admins may edit them.
 */

export const menuId = (key: string) => stableId('menu', key);
export const buttonId = (menuKey: string, perms: string) => stableId('button', `${menuKey}:${perms}`);
export const dictId = (code: string) => stableId('dict', code);

const CHUNK = 100;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface SystemSource {
  menuTree: readonly MenuDef[];
  dictionaries: readonly DictionaryDef[];
  roles: readonly RoleDef[];
  /** Menu keys and button codes a role's grants expand to (src/domain/system/roles.ts). */
  resolveRoleGrants(role: RoleDef): { menus: string[]; buttons: string[] };
}

/** sys_permission rows of the menu tree: folders and pages (menu_type 0/1) and their buttons (2). */
export function permissionRows(menuTree: readonly MenuDef[], at: string): Insertable<SysPermissionTable>[] {
  const rows: Insertable<SysPermissionTable>[] = [];
  const audit = { createBy: 'system', createTime: at, updateBy: null, updateTime: null };
  const walk = (items: readonly MenuDef[], parentId: string | null) => {
    items.forEach((menu, index) => {
      const id = menuId(menu.key);
      rows.push({
        id,
        parentId,
        name: menu.title.zh,
        nameEn: menu.title.en,
        url: menu.url ?? menu.path,
        component: menu.component,
        componentName: menu.name ?? null,
        redirect: menu.redirect ?? null,
        menuType: parentId === null ? 0 : 1,
        perms: null,
        permsType: null,
        sortNo: index + 1,
        alwaysShow: menu.alwaysShow ? 1 : 0,
        icon: menu.icon ?? null,
        isRoute: 1,
        isLeaf: menu.children?.length ? 0 : 1,
        keepAlive: menu.keepAlive ? 1 : 0,
        hidden: menu.hidden ? 1 : 0,
        description: null,
        delFlag: 0,
        ruleFlag: 0,
        status: null,
        internalOrExternal: menu.internalOrExternal ? 1 : 0,
        ...audit,
      });
      (menu.buttons ?? []).forEach((button, buttonIndex) => {
        rows.push({
          id: buttonId(menu.key, button.perms),
          parentId: id,
          name: button.title.zh,
          nameEn: button.title.en,
          url: null,
          component: null,
          componentName: null,
          redirect: null,
          menuType: 2,
          perms: button.perms,
          permsType: '1',
          sortNo: buttonIndex + 1,
          alwaysShow: 0,
          icon: null,
          isRoute: 0,
          isLeaf: 1,
          keepAlive: 0,
          hidden: 0,
          description: null,
          delFlag: 0,
          ruleFlag: 0,
          status: '1',
          internalOrExternal: 0,
          ...audit,
        });
      });
      if (menu.children) walk(menu.children, id);
    });
  };
  walk(menuTree, null);
  return rows;
}

/** Permission ids a role definition grants, among the given rows. */
export function grantedPermissionIds(
  source: SystemSource,
  role: RoleDef,
  rows: readonly Insertable<SysPermissionTable>[],
): string[] {
  const grants = source.resolveRoleGrants(role);
  const menus = new Set(grants.menus.map(menuId));
  const buttons = new Set(grants.buttons);
  return rows
    .filter((row) => (row.menuType === 2 ? buttons.has(row.perms ?? '') : menus.has(row.id)))
    .map((row) => row.id);
}

export interface SyncCounts {
  permissions: number;
  grants: number;
  dictionaries: number;
  dictionaryItems: number;
}

export async function syncSystemData(db: Db, source: SystemSource, at: string): Promise<SyncCounts> {
  const counts: SyncCounts = { permissions: 0, grants: 0, dictionaries: 0, dictionaryItems: 0 };

  const known = new Set((await db.selectFrom('sysPermission').select('id').execute()).map((r) => r.id));
  const missing = permissionRows(source.menuTree, at).filter((row) => !known.has(row.id));
  await insertChunks(missing, (chunk) => db.insertInto('sysPermission').values(chunk).execute());
  counts.permissions = missing.length;

  const codes = source.roles.map((role) => role.code);
  const roles = codes.length
    ? await db.selectFrom('sysRole').select(['id', 'roleCode']).where('roleCode', 'in', codes).execute()
    : [];
  for (const role of roles) {
    const def = source.roles.find((r) => r.code === role.roleCode);
    if (!def) continue;
    const grants = grantedPermissionIds(source, def, missing).map((permissionId) => ({
      id: newId(),
      roleId: role.id,
      permissionId,
      dataRuleIds: null,
      operateDate: at,
      operateIp: null,
    }));
    await insertChunks(grants, (chunk) =>
      db
        .insertInto('sysRolePermission')
        .values(chunk)
        .onConflict((oc) => oc.columns(['roleId', 'permissionId']).doNothing())
        .execute(),
    );
    counts.grants += grants.length;
  }

  const dicts = new Map(
    (await db.selectFrom('sysDict').select(['id', 'dictCode']).execute()).map((d) => [d.dictCode, d.id]),
  );
  const existingItems = new Set(
    (await db.selectFrom('sysDictItem').select(['dictId', 'itemValue']).execute()).map(
      (i) => `${i.dictId}\u0000${i.itemValue}`,
    ),
  );
  const newItems: Insertable<SysDictItemTable>[] = [];
  for (const dict of source.dictionaries) {
    let id = dicts.get(dict.code);
    if (!id) {
      id = dictId(dict.code);
      await db
        .insertInto('sysDict')
        .values({
          id,
          dictName: dict.name.zh,
          dictNameEn: dict.name.en,
          dictCode: dict.code,
          description: null,
          delFlag: 0,
          type: dict.type,
          createBy: 'system',
          createTime: at,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      counts.dictionaries += 1;
    }
    dict.items.forEach((item, index) => {
      if (existingItems.has(`${id}\u0000${item.value}`)) return;
      newItems.push({
        id: stableId('dict-item', `${dict.code}:${item.value}`),
        dictId: id,
        itemText: item.text.zh,
        itemTextEn: item.text.en,
        itemValue: item.value,
        description: null,
        sortOrder: index + 1,
        color: item.color ?? null,
        status: 1,
        createBy: 'system',
        createTime: at,
        updateBy: null,
        updateTime: null,
      });
    });
  }
  await insertChunks(newItems, (chunk) => db.insertInto('sysDictItem').values(chunk).execute());
  counts.dictionaryItems = newItems.length;
  return counts;
}
