import type { productFacility } from '../../../../src/domain/masterdata/product-facility';
import type { TableOf } from '../../../db/entity-row-types';

/** `mdm_product_facility`, as its descriptor (src/domain/masterdata/product-facility.ts) makes it. */
export type MdmProductFacilityTable = TableOf<typeof productFacility>;

declare module '../../../db/database' {
  interface Database {
    mdmProductFacility: MdmProductFacilityTable;
  }
}
