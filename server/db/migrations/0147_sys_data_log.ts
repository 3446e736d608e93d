import type { Migration } from 'kysely';
import { sysDataLog } from '../../../src/domain/system/entities/sys-data-log';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** The data change log (issue 19 point 2): one row per stored version of a logged record. */
export const sysDataLogTable: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, sysDataLog);
  },
};
