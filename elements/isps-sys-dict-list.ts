import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Dictionaries and their items, with the cache refresh (menu sys.dict). */
export const ispsSysDictList = defineElement('isps-sys-dict-list', {
  summary: 'Dictionaries and their items, with the cache refresh (menu sys.dict).',
  page: () => import('../src/pages/system/DictListPage'),
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
