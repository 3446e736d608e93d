import type { deliveryNote, deliveryNoteLine } from '../../../src/domain/srm/delivery-note';
import type { deliveryPlan, deliveryPlanLine } from '../../../src/domain/srm/delivery-plan';
import type { label } from '../../../src/domain/srm/label';
import type { outsourcingComponent, outsourcingOrder } from '../../../src/domain/srm/outsourcing-order';
import type { TableOf } from '../../db/entity-row-types';
import type { DocColumns, LineColumns, Nullable, OptionalDate, OptionalQty } from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Purchase orders and their items (migration 0044, domain.md 3.6) as the typed database sees them, in
 * the conventions of warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 * Still explicit rather than `TableOf<typeof purchaseOrder>`: the SAP import (etl-publish.ts) and the
 * item effects write values typed nullable into the item's `deliveryDate` (required: NOT NULL) and the
 * header's `currency` (defaulted), which the inferred types refuse; making those writes total changes
 * behaviour.
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

export type SrmDeliveryNoteTable = TableOf<typeof deliveryNote>;

export type SrmDeliveryNoteLineTable = TableOf<typeof deliveryNoteLine>;

/** `srm_label` (migration 0046, src/domain/srm/label.ts): one package of a shipped delivery-note line. */
export type SrmLabelTable = TableOf<typeof label>;

/** Delivery plans and their lines (migration 0049, domain.md 3.6). */
export type SrmDeliveryPlanTable = TableOf<typeof deliveryPlan>;

export type SrmDeliveryPlanLineTable = TableOf<typeof deliveryPlanLine>;

/** Outsourcing orders and their components (migration 0050, domain.md 3.6). */
export type SrmOutsourcingOrderTable = TableOf<typeof outsourcingOrder>;

export type SrmOutsourcingComponentTable = TableOf<typeof outsourcingComponent>;

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
