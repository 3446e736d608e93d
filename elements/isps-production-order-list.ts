import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › production order (menu mes.productionOrder). */
export const ispsProductionOrderList = defineElement('isps-production-order-list', {
  summary: 'Production orders: release from the BOM, force finish once the line side is clear.',
  page: () => import('../src/pages/production/ProductionOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: an order was added, edited, deleted or acted on.',
    ),
  },
});
