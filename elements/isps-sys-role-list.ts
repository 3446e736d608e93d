import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sys-role-list': ElementOf<typeof ispsSysRoleList>;
  }
}
