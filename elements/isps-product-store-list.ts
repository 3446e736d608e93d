import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Master data: product stores (menu mdm.productStore). */
export const ispsProductStoreList = defineElement('isps-product-store-list', {
  summary: 'Product stores: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/ProductStoreListPage'),
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
    'isps-product-store-list': ElementOf<typeof ispsProductStoreList>;
  }
}
