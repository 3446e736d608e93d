import type { ColumnType } from 'kysely';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Purchase orders and their items (migration 0044, domain.md 3.6) as the typed database sees them, in
 * the conventions of warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 */
type Nullable<T> = T | null;
type Instant = ColumnType<string | Date | null, string | null, string | null>;
type OptionalDate = ColumnType<string | Date | null, string | null, string | null>;
type OptionalScaled = ColumnType<number | string | null, number | null, number | null>;

interface Audit {
  id: string;
  tenantId: number;
  createBy: Nullable<string>;
  createTime: Instant;
  updateBy: Nullable<string>;
  updateTime: Instant;
}

export interface SrmPurchaseOrderTable extends Audit {
  code: string;
  docStatus: string;
  fulfilStatus: string;
  partnerId: string;
  poType: string;
  companyCode: Nullable<string>;
  purchOrg: Nullable<string>;
  purchGroup: Nullable<string>;
  buyerUserId: Nullable<string>;
  currency: Nullable<string>;
  poDate: OptionalDate;
  paymentTerms: Nullable<string>;
  incoterm: Nullable<string>;
  facilityId: Nullable<string>;
  contact: Nullable<string>;
  tel: Nullable<string>;
  address: Nullable<string>;
  amountExclTax: OptionalScaled;
  taxAmount: OptionalScaled;
  confirmStatus: Nullable<string>;
  confirmTime: Instant;
  confirmBy: Nullable<string>;
  revision: Nullable<number>;
  sourceSystem: Nullable<string>;
  etlHeaderId: Nullable<string>;
  supplierRemark: Nullable<string>;
  supplierVisible: number;
  approveBy: Nullable<string>;
  approveTime: Instant;
  cancelRemark: Nullable<string>;
  remark: Nullable<string>;
  sysOrgCode: Nullable<string>;
  version: number;
}

export interface SrmPurchaseOrderItemTable extends Audit {
  purchaseOrderId: string;
  lineNo: Nullable<number>;
  remark: Nullable<string>;
  productId: string;
  supplierPartNo: Nullable<string>;
  description: Nullable<string>;
  qty: Qty;
  uom: Nullable<string>;
  netPrice: OptionalScaled;
  priceUnit: OptionalScaled;
  taxRate: OptionalScaled;
  amount: OptionalScaled;
  deliveryDate: OptionalDate;
  confirmedQty: Qty;
  supplierPromiseDate: OptionalDate;
  confirmStatus: Nullable<string>;
  supplierRemark: Nullable<string>;
  buyerReply: Nullable<string>;
  overReceiptPct: OptionalScaled;
  underReceiptPct: OptionalScaled;
  plannedQty: Qty;
  inTransitQty: Qty;
  receivedQty: Qty;
  acceptedQty: Qty;
  rejectedQty: Qty;
  returnedQty: Qty;
  replaceQty: Qty;
  settledQty: Qty;
  closedQty: Qty;
  facilityId: Nullable<string>;
  storageLocation: Nullable<string>;
  fulfilStatus: Nullable<string>;
  deletionFlag: Nullable<number>;
  partnerId: Nullable<string>;
  supplierVisible: number;
}

export interface SrmTables {
  srmPurchaseOrder: SrmPurchaseOrderTable;
  srmPurchaseOrderItem: SrmPurchaseOrderItemTable;
}

declare module '../../db/database' {
  interface Database extends SrmTables {}
}
