import type { Migration } from 'kysely';
import { columnTypes, type MigrationDb } from '../column-types';

/**
 * `sys_user_facility` (domain.md 3.2): the facilities an internal user works in, the source of the data
 * rule variable `#{sys_user_facilities}` (domain.md 4.4).
 */
export const userFacilities: Migration = {
  async up(db: MigrationDb) {
    const t = columnTypes(db);
    await db.schema
      .createTable('sys_user_facility')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
      .addColumn('facility_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_by', 'varchar(32)')
      .addColumn('create_time', t.datetime)
      .addUniqueConstraint('sys_user_facility_uq', ['user_id', 'facility_id'])
      .execute();
  },
};
