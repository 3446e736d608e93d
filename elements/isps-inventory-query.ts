import { defineElement, detail } from '../src/ui/root/defineElement';

/** Warehouse › inventory (menu wms.inventory). */
export const ispsInventoryQuery = defineElement('isps-inventory-query', {
  summary:
    'Inventory by product, facility, position and batch: onhand, promise, usable, age; export; check inventory.',
  page: () => import('../src/pages/warehouse/InventoryQueryPage'),
  props: {
    facilityId: { type: 'string', description: 'Shows only this facility.' },
  },
  events: {
    'isps-stock-count-opened': detail<{ id: string; code: string }>(
      '{ id, code }: check inventory opened a stock count for the selected rows.',
    ),
  },
});
