import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Warehouse › quality testing (menu wms.qualityTesting). */
export const ispsQualityTestingList = defineElement('isps-quality-testing-list', {
  summary:
    'Quality testing: inspections of received lots; approve puts accepted stock away and moves rejected stock to DEFECT.',
  page: () => import('../src/pages/warehouse/QualityTestingListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: an inspection was added, edited, deleted or acted on.',
    ),
  },
});
