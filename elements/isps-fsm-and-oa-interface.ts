import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/FSMAndOAInterface (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmAndOaInterface = defineElement('isps-fsm-and-oa-interface', {
  summary: 'FSMAndOAInterface: the FSM/OA message log; failed messages may be ignored.',
  page: () => import('../src/pages/fsm/FsmAndOaInterfacePage'),
  data: listPageData(() => import('../src/domain/warehouse/fsm').then((m) => m.oaInterface)),
  props: {},
  events: {},
});
