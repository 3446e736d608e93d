import type { DocColumns, LineColumns, Nullable, OptionalDate, OptionalQty } from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Purchase orders and their items (migration 0044, domain.md 3.6) as the typed database sees them, in
 * the conventions of warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 */
export interface SrmPurchaseOrderTable extends DocColumns {
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
  amountExclTax: OptionalQty;
  taxAmount: OptionalQty;
  confirmStatus: Nullable<string>;
  confirmTime: DocColumns['approveTime'];
  confirmBy: Nullable<string>;
  revision: Nullable<number>;
  sourceSystem: Nullable<string>;
  etlHeaderId: Nullable<string>;
  supplierRemark: Nullable<string>;
  supplierVisible: number;
}

export interface SrmPurchaseOrderItemTable extends LineColumns {
  purchaseOrderId: string;
  productId: string;
  supplierPartNo: Nullable<string>;
  description: Nullable<string>;
  qty: Qty;
  uom: Nullable<string>;
  netPrice: OptionalQty;
  priceUnit: OptionalQty;
  taxRate: OptionalQty;
  amount: OptionalQty;
  deliveryDate: OptionalDate;
  confirmedQty: Qty;
  supplierPromiseDate: OptionalDate;
  confirmStatus: Nullable<string>;
  supplierRemark: Nullable<string>;
  buyerReply: Nullable<string>;
  overReceiptPct: OptionalQty;
  underReceiptPct: OptionalQty;
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
  /** Migration 0051: when the supplier confirmed the item (null unless confirmed). */
  confirmTime: DocColumns['approveTime'];
}

export interface SrmDeliveryNoteTable extends DocColumns {
  partnerId: string;
  facilityId: string;
  purchaseOrderId: Nullable<string>;
  shipDate: OptionalDate;
  expectedArrivalDate: OptionalDate;
  arrivalTime: DocColumns['approveTime'];
  shipType: Nullable<string>;
  expressCompany: Nullable<string>;
  expressNo: Nullable<string>;
  freightType: Nullable<string>;
  vehicleNo: Nullable<string>;
  driver: Nullable<string>;
  driverTel: Nullable<string>;
  contact: Nullable<string>;
  tel: Nullable<string>;
  address: Nullable<string>;
  packageCount: Nullable<number>;
  grossWeight: OptionalQty;
  labelPrintCount: Nullable<number>;
}

export interface SrmDeliveryNoteLineTable extends LineColumns {
  deliveryNoteId: string;
  purchaseOrderId: Nullable<string>;
  poItemId: string;
  planLineId: Nullable<string>;
  outsourcingOrderId: Nullable<string>;
  productId: string;
  supplierPartNo: Nullable<string>;
  qty: Qty;
  uom: Nullable<string>;
  supplierBatchNo: Nullable<string>;
  serialNos: Nullable<string>;
  productionDate: OptionalDate;
  expiryDate: OptionalDate;
  packageQty: OptionalQty;
  packageCount: Nullable<number>;
  receivedQty: Qty;
  closedQty: Qty;
}

/** `srm_label` (migration 0046, src/domain/srm/label.ts): one package of a shipped delivery-note line. */
export interface SrmLabelTable extends Omit<LineColumns, 'lineNo' | 'remark'> {
  version: number;
  labelNo: string;
  deliveryNoteId: string;
  deliveryNoteLineId: string;
  poItemId: string;
  partnerId: string;
  facilityId: string;
  productId: string;
  qty: Qty;
  uom: Nullable<string>;
  supplierBatchNo: Nullable<string>;
  productionDate: OptionalDate;
  expiryDate: OptionalDate;
  packageSeq: number;
  packageTotal: number;
  qrPayload: Nullable<string>;
  labelStatus: string;
  printCount: number;
  lastPrintTime: DocColumns['approveTime'];
  receiptLineId: Nullable<string>;
  receivedAt: DocColumns['approveTime'];
  receivedBy: Nullable<string>;
}

/** Delivery plans and their lines (migration 0049, domain.md 3.6). */
export interface SrmDeliveryPlanTable extends DocColumns {
  partnerId: string;
  facilityId: string;
  periodFrom: OptionalDate;
  periodTo: OptionalDate;
  buyerConfirmStatus: Nullable<string>;
  buyerRemark: Nullable<string>;
  buyerConfirmBy: Nullable<string>;
  buyerConfirmTime: DocColumns['approveTime'];
}

export interface SrmDeliveryPlanLineTable extends LineColumns {
  deliveryPlanId: string;
  purchaseOrderId: Nullable<string>;
  poItemId: string;
  productId: string;
  plannedDate: OptionalDate;
  plannedQty: Qty;
  deliveredQty: Qty;
  partnerId: Nullable<string>;
  facilityId: Nullable<string>;
}

/** Outsourcing orders and their components (migration 0050, domain.md 3.6). */
export interface SrmOutsourcingOrderTable extends DocColumns {
  returnStatus: Nullable<string>;
  partnerId: string;
  purchaseOrderId: Nullable<string>;
  productId: string;
  qty: Qty;
  receivedQty: Qty;
  dueDate: OptionalDate;
  issueFacilityId: Nullable<string>;
  subcontractFacilityId: Nullable<string>;
  receiveFacilityId: Nullable<string>;
  confirmStatus: Nullable<string>;
  confirmBy: Nullable<string>;
  confirmTime: DocColumns['approveTime'];
  issueCommandId: Nullable<string>;
}

export interface SrmOutsourcingComponentTable extends LineColumns {
  outsourcingOrderId: string;
  productId: string;
  qtyPerUnit: Qty;
  requiredQty: Qty;
  issuedQty: Qty;
  consumedQty: Qty;
  returnedQty: Qty;
}

export interface SrmTables {
  srmDeliveryPlan: SrmDeliveryPlanTable;
  srmDeliveryPlanLine: SrmDeliveryPlanLineTable;
  srmOutsourcingOrder: SrmOutsourcingOrderTable;
  srmOutsourcingComponent: SrmOutsourcingComponentTable;
  srmPurchaseOrder: SrmPurchaseOrderTable;
  srmPurchaseOrderItem: SrmPurchaseOrderItemTable;
  srmDeliveryNote: SrmDeliveryNoteTable;
  srmDeliveryNoteLine: SrmDeliveryNoteLineTable;
  srmLabel: SrmLabelTable;
}

declare module '../../db/database' {
  interface Database extends SrmTables {}
}
