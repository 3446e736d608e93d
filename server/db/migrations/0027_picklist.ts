import type { Migration } from 'kysely';
import { picklist } from '../../../src/domain/warehouse/picklist';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Picklists of domain.md 3.5, generated from their descriptor. */
export const picklistTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, picklist);
  },
};
