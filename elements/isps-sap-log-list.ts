import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Orders › SAP log (menu oms.sapLog). */
export const ispsSapLogList = defineElement('isps-sap-log-list', {
  summary:
    'SAP interface log and outbox: filter messages, view payloads, result, duration and back-off; retry or ignore failed ones; export.',
  page: () => import('../src/pages/oms/SapLogListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: after the list changed through its generic actions.',
    ),
  },
});
