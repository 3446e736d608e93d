import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/** Invoice application buttons that are finance's (domain.md 3.6): verify, and reject (cancel approval). */
const FINANCE_BUTTONS = ['srm:invoiceApplication:verify', 'srm:invoiceApplication:cancelApproval'];
/** The roles that held them only through the whole purchasing folder (src/domain/system/roles.ts). */
const PURCHASING_ROLES = ['buyer', 'purchase_manager'];

/**
 * Databases seeded before the change (docs/decisions.md "Invoice verification is finance's"): the buyer
 * and the purchase manager no longer verify or reject invoice applications, and the supplier
 * settlement's delete button goes (the route is gone: a settlement is withdrawn by cancel, which frees
 * its reserved quantities). The system data sync at start only adds, so these are removed here; a
 * database created after the change never had them and nothing matches.
 */
export const financeVerifiesInvoices: Migration = {
  async up(db: MigrationDb) {
    await db
      .deleteFrom('sys_role_permission')
      .where(
        'role_id',
        'in',
        db.selectFrom('sys_role').select('id').where('role_code', 'in', PURCHASING_ROLES),
      )
      .where(
        'permission_id',
        'in',
        db.selectFrom('sys_permission').select('id').where('perms', 'in', FINANCE_BUTTONS),
      )
      .execute();
    // Its grants first (cascaded on PostgreSQL; SQLite may run without foreign keys).
    const gone = db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'oms:supplierSettle:delete');
    for (const grants of ['sys_role_permission', 'sys_depart_permission', 'sys_depart_role_permission'])
      await db.deleteFrom(grants).where('permission_id', 'in', gone).execute();
    await db.deleteFrom('sys_permission').where('perms', '=', 'oms:supplierSettle:delete').execute();
  },
};
