import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › membrane data (menu mes.membraneData). */
export const ispsMembraneDataList = defineElement('isps-membrane-data-list', {
  summary: 'Membrane test records of the test benches: query, add, edit, delete, Excel import and export.',
  page: () => import('../src/pages/production/MembraneDataListPage'),
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
