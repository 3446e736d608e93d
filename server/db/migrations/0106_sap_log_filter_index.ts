import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * The SAP log's interface + status filter index (migration 0085) with `direction` after `create_time`:
 * the page's three-filter search (direction, interface, status) checks the direction in the index
 * instead of reading every matching row, and its capped total (`listTotalCap`) counts from the index
 * alone; the two-filter search and its create-time order are served as before. Replaces the 0085 index,
 * so the table keeps as many indexes (docs/performance.md "Orders — SAP log").
 */
export const sapLogFilterIndex: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('oms_sap_log_interface_status_time_direction_idx')
      .ifNotExists()
      .on('oms_sap_log')
      .columns(['tenant_id', 'interface_code', 'sync_status', 'create_time', 'direction'])
      .execute();
    await db.schema
      .dropIndex('oms_sap_log_tenant_id_interface_code_sync_status_create_time_idx')
      .ifExists()
      .execute();
  },
};
