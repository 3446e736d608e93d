import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Inventory commands: RMA commands with the actions of the document workflow (menu inventory). */
export const ispsRmaCommandList = defineElement('isps-rma-command-list', {
  summary: 'RMA commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/RmaCommandListPage'),
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
    'isps-rma-command-list': ElementOf<typeof ispsRmaCommandList>;
  }
}
