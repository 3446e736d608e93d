import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Orders › CM apply (menu oms.cmApply). */
export const ispsCmApplyList = defineElement('isps-cm-apply-list', {
  summary:
    'Credit memo requests: customer, SAP order and billing, reason and priced lines; approved by the sales manager, then finance, which queues the SAP credit memo.',
  page: () => import('../src/pages/oms/CmApplyListPage'),
  data: listPageData(() => import('../src/domain/oms/cm-apply').then((m) => m.cmApply)),
  props: {},
  events: {},
});
