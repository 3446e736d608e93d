import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › AP types (menu ofr.apType). */
export const ispsApTypeList = defineElement('isps-ap-type-list', {
  summary: 'AP types (adders) and their calculation method: query, add, edit, delete, import and export.',
  page: () => import('../src/pages/offer/ApTypeListPage'),
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
