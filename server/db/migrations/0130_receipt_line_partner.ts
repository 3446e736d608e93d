import { type Migration, sql } from 'kysely';
import { receiptLine } from '../../../src/domain/warehouse/receipt';
import { addEntityColumns } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * The supplier and facility of a receipt line, copied from its receipt at posting: the supplier return's
 * "from rejected receipt lines" picker lists the rejected lines of the return's supplier and facility
 * (domain.md 3.5). 0030 creates the table from the descriptor, which now carries both fields: a
 * database created before gets the columns here, and its lines their receipt's values.
 */
export const receiptLinePartner: Migration = {
  async up(db: MigrationDb) {
    await addEntityColumns(db, receiptLine, ['partnerId', 'facilityId']);
    await sql`update wms_receipt_line
      set partner_id = (select r.partner_id from wms_receipt r where r.id = wms_receipt_line.receipt_id),
          facility_id = (select r.facility_id from wms_receipt r where r.id = wms_receipt_line.receipt_id)
      where partner_id is null`.execute(db);
    await db.schema
      .createIndex('wms_receipt_line_partner_facility_rejected_idx')
      .ifNotExists()
      .on('wms_receipt_line')
      .columns(['tenant_id', 'partner_id', 'facility_id', 'rejected_qty'])
      .execute();
  },
};
