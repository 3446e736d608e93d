import type { Migration } from 'kysely';
import { proformaInvoice } from '../../../src/domain/oms/proforma-invoice';
import { bosOrder } from '../../../src/domain/oms/sales-order';
import { createEntityTables } from '../../entity/entity-ddl';
import { salesJobs } from '../../integrations/sales/sales-jobs';
import { seededJobRows } from '../../jobs/default-jobs';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';
import { addMissingPrintTemplates } from '../print-template-rows';

/**
 * Sales orders and proforma invoices (domain.md 3.11), generated from their descriptors: one
 * `oms_sales_order` table for the BOS, CRM and e-shop orders (unique by tenant, source system and source
 * order number), the default `proforma_invoice` print template for databases that predate it, and the
 * file drop's import job (every 5 minutes, tenant 0, running).
 */
export const salesOrderTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, bosOrder);
    await createEntityTables(db, proformaInvoice);
    await addMissingPrintTemplates(db);
    await db
      .insertInto('sys_quartz_job')
      .values(seededJobRows(salesJobs, toDbDateTime(Date.now())))
      .execute();
  },
};
