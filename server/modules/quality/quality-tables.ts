import type { inspection, inspectionItem } from '../../../src/domain/quality/inspection';
import type { inspectionStandard } from '../../../src/domain/quality/inspection-standard';
import type { samplingPlan } from '../../../src/domain/quality/sampling-plan';
import type { receipt, receiptLine } from '../../../src/domain/warehouse/receipt';
import type { supplierReturn, supplierReturnLine } from '../../../src/domain/warehouse/supplier-return';
import type { TableOf } from '../../db/entity-row-types';

/**
 * Receipts, inspections and supplier returns (migration 0030, generated from these descriptors) as the
 * typed database sees them: the rows are inferred from the descriptors (server/db/entity-row-types.ts).
 */
export interface QualityTables {
  wmsReceipt: TableOf<typeof receipt>;
  wmsReceiptLine: TableOf<typeof receiptLine>;
  // The product is a server-set field (nullable in the DDL) that every inspection has: the receipt
  // posting and the production report, the two that create inspections, give it the lot's product.
  qmsInspection: Omit<TableOf<typeof inspection>, 'productId'> & { productId: string };
  qmsInspectionItem: TableOf<typeof inspectionItem>;
  qmsInspectionStandard: TableOf<typeof inspectionStandard>;
  qmsSamplingPlan: TableOf<typeof samplingPlan>;
  wmsSupplierReturn: TableOf<typeof supplierReturn>;
  wmsSupplierReturnLine: TableOf<typeof supplierReturnLine>;
}

declare module '../../db/database' {
  interface Database extends QualityTables {}
}
