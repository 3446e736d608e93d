import type { Migration } from 'kysely';
import { inspection } from '../../../src/domain/quality/inspection';
import { inspectionStandard } from '../../../src/domain/quality/inspection-standard';
import { samplingPlan } from '../../../src/domain/quality/sampling-plan';
import { receipt } from '../../../src/domain/warehouse/receipt';
import { supplierReturn } from '../../../src/domain/warehouse/supplier-return';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * Receipts, inspections and supplier returns (domain.md 3.5, 3.7) with their lines, and the quality
 * master data, generated from their descriptors. The delivery-note and purchase-order columns are plain
 * ids without foreign keys until the purchasing tables exist (docs/decisions.md).
 */
export const receivingQualityTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, inspectionStandard);
    await createEntityTables(db, samplingPlan);
    await createEntityTables(db, receipt);
    await createEntityTables(db, inspection);
    await createEntityTables(db, supplierReturn);
    // The follow-ups of a receipt line: its inspection and the returns of its rejected stock.
    await db.schema
      .createIndex('qms_inspection_tenant_id_source_line_id_idx')
      .on('qms_inspection')
      .columns(['tenant_id', 'source_line_id'])
      .execute();
    await db.schema
      .createIndex('wms_supplier_return_tenant_id_inspection_id_idx')
      .on('wms_supplier_return')
      .columns(['tenant_id', 'inspection_id'])
      .execute();
    await db.schema
      .createIndex('wms_supplier_return_line_tenant_id_receipt_line_id_idx')
      .on('wms_supplier_return_line')
      .columns(['tenant_id', 'receipt_line_id'])
      .execute();
  },
};
