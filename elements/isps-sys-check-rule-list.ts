import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sys-check-rule-list': ElementOf<typeof ispsSysCheckRuleList>;
  }
}
