import type { equipment } from '../../../src/domain/masterdata/equipment';
import type {
  ecnWorkOrder,
  ecnWorkOrderItem,
  fsmProject,
  oaInterface,
  projectStage,
  serviceContract,
  serviceContractEquipment,
  sparePartRequest,
  sparePartRequestLine,
} from '../../../src/domain/warehouse/fsm';
import type { TableOf } from '../../db/entity-row-types';
import '../warehouse/warehouse-tables';

/** The field-service tables (domain.md 3.12) as the FSM module reads and writes them. */
export type FsmSparePartRequestTable = TableOf<typeof sparePartRequest>;

export type FsmSparePartRequestLineTable = TableOf<typeof sparePartRequestLine>;

export type FsmOaInterfaceTable = TableOf<typeof oaInterface>;

export type FsmEcnWorkOrderTable = TableOf<typeof ecnWorkOrder>;

export type FsmEcnWorkOrderItemTable = TableOf<typeof ecnWorkOrderItem>;

export type FsmProjectTable = TableOf<typeof fsmProject>;

export type FsmProjectStageTable = TableOf<typeof projectStage>;

export type FsmServiceContractTable = TableOf<typeof serviceContract>;

export type FsmServiceContractEquipmentTable = TableOf<typeof serviceContractEquipment>;

export type MdmEquipmentTable = TableOf<typeof equipment>;

export interface FsmTables {
  fsmSparePartRequest: FsmSparePartRequestTable;
  fsmSparePartRequestLine: FsmSparePartRequestLineTable;
  fsmOaInterface: FsmOaInterfaceTable;
  fsmEcnWorkOrder: FsmEcnWorkOrderTable;
  fsmEcnWorkOrderItem: FsmEcnWorkOrderItemTable;
  fsmProject: FsmProjectTable;
  fsmProjectStage: FsmProjectStageTable;
  fsmServiceContract: FsmServiceContractTable;
  fsmServiceContractEquipment: FsmServiceContractEquipmentTable;
  mdmEquipment: MdmEquipmentTable;
}

declare module '../../db/database' {
  interface Database extends FsmTables {}
}
