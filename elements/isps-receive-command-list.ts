import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Inventory commands: receive commands with the actions of the document workflow (menu inventory). */
export const ispsReceiveCommandList = defineElement('isps-receive-command-list', {
  summary: 'Receive commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/ReceiveCommandListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a command was added, edited, deleted, approved or executed.',
    ),
  },
});
