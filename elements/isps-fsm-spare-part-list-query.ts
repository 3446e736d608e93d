import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/SparePartListQuery (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmSparePartListQuery = defineElement('isps-fsm-spare-part-list-query', {
  summary: 'SparePartListQuery: spare parts with usable quantity per facility and list price.',
  page: () => import('../src/pages/fsm/SparePartListQueryPage'),
  props: {},
  events: {},
});
