import type { Migration } from 'kysely';
import { deliveryNoteLine } from '../../../src/domain/srm/delivery-note';
import { addEntityColumns } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * The serial list of a delivery-note line of a serial-tracked product (domain.md 4.1 step 4, docs/
 * decisions.md "Serial-tracked products on delivery notes"): one serial per unit, one label each. 0045
 * creates the table from the descriptor, which now carries the field: a database created after it has
 * the column already, one created before gets it here.
 */
export const deliveryNoteSerials: Migration = {
  async up(db: MigrationDb) {
    await addEntityColumns(db, deliveryNoteLine, ['serialNos']);
  },
};
