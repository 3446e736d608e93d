import { type Migration, sql } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * The posting path without scans (bench/ledger, docs/performance.md "Ledger"). After every receipt,
 * `topUpShortages` looks for approved lines still short of the products that came in; without an
 * index it read every command line. Lines with a shortage are few, so a partial index holds only them.
 */
export const ledgerFastPath: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('wms_command_line_shortage_idx')
      .on('wms_command_line')
      .columns(['tenant_id', 'product_id'])
      .where(sql.ref('shortage_qty'), '>', sql.lit(0))
      .execute();
  },
};
