import { menuTree } from '../system/menu';
import type { MenuDef } from '../system/types';

/**
 * The permission prefix `<area>:<entity>` of a menu page, read from its buttons, so that an entity's
 * permission codes are typed once, in the menu (src/domain/system/menu.ts).
 */
export function menuPermission(menuKey: string): string {
  const item = findMenu(menuTree, menuKey);
  const code = item?.buttons?.[0]?.perms;
  if (!code) throw new Error(`menu ${menuKey} has no buttons to take a permission prefix from`);
  return code.slice(0, code.lastIndexOf(':'));
}

/** The menu page whose buttons carry a permission prefix: where an entity or document of it is listed. */
export function menuKeyOfPermission(permission: string): string | undefined {
  const walk = (items: readonly MenuDef[]): string | undefined => {
    for (const item of items) {
      const code = item.buttons?.[0]?.perms;
      if (code && code.slice(0, code.lastIndexOf(':')) === permission) return item.key;
      const found = item.children ? walk(item.children) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(menuTree);
}

function findMenu(items: readonly MenuDef[], key: string): MenuDef | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.children ? findMenu(item.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}
