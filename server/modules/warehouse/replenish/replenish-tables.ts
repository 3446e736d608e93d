import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableQty = ColumnType<number | string | null, number | null | undefined, number | null>;

/** `mdm_product_facility` (src/domain/masterdata/product-facility.ts), the columns the server reads. */
export interface MdmProductFacilityTable {
  id: string;
  tenantId: number;
  productId: string;
  facilityId: string;
  defaultPositionId: Nullable<string>;
  minQty: NullableQty;
  maxQty: NullableQty;
  reorderMultiple: NullableQty;
  replenishFromFacilityId: Nullable<string>;
  status: string;
  delFlag: number;
  version: number;
  createBy: Nullable<string>;
  createTime: ColumnType<string | Date | null, string | null, string | null>;
}

declare module '../../../db/database' {
  interface Database {
    mdmProductFacility: MdmProductFacilityTable;
  }
}
