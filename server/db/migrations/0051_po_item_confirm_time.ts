import type { Migration } from 'kysely';
import { columnTypes, type MigrationDb } from '../column-types';

/**
 * When the supplier confirmed each purchase order item (issue 12 point 10): the supplier scorecard's
 * confirmation lead time runs from the order's release (`approve_time`) to this instant. The server
 * stamps it (server/modules/srm/purchase-order-effects.ts); it is not a field of the item's descriptor,
 * so the entity engine neither lists nor writes it (docs/decisions.md "Supplier scorecard").
 */
export const poItemConfirmTime: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('srm_purchase_order_item')
      .addColumn('confirm_time', columnTypes(db).datetime)
      .execute();
  },
};
