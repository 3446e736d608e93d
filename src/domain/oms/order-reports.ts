import type { LocalText } from '../i18n-text';

/**
 * The saved queries of the orders menu's "reports" page (domain.md 3.11, issue 13 point 7): online
 * reports (the `onl_` module) seeded for every installation, one tab each on the page.
 */
export const ORDER_REPORTS: readonly { code: string; label: LocalText }[] = [
  { code: 'rp_oms_open_orders', label: { zh: '客户未结订单', en: 'Open orders by customer' } },
  { code: 'rp_oms_settle_uninvoiced', label: { zh: '待开票对账单', en: 'Settlements awaiting invoice' } },
  { code: 'rp_oms_invoice_unverified', label: { zh: '待校验发票', en: 'Invoices awaiting verification' } },
  { code: 'rp_oms_sap_failures', label: { zh: 'SAP失败（按接口）', en: 'SAP failures by interface' } },
];
