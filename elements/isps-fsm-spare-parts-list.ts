import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsmspareparts/FsmSparePartsList (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmSparePartsList = defineElement('isps-fsm-spare-parts-list', {
  summary: 'FsmSparePartsList: FSM spare-part requests; approve reserves stock in a service delivery.',
  page: () => import('../src/pages/fsm/FsmSparePartsListPage'),
  data: listPageData(() => import('../src/domain/warehouse/fsm').then((m) => m.sparePartRequest)),
  props: {},
  events: {},
});
