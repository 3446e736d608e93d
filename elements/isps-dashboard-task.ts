import { defineElement } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard task. */
export const ispsDashboardTask = defineElement('isps-dashboard-task', {
  summary: 'Task board: approved documents by fulfilment status.',
  page: () => import('../src/pages/dashboard/TaskPage'),
  props: {},
  events: {},
});
