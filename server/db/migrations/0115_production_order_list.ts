import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types';

/**
 * The planner's production order list (issue 14 point 11): filtered by fulfilment or by work centre and
 * sorted (or bounded) by planned start. The descriptor's indexes pair each filter with the default sort
 * (create time), so with 1 000 000 orders SQLite sorted every match of a filter (bench/production/
 * order-list.ts: fulfilStatus=executing by plannedStart p95 118 ms, a work centre's month of planned starts
 * 1 268 ms); these serve the page as a range in planned-start order.
 */
export const productionOrderList: Migration = {
  async up(db: MigrationDb) {
    for (const filter of ['fulfil_status', 'work_center']) {
      await db.schema
        .createIndex(`mes_production_order_${filter}_planned_start_idx`)
        .on('mes_production_order')
        .columns(['tenant_id', filter, 'planned_start'])
        .execute();
    }
  },
};
