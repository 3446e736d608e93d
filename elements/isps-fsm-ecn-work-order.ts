import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/EcnWorkOrder (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmEcnWorkOrder = defineElement('isps-fsm-ecn-work-order', {
  summary: 'EcnWorkOrder: engineering changes rolled out to installed equipment.',
  page: () => import('../src/pages/fsm/EcnWorkOrderPage'),
  data: listPageData(() => import('../src/domain/warehouse/fsm').then((m) => m.ecnWorkOrder)),
  props: {},
  events: {},
});
