import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change':
      '{ entity, action, ids }: a command was added, edited, deleted, approved or executed.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-transfer-command-list': ElementOf<typeof ispsTransferCommandList>;
  }
}
