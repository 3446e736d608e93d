import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › purchase orders (menu srm.purchaseOrder). */
export const ispsPurchaseOrderList = defineElement('isps-purchase-order-list', {
  summary:
    'Purchase orders: the buyer releases them, the supplier confirms, rejects or asks to change items.',
  page: () => import('../src/pages/srm/PurchaseOrderListPage'),
  data: listPageData(() => import('../src/domain/srm/purchase-order').then((m) => m.purchaseOrder)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a purchase order was added, edited, deleted or acted on.',
    ),
  },
});
