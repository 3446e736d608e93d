import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Fill rules with a test (menu sys.fillRule). */
export const ispsSysFillRuleList = defineElement('isps-sys-fill-rule-list', {
  summary: 'Fill rules with a test (menu sys.fillRule).',
  page: () => import('../src/pages/system/FillRuleListPage'),
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
