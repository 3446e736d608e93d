import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';
import { addMissingPrintTemplates } from '../print-template-rows';

/**
 * The default offer template (code and print kind `offer`, A4, issue 15 point 6) for databases created
 * before it was added; a new database has it from 0020.
 */
export const offerPrintTemplate: Migration = {
  async up(db: MigrationDb) {
    await addMissingPrintTemplates(db);
  },
};
