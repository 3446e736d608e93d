import type { ColumnType } from 'kysely';

/**
 * Column types shared by the typed tables of the descriptor-made areas (receiving and quality, purchasing):
 * the conventions of warehouse-tables.ts for nullable instants, dates and scaled numbers, and the
 * columns every table, document header and document line has (domain.md 0.3).
 */
export type Nullable<T> = T | null;
export type Instant = ColumnType<string | Date | null, string | null, string | null>;
export type OptionalDate = ColumnType<string | Date | null, string | null, string | null>;
export type OptionalQty = ColumnType<number | string | null, number | null, number | null>;

export interface Audit {
  id: string;
  tenantId: number;
  createBy: Nullable<string>;
  createTime: Instant;
  updateBy: Nullable<string>;
  updateTime: Instant;
}

export interface DocColumns extends Audit {
  code: Nullable<string>;
  docStatus: string;
  fulfilStatus: string;
  approveBy: Nullable<string>;
  approveTime: Instant;
  cancelRemark: Nullable<string>;
  remark: Nullable<string>;
  sysOrgCode: Nullable<string>;
  version: number;
}

export interface LineColumns extends Audit {
  lineNo: Nullable<number>;
  remark: Nullable<string>;
}
