import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Master data: facilities (each with its special positions) (menu mdm.facility). */
export const ispsFacilityList = defineElement('isps-facility-list', {
  summary:
    'Facilities (each with its special positions): query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/FacilityListPage'),
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
