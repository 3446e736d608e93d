import type { ColumnType } from 'kysely';
import type {
  DocColumns,
  Instant,
  LineColumns,
  Nullable,
  OptionalDate,
  OptionalQty,
} from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Supplier settlements and invoice applications (migration 0070, domain.md 3.6, 3.11) as the typed
 * database sees them, in the conventions of warehouse-tables.ts (scaled numbers are strings from
 * PostgreSQL bigint).
 */
type Flag = ColumnType<number, number | undefined, number>;
type Scaled = ColumnType<number | string, number | undefined, number>;

export interface OmsSupplierSettleTable extends DocColumns {
  partnerId: string;
  periodFrom: OptionalDate;
  periodTo: OptionalDate;
  currency: Nullable<string>;
  totalQty: Scaled;
  amountExclTax: Scaled;
  taxAmount: Scaled;
  amountInclTax: Scaled;
  supplierConfirmStatus: Nullable<string>;
  supplierConfirmTime: Instant;
  invoiceStatus: Nullable<string>;
  invoicedAmount: Scaled;
  published: Flag;
}

export interface OmsSupplierSettleLineTable extends LineColumns {
  supplierSettleId: string;
  receiptLineId: Nullable<string>;
  supplierReturnLineId: Nullable<string>;
  purchaseOrderId: Nullable<string>;
  poItemId: Nullable<string>;
  productId: Nullable<string>;
  qty: Qty;
  priceUnit: Qty;
  unitPrice: OptionalQty;
  amount: Qty;
  taxRate: Qty;
  taxAmount: Qty;
  dispute: Flag;
  disputeRemark: Nullable<string>;
}

export interface SrmInvoiceApplicationTable extends DocColumns {
  partnerId: Nullable<string>;
  supplierSettleId: string;
  currency: Nullable<string>;
  invoiceType: string;
  amountExclTax: Scaled;
  taxAmount: Scaled;
  amountInclTax: Scaled;
  differenceAmount: Scaled;
  verifyStatus: Nullable<string>;
  verifyBy: Nullable<string>;
  verifyTime: Instant;
  verifyRemark: Nullable<string>;
  paymentStatus: Nullable<string>;
  sapDocNo: Nullable<string>;
  sapStatus: Nullable<string>;
}

export interface SrmInvoiceApplicationLineTable extends LineColumns {
  invoiceApplicationId: string;
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: OptionalDate;
  amountExclTax: Qty;
  taxRate: Scaled;
  taxAmount: Scaled;
  amountInclTax: Scaled;
  fileId: Nullable<string>;
}

export interface SettleTables {
  omsSupplierSettle: OmsSupplierSettleTable;
  omsSupplierSettleLine: OmsSupplierSettleLineTable;
  srmInvoiceApplication: SrmInvoiceApplicationTable;
  srmInvoiceApplicationLine: SrmInvoiceApplicationLineTable;
}

declare module '../../db/database' {
  interface Database extends SettleTables {}
}
