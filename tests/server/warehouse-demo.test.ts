import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWarehouse } from '../../server/db/seed/warehouse/demo-warehouse';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { createTestApp, engines, type TestApp } from './harness';

/** What the fixed seed generates (domain.md 6.1; picklist lines, billing lists and ledger volumes stay below it). */
const COMMANDS = 1017;
const RECEIPT_LINES = 845;
const INSPECTIONS = 326;
const INSPECTION_RESULTS = { pending: 3, pass: 256, fail: 54, concession: 13 };
const SUPPLIER_RETURNS = 29;
const PICKLISTS = 179;
const PACKING_TASKS = 121;
const BILLING_LISTS = 27;
const COUNT_LINES = 641;

describe.each(engines)('demo warehouse on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoWarehouse(t.app.ctx.db, t.app.ctx.engine, Date.UTC(2026, 0, 15), t.app.log);
  }, 120_000);
  afterAll(async () => t.close());

  const count = async (table: string) =>
    Number(
      (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.ctx.db))
        .rows[0]!.n,
    );

  it('generates the master data and the documents of domain.md 6.1 with every invariant holding', async () => {
    expect(await count('mdm_product')).toBe(500);
    expect(await count('mdm_business_partner')).toBe(60);
    expect(await count('wms_facility')).toBe(11);
    expect(await count('mdm_equipment')).toBe(300);
    expect(await count('mdm_product_facility')).toBe(900);
    // The 700 commands, 12 from approved FSM requests, put-aways of accepted lots, scraps of rejected ones.
    expect(await count('wms_command')).toBe(COMMANDS);
    expect(await count('wms_receipt')).toBe(240);
    expect(await count('wms_receipt_line')).toBe(RECEIPT_LINES);
    expect(await count('qms_inspection')).toBe(INSPECTIONS);
    expect(await count('wms_supplier_return')).toBe(SUPPLIER_RETURNS);
    expect(await count('wms_picklist')).toBe(PICKLISTS);
    expect(await count('pkg_task')).toBe(PACKING_TASKS);
    expect(await count('wms_billing_list')).toBe(BILLING_LISTS);
    expect(await count('wms_check_inventory')).toBe(30);
    expect(await count('wms_check_inventory_line')).toBe(COUNT_LINES);
    expect(await count('fsm_spare_part_request')).toBe(40);
    expect(await count('fsm_project_stage')).toBe(84);
    expect(await count('fsm_service_contract_equipment')).toBe(80);
    expect(await count('wms_inventory_ledger')).toBeGreaterThan(4000);
    expect((await verifyInventory(t.app.ctx.db)).mismatches).toEqual([]);
  });

  it('shows every state of the receiving, quality, picking, packing and billing documents', async () => {
    const states = async (table: string) =>
      new Set(
        (
          await sql<{
            s: string;
          }>`select distinct doc_status || '/' || fulfil_status as s from ${sql.table(table)}`.execute(
            t.app.ctx.db,
          )
        ).rows.map((r) => r.s),
      );
    const every = [
      'pending/unexecuted',
      'cancelled/unexecuted',
      'approved/unexecuted',
      'approved/executing',
      'approved/completed',
      'approved/closed',
    ];
    for (const table of ['wms_picklist', 'pkg_task', 'wms_supplier_return'])
      expect([...(await states(table))].sort()).toEqual([...every].sort());
    expect(await states('wms_receipt')).toEqual(
      new Set(['pending/unexecuted', 'cancelled/unexecuted', 'approved/unexecuted']),
    );
    expect(await states('wms_billing_list')).toEqual(
      new Set(['pending/unexecuted', 'cancelled/unexecuted', 'approved/unexecuted']),
    );
    const results = await sql<{
      result: string | null;
      n: number | string;
    }>`select result, count(*) as n from qms_inspection group by result`.execute(t.app.ctx.db);
    expect(Object.fromEntries(results.rows.map((r) => [r.result ?? 'pending', Number(r.n)]))).toEqual(
      INSPECTION_RESULTS,
    );
  });

  it('shows every state of W on every command type, and active reservations', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('wmsCommand')
      .select(['commandType', 'docStatus', 'fulfilStatus'])
      .distinct()
      .execute();
    const states = new Set(rows.map((r) => `${r.docStatus}/${r.fulfilStatus}`));
    for (const state of [
      'pending/unexecuted',
      'cancelled/unexecuted',
      'approved/unexecuted',
      'approved/executing',
      'approved/completed',
      'approved/closed',
    ]) {
      expect(states).toContain(state);
    }
    const types = new Set(rows.map((r) => r.commandType));
    expect(types.size).toBe(9);
    const reservations = await t.app.ctx.db
      .selectFrom('wmsInventoryReservation')
      .select('id')
      .where('reservationStatus', '=', 'active')
      .execute();
    expect(reservations.length).toBeGreaterThan(50);
  });

  it('is the same on every run (fixed seed) and not repeated on the next start', async () => {
    const codes = await t.app.ctx.db
      .selectFrom('mdmProduct')
      .select('name')
      .orderBy('code')
      .limit(3)
      .execute();
    expect(codes.map((c) => c.name)).toEqual(['胶带 1', '标签纸 2', '胶带 3']);
    await seedDemoWarehouse(t.app.ctx.db, t.app.ctx.engine, Date.now(), t.app.log);
    expect(await count('wms_command')).toBe(COMMANDS);
  });
});
