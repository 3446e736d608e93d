import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › invoice application (menu srm.invoiceApplication). */
export const ispsInvoiceApplicationList = defineElement('isps-invoice-application-list', {
  summary: "Invoice applications: the supplier's invoices and scans for a settlement, verified by finance.",
  page: () => import('../src/pages/settle/InvoiceApplicationListPage'),
  data: listPageData(() => import('../src/domain/srm/invoice-application').then((m) => m.invoiceApplication)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: an application was added, edited, deleted or acted on.',
    ),
  },
});
