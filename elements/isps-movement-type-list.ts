import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Master data: movement types (menu mdm.movementType). */
export const ispsMovementTypeList = defineElement('isps-movement-type-list', {
  summary: 'Movement types: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/MovementTypeListPage'),
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
    'isps-movement-type-list': ElementOf<typeof ispsMovementTypeList>;
  }
}
