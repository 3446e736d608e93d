import { defineElement } from '../src/ui/root/defineElement';

/** Orders › service settle (menu oms.serviceSettle). */
export const ispsServiceSettleList = defineElement('isps-service-settle-list', {
  summary:
    'Service settlements: generated from completed field-service activities of a provider or team and period, confirmed for the provider, approved by finance (SAP queued).',
  page: () => import('../src/pages/oms/ServiceSettleListPage'),
  props: {},
  events: {},
});
