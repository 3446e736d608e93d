import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sys-dict-list': ElementOf<typeof ispsSysDictList>;
  }
}
