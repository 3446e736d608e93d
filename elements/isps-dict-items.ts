import type { DictOption } from '../src/client/session';
import { defineElement, detail, method } from '../src/ui/root/defineElement';

/** A dictionary browser: pick a dictionary code, see its items, open one. */
export const ispsDictItems = defineElement('isps-dict-items', {
  summary: 'Dictionary browser: choose a dictionary code, list its items, open an item in a modal.',
  page: () => import('../src/pages/system/dict-view/DictItemsPage'),
  props: {
    dictCode: { type: 'string', description: 'The dictionary shown first.' },
  },
  events: {
    'isps-dict-change': detail<{ dictCode: string; items: DictOption[] }>(
      '{ dictCode, items }: another dictionary was chosen and its items loaded.',
    ),
  },
  methods: {
    refresh: method<() => Promise<void>>('Clears the server dictionary cache and reloads the codes.'),
  },
});
