import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Inventory commands: delivery commands with the actions of the document workflow (menu inventory). */
export const ispsDeliveryCommandList = defineElement('isps-delivery-command-list', {
  summary: 'Delivery commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/DeliveryCommandListPage'),
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
    'isps-delivery-command-list': ElementOf<typeof ispsDeliveryCommandList>;
  }
}
