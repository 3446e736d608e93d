import type { Migration } from 'kysely';
import { membraneData } from '../../../src/domain/production/membrane-data';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Membrane test records of the test benches (domain.md 3.9), generated from their descriptor. */
export const membraneDataTable: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, membraneData);
  },
};
