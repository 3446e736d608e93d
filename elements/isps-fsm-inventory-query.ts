import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/InventoryQuery (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmInventoryQuery = defineElement('isps-fsm-inventory-query', {
  summary: 'InventoryQuery: stock of the engineer team and the service stores, usable first.',
  page: () => import('../src/pages/fsm/InventoryQueryPage'),
  props: {},
  events: {},
});
