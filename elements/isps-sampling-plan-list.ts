import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Quality master data: sampling plans (menu wms.samplingPlan, domain.md 3.7). */
export const ispsSamplingPlanList = defineElement('isps-sampling-plan-list', {
  summary: 'Sampling plans: query, add, edit, delete, import and export (quality master data).',
  page: () => import('../src/pages/warehouse/QualityTestingSamplingPlanListPage'),
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
    'isps-sampling-plan-list': ElementOf<typeof ispsSamplingPlanList>;
  }
}
