import type { Migration } from 'kysely';
import { purchaseOrder } from '../../../src/domain/srm/purchase-order';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Purchase orders and their items (domain.md 3.6), generated from their descriptor. */
export const purchaseOrderTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, purchaseOrder);
  },
};
