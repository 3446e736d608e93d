import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** spec 2.3 dashboard workplace. */
export const ispsDashboardWorkplace = defineElement('isps-dashboard-workplace', {
  summary: 'Workplace: pending approvals, my latest documents, shortcuts.',
  page: () => import('../src/pages/dashboard/WorkplacePage'),
  props: {},
  events: { 'isps-navigate': '{ path }: the user chose a shortcut.' },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-dashboard-workplace': ElementOf<typeof ispsDashboardWorkplace>;
  }
}
