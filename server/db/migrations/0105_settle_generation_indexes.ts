import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * The settlement generation's lookups (issue 13 point 11, bench/orders/month-end-settlement.ts): a
 * supplier's approved receipts up to the period's end, and its approved returns. The descriptors' indexes
 * (partner with create time, received time alone) left SQLite walking every receipt of the tenant once
 * per supplier at month end; these serve the lookup as one range.
 */
export const settleGenerationIndexes: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('wms_receipt_settle_idx')
      .ifNotExists()
      .on('wms_receipt')
      .columns(['tenant_id', 'partner_id', 'doc_status', 'received_at'])
      .execute();
    await db.schema
      .createIndex('wms_supplier_return_settle_idx')
      .ifNotExists()
      .on('wms_supplier_return')
      .columns(['tenant_id', 'partner_id', 'doc_status', 'approve_time'])
      .execute();
  },
};
