import { defineElement } from '../src/ui/root/defineElement';

/** Warehouse › picklist (menu wms.picklist). */
export const ispsPicklistList = defineElement('isps-picklist-list', {
  summary: 'Picklists: gather approved outbound commands, print with barcodes, confirm picks to staging.',
  page: () => import('../src/pages/warehouse/PicklistPage'),
  props: {},
  events: {},
});
