import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › raw materials (menu ofr.rawMaterial). */
export const ispsRawMaterialList = defineElement('isps-raw-material-list', {
  summary: 'Raw materials with their price history: query, add, edit, delete, import and export.',
  page: () => import('../src/pages/offer/RawMaterialListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
