import type { MaterialDocLineDescriptor, materialOrder } from '../../../src/domain/production/material-doc';
import type { bom, productionComponent } from '../../../src/domain/production/production-order';
import type { reportOrder } from '../../../src/domain/production/report-order';
import type { transferReceive, transferReceiveLine } from '../../../src/domain/production/transfer-receive';
import type { TableOf } from '../../db/entity-row-types';
import type { DocColumns, Instant, Nullable } from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Production (migration 0060, domain.md 3.9): rows inferred from the descriptors
 * (server/db/entity-row-types.ts), except the production order below.
 *
 * `mes_bom` rows as the BOM descriptor makes them (the hand-written type claimed `status` and `delFlag`
 * columns the table has never had).
 */
export type MesBomTable = TableOf<typeof bom>;

/**
 * Still explicit rather than `TableOf<typeof productionOrder>`: `insertPendingOrder`
 * (production-components.ts) writes a `bomVersion` typed nullable into a column whose descriptor gives
 * it a default, which the inferred type never lets be null; making that write total changes behaviour.
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

// Every material document page (issue, return, consume) is the same factory's descriptor over
// `mes_material_doc`. Migration 0062 adds `sapDocNo` beside the descriptor: SAP's material document of
// the last goods movement, kept by the SAP answer only (never on a form or the wire).
export type MesMaterialDocTable = TableOf<typeof materialOrder> & { sapDocNo: Nullable<string> };

// The component is not on the form: saving fills it from the order's component of the line's product
// (fillLineComponents in index.ts) and refuses a line without one, so every stored line has it.
export type MesMaterialDocLineTable = Omit<TableOf<MaterialDocLineDescriptor>, 'productionComponentId'> & {
  productionComponentId: string;
};

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
