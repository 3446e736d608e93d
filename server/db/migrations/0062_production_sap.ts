import type { Migration } from 'kysely';
import { sapProductionJobs } from '../../integrations/sap/production-order-import';
import { seededJobRows } from '../../jobs/default-jobs';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';

/**
 * Production and SAP (issue 14, docs/integrations.md "Production orders"): the content hash of the IDoc
 * an imported production order was last written from (a re-sent, unchanged order is recognised), and SAP's
 * material document number of the last goods movement of the material documents (261), report orders'
 * backflush (261 / 262) and transfer receives (101), stored when SAP answers (`onSapAnswer`). Server-written
 * columns, not fields of the descriptors (as 0051's confirm time). And the scheduled production-order
 * import (`mes.sapProductionImport`, every 15 minutes, tenant 0).
 */
export const productionSap: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('mes_production_order').addColumn('sap_content_hash', 'varchar(64)').execute();
    for (const table of ['mes_material_doc', 'mes_report_order', 'mes_transfer_receive']) {
      await db.schema.alterTable(table).addColumn('sap_doc_no', 'varchar(16)').execute();
    }
    await db
      .insertInto('sys_quartz_job')
      .values(seededJobRows(sapProductionJobs, toDbDateTime(Date.now())))
      .execute();
  },
};
