import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * Who uploaded each file of `/sys/common/upload` (issue 16 point 7): the static path serves a file only
 * to the sessions the upload's tenant and partner allow (docs/decisions.md, "Uploaded files").
 */
export const uploadFiles: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('sys_upload_file')
      .addColumn('path', 'varchar(500)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'varchar(32)', (c) => c.notNull())
      .addColumn('partner_id', 'varchar(32)')
      .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
