import { defineElement } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard analysis. */
export const ispsDashboardAnalysis = defineElement('isps-dashboard-analysis', {
  summary: 'The home page: counts and charts of documents, stock and suppliers from the database.',
  page: () => import('../src/pages/dashboard/AnalysisPage'),
  props: {},
  events: {},
});
