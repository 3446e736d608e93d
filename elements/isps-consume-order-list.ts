import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › consume order (menu mes.consumeOrder). */
export const ispsConsumeOrderList = defineElement('isps-consume-order-list', {
  summary: 'Consume orders: components consumed at the line side.',
  page: () => import('../src/pages/production/ConsumeOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a consume order was added, edited, deleted or acted on.',
    ),
  },
});
