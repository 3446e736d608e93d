import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/** Used nonces of shell assertions (issue 16): one table for every server node, purged after expiry. */
export const shellNonces: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('sys_shell_nonce')
      .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sys_shell_nonce_expiry_idx')
      .on('sys_shell_nonce')
      .column('expires_at')
      .execute();
  },
};
