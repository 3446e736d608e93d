import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Master data: product facility settings (menu mdm.productFacility). */
export const ispsProductFacilityList = defineElement('isps-product-facility-list', {
  summary:
    'Product facility settings (min/max, reorder multiple, replenish-from facility): query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/ProductFacilityListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-product-facility-list': ElementOf<typeof ispsProductFacilityList>;
  }
}
