import type { Migration } from 'kysely';
import { defaultPrintTemplates } from '../../../src/domain/system/entities/default-print-templates';
import { engineSystemEntities } from '../../../src/domain/system/entities/index';
import { createEntityTables } from '../../entity/entity-ddl';
import { defaultJobs, seededJobRows } from '../../jobs/default-jobs';
import { columnTypes, isPostgres, type MigrationDb, withAudit } from '../column-types';
import { toDbDateTime } from '../datetime';
import { printTemplateRow } from './missing-print-templates';

/**
 * System administration (issue 7, api-contract 3.5, 8): the tables served by the entity engine
 * (scheduled jobs, print templates, data sources, gateway routes, message templates, OSS files,
 * addresses), data rules of menus, the outgoing message queue and the nightly stock-age snapshot,
 * with the built-in jobs and the default label and document templates.
 */
export const systemAdminTables: Migration = {
  async up(db: MigrationDb) {
    const t = columnTypes(db);
    for (const entity of engineSystemEntities) await createEntityTables(db, entity);

    await withAudit(
      db.schema
        .createTable('sys_permission_data_rule')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('permission_id', 'varchar(32)', (c) =>
          c.notNull().references('sys_permission.id').onDelete('cascade'),
        )
        .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('rule_column', 'varchar(50)')
        .addColumn('rule_conditions', 'varchar(50)', (c) => c.notNull())
        .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
        .addColumn('status', 'varchar(3)', (c) => c.notNull().defaultTo('1')),
      t,
    ).execute();
    await db.schema
      .createIndex('sys_permission_data_rule_perm_idx')
      .on('sys_permission_data_rule')
      .column('permission_id')
      .execute();

    // api-contract 8.11: messages waiting for the sender job (es_* columns of sys_sms, renamed plainly).
    await db.schema
      .createTable('sys_message')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('template_code', 'varchar(100)')
      .addColumn('msg_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)')
      .addColumn('receiver', 'varchar(500)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('send_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_time', t.datetime)
      .addColumn('result', 'varchar(1000)')
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', t.datetime, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sys_message_status_idx').on('sys_message').column('send_status').execute();

    // The nightly stock-age job (domain.md 2.6): on-hand per facility and age bucket, one set per day.
    await db.schema
      .createTable('wms_stock_age_snapshot')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('snapshot_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('facility_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('age_bucket', 'varchar(32)', (c) => c.notNull())
      .addColumn('onhand_qty', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull())
      .addColumn('balance_rows', 'integer', (c) => c.notNull())
      .addColumn('create_time', t.datetime, (c) => c.notNull())
      .addUniqueConstraint('wms_stock_age_snapshot_uq', [
        'tenant_id',
        'snapshot_day',
        'facility_id',
        'age_bucket',
      ])
      .execute();

    const at = toDbDateTime(Date.now());
    await db.insertInto('sys_quartz_job').values(seededJobRows(defaultJobs, at)).execute();
    await db
      .insertInto('sys_print_template')
      .values(defaultPrintTemplates.map((template) => printTemplateRow(template, at)))
      .execute();
  },
};
