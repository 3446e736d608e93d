import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Master data: positions (menu mdm.position). */
export const ispsPositionList = defineElement('isps-position-list', {
  summary: 'Positions: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/PositionListPage'),
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
    'isps-position-list': ElementOf<typeof ispsPositionList>;
  }
}
