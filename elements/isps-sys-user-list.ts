import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Users: query, add, edit, freeze and unfreeze, reset password, roles and departments (menu sys.user). */
export const ispsSysUserList = defineElement('isps-sys-user-list', {
  summary:
    'Users: query, add, edit, freeze and unfreeze, reset password, roles and departments (menu sys.user).',
  page: () => import('../src/pages/system/UserListPage'),
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
