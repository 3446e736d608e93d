import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Roles: query, add, edit, delete and the permission assignment of a role (menu sys.role). */
export const ispsSysRoleList = defineElement('isps-sys-role-list', {
  summary: 'Roles: query, add, edit, delete and the permission assignment of a role (menu sys.role).',
  page: () => import('../src/pages/system/RoleListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
