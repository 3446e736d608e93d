import type { Migration } from 'kysely';
import { deliveryNoteLine } from '../../../src/domain/srm/delivery-note';
import { deliveryPlan } from '../../../src/domain/srm/delivery-plan';
import { addEntityColumns, createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Delivery plans and their lines (domain.md 3.6), and the delivery-note line's plan line. */
export const deliveryPlanTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, deliveryPlan);
    await addEntityColumns(db, deliveryNoteLine, ['planLineId']);
  },
};
