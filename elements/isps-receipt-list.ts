import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Warehouse › receive (menu wms.receipt). */
export const ispsReceiptList = defineElement('isps-receipt-list', {
  summary:
    'Receipts: goods counted at the dock; approve posts them to QC or storage and opens their inspections.',
  page: () => import('../src/pages/warehouse/ReceiptListPage'),
  data: listPageData(() => import('../src/domain/warehouse/receipt').then((m) => m.receipt)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a receipt was added, edited, deleted or acted on.',
    ),
  },
});
