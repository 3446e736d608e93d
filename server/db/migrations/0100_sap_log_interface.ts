import type { Migration } from 'kysely';
import { reportItem } from '../../../src/domain/entity/online-report';
import type { MigrationDb } from '../column-types';
import { stableId } from '../ids';

/**
 * The SAP log's interfaces are the `sap_log_interface` dictionary (domain.md 5's `sap_interface` and the
 * service settlement's `service_settle`, docs/decisions.md "SAP log interfaces"): the saved query "SAP
 * failures by interface" that 0095 seeded with `sap_interface` names its interfaces by the new one. A
 * database created after this change got it from 0095 already; a tenant's own edit of the item is kept.
 */
export const sapLogInterface: Migration = {
  async up(db: MigrationDb) {
    await db
      .updateTable(reportItem.table)
      .set({ dict_code: 'sap_log_interface' })
      .where('id', '=', stableId('cgreport_item', 'rp_oms_sap_failures.interface_code'))
      .where('dict_code', '=', 'sap_interface')
      .execute();
  },
};
