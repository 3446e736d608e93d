import type { Migration } from 'kysely';
import { billingList } from '../../../src/domain/warehouse/billing-list';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** Billing lists of domain.md 3.5, generated from their descriptor. */
export const billingListTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, billingList);
  },
};
