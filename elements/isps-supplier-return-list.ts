import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Warehouse › return (menu wms.supplierReturn). */
export const ispsSupplierReturnList = defineElement('isps-supplier-return-list', {
  summary: 'Returns to suppliers: approve reserves defect stock, outbound ships it.',
  page: () => import('../src/pages/warehouse/SupplierReturnListPage'),
  props: {},
  events: {
    'isps-entity-change': '{ entity, action, ids }: a return was added, edited, deleted or acted on.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-supplier-return-list': ElementOf<typeof ispsSupplierReturnList>;
  }
}
