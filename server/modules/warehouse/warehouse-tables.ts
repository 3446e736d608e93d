import type { ColumnType } from 'kysely';
import type { movementType } from '../../../src/domain/masterdata/movement-type';
import type { product } from '../../../src/domain/masterdata/product';
import type { productStore } from '../../../src/domain/masterdata/product-store';
import type { team } from '../../../src/domain/masterdata/team';
import type { billingList, billingListLine } from '../../../src/domain/warehouse/billing-list';
import type { checkInventory, checkInventoryLine } from '../../../src/domain/warehouse/check-inventory';
import type { command } from '../../../src/domain/warehouse/command';
import type { commandLine } from '../../../src/domain/warehouse/command-line';
import type { facility } from '../../../src/domain/warehouse/facility';
import type { picklist, picklistLine } from '../../../src/domain/warehouse/picklist';
import type { position } from '../../../src/domain/warehouse/position';
import type { TableOf } from '../../db/entity-row-types';

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

export type WmsFacilityTable = TableOf<typeof facility>;

export type WmsPositionTable = TableOf<typeof position>;

/** `mdm_product` as its descriptor makes it (the ledger, costing and proformas read it). */
export type MdmProductTable = TableOf<typeof product>;

export type MdmProductStoreTable = TableOf<typeof productStore>;

export type MdmMovementTypeTable = TableOf<typeof movementType>;

export type MdmTeamTable = TableOf<typeof team>;

export type WmsCommandTable = TableOf<typeof command>;

export type WmsCommandLineTable = TableOf<typeof commandLine>;

export type WmsCheckInventoryTable = TableOf<typeof checkInventory>;

export type WmsCheckInventoryLineTable = TableOf<typeof checkInventoryLine>;

export type WmsPicklistTable = TableOf<typeof picklist>;

export type WmsPicklistLineTable = TableOf<typeof picklistLine>;

export type WmsBillingListTable = TableOf<typeof billingList>;

export type WmsBillingListLineTable = TableOf<typeof billingListLine>;

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
