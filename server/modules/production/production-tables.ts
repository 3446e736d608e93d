import type { MaterialDocLineDescriptor, materialOrder } from '../../../src/domain/production/material-doc';
import type {
  bom,
  productionComponent,
  productionOrder,
} from '../../../src/domain/production/production-order';
import type { reportOrder } from '../../../src/domain/production/report-order';
import type { transferReceive, transferReceiveLine } from '../../../src/domain/production/transfer-receive';
import type { TableOf } from '../../db/entity-row-types';
import type { Nullable } from '../../db/table-columns';

/**
 * Production (migration 0060, domain.md 3.9): rows inferred from the descriptors
 * (server/db/entity-row-types.ts).
 *
 * `mes_bom` rows as the BOM descriptor makes them (the hand-written type claimed `status` and `delFlag`
 * columns the table has never had).
 */
export type MesBomTable = TableOf<typeof bom>;

// Migration 0062 adds it beside the descriptor: the content hash of the IDoc the order was last imported
// from, kept by the SAP import only (never on a form or the wire).
export type MesProductionOrderTable = TableOf<typeof productionOrder> & { sapContentHash: Nullable<string> };

export type MesProductionComponentTable = TableOf<typeof productionComponent>;

// Every material document page (issue, return, consume) is the same factory's descriptor over
// `mes_material_doc`. Migration 0062 adds `sapDocNo` beside the descriptor: SAP's material document of
// the last goods movement, kept by the SAP answer only (never on a form or the wire).
export type MesMaterialDocTable = TableOf<typeof materialOrder> & { sapDocNo: Nullable<string> };

// The component is not on the form: saving fills it from the order's component of the line's product
// (fillLineComponents in index.ts) and refuses a line without one (`alwaysSet` in the descriptor).
export type MesMaterialDocLineTable = TableOf<MaterialDocLineDescriptor>;

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
