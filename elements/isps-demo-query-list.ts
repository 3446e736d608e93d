import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** List demo: a query bar over a paged table. */
export const ispsDemoQueryList = defineElement('isps-demo-query-list', {
  summary: 'List demo: a query bar over a paged table.',
  page: () => import('../src/pages/demo/QueryListPage'),
  props: {},
  events: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-demo-query-list': ElementOf<typeof ispsDemoQueryList>;
  }
}
