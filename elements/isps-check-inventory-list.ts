import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Inventory commands › stock counts (menu inventory.checkInventory). */
export const ispsCheckInventoryList = defineElement('isps-check-inventory-list', {
  summary: 'Stock counts: approve, enter count, adjust gains and losses, ignore, force finish.',
  page: () => import('../src/pages/warehouse/CheckInventoryListPage'),
  props: {
    formMode: { type: 'string', description: '`modal` (default) or `drawer`: where the edit form opens.' },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a count was edited, approved, counted or adjusted.',
    ),
  },
});
