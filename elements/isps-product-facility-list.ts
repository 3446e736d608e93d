import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

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
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
