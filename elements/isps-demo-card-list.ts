import { defineElement } from '../src/ui/root/defineElement';

/** List demo: cards. */
export const ispsDemoCardList = defineElement('isps-demo-card-list', {
  summary: 'List demo: cards.',
  page: () => import('../src/pages/demo/CardListPage'),
  props: {},
  events: {},
});
