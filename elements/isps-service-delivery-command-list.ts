import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Inventory commands: service delivery commands with the actions of the document workflow (menu inventory). */
export const ispsServiceDeliveryCommandList = defineElement('isps-service-delivery-command-list', {
  summary:
    'Service delivery commands: list, add, edit, approve, cancel approval, cancel, execute, force finish.',
  page: () => import('../src/pages/warehouse/ServiceDeliveryCommandListPage'),
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
    'isps-service-delivery-command-list': ElementOf<typeof ispsServiceDeliveryCommandList>;
  }
}
