import { defineElement } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard chart. */
export const ispsDashboardChart = defineElement('isps-dashboard-chart', {
  summary: 'Charts: inventory age, top products, documents per type.',
  page: () => import('../src/pages/dashboard/ChartPage'),
  props: {},
  events: {},
});
