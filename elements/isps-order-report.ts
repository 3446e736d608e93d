import { defineElement } from '../src/ui/root/defineElement';

/** Orders › reports: the saved order, settlement, invoice and SAP queries (domain.md 3.11). */
export const ispsOrderReport = defineElement('isps-order-report', {
  summary: 'The saved queries of the orders menu, one tab each, with filters and Excel export.',
  page: () => import('../src/pages/oms/OrderReportPage'),
  props: {},
  events: {},
});
