import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › return order (menu mes.returnOrder). */
export const ispsReturnOrderList = defineElement('isps-return-order-list', {
  summary: 'Return orders: leftover components back from the line side to the warehouse in their batch.',
  page: () => import('../src/pages/production/ReturnOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a return order was added, edited, deleted or acted on.',
    ),
  },
});
