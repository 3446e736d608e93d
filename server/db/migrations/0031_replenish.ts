import type { Migration } from 'kysely';
import { productFacility } from '../../../src/domain/masterdata/product-facility';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';
import { toDbDateTime } from '../datetime';
import { stableId } from '../ids';

/**
 * Product-facility settings (domain.md 3.1) and the nightly replenish job over their min/max
 * (domain.md 3.4), running at 01:30 GMT+8 like the other nightly warehouse jobs of migration 0020.
 */
export const replenishTables: Migration = {
  async up(db: MigrationDb) {
    await createEntityTables(db, productFacility);
    await db
      .insertInto('sys_quartz_job')
      .values({
        id: stableId('quartz_job', 'wms.replenish'),
        tenant_id: 0,
        version: 0,
        create_by: 'system',
        create_time: toDbDateTime(Date.now()),
        job_class_name: 'wms.replenish',
        cron_expression: '0 30 1 * * ?',
        parameter: null,
        description: '夜间补货：低于最低库存时从补货仓库生成补货指令',
        status: '0',
      })
      .execute();
  },
};
