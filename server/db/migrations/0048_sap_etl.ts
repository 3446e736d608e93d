import type { Migration } from 'kysely';
import { sapLog } from '../../../src/domain/oms/sap-log';
import { etlPoHeader } from '../../../src/domain/srm/etl-po';
import { createEntityTables } from '../../entity/entity-ddl';
import { sapJobs } from '../../integrations/sap/sap-jobs';
import { seededJobRows } from '../../jobs/default-jobs';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';

/**
 * The SAP boundary (domain.md 3.6, 3.11, issue 12 point 3): the ETL staging tables of SAP purchase orders
 * and the SAP log / outbox, generated from their descriptors; the outbox worker's index over what is due;
 * and the two scheduled jobs (the import every 15 minutes, the outbox every minute) in tenant 0, running.
 */
export const sapEtlTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, etlPoHeader);
    await createEntityTables(db, sapLog);
    await db.schema
      .createIndex('srm_etl_po_header_tenant_id_sap_po_no_idx')
      .on('srm_etl_po_header')
      .columns(['tenant_id', 'sap_po_no', 'imported_at'])
      .execute();
    await db.schema
      .createIndex('oms_sap_log_sync_status_next_retry_at_idx')
      .on('oms_sap_log')
      .columns(['sync_status', 'next_retry_at'])
      .execute();
    await db
      .insertInto('sys_quartz_job')
      .values(seededJobRows(sapJobs, toDbDateTime(Date.now())))
      .execute();
  },
};
