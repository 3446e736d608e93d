import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date; returns the names of the migrations that ran now. On PostgreSQL the
 * bookkeeping tables are looked up in `schema`: Kysely otherwise finds them in any schema of the
 * database and skips creating its own when another schema has them.
 */
export async function migrateToLatest(db: Db, schema: string | null = null): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'isps_migration',
    migrationLockTableName: 'isps_migration_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
