import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { Db } from '../../database';
import { seedDemoWarehouse } from './demo-warehouse';

/** The tables of the demo volumes of domain.md 6.1 the warehouse seed fills, with their 6.1 figure. */
export const DEMO_VOLUME_TABLES: readonly [table: string, target: string][] = [
  ['wms_command', '700'],
  ['wms_command_line', '2 100'],
  ['wms_receipt', '240'],
  ['wms_receipt_line', '850'],
  ['qms_inspection', '500 incl. production'],
  ['qms_inspection_item', '2 500 incl. production'],
  ['qms_inspection_standard', ''],
  ['qms_sampling_plan', ''],
  ['wms_supplier_return', '25'],
  ['wms_picklist', '180'],
  ['wms_picklist_line', '600'],
  ['pkg_task', '120'],
  ['pkg_package', '300'],
  ['pkg_package_item', '700'],
  ['wms_billing_list', '30'],
  ['wms_billing_list_line', '400'],
  ['wms_check_inventory', '30'],
  ['wms_check_inventory_line', '600'],
  ['wms_inventory_batch', '≈3 000'],
  ['wms_inventory_posting', '≈3 500'],
  ['wms_inventory_ledger', '≈9 000'],
  ['wms_inventory_reservation', '≈2 500'],
  ['wms_inventory_balance', '≈2 500'],
  ['fsm_spare_part_request', '250'],
  ['fsm_spare_part_request_line', '400'],
  ['fsm_oa_interface', '400'],
  ['fsm_ecn_work_order', '6'],
  ['fsm_ecn_work_order_item', '120'],
  ['fsm_project', '20'],
  ['fsm_project_stage', '140'],
  ['fsm_service_contract', '50'],
  ['fsm_service_contract_equipment', '200'],
  ['srm_purchase_order', '200'],
  ['srm_purchase_order_item', '1 000'],
  ['oms_sales_order', '120'],
  ['oms_sales_order_line', '400'],
  ['oms_proforma_invoice', '30'],
  ['mes_production_order', '60'],
  ['mes_production_component', '480'],
  ['mes_material_doc', '150'],
  ['mes_material_doc_line', '700'],
  ['mes_report_order', '300'],
  ['mes_transfer_receive', '120'],
  ['mes_membrane_data', '3 000'],
];

/** Row counts of the demo tables, plus the balance rows with stock and the active reservations. */
export async function demoVolumes(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const one = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  for (const [table] of DEMO_VOLUME_TABLES)
    counts[table] = await one(sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`);
  counts['wms_inventory_balance with stock'] = await one(
    sql<{ n: number | string }>`select count(*) as n from wms_inventory_balance where onhand_qty <> 0`,
  );
  counts['wms_inventory_reservation active'] = await one(
    sql<{
      n: number | string;
    }>`select count(*) as n from wms_inventory_reservation where reservation_status = 'active'`,
  );
  return counts;
}

/**
 * `npx tsx server/db/seed/warehouse/demo-volume.ts [postgres-url]`: seeds the demo warehouse on a fresh
 * SQLite file (or a fresh schema of the PostgreSQL given) at a fixed date, and prints the time it took
 * and the row counts against domain.md 6.1.
 */
async function main(): Promise<void> {
  const pgUrl = process.argv[2];
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-demo-volume-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const schema = `isps_demo_${randomBytes(4).toString('hex')}`;
  const onPg = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (pgUrl) {
    await onPg(`create schema ${schema}`);
    config.databaseUrl = pgUrl;
    config.databaseSchema = schema;
  }
  const app = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
  try {
    const started = Date.now();
    await seedDemoWarehouse(app.ctx.db, app.ctx.engine, Date.UTC(2026, 0, 15), app.log);
    const ms = Date.now() - started;
    const counts = await demoVolumes(app.ctx.db);
    const targets = new Map(DEMO_VOLUME_TABLES);
    process.stdout.write(`engine ${pgUrl ? 'postgres' : 'sqlite'}: demo warehouse seeded in ${ms} ms\n`);
    for (const [table, n] of Object.entries(counts))
      process.stdout.write(`${table.padEnd(36)} ${String(n).padStart(7)}   ${targets.get(table) ?? ''}\n`);
  } finally {
    await app.close();
    // ISPS_DEMO_KEEP=1 keeps the database to look into (the SQLite file or the schema).
    if (process.env.ISPS_DEMO_KEEP) process.stdout.write(`kept: ${pgUrl ? schema : dataDir}\n`);
    else {
      if (pgUrl) await onPg(`drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1]?.endsWith('demo-volume.ts')) await main();
