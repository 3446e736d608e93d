import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWarehouse } from '../../server/db/seed/warehouse/demo-warehouse';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { createTestApp, engines, type TestApp } from './harness';

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

  it('generates the master data, the 700 commands of domain.md 6.1 (and 12 from approved FSM requests, 2 put-aways of passed inspections) with every invariant holding', async () => {
    expect(await count('mdm_product')).toBe(500);
    expect(await count('mdm_business_partner')).toBe(60);
    expect(await count('wms_facility')).toBe(11);
    expect(await count('mdm_equipment')).toBe(300);
    expect(await count('wms_command')).toBe(700 + 12 + 2);
    expect(await count('wms_receipt')).toBe(5);
    expect(await count('qms_inspection')).toBe(4);
    expect(await count('wms_supplier_return')).toBe(2);
    expect(await count('wms_check_inventory')).toBe(30);
    expect(await count('fsm_spare_part_request')).toBe(40);
    expect(await count('fsm_project_stage')).toBe(84);
    expect(await count('fsm_service_contract_equipment')).toBe(80);
    expect(await count('wms_inventory_ledger')).toBeGreaterThan(1000);
    expect((await verifyInventory(t.app.ctx.db)).mismatches).toEqual([]);
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
    expect(await count('wms_command')).toBe(714);
  });
});
