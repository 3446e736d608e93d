import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * The supplier's purchase-order item list (domain.md 6.2: supplier lists lead with `partner_id`): the
 * supplier scope adds `partner_id` and `supplier_visible` to every query, and the list filters by
 * confirmation and sorts by requested date. With 1 000 000 items the descriptor's single-field indexes
 * left SQLite scanning the partner's quarter of the table (bench/srm/po-list-scan.ts: p95 5.4 s); this
 * index serves the page as a range in date order and the total as an index-only count.
 */
export const poItemSupplierList: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('srm_purchase_order_item_supplier_list_idx')
      .on('srm_purchase_order_item')
      .columns(['tenant_id', 'partner_id', 'supplier_visible', 'confirm_status', 'delivery_date'])
      .execute();
  },
};
