import type { Migration } from 'kysely';
import { sapLog } from '../../../src/domain/oms/sap-log';
import { productionOrder } from '../../../src/domain/production/production-order';
import { deliveryNote } from '../../../src/domain/srm/delivery-note';
import { label } from '../../../src/domain/srm/label';
import { purchaseOrder } from '../../../src/domain/srm/purchase-order';
import { createTrigramIndexes } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * PostgreSQL text search of the big lists (docs/performance.md "PostgreSQL text search"): the entity
 * engine filtered a `like` field with `ilike '%x%'`, which no B-tree serves, so a code searched on a
 * million production orders read the whole table (209 ms). It now writes `lower(column) like
 * lower(pattern)` (what ILIKE is), and each `like` query field of every descriptor declaring
 * `trigramSearch` gets a GIN trigram index over `lower(column)` (pg_trgm: contrib, in Debian's server
 * package) and a `(tenant_id, lower(column) text_pattern_ops)` B-tree for prefixes; these tables'
 * descriptors are the ones that do. A no-op on SQLite, and where pg_trgm cannot be installed (the
 * search then reads the table, as before).
 */
export const trigramSearch: Migration = {
  async up(db: MigrationDb) {
    for (const entity of [productionOrder, sapLog, label, purchaseOrder, deliveryNote]) {
      await createTrigramIndexes(db, entity);
    }
  },
};
