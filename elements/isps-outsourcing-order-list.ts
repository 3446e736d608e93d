import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › outsourcing (menu srm.outsourcing). */
export const ispsOutsourcingOrderList = defineElement('isps-outsourcing-order-list', {
  summary:
    'Outsourcing orders: components issued to a subcontractor, confirmed by it, consumed as finished goods come back.',
  page: () => import('../src/pages/srm/OutsourcingOrderListPage'),
  data: listPageData(() => import('../src/domain/srm/outsourcing-order').then((m) => m.outsourcingOrder)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: an outsourcing order was added, edited, deleted or acted on.',
    ),
  },
});
