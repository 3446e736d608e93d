import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Print templates with the label and document designer (menu sys.printTemplate). */
export const ispsSysPrintTemplateList = defineElement('isps-sys-print-template-list', {
  summary: 'Print templates with the label and document designer (menu sys.printTemplate).',
  page: () => import('../src/pages/system/PrintTemplateListPage'),
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
