import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › bills of materials (menu mes.bom, issue 14 point 2). */
export const ispsBomList = defineElement('isps-bom-list', {
  summary:
    'Bills of materials: per product and version its components with quantity per unit, scrap and backflush; query, add, edit, delete, Excel import and export.',
  page: () => import('../src/pages/production/BomListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a BOM row was added, edited, deleted or imported.',
    ),
  },
});
