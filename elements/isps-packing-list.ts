import { defineElement } from '../src/ui/root/defineElement';

/** Warehouse › packing list (menu wms.packingList). */
export const ispsPackingList = defineElement('isps-packing-list', {
  summary: 'Packing lists: packing tasks with their packages, printed as packing list and package labels.',
  page: () => import('../src/pages/packing/PackingListPage'),
  props: {},
  events: {},
});
