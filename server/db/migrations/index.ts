import type { Migration } from 'kysely';
import { systemTables } from './0001_system';

/**
 * The one registry of migrations, in order. An area adds its file `NNNN_name.ts` and one line here;
 * names are never renamed or reordered once released (the Migrator records them).
 */
export const migrations: Record<string, Migration> = {
  '0001_system': systemTables,
};
