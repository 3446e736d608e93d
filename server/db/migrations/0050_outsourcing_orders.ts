import type { Migration } from 'kysely';
import { deliveryNoteLine } from '../../../src/domain/srm/delivery-note';
import { outsourcingOrder } from '../../../src/domain/srm/outsourcing-order';
import { addEntityColumns, createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Outsourcing orders and their components (domain.md 3.6), and the delivery-note line's order. */
export const outsourcingOrderTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, outsourcingOrder);
    await addEntityColumns(db, deliveryNoteLine, ['outsourcingOrderId']);
  },
};
