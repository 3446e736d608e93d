import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

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
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
