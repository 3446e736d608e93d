import { defineElement } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard monitor. */
export const ispsDashboardMonitor = defineElement('isps-dashboard-monitor', {
  summary: 'Monitor board: live server figures for administrators.',
  page: () => import('../src/pages/dashboard/MonitorPage'),
  props: {},
  events: {},
});
