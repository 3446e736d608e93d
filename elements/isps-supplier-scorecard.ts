import { defineElement } from '../src/ui/root/defineElement';

/** Supplier collaboration › supplier scorecard (menu srm.scorecard, issue 12 point 10). */
export const ispsSupplierScorecard = defineElement('isps-supplier-scorecard', {
  summary:
    'Per supplier and month: on-time delivery rate, quality pass rate and time to confirm purchase order items, with Excel export.',
  page: () => import('../src/pages/srm/SupplierScorecardPage'),
  props: {},
  events: {},
});
