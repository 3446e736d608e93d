import type { ColumnType } from 'kysely';
import type { packingTask } from '../../../src/domain/packing/packing-task';
import type { TableOf } from '../../db/entity-row-types';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * The packing tables as the typed database sees them (domain.md 3.8). The lines and packages stay
 * explicit: their descriptors leave the server-set references (`productId`, `taskLineId`, `packageNo`)
 * optional, and the module reads them as always set.
 */
type Nullable<T> = T | null;
type NullableInstant = ColumnType<string | Date | null, string | null, string | null>;
type NullableQty = ColumnType<number | string | null, number | null, number | null>;

interface Audit {
  id: string;
  tenantId: number;
  createBy: Nullable<string>;
  createTime: NullableInstant;
  updateBy: Nullable<string>;
  updateTime: NullableInstant;
}

export type PkgTaskTable = TableOf<typeof packingTask>;

interface LineColumns extends Audit {
  lineNo: Nullable<number>;
  remark: Nullable<string>;
}

export interface PkgTaskLineTable extends LineColumns {
  taskId: string;
  commandLineId: Nullable<string>;
  productId: string;
  batchId: Nullable<string>;
  qty: Qty;
  packedQty: Qty;
}

export interface PkgPackageTable extends LineColumns {
  taskId: string;
  packageNo: string;
  packageType: Nullable<string>;
  grossWeight: NullableQty;
  expectedWeight: NullableQty;
  deviationPct: NullableQty;
  length: NullableQty;
  width: NullableQty;
  height: NullableQty;
  weighedAt: NullableInstant;
  weighedBy: Nullable<string>;
  packageStatus: string;
  labelPrintCount: number;
}

export interface PkgPackageItemTable extends LineColumns {
  packageId: string;
  taskLineId: string;
  productId: string;
  batchId: Nullable<string>;
  qty: Qty;
}

export interface PackingTables {
  pkgTask: PkgTaskTable;
  pkgTaskLine: PkgTaskLineTable;
  pkgPackage: PkgPackageTable;
  pkgPackageItem: PkgPackageItemTable;
}

declare module '../../db/database' {
  interface Database extends PackingTables {}
}
