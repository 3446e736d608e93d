import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › purchase order items (menu srm.purchaseOrderItem). */
export const ispsPurchaseOrderItemList = defineElement('isps-purchase-order-item-list', {
  summary: 'Purchase order items with their confirmation and delivery quantities, read only, Excel export.',
  page: () => import('../src/pages/srm/PurchaseOrderItemListPage'),
  data: listPageData(() => import('../src/domain/srm/purchase-order').then((m) => m.purchaseOrderItem)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: never sent by this read-only list.',
    ),
  },
});
