import type { ColumnType } from 'kysely';

/**
 * The warehouse tables as the typed database sees them (camelCase columns, CamelCasePlugin). Scaled
 * quantities are bigint on PostgreSQL, which `pg` returns as strings: they are typed `Qty` so that every
 * read goes through `Number()`. Dates and instants come back as text (SQLite) or Date (PostgreSQL).
 */
export type Qty = ColumnType<number | string, number, number>;
export type DbDate = ColumnType<string | Date, string, string>;
export type DbInstant = ColumnType<string | Date, string, string>;
type Nullable<T> = T | null;

export interface WmsInventoryBatchTable {
  id: string;
  tenantId: number;
  productId: string;
  batchNo: string;
  tracking: string;
  receivedDate: DbDate;
  sourceDocType: Nullable<string>;
  sourceDocId: Nullable<string>;
  sourceDocCode: Nullable<string>;
  supplierId: Nullable<string>;
  supplierBatchNo: Nullable<string>;
  productionDate: ColumnType<string | Date | null, string | null, string | null>;
  expiryDate: ColumnType<string | Date | null, string | null, string | null>;
  qualityStatus: string;
  parentBatchId: Nullable<string>;
  unitCost: ColumnType<number | string | null, number | null, number | null>;
  currency: Nullable<string>;
  sourceEquipmentId: Nullable<string>;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsInventoryBalanceTable {
  id: string;
  tenantId: number;
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
  onhandQty: Qty;
  promiseQty: Qty;
  ledgerSeq: ColumnType<number, number, number>;
  lastLedgerId: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsInventoryPostingTable {
  id: string;
  tenantId: number;
  postingAction: string;
  sourceDocType: string;
  sourceDocId: string;
  sourceDocCode: Nullable<string>;
  commandType: Nullable<string>;
  movementTypeCode: string;
  requestId: Nullable<string>;
  rowCount: number;
  createBy: Nullable<string>;
  createTime: DbInstant;
}

export interface WmsInventoryLedgerTable {
  id: string;
  tenantId: number;
  postingId: string;
  postedAt: DbInstant;
  balanceId: string;
  keySeq: number;
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
  qtyDelta: Qty;
  onhandAfter: Qty;
  commandType: Nullable<string>;
  movementTypeCode: string;
  sourceDocType: string;
  sourceDocId: string;
  sourceDocCode: Nullable<string>;
  sourceLineId: Nullable<string>;
  counterpartFacilityId: Nullable<string>;
  partnerId: Nullable<string>;
  costCenterId: Nullable<string>;
  fsmCode: Nullable<string>;
  fsmActivityId: Nullable<string>;
  reversesLedgerId: Nullable<string>;
  createBy: Nullable<string>;
}

export interface WmsInventoryReservationTable {
  id: string;
  tenantId: number;
  balanceId: string;
  productId: string;
  facilityId: string;
  positionId: string;
  batchId: string;
  sourceDocType: string;
  sourceDocId: string;
  sourceLineId: string;
  reservedQty: Qty;
  consumedQty: Qty;
  releasedQty: Qty;
  reservationStatus: string;
  closedTime: ColumnType<string | Date | null, string | null, string | null>;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface SysDocActionTable {
  id: string;
  tenantId: number;
  requestId: string;
  docType: string;
  docId: string;
  action: string;
  result: ColumnType<unknown, string | null, string | null>;
  createBy: Nullable<string>;
  createTime: DbInstant;
}

/** Master-data columns every `mdm_`/`wms_` master table has (domain.md 0.3). */
interface MasterColumns {
  id: string;
  tenantId: number;
  status: string;
  delFlag: number;
  sysOrgCode: Nullable<string>;
  version: number;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsFacilityTable extends MasterColumns {
  code: string;
  name: string;
  facilityType: string;
  receiveMode: string;
  parentFacilityId: Nullable<string>;
  teamId: Nullable<string>;
  partnerId: Nullable<string>;
  isVirtual: number;
  defaultReceivingPositionId: Nullable<string>;
  defaultQcPositionId: Nullable<string>;
  defaultDefectPositionId: Nullable<string>;
  defaultScrapPositionId: Nullable<string>;
  defaultStagingPositionId: Nullable<string>;
}

export interface WmsPositionTable extends MasterColumns {
  facilityId: string;
  code: string;
  name: Nullable<string>;
  positionType: string;
  pickSequence: number;
  allocatable: number;
  frozenByCountId: Nullable<string>;
}

/** The product columns the ledger reads (the table is the product descriptor's). */
export interface MdmProductTable extends MasterColumns {
  code: string;
  name: string;
  productType: string;
  uom: string;
  tracking: string;
  inspectionMode: Nullable<string>;
  defectReturnRequired: Nullable<number>;
  uomDecimals: Nullable<number>;
}

export interface MdmProductStoreTable extends MasterColumns {
  code: string;
  name: string;
  storeType: string;
  defaultFacilityId: Nullable<string>;
  checkInventory: number;
  reserveOrder: Nullable<string>;
}

export interface MdmMovementTypeTable extends MasterColumns {
  code: string;
  nameZh: string;
  nameEn: string;
  commandTypes: Nullable<string>;
  direction: string;
  requiresReturn: number;
  returnMovementCode: Nullable<string>;
  requiresRef: number;
  requiresCostCenter: number;
  requiresSaleOrder: number;
  targetPositionType: Nullable<string>;
  targetQualityStatus: Nullable<string>;
  sapMovementCode: Nullable<string>;
  isSystem: number;
  sort: number;
}

export interface MdmTeamTable extends MasterColumns {
  code: string;
  name: string;
  teamType: string;
  custodyFacilityId: Nullable<string>;
}

/** Doc columns of domain.md 0.3 on the warehouse documents. */
interface DocColumns {
  id: string;
  tenantId: number;
  code: Nullable<string>;
  docStatus: string;
  fulfilStatus: string;
  approveBy: Nullable<string>;
  approveTime: ColumnType<string | Date | null, string | null, string | null>;
  cancelRemark: Nullable<string>;
  remark: Nullable<string>;
  sysOrgCode: Nullable<string>;
  version: number;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsCommandTable extends DocColumns {
  commandType: string;
  businessStatus: Nullable<string>;
  movementTypeCode: string;
  productStoreId: Nullable<string>;
  outFacilityId: Nullable<string>;
  inFacilityId: Nullable<string>;
  partnerId: Nullable<string>;
  teamId: Nullable<string>;
  engineerUserId: Nullable<string>;
  costCenterId: Nullable<string>;
  equipmentId: Nullable<string>;
  plannedDate: ColumnType<string | Date | null, string | null, string | null>;
  returnStatus: Nullable<string>;
  returnTime: ColumnType<string | Date | null, string | null, string | null>;
  refCommandId: Nullable<string>;
  fsmCode: Nullable<string>;
  fsmActivityId: Nullable<string>;
  eccSaleOrderId: Nullable<string>;
  eshopSaleOrderId: Nullable<string>;
  salesOrderId: Nullable<string>;
  sourceSystem: Nullable<string>;
  sourceKey: Nullable<string>;
}

export interface WmsCommandLineTable {
  id: string;
  tenantId: number;
  commandId: string;
  lineNo: Nullable<number>;
  remark: Nullable<string>;
  productId: string;
  direction: Nullable<string>;
  batchId: Nullable<string>;
  outPositionId: Nullable<string>;
  inPositionId: Nullable<string>;
  qty: Qty;
  usableQty: ColumnType<number | string | null, number | null, number | null>;
  deliveryQty: Qty;
  stockInQty: Qty;
  closedQty: Qty;
  lostQty: Qty;
  returnedQty: Qty;
  consumedQty: Qty;
  billedQty: Qty;
  shortageQty: Qty;
  refLineId: Nullable<string>;
  defectSerialNo: Nullable<string>;
  unitPrice: ColumnType<number | string | null, number | null, number | null>;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsCheckInventoryTable extends DocColumns {
  facilityId: string;
  scopeType: Nullable<string>;
  scope: ColumnType<unknown, string | null, string | null>;
  blind: number;
  freeze: number;
  counterUserId: Nullable<string>;
  countDate: ColumnType<string | Date | null, string | null, string | null>;
  gainQty: Qty;
  lossQty: Qty;
  lineCount: number;
  diffCount: number;
}

export interface WmsCheckInventoryLineTable {
  id: string;
  tenantId: number;
  checkInventoryId: string;
  lineNo: Nullable<number>;
  remark: Nullable<string>;
  productId: string;
  positionId: string;
  batchId: Nullable<string>;
  bookQty: Qty;
  checkQty: ColumnType<number | string | null, number | null, number | null>;
  countedAt: ColumnType<string | Date | null, string | null, string | null>;
  countedBy: Nullable<string>;
  recountNo: number;
  diffQty: ColumnType<number | string | null, number | null, number | null>;
  checkType: Nullable<string>;
  differenceStatus: Nullable<string>;
  reason: Nullable<string>;
  postingId: Nullable<string>;
  handledBy: Nullable<string>;
  handledTime: ColumnType<string | Date | null, string | null, string | null>;
  handleRemark: Nullable<string>;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsPicklistTable extends DocColumns {
  facilityId: string;
  pickerUserId: Nullable<string>;
  printCount: number;
  printedTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsPicklistLineTable {
  id: string;
  tenantId: number;
  picklistId: string;
  lineNo: Nullable<number>;
  remark: Nullable<string>;
  commandId: string;
  commandLineId: string;
  reservationId: string;
  productId: string;
  batchId: string;
  fromPositionId: string;
  toPositionId: string;
  qty: Qty;
  pickedQty: Qty;
  shortQty: Qty;
  sequence: number;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
  updateBy: Nullable<string>;
  updateTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WmsBillingListTable extends DocColumns {
  partnerId: string;
  productStoreId: Nullable<string>;
  periodFrom: ColumnType<string | Date | null, string | null, string | null>;
  periodTo: ColumnType<string | Date | null, string | null, string | null>;
  currency: Nullable<string>;
  totalQty: Qty;
  totalAmount: Qty;
  taxAmount: Qty;
  eccBillingNo: Nullable<string>;
  sapStatus: Nullable<string>;
}

export interface WmsBillingListLineTable {
  id: string;
  tenantId: number;
  billingListId: string;
  lineNo: Nullable<number>;
  commandId: string;
  commandLineId: string;
  productId: string;
  qty: Qty;
  unitPrice: ColumnType<number | string | null, number | null, number | null>;
  amount: Qty;
  taxRate: Nullable<number>;
  eshopSaleOrderId: Nullable<string>;
  eccSaleOrderId: Nullable<string>;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
}

export interface WarehouseTables {
  wmsInventoryBatch: WmsInventoryBatchTable;
  wmsInventoryBalance: WmsInventoryBalanceTable;
  wmsInventoryPosting: WmsInventoryPostingTable;
  wmsInventoryLedger: WmsInventoryLedgerTable;
  wmsInventoryReservation: WmsInventoryReservationTable;
  sysDocAction: SysDocActionTable;
  wmsFacility: WmsFacilityTable;
  wmsPosition: WmsPositionTable;
  mdmProduct: MdmProductTable;
  mdmProductStore: MdmProductStoreTable;
  mdmTeam: MdmTeamTable;
  mdmMovementType: MdmMovementTypeTable;
  wmsCommand: WmsCommandTable;
  wmsCommandLine: WmsCommandLineTable;
  wmsCheckInventory: WmsCheckInventoryTable;
  wmsCheckInventoryLine: WmsCheckInventoryLineTable;
  wmsPicklist: WmsPicklistTable;
  wmsPicklistLine: WmsPicklistLineTable;
  wmsBillingList: WmsBillingListTable;
  wmsBillingListLine: WmsBillingListLineTable;
}

declare module '../../db/database' {
  interface Database extends WarehouseTables {}
}
