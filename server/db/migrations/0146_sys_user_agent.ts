import type { Migration } from 'kysely';
import { sysUserAgent } from '../../../src/domain/system/entities/sys-user-agent';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Users' deputies (the JeecgBoot client's user agent dialog, issue 19), served by the entity engine. */
export const sysUserAgentTable: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, sysUserAgent);
  },
};
