import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Warehouse › receive (menu wms.receipt). */
export const ispsReceiptList = defineElement('isps-receipt-list', {
  summary:
    'Receipts: goods counted at the dock; approve posts them to QC or storage and opens their inspections.',
  page: () => import('../src/pages/warehouse/ReceiptListPage'),
  props: {},
  events: {
    'isps-entity-change': '{ entity, action, ids }: a receipt was added, edited, deleted or acted on.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-receipt-list': ElementOf<typeof ispsReceiptList>;
  }
}
