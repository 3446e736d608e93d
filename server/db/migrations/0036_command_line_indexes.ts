import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * Command lines are only ever read by their header (`tenant_id, command_id, line_no`, domain.md 6.2) or
 * through the shortage index (0032); no list sorts them tenant-wide. The indexes the entity engine made
 * for their sortable fields served nothing, and the one on `update_time` cost every posting about 3 of
 * its 65 WAL pages, as each line save moves its entry (bench/ledger, docs/decisions.md).
 */
export const commandLineIndexes: Migration = {
  async up(db: MigrationDb) {
    for (const name of [
      'wms_command_line_update_time_idx',
      'wms_command_line_create_time_idx',
      'wms_command_line_line_no_idx',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
  },
};
