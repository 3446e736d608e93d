import type { Migration } from 'kysely';
import { sysPosition } from '../../../src/domain/system/entities/sys-position';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Job positions (api-contract 8.12), served by the entity engine. */
export const sysPositionTable: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, sysPosition);
  },
};
