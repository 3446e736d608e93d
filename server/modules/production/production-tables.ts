import type { bom, productionComponent } from '../../../src/domain/production/production-order';
import type { reportOrder } from '../../../src/domain/production/report-order';
import type { transferReceive, transferReceiveLine } from '../../../src/domain/production/transfer-receive';
import type { TableOf } from '../../db/entity-row-types';
import type { DocColumns, Instant, LineColumns, Nullable } from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Production (migration 0060, domain.md 3.9) as the typed database sees it, in the conventions of
 * warehouse-tables.ts: scaled quantities are `Qty` (strings from PostgreSQL bigint).
 */
/**
 * `mes_bom` rows as the BOM descriptor makes them (the hand-written type claimed `status` and `delFlag`
 * columns the table has never had).
 */
export type MesBomTable = TableOf<typeof bom>;

/**
 * Still explicit rather than `TableOf<typeof productionOrder>`: the order copied for rework
 * (production-components.ts) writes a `bomVersion` typed nullable into the column the descriptor makes
 * NOT NULL with a default, which the inferred type refuses; making that write total changes behaviour.
 */
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

export type MesProductionComponentTable = TableOf<typeof productionComponent>;

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

// Migration 0062 adds it beside the descriptor: SAP's material document of the last goods movement, kept
// by the SAP answer only (never on a form or the wire).
export type MesReportOrderTable = TableOf<typeof reportOrder> & { sapDocNo: Nullable<string> };

// Migration 0062 adds it beside the descriptor: SAP's material document of the last goods movement, kept
// by the SAP answer only (never on a form or the wire).
export type MesTransferReceiveTable = TableOf<typeof transferReceive> & { sapDocNo: Nullable<string> };

export type MesTransferReceiveLineTable = TableOf<typeof transferReceiveLine>;

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
