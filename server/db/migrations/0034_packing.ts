import type { Migration } from 'kysely';
import { packingTask } from '../../../src/domain/packing/packing-task';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';
import { insertMissingPrintTemplates } from './missing-print-templates';

/**
 * Packing of domain.md 3.8 (`pkg_task` with its lines, packages and their items, from the
 * descriptors), and the default templates added since 0020 (picklist, pick label, package label,
 * packing list) for databases that predate them: only codes tenant 0 does not have yet.
 */
export const packingTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, packingTask);
    await insertMissingPrintTemplates(db);
  },
};
