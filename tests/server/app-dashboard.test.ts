import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisFigures, businessDay, FLOW_DAYS } from '../../server/modules/dashboard/dashboard-figures';
import { availableTables, dashboardDb } from '../../server/modules/dashboard/dashboard-tables';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { toScaled } from '../../src/domain/entity/scaled-number';
import { createTestApp, engines, type TestApp } from './harness';
import { addFacility, addProduct, receiveStock } from './ledger-fixtures';

interface Analysis {
  summary: { products: number | null; facilities: number | null; openCommands: number | null };
  flowPerDay: { day: string; inbound: number; outbound: number }[] | null;
  stockValueByFacility: { facility: string; value: number }[] | null;
  documentsByStatus: { key: string; count: number }[] | null;
  supplierOnTime: unknown[] | null;
}

describe.each(engines)('dashboard figures on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  function tx<T>(work: (lc: LedgerContext) => Promise<T>): Promise<T> {
    const ctx = t.app.ctx;
    return ctx.db
      .transaction()
      .execute((trx) =>
        work({ trx, engine: ctx.engine, tenantId: 0, username: 'admin', now: ctx.clock.now() }),
      );
  }

  async function analysis(token: string): Promise<Analysis> {
    const response = await t.get('/dashboard/analysis', token);
    expect(response.statusCode).toBe(200);
    return response.json().result as Analysis;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts received stock per business day and values it per facility', async () => {
    const before = await analysis(admin);
    expect(before.flowPerDay).toHaveLength(FLOW_DAYS);
    expect(before.flowPerDay?.at(-1)?.day).toBe(businessDay(t.clock.now()));

    await tx(async (lc) => {
      const product = await addProduct(lc, 'DASH-1');
      // The warehouse area does not type the cost column; the dashboard's own table view does.
      await dashboardDb(lc.trx)
        .updateTable('mdmProduct')
        .set({ standardCost: toScaled('12.5', 'price') })
        .where('id', '=', product)
        .execute();
      const facility = await addFacility(lc, 'DASH-F');
      await receiveStock(
        lc,
        { productId: product, facilityId: facility.id, positionId: facility.storage },
        4_000,
      );
    });

    const after = await analysis(admin);
    expect((after.flowPerDay?.at(-1)?.inbound ?? 0) - (before.flowPerDay?.at(-1)?.inbound ?? 0)).toBe(4);
    expect(after.stockValueByFacility).toContainEqual({ facility: 'Facility DASH-F', value: 50 });
    expect((after.summary.products ?? 0) - (before.summary.products ?? 0)).toBe(1);
    expect((after.summary.facilities ?? 0) - (before.summary.facilities ?? 0)).toBe(1);
    expect(Array.isArray(after.documentsByStatus)).toBe(true);
  });

  it('scopes figures to the tenant of the caller', async () => {
    const other = await analysis(await t.login('t1_clerk'));
    expect(other.stockValueByFacility?.some((row) => row.facility === 'Facility DASH-F')).toBe(false);
  });

  it('shows supplier users none of the warehouse figures', async () => {
    const supplier = await analysis(await t.login('supplier_a'));
    expect(supplier.summary).toEqual({
      products: null,
      facilities: null,
      partners: null,
      openCommands: null,
    });
    expect(supplier.flowPerDay).toBeNull();
    expect(supplier.stockValueByFacility).toBeNull();
    expect(supplier.documentsByStatus).toBeNull();
  });

  it('answers null for figures whose tables do not exist, instead of failing', async () => {
    const figures = await analysisFigures({
      db: dashboardDb(t.app.ctx.db),
      tables: new Set(),
      user: { id: 'x', username: 'admin', tenantId: 0, userType: 'internal' } as never,
      now: t.clock.now(),
    });
    expect(figures.flowPerDay).toBeNull();
    expect(figures.stockValueByFacility).toBeNull();
    expect(figures.supplierOnTime).toBeNull();
    expect(figures.summary.products).toBeNull();
  });

  it('finds the warehouse and master data tables at start', async () => {
    const tables = await availableTables(t.app.ctx.db);
    for (const table of [
      'wmsCommand',
      'wmsInventoryLedger',
      'wmsInventoryBalance',
      'wmsFacility',
      'mdmProduct',
    ] as const) {
      expect(tables.has(table), table).toBe(true);
    }
  });
});
