import type { Migration } from 'kysely';
import { proformaInvoice } from '../../../src/domain/oms/proforma-invoice';
import { bosOrder } from '../../../src/domain/oms/sales-order';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';
import { addMissingPrintTemplates } from './0034_packing';

/**
 * Sales orders and proforma invoices (domain.md 3.11), generated from their descriptors: one
 * `oms_sales_order` table for the BOS, CRM and e-shop orders (unique by tenant, source system and source
 * order number), and the default `proforma_invoice` print template for databases that predate it.
 */
export const salesOrderTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, bosOrder);
    await createEntityTables(db, proformaInvoice);
    await addMissingPrintTemplates(db);
  },
};
