import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Quality master data: inspection standards (menu wms.inspectionStandard, domain.md 3.7). */
export const ispsInspectionStandardList = defineElement('isps-inspection-standard-list', {
  summary: 'Inspection standards: query, add, edit, delete, import and export (quality master data).',
  page: () => import('../src/pages/warehouse/QualityTestingStandardListPage'),
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
    'isps-inspection-standard-list': ElementOf<typeof ispsInspectionStandardList>;
  }
}
