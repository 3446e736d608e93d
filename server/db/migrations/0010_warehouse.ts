import { type Migration, type RawBuilder, type SqlBool, sql } from 'kysely';
import { costCenter } from '../../../src/domain/masterdata/cost-center';
import { equipment } from '../../../src/domain/masterdata/equipment';
import { movementType } from '../../../src/domain/masterdata/movement-type';
import { priceCatalog } from '../../../src/domain/masterdata/price-catalog';
import { priceGroup } from '../../../src/domain/masterdata/price-group';
import { priceTrim } from '../../../src/domain/masterdata/price-trim';
import { productStore } from '../../../src/domain/masterdata/product-store';
import { salesUser } from '../../../src/domain/masterdata/sales-user';
import { team } from '../../../src/domain/masterdata/team';
import { checkInventory } from '../../../src/domain/warehouse/check-inventory';
import { command } from '../../../src/domain/warehouse/command';
import { facility } from '../../../src/domain/warehouse/facility';
import { position } from '../../../src/domain/warehouse/position';
import { createEntityTables } from '../../entity/entity-ddl';
import { columnTypes, isPostgres, type MigrationDb } from '../column-types';
import { createInventoryRules } from './0010_warehouse-invariants';

/**
 * Master data of domain.md 3.1-3.2 (tables generated from their descriptors), the inventory model of
 * domain.md 2 and 3.3 (batches, balances, postings, the ledger, reservations: written by hand for their
 * CHECK constraints), the movement commands and stock counts of 3.4, `sys_doc_action` (the idempotency
 * record of document actions, domain.md 0.5), and the invariants as database rules.
 */
export const warehouseTables: Migration = {
  async up(db: MigrationDb) {
    for (const entity of [
      facility,
      position,
      costCenter,
      equipment,
      movementType,
      productStore,
      priceCatalog,
      priceGroup,
      priceTrim,
      team,
      salesUser,
      command,
      checkInventory,
    ]) {
      await createEntityTables(db, entity);
    }
    await createInventoryTables(db);
    await createDocActionTable(db);
    await createInventoryRules(db);
  },
};

async function createInventoryTables(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  const qty = isPostgres(db) ? 'bigint' : 'integer';
  const date = isPostgres(db) ? 'date' : 'text';
  const id = 'varchar(32)';

  await db.schema
    .createTable('wms_inventory_batch')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', id, (c) => c.notNull())
    .addColumn('batch_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('tracking', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_date', date, (c) => c.notNull())
    .addColumn('source_doc_type', 'varchar(32)')
    .addColumn('source_doc_id', id)
    .addColumn('source_doc_code', 'varchar(32)')
    .addColumn('supplier_id', id)
    .addColumn('supplier_batch_no', 'varchar(64)')
    .addColumn('production_date', date)
    .addColumn('expiry_date', date)
    .addColumn('quality_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('parent_batch_id', id)
    .addColumn('unit_cost', qty)
    .addColumn('currency', 'varchar(32)')
    .addColumn('source_equipment_id', id)
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', t.datetime)
    .addColumn('update_by', 'varchar(32)')
    .addColumn('update_time', t.datetime)
    .addCheckConstraint('wms_inventory_batch_tracking_ck', sql`tracking in ('none', 'batch', 'serial')`)
    .execute();
  await index(db, 'wms_inventory_batch', ['tenant_id', 'product_id', 'batch_no'], { unique: true });
  await index(db, 'wms_inventory_batch', ['tenant_id', 'received_date']);
  await index(db, 'wms_inventory_batch', ['tenant_id', 'batch_no']);

  await db.schema
    .createTable('wms_inventory_balance')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', id, (c) => c.notNull())
    .addColumn('facility_id', id, (c) => c.notNull())
    .addColumn('position_id', id, (c) => c.notNull())
    .addColumn('batch_id', id, (c) => c.notNull().references('wms_inventory_batch.id'))
    .addColumn('onhand_qty', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('promise_qty', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('ledger_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_ledger_id', id)
    .addColumn('update_time', t.datetime)
    // I1 and I2 (domain.md 2.4).
    .addCheckConstraint('wms_inventory_balance_onhand_ck', sql`onhand_qty >= 0`)
    .addCheckConstraint(
      'wms_inventory_balance_promise_ck',
      sql`promise_qty >= 0 and promise_qty <= onhand_qty`,
    )
    .execute();
  await index(
    db,
    'wms_inventory_balance',
    ['tenant_id', 'product_id', 'facility_id', 'position_id', 'batch_id'],
    {
      unique: true,
    },
  );
  await index(db, 'wms_inventory_balance', ['tenant_id', 'facility_id', 'position_id']);
  // The inventory page by position, in its own order, without a sort, its totals read from the index
  // alone (bench/ledger at 1 M rows).
  await index(
    db,
    'wms_inventory_balance',
    ['tenant_id', 'position_id', 'product_id', 'batch_id', 'onhand_qty', 'promise_qty'],
    {
      name: 'wms_inventory_balance_position_stock_idx',
      where: sql<SqlBool>`onhand_qty > 0`,
    },
  );
  await index(db, 'wms_inventory_balance', ['tenant_id', 'batch_id']);
  // domain.md 6.2: the inventory page reads rows with stock.
  await index(db, 'wms_inventory_balance', ['tenant_id', 'facility_id', 'product_id'], {
    name: 'wms_inventory_balance_stock_idx',
    where: sql<SqlBool>`onhand_qty > 0`,
  });

  await db.schema
    .createTable('wms_inventory_posting')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('posting_action', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_doc_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_doc_id', id, (c) => c.notNull())
    .addColumn('source_doc_code', 'varchar(32)')
    .addColumn('command_type', 'varchar(32)')
    .addColumn('movement_type_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)')
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', t.datetime, (c) => c.notNull())
    .execute();
  await index(db, 'wms_inventory_posting', ['tenant_id', 'source_doc_type', 'source_doc_id']);

  await db.schema
    .createTable('wms_inventory_ledger')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('posting_id', id, (c) => c.notNull().references('wms_inventory_posting.id'))
    .addColumn('posted_at', t.datetime, (c) => c.notNull())
    .addColumn('balance_id', id, (c) => c.notNull().references('wms_inventory_balance.id'))
    .addColumn('key_seq', 'integer', (c) => c.notNull())
    .addColumn('product_id', id, (c) => c.notNull())
    .addColumn('facility_id', id, (c) => c.notNull())
    .addColumn('position_id', id, (c) => c.notNull())
    .addColumn('batch_id', id, (c) => c.notNull())
    .addColumn('qty_delta', qty, (c) => c.notNull())
    .addColumn('onhand_after', qty, (c) => c.notNull())
    .addColumn('command_type', 'varchar(32)')
    .addColumn('movement_type_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_doc_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_doc_id', id, (c) => c.notNull())
    .addColumn('source_doc_code', 'varchar(32)')
    .addColumn('source_line_id', id)
    .addColumn('counterpart_facility_id', id)
    .addColumn('partner_id', id)
    .addColumn('cost_center_id', id)
    .addColumn('fsm_code', 'varchar(64)')
    .addColumn('fsm_activity_id', 'varchar(64)')
    .addColumn('reverses_ledger_id', id)
    .addColumn('create_by', 'varchar(32)')
    // domain.md 2.3 rule 3: a row changes on hand (never by 0) and never leaves it negative.
    .addCheckConstraint('wms_inventory_ledger_delta_ck', sql`qty_delta <> 0`)
    .addCheckConstraint('wms_inventory_ledger_onhand_ck', sql`onhand_after >= 0`)
    .addUniqueConstraint('wms_inventory_ledger_chain_uq', ['balance_id', 'key_seq'])
    .execute();
  await index(db, 'wms_inventory_ledger', ['tenant_id', 'product_id', 'facility_id', 'id']);
  await index(db, 'wms_inventory_ledger', ['tenant_id', 'source_doc_type', 'source_doc_id']);
  await index(db, 'wms_inventory_ledger', ['posting_id']);
  await index(db, 'wms_inventory_ledger', ['tenant_id', 'facility_id', 'posted_at']);
  await index(db, 'wms_inventory_ledger', ['tenant_id', 'fsm_code'], {
    where: sql<SqlBool>`fsm_code is not null`,
  });

  await db.schema
    .createTable('wms_inventory_reservation')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('balance_id', id, (c) => c.notNull().references('wms_inventory_balance.id'))
    .addColumn('product_id', id, (c) => c.notNull())
    .addColumn('facility_id', id, (c) => c.notNull())
    .addColumn('position_id', id, (c) => c.notNull())
    .addColumn('batch_id', id, (c) => c.notNull())
    .addColumn('source_doc_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_doc_id', id, (c) => c.notNull())
    .addColumn('source_line_id', id, (c) => c.notNull())
    .addColumn('reserved_qty', qty, (c) => c.notNull())
    .addColumn('consumed_qty', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('released_qty', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('reservation_status', 'varchar(32)', (c) => c.notNull().defaultTo('active'))
    .addColumn('closed_time', t.datetime)
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', t.datetime)
    .addCheckConstraint(
      'wms_inventory_reservation_qty_ck',
      sql`reserved_qty > 0 and consumed_qty >= 0 and released_qty >= 0
        and consumed_qty + released_qty <= reserved_qty
        and (reservation_status = 'active' or consumed_qty + released_qty = reserved_qty)
        and reservation_status in ('active', 'consumed', 'released')`,
    )
    .execute();
  await index(db, 'wms_inventory_reservation', [
    'tenant_id',
    'source_doc_type',
    'source_doc_id',
    'source_line_id',
  ]);
  await index(db, 'wms_inventory_reservation', ['balance_id'], {
    name: 'wms_inventory_reservation_active_idx',
    where: sql<SqlBool>`reservation_status = 'active'`,
  });
}

async function createDocActionTable(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sys_doc_action')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('doc_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('result', t.json)
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', t.datetime, (c) => c.notNull())
    .addUniqueConstraint('sys_doc_action_request_uq', ['tenant_id', 'request_id'])
    .execute();
  await index(db, 'sys_doc_action', ['tenant_id', 'doc_type', 'doc_id']);
}

async function index(
  db: MigrationDb,
  table: string,
  columns: string[],
  options: { unique?: boolean; name?: string; where?: RawBuilder<SqlBool> } = {},
): Promise<void> {
  const name =
    options.name ??
    `${table}_${columns.filter((c) => c !== 'tenant_id').join('_')}_${options.unique ? 'uq' : 'idx'}`;
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (options.unique) builder = builder.unique();
  if (options.where) builder = builder.where(options.where);
  await builder.execute();
}
