import type { Migration } from 'kysely';
import { sapLog } from '../../../src/domain/oms/sap-log';
import { addEntityColumns } from '../../entity/entity-ddl';
import { sapLogJobs } from '../../integrations/sap/sap-jobs';
import { seededJobRows } from '../../jobs/default-jobs';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';

/**
 * The SAP log page (issue 13 point 6): the remark of *ignore*; the indexes of its filters at 3 000 000
 * rows (bench/orders/sap-log-list.ts, domain.md 6.2): direction and interface with status, each followed
 * by the default sort `create_time`; the document a message concerns, and its exact number; `create_time` alone for the purge;
 * and the purge job (13 months) in tenant 0, running. A new database got the descriptor's indexes from
 * migration 0048 already: every index here is `if not exists`.
 */
export const sapLogPage: Migration = {
  async up(db: MigrationDb) {
    await addEntityColumns(db, sapLog, ['handleRemark']);
    const indexes: [string, string[]][] = [
      ['oms_sap_log_tenant_id_direction_create_time_idx', ['tenant_id', 'direction', 'create_time']],
      [
        'oms_sap_log_tenant_id_interface_code_sync_status_create_time_idx',
        ['tenant_id', 'interface_code', 'sync_status', 'create_time'],
      ],
      ['oms_sap_log_tenant_id_biz_doc_type_biz_doc_id_idx', ['tenant_id', 'biz_doc_type', 'biz_doc_id']],
      // An exact document number (`bizDocCode=RC2611250001`): the descriptor's index of the field is
      // SQLite's case-insensitive one for prefixes, which `=` cannot use; PostgreSQL has none.
      ['oms_sap_log_tenant_id_biz_doc_code_idx', ['tenant_id', 'biz_doc_code']],
      ['oms_sap_log_create_time_idx', ['create_time']],
    ];
    for (const [name, columns] of indexes)
      await db.schema.createIndex(name).ifNotExists().on('oms_sap_log').columns(columns).execute();
    await db
      .insertInto('sys_quartz_job')
      .values(seededJobRows(sapLogJobs, toDbDateTime(Date.now())))
      .execute();
  },
};
