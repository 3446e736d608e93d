import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

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
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
