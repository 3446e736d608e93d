import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema up to date; returns the names of the migrations that ran now. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'isps_migration',
    migrationLockTableName: 'isps_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
