import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Message templates with a test send (menu message.template). */
export const ispsMessageTemplateList = defineElement('isps-message-template-list', {
  summary: 'Message templates with a test send (menu message.template).',
  page: () => import('../src/pages/system/MessageTemplateListPage'),
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
