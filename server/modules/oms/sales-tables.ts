import type { proformaInvoice, proformaInvoiceLine } from '../../../src/domain/oms/proforma-invoice';
import type { TableOf } from '../../db/entity-row-types';
import type { DocColumns, LineColumns, Nullable, OptionalDate, OptionalQty } from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Sales order and proforma invoice tables (migration 0075, domain.md 3.11) as the typed database sees
 * them, in the conventions of warehouse-tables.ts: scaled numbers are numbers (SQLite) or strings
 * (PostgreSQL bigint), dates text (SQLite) or Date (pg).
 */
export interface OmsSalesOrderTable extends DocColumns {
  sourceSystem: string;
  sourceOrderNo: string;
  customerId: string;
  productStoreId: string;
  salesUserId: Nullable<string>;
  orderDate: OptionalDate;
  requestedDate: OptionalDate;
  currency: string;
  totalAmount: OptionalQty;
  taxAmount: OptionalQty;
  shipType: Nullable<string>;
  contact: Nullable<string>;
  tel: Nullable<string>;
  address: Nullable<string>;
  regionCode: Nullable<string>;
  offerId: Nullable<string>;
  eshopSaleOrderId: Nullable<string>;
  eccSaleOrderId: Nullable<string>;
  sapStatus: Nullable<string>;
}

export interface OmsSalesOrderLineTable extends LineColumns {
  salesOrderId: string;
  productId: string;
  qty: Qty;
  unitPrice: Qty;
  taxRate: OptionalQty;
  amount: OptionalQty;
  taxAmount: OptionalQty;
  requestedDate: OptionalDate;
  deliveredQty: OptionalQty;
  billedQty: OptionalQty;
  eccItemNo: Nullable<string>;
}

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
