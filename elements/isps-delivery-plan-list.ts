import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › plan delivery (menu srm.deliveryPlan). */
export const ispsDeliveryPlanList = defineElement('isps-delivery-plan-list', {
  summary:
    'Delivery plans: the supplier plans deliveries of open purchase-order items and submits them; the buyer confirms or rejects.',
  page: () => import('../src/pages/srm/DeliveryPlanListPage'),
  data: listPageData(() => import('../src/domain/srm/delivery-plan').then((m) => m.deliveryPlan)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a delivery plan was added, edited, deleted or acted on.',
    ),
  },
});
