import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Inventory commands: replenish commands with the actions of the document workflow (menu inventory). */
export const ispsReplenishCommandList = defineElement('isps-replenish-command-list', {
  summary: 'Replenish commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/ReplenishCommandListPage'),
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
    'isps-replenish-command-list': ElementOf<typeof ispsReplenishCommandList>;
  }
}
