import type { ColumnType } from 'kysely';
import type {
  Audit,
  DocColumns,
  Instant,
  LineColumns,
  Nullable,
  OptionalDate,
  OptionalQty,
} from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Receipts, inspections and supplier returns (migration 0030) as the typed database sees them, in the
 * conventions of warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 */
export interface WmsReceiptTable extends DocColumns {
  partnerId: string;
  facilityId: string;
  deliveryNoteId: Nullable<string>;
  purchaseOrderId: Nullable<string>;
  receivedAt: Instant;
  receivedBy: Nullable<string>;
  postingId: Nullable<string>;
  qcRequired: ColumnType<number, number | undefined, number>;
}

export interface WmsReceiptLineTable extends LineColumns {
  receiptId: string;
  deliveryNoteLineId: Nullable<string>;
  poItemId: Nullable<string>;
  productId: string;
  receivedQty: Qty;
  overQty: Qty;
  positionId: Nullable<string>;
  batchId: Nullable<string>;
  supplierBatchNo: Nullable<string>;
  productionDate: OptionalDate;
  expiryDate: OptionalDate;
  inspectionId: Nullable<string>;
  acceptedQty: Qty;
  rejectedQty: Qty;
  returnedQty: Qty;
  settledQty: Qty;
  /** The receipt's, copied at posting (migration 0130). */
  partnerId: Nullable<string>;
  facilityId: Nullable<string>;
}

export interface QmsInspectionTable extends DocColumns {
  inspectionType: string;
  sourceDocType: Nullable<string>;
  sourceDocId: Nullable<string>;
  sourceLineId: Nullable<string>;
  partnerId: Nullable<string>;
  productId: string;
  batchId: Nullable<string>;
  facilityId: Nullable<string>;
  positionId: Nullable<string>;
  lotQty: Qty;
  inspectionMode: Nullable<string>;
  samplingPlanId: Nullable<string>;
  sampleQty: OptionalQty;
  defectQty: OptionalQty;
  result: Nullable<string>;
  qualifiedQty: OptionalQty;
  unqualifiedQty: OptionalQty;
  disposition: Nullable<string>;
  defectType: Nullable<string>;
  defectDesc: Nullable<string>;
  inspectorUserId: Nullable<string>;
  inspectedAt: Instant;
  concessionBy: Nullable<string>;
  concessionTime: Instant;
  fileIds: Nullable<string>;
  supplierVisible: number;
}

export interface QmsInspectionItemTable extends LineColumns {
  inspectionId: string;
  standardId: Nullable<string>;
  characteristic: string;
  method: Nullable<string>;
  standardValue: Nullable<string>;
  lowerLimit: OptionalQty;
  upperLimit: OptionalQty;
  unit: Nullable<string>;
  measuredValues: Nullable<string>;
  result: Nullable<string>;
  isKey: number;
}

interface MasterColumns extends Audit {
  status: Nullable<string>;
  delFlag: number;
  sysOrgCode: Nullable<string>;
  version: number;
}

export interface QmsInspectionStandardTable extends MasterColumns {
  productId: Nullable<string>;
  categoryId: Nullable<string>;
  inspectionType: string;
  itemNo: Nullable<number>;
  characteristic: string;
  method: Nullable<string>;
  standardValue: Nullable<string>;
  lowerLimit: OptionalQty;
  upperLimit: OptionalQty;
  unit: Nullable<string>;
  isKey: number;
}

export interface QmsSamplingPlanTable extends MasterColumns {
  code: string;
  inspectionLevel: Nullable<string>;
  aql: OptionalQty;
  lotFrom: Qty;
  lotTo: Qty;
  sampleSize: Qty;
  acceptCount: Nullable<number>;
  rejectCount: Nullable<number>;
}

export interface WmsSupplierReturnTable extends DocColumns {
  partnerId: string;
  facilityId: string;
  purchaseOrderId: Nullable<string>;
  receiptId: Nullable<string>;
  inspectionId: Nullable<string>;
  returnReason: string;
  replacementRequired: number;
  supplierConfirmStatus: Nullable<string>;
  shipType: Nullable<string>;
  expressCompany: Nullable<string>;
  expressNo: Nullable<string>;
  freightType: Nullable<string>;
  contact: Nullable<string>;
  tel: Nullable<string>;
  address: Nullable<string>;
  sapStatus: Nullable<string>;
}

export interface WmsSupplierReturnLineTable extends LineColumns {
  supplierReturnId: string;
  poItemId: Nullable<string>;
  receiptLineId: Nullable<string>;
  productId: string;
  batchId: Nullable<string>;
  positionId: Nullable<string>;
  qty: Qty;
  deliveryQty: Qty;
  closedQty: Qty;
  unitPrice: OptionalQty;
  /** Migration 0070 (supplier settlement). */
  settledQty: ColumnType<number | string, number | undefined, number>;
}

export interface QualityTables {
  wmsReceipt: WmsReceiptTable;
  wmsReceiptLine: WmsReceiptLineTable;
  qmsInspection: QmsInspectionTable;
  qmsInspectionItem: QmsInspectionItemTable;
  qmsInspectionStandard: QmsInspectionStandardTable;
  qmsSamplingPlan: QmsSamplingPlanTable;
  wmsSupplierReturn: WmsSupplierReturnTable;
  wmsSupplierReturnLine: WmsSupplierReturnLineTable;
}

declare module '../../db/database' {
  interface Database extends QualityTables {}
}
