import type { proformaInvoice, proformaInvoiceLine } from '../../../src/domain/oms/proforma-invoice';
import type { bosOrder, SalesOrderLineDescriptor } from '../../../src/domain/oms/sales-order';
import type { TableOf } from '../../db/entity-row-types';

/**
 * Sales order and proforma invoice tables (migration 0075, domain.md 3.11), their rows inferred from the
 * descriptors (server/db/entity-row-types.ts). Every sales order page (BOS, CRM) is the same factory's
 * descriptor over `oms_sales_order`.
 */
export type OmsSalesOrderTable = TableOf<typeof bosOrder>;

export type OmsSalesOrderLineTable = TableOf<SalesOrderLineDescriptor>;

export type OmsProformaInvoiceTable = TableOf<typeof proformaInvoice>;

export type OmsProformaInvoiceLineTable = TableOf<typeof proformaInvoiceLine>;

export interface OmsSalesTables {
  omsSalesOrder: OmsSalesOrderTable;
  omsSalesOrderLine: OmsSalesOrderLineTable;
  omsProformaInvoice: OmsProformaInvoiceTable;
  omsProformaInvoiceLine: OmsProformaInvoiceLineTable;
}

declare module '../../db/database' {
  interface Database extends OmsSalesTables {}
}
