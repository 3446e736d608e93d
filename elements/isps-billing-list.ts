import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement } from '../src/ui/root/defineElement';

/** Warehouse › billing lists (menu wms.billingList). */
export const ispsBillingList = defineElement('isps-billing-list', {
  summary: 'Billing lists: delivered lines of a customer and period, approved into billed quantities.',
  page: () => import('../src/pages/warehouse/BillingListPage'),
  data: listPageData(() => import('../src/domain/warehouse/billing-list').then((m) => m.billingList)),
  props: {},
  events: {},
});
