import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/AinEquipment (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmAinEquipment = defineElement('isps-fsm-ain-equipment', {
  summary: 'AinEquipment: the installed base with its FSM columns, read only.',
  page: () => import('../src/pages/fsm/AinEquipmentPage'),
  props: {},
  events: {},
});
