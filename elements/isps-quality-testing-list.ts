import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Warehouse › quality testing (menu wms.qualityTesting). */
export const ispsQualityTestingList = defineElement('isps-quality-testing-list', {
  summary:
    'Quality testing: inspections of received lots; approve puts accepted stock away and moves rejected stock to DEFECT.',
  page: () => import('../src/pages/warehouse/QualityTestingListPage'),
  props: {},
  events: {
    'isps-entity-change': '{ entity, action, ids }: an inspection was added, edited, deleted or acted on.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-quality-testing-list': ElementOf<typeof ispsQualityTestingList>;
  }
}
