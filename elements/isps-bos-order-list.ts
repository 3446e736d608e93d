import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Orders › BOS orders (menu oms.bosOrder). */
export const ispsBosOrderList = defineElement('isps-bos-order-list', {
  summary:
    'BOS and e-shop sales orders, imported through the boundary and approved by the sales manager (SAP order creation, delivery command draft).',
  page: () => import('../src/pages/oms/BosOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a sales order was edited or acted on.',
    ),
  },
});
