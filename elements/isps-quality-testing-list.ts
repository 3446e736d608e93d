import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Warehouse › quality testing (menu wms.qualityTesting). */
export const ispsQualityTestingList = defineElement('isps-quality-testing-list', {
  summary:
    'Quality testing: inspections of received lots; approve puts accepted stock away and moves rejected stock to DEFECT.',
  page: () => import('../src/pages/warehouse/QualityTestingListPage'),
  data: listPageData(() => import('../src/domain/quality/inspection').then((m) => m.inspection)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: an inspection was added, edited, deleted or acted on.',
    ),
  },
});
