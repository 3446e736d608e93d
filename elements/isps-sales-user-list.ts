import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Master data: sales users (menu mdm.salesUser). */
export const ispsSalesUserList = defineElement('isps-sales-user-list', {
  summary: 'Sales users: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/SalesUserListPage'),
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
