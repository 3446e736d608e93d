import type { ColumnType } from 'kysely';
import type { Audit, Instant, Nullable, OptionalDate } from '../../db/table-columns';
import '../warehouse/warehouse-tables';

type Day = OptionalDate;
type Qty = ColumnType<number | string, number, number>;

/** The field-service tables (domain.md 3.12) as the FSM module reads and writes them. */
export interface FsmSparePartRequestTable extends Audit {
  code: Nullable<string>;
  docStatus: string;
  fulfilStatus: string;
  returnStatus: Nullable<string>;
  approveBy: Nullable<string>;
  approveTime: Instant;
  cancelRemark: Nullable<string>;
  remark: Nullable<string>;
  version: number;
  sourceKey: Nullable<string>;
  fsmCode: Nullable<string>;
  fsmActivityId: Nullable<string>;
  movementTypeCode: string;
  teamId: Nullable<string>;
  engineerUserId: Nullable<string>;
  customerId: Nullable<string>;
  equipmentId: Nullable<string>;
  equipmentSerialNo: Nullable<string>;
  requiredDate: Day;
  priority: Nullable<string>;
  chargeable: Nullable<number>;
  oaStatus: Nullable<string>;
  commandId: Nullable<string>;
  syncStatus: Nullable<string>;
}

export interface FsmSparePartRequestLineTable extends Audit {
  requestId: string;
  lineNo: Nullable<number>;
  productId: string;
  qty: Qty;
  defectReturnRequired: Nullable<number>;
  defectSerialNo: Nullable<string>;
  deliveredQty: Qty;
  returnedQty: Qty;
}

export interface FsmOaInterfaceTable extends Audit {
  version: number;
  direction: Nullable<string>;
  bizType: Nullable<string>;
  fsmCode: Nullable<string>;
  oaOrderId: Nullable<string>;
  oaPartner: Nullable<string>;
  requestPayload: Nullable<string>;
  responsePayload: Nullable<string>;
  syncStatus: Nullable<string>;
  errorMessage: Nullable<string>;
  retryCount: Nullable<number>;
  handleRemark: Nullable<string>;
}

export interface FsmEcnWorkOrderTable extends Audit {
  code: Nullable<string>;
  docStatus: string;
  fulfilStatus: string;
  version: number;
  ecnNo: string;
  title: string;
  productId: Nullable<string>;
  plannedFrom: Day;
  plannedTo: Day;
  approveBy: Nullable<string>;
  approveTime: Instant;
  cancelRemark: Nullable<string>;
}

export interface FsmEcnWorkOrderItemTable extends Audit {
  workOrderId: string;
  lineNo: Nullable<number>;
  equipmentId: Nullable<string>;
  serialNo: Nullable<string>;
  customerId: Nullable<string>;
  plannedDate: Day;
  fsmCode: Nullable<string>;
  itemStatus: Nullable<string>;
}

export interface FsmProjectTable extends Audit {
  code: string;
  name: string;
  customerId: Nullable<string>;
  regionCode: Nullable<string>;
  projectStatus: Nullable<string>;
  startDate: Day;
  endDate: Day;
  status: string;
  delFlag: number;
  version: number;
}

export interface FsmProjectStageTable extends Audit {
  projectId: string;
  lineNo: Nullable<number>;
  stage: string;
  plannedStart: Day;
  plannedEnd: Day;
  actualStart: Day;
  actualEnd: Day;
  progressPct: Nullable<number>;
}

export interface FsmServiceContractTable extends Audit {
  code: string;
  customerId: string;
  contractType: string;
  startDate: Day;
  endDate: Day;
  amount: ColumnType<number | string | null, number | null, number | null>;
  currency: Nullable<string>;
  slaLevel: Nullable<string>;
  responseHours: Nullable<number>;
  partsIncluded: Nullable<number>;
  contractStatus: Nullable<string>;
  importBatchId: Nullable<string>;
  status: string;
  delFlag: number;
  version: number;
}

export interface FsmServiceContractEquipmentTable extends Audit {
  contractId: string;
  lineNo: Nullable<number>;
  equipmentId: string;
  serialNo: Nullable<string>;
  coverageStart: Day;
  coverageEnd: Day;
}

export interface MdmEquipmentTable extends Audit {
  code: string;
  serialNo: Nullable<string>;
  productId: Nullable<string>;
  customerId: Nullable<string>;
  delFlag: number;
}

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
