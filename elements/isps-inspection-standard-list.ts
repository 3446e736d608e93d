import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

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
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
