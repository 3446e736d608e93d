import type { Migration } from 'kysely';
import { deliveryNote } from '../../../src/domain/srm/delivery-note';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Delivery notes and their lines (domain.md 3.6), generated from their descriptor. */
export const deliveryNoteTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, deliveryNote);
  },
};
