import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-facility-list': ElementOf<typeof ispsFacilityList>;
  }
}
