import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Inventory commands: transfer commands with the actions of the document workflow (menu inventory). */
export const ispsTransferCommandList = defineElement('isps-transfer-command-list', {
  summary: 'Transfer commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/TransferCommandListPage'),
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
