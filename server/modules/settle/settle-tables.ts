import type { supplierSettle, supplierSettleLine } from '../../../src/domain/oms/supplier-settle';
import type { invoiceApplication, invoiceApplicationLine } from '../../../src/domain/srm/invoice-application';
import type { TableOf } from '../../db/entity-row-types';

/**
 * Supplier settlements and invoice applications (migration 0070, domain.md 3.6, 3.11), their rows
 * inferred from the descriptors (server/db/entity-row-types.ts).
 */

export type OmsSupplierSettleTable = TableOf<typeof supplierSettle>;

export type OmsSupplierSettleLineTable = TableOf<typeof supplierSettleLine>;

export type SrmInvoiceApplicationTable = TableOf<typeof invoiceApplication>;

export type SrmInvoiceApplicationLineTable = TableOf<typeof invoiceApplicationLine>;

export interface SettleTables {
  omsSupplierSettle: OmsSupplierSettleTable;
  omsSupplierSettleLine: OmsSupplierSettleLineTable;
  srmInvoiceApplication: SrmInvoiceApplicationTable;
  srmInvoiceApplicationLine: SrmInvoiceApplicationLineTable;
}

declare module '../../db/database' {
  interface Database extends SettleTables {}
}
