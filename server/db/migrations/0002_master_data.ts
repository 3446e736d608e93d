import type { Migration } from 'kysely';
import { businessPartner } from '../../../src/domain/masterdata/business-partner';
import { product } from '../../../src/domain/masterdata/product';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * The first master data served by the entity engine (domain.md 3.1): tables, unique keys and the
 * indexes of their query and sort fields, generated from the descriptors as they were when this
 * migration was written. A field added to a descriptor later gets its own migration
 * (`addEntityColumns`).
 */
export const masterDataTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, businessPartner);
    await createEntityTables(db, product);
  },
};
