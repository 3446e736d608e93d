import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › delivery notes (menu srm.deliveryNote). */
export const ispsDeliveryNoteList = defineElement('isps-delivery-note-list', {
  summary:
    'Delivery notes: the supplier ships open purchase-order items to a facility; staff view and force-finish.',
  page: () => import('../src/pages/srm/DeliveryNoteListPage'),
  data: listPageData(() => import('../src/domain/srm/delivery-note').then((m) => m.deliveryNote)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a delivery note was added, edited, deleted or acted on.',
    ),
  },
});
