import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Orders › proforma invoices (menu oms.proformaInvoice). */
export const ispsProformaInvoiceList = defineElement('isps-proforma-invoice-list', {
  summary:
    'Proforma invoices created from a sales order or an offer, with HS codes and weights; approved ones print as a PDF.',
  page: () => import('../src/pages/oms/ProformaInvoiceListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a proforma invoice was added, edited, deleted or acted on.',
    ),
  },
});
