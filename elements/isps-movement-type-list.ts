import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

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
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
