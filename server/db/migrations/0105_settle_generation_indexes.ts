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
    const indexes: [string, string, string[]][] = [
      ['wms_receipt_settle_idx', 'wms_receipt', ['tenant_id', 'partner_id', 'doc_status', 'received_at']],
      [
        'wms_supplier_return_settle_idx',
        'wms_supplier_return',
        ['tenant_id', 'partner_id', 'doc_status', 'approve_time'],
      ],
    ];
    for (const [name, table, columns] of indexes)
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  },
};
