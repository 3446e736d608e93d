import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** spec 2.3 dashboard workplace. */
export const ispsDashboardWorkplace = defineElement('isps-dashboard-workplace', {
  summary: 'Workplace: pending approvals, my latest documents, shortcuts.',
  page: () => import('../src/pages/dashboard/WorkplacePage'),
  props: {},
  events: { 'isps-navigate': detail<NavigateDetail>('{ path }: the user chose a shortcut.') },
});
