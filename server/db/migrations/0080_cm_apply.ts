import type { Migration } from 'kysely';
import { cmApply } from '../../../src/domain/oms/cm-apply';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Credit memo requests (domain.md 3.11, oms_cm_apply and its lines), generated from their descriptor. */
export const cmApplyTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, cmApply);
  },
};
