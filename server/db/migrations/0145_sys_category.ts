import type { Migration } from 'kysely';
import { sysCategory } from '../../../src/domain/system/entities/sys-category';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** JeecgBoot's category dictionary (issue 19 point 2), served by the entity engine. */
export const sysCategoryTable: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, sysCategory);
  },
};
