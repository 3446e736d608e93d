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
 * Production (migration 0060, domain.md 3.9) as the typed database sees it, in the conventions of
 * warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 */
export interface MesBomTable extends Audit {
  productId: string;
  bomVersion: string;
  componentId: string;
  qtyPerUnit: Qty;
  scrapPct: OptionalQty;
  backflush: Nullable<number>;
  status: Nullable<string>;
  delFlag: Nullable<number>;
  version: Nullable<number>;
}

export interface MesProductionOrderTable extends DocColumns {
  orderType: string;
  productId: string;
  bomVersion: Nullable<string>;
  plannedQty: Qty;
  facilityId: string;
  lineSideFacilityId: string;
  workCenter: Nullable<string>;
  plannedStart: Instant;
  plannedEnd: Instant;
  actualStart: Instant;
  actualEnd: Instant;
  reportedQty: Qty;
  scrapQty: Qty;
  checkedQty: Qty;
  receivedQty: Qty;
  salesOrderId: Nullable<string>;
  eccSaleOrderId: Nullable<string>;
  sourceSystem: Nullable<string>;
  sapStatus: Nullable<string>;
  /** Migration 0062: the IDoc content the order was last imported from. */
  sapContentHash: Nullable<string>;
}

export interface MesProductionComponentTable extends LineColumns {
  productionOrderId: string;
  productId: string;
  qtyPerUnit: Qty;
  requiredQty: OptionalQty;
  backflush: Nullable<number>;
  issuedQty: Qty;
  returnedQty: Qty;
  consumedQty: Qty;
}

export interface MesMaterialDocTable extends DocColumns {
  docKind: string;
  productionOrderId: string;
  outFacilityId: Nullable<string>;
  inFacilityId: Nullable<string>;
  teamId: Nullable<string>;
  /** Migration 0062: SAP's material document of the last goods movement. */
  sapDocNo: Nullable<string>;
}

export interface MesMaterialDocLineTable extends LineColumns {
  materialDocId: string;
  productionComponentId: string;
  productId: string;
  batchId: Nullable<string>;
  qty: Qty;
  deliveryQty: Qty;
  stockInQty: Qty;
  closedQty: Qty;
  outPositionId: Nullable<string>;
  inPositionId: Nullable<string>;
  refLineId: Nullable<string>;
}

export interface MesReportOrderTable extends DocColumns {
  productionOrderId: string;
  operationNo: Nullable<string>;
  workCenter: Nullable<string>;
  reportDate: OptionalDate;
  shift: Nullable<string>;
  teamId: Nullable<string>;
  operatorUserId: Nullable<string>;
  goodQty: Qty;
  scrapQty: OptionalQty;
  reworkQty: OptionalQty;
  workHours: OptionalQty;
  machineHours: OptionalQty;
  outputBatchNo: Nullable<string>;
  serialFrom: Nullable<string>;
  serialTo: Nullable<string>;
  transferReceiveId: Nullable<string>;
  sapDocNo: Nullable<string>;
}

export interface MesTransferReceiveTable extends DocColumns {
  productionOrderId: string;
  reportOrderId: Nullable<string>;
  inspectionId: Nullable<string>;
  inFacilityId: string;
  inPositionId: Nullable<string>;
  productionDate: OptionalDate;
  sapDocNo: Nullable<string>;
}

export interface MesTransferReceiveLineTable extends LineColumns {
  transferReceiveId: string;
  productId: string;
  batchNo: Nullable<string>;
  serialNo: Nullable<string>;
  qty: Qty;
  stockInQty: Qty;
  closedQty: Qty;
}

export interface MesTables {
  mesBom: MesBomTable;
  mesProductionOrder: MesProductionOrderTable;
  mesProductionComponent: MesProductionComponentTable;
  mesMaterialDoc: MesMaterialDocTable;
  mesMaterialDocLine: MesMaterialDocLineTable;
  mesReportOrder: MesReportOrderTable;
  mesTransferReceive: MesTransferReceiveTable;
  mesTransferReceiveLine: MesTransferReceiveLineTable;
}

declare module '../../db/database' {
  interface Database extends MesTables {}
}
