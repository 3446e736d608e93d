import type { Migration } from 'kysely';
import { materialOrder } from '../../../src/domain/production/material-doc';
import { bom, productionOrder } from '../../../src/domain/production/production-order';
import { reportOrder } from '../../../src/domain/production/report-order';
import { transferReceive } from '../../../src/domain/production/transfer-receive';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * Production (domain.md 3.9, issue 14): BOM, production orders with their components, material
 * documents (one table for the issue, return and consume pages), report orders and transfer receives,
 * generated from their descriptors.
 */
export const productionTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, bom);
    await createEntityTables(db, productionOrder);
    await createEntityTables(db, materialOrder);
    await createEntityTables(db, reportOrder);
    await createEntityTables(db, transferReceive);
  },
};
