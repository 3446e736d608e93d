import type { Migration } from 'kysely';
import { serviceSettle } from '../../../src/domain/oms/service-settle';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * Service settlements (domain.md 3.11, oms_service_settle and its lines), generated from their
 * descriptor; the lines' unique (tenant, settle_key) keeps an activity's fee from being settled twice.
 * The completed requests of a period are found by (tenant, fulfil status, required date).
 */
export const serviceSettleTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, serviceSettle);
    await db.schema
      .createIndex('fsm_spare_part_request_settle_idx')
      .on('fsm_spare_part_request')
      .columns(['tenant_id', 'fulfil_status', 'required_date'])
      .execute();
  },
};
