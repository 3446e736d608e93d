import { defineElement } from '../src/ui/root/defineElement';

/** List demo: a query bar over a paged table. */
export const ispsDemoQueryList = defineElement('isps-demo-query-list', {
  summary: 'List demo: a query bar over a paged table.',
  page: () => import('../src/pages/demo/QueryListPage'),
  props: {},
  events: {},
});
