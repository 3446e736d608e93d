import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › material order (menu mes.materialOrder). */
export const ispsMaterialOrderList = defineElement('isps-material-order-list', {
  summary: 'Material orders: components issued from the warehouse to the line side through the ledger.',
  page: () => import('../src/pages/production/MaterialOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a material order was added, edited, deleted or acted on.',
    ),
  },
});
