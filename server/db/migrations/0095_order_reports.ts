import type { Migration } from 'kysely';
import { orderReports } from '../../modules/report/order-reports';
import type { MigrationDb } from '../column-types';
import { insertSeededReports } from '../report-rows';

/** The orders menu's saved queries (domain.md 3.11): open orders, uninvoiced settlements, invoices to verify, SAP failures. */
export const orderReportRows: Migration = {
  async up(db: MigrationDb) {
    await insertSeededReports(db, orderReports);
  },
};
