import { menuTree } from '../system/menu';
import type { MenuDef } from '../system/types';
import type { EntityDescriptor } from './define-entity';

/**
 * Reference lookups (issue 16 point 3, issue 18 point 3): the options of a reference select come from
 * `GET /sys/lookup/<entity>?page=<element tag>`, allowed when the caller may open that page and the
 * page references the entity, never from the referenced entity's own master-data permission. A page
 * references what the entities of its permission reference (their fields and their lines' fields);
 * pages that are not one entity's list name theirs here.
 */
export const PAGE_LOOKUPS: Readonly<Record<string, readonly string[]>> = {
  'isps-inventory-query': ['facility', 'product'],
  'isps-fsm-inventory-query': ['facility', 'product'],
  'isps-picklist-list': ['facility'],
  'isps-billing-list': ['businessPartner'],
  'isps-check-inventory-list': ['position'],
  // The facilities a user may work in are granted on the user page (domain.md 4.4 rule 4).
  'isps-sys-user-list': ['facility'],
};

/** The permission prefixes (`wms:receipt`) of the menu pages an element renders. */
export function pagePermissions(tag: string): string[] {
  const prefixes: string[] = [];
  const walk = (items: readonly MenuDef[]) => {
    for (const item of items) {
      if (item.children) walk(item.children);
      const code = item.buttons?.[0]?.perms;
      if (item.component === tag && code) prefixes.push(code.slice(0, code.lastIndexOf(':')));
    }
  };
  walk(menuTree);
  return prefixes;
}

/** The entities a reference field of the entity or of its lines points to, where a user can choose one. */
export function referencedEntities(entity: EntityDescriptor): Set<string> {
  const found = new Set<string>();
  const add = (descriptor: EntityDescriptor) => {
    for (const def of Object.values(descriptor.fields)) {
      const chosen = def.query !== undefined || (def.form !== false && !def.system);
      if (def.kind === 'ref' && def.ref && chosen) found.add(def.ref);
    }
  };
  add(entity);
  for (const lines of Object.values(entity.lines)) add(lines.entity);
  return found;
}
