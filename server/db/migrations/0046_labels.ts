import type { Migration } from 'kysely';
import { label } from '../../../src/domain/srm/label';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * Package labels of shipped delivery notes (domain.md 3.6, 4.2), generated from their descriptor: unique
 * (tenant, label_no) for the scan lookup, (tenant, delivery_note_id, label_no) for a note's labels.
 */
export const labelTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, label);
  },
};
