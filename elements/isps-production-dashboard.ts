import { defineElement } from '../src/ui/root/defineElement';

/** Production › production dashboard (menu mes.dashboard, issue 14 point 9). */
export const ispsProductionDashboard = defineElement('isps-production-dashboard', {
  summary:
    'Production dashboard: orders by status, good output vs plan per day, scrap rate, material variance (consumed vs BOM) and line-side stock.',
  page: () => import('../src/pages/production/ProductionDashboardPage'),
  props: {},
  events: {},
});
