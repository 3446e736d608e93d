import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sales-user-list': ElementOf<typeof ispsSalesUserList>;
  }
}
