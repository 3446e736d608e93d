import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Master data: products (menu mdm.product). */
export const ispsProductList = defineElement('isps-product-list', {
  summary: 'Product list: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/ProductListPage'),
  data: listPageData(() => import('../src/domain/masterdata').then((m) => m.product)),
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
