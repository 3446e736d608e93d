import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › report order (menu mes.reportOrder). */
export const ispsReportOrderList = defineElement('isps-report-order-list', {
  summary: 'Report orders: approval posts the backflush and creates the transfer receive.',
  page: () => import('../src/pages/production/ReportOrderListPage'),
  data: listPageData(() => import('../src/domain/production/report-order').then((m) => m.reportOrder)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a report order was added, edited, deleted or acted on.',
    ),
  },
});
