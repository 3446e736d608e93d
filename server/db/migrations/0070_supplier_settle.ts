import type { Migration } from 'kysely';
import { supplierSettle } from '../../../src/domain/oms/supplier-settle';
import { invoiceApplication } from '../../../src/domain/srm/invoice-application';
import { supplierReturnLine } from '../../../src/domain/warehouse/supplier-return';
import { addEntityColumns, createEntityTables } from '../../entity/entity-ddl';
import { seededJobRows } from '../../jobs/default-jobs';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';

/**
 * Supplier settlements and invoice applications with their lines (domain.md 3.6, 3.11), the settled
 * quantity of return lines (a shipped return of accepted goods is deducted once), and the lookups the
 * generation runs on (settlement lines by their receipt line), and the month-end job (`oms.supplierSettle`,
 * 01:00 on the 1st of every month, settling the month before) in tenant 0, running.
 */
export const supplierSettleTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, supplierSettle);
    await createEntityTables(db, invoiceApplication);
    await addEntityColumns(db, supplierReturnLine, ['settledQty']);
    await db.schema
      .createIndex('oms_supplier_settle_line_receipt_line_idx')
      .ifNotExists()
      .on('oms_supplier_settle_line')
      .columns(['tenant_id', 'receipt_line_id'])
      .execute();
    const job = { kind: 'oms.supplierSettle', cron: '0 0 1 1 * ?', description: '月末供应商对账(上月)' };
    await db
      .insertInto('sys_quartz_job')
      .values(seededJobRows([job], toDbDateTime(Date.now())))
      .execute();
  },
};
