import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Check rules with a test dialog (menu sys.checkRule). */
export const ispsSysCheckRuleList = defineElement('isps-sys-check-rule-list', {
  summary: 'Check rules with a test dialog (menu sys.checkRule).',
  page: () => import('../src/pages/system/CheckRuleListPage'),
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
