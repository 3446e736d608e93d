import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard task. */
export const ispsDashboardTask = defineElement('isps-dashboard-task', {
  summary: 'Task board: approved documents by fulfilment status.',
  page: () => import('../src/pages/dashboard/TaskPage'),
  props: {},
  events: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-dashboard-task': ElementOf<typeof ispsDashboardTask>;
  }
}
