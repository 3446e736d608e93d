import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Administration of online reports (menu sys.onlineReport). */
export const ispsOnlineReportList = defineElement('isps-online-report-list', {
  summary: 'Online report definitions: SQL, columns with dictionaries, parameters.',
  page: () => import('../src/pages/report/OnlineReportListPage'),
  data: listPageData(() => import('../src/domain/entity/online-report').then((m) => m.reportHead)),
  props: {},
  events: {},
});
