import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/importServiceContract (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmImportServiceContract = defineElement('isps-fsm-import-service-contract', {
  summary: 'importServiceContract: service contracts and their Excel import with row errors.',
  page: () => import('../src/pages/fsm/ImportServiceContractPage'),
  data: listPageData(() => import('../src/domain/warehouse/fsm').then((m) => m.serviceContract)),
  props: {},
  events: {},
});
