import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { analysisFigures, businessDay, FLOW_DAYS } from '../../server/modules/dashboard/dashboard-figures';
import { availableTables, dashboardDb } from '../../server/modules/dashboard/dashboard-tables';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { toScaled } from '../../src/domain/entity/scaled-number';
import { createTestApp, engines, type TestApp } from './harness';
import { addFacility, addProduct, receiveStock } from './ledger-fixtures';
import { addDemoSupplierPartners } from './partner-fixtures';

interface Analysis {
  summary: { products: number | null; facilities: number | null; openCommands: number | null };
  flowPerDay: { day: string; inbound: number; outbound: number }[] | null;
  stockValueByFacility: { facility: string; value: number }[] | null;
  documentsByStatus: { key: string; count: number }[] | null;
  supplierOnTime: unknown[] | null;
}

interface SupplierHome {
  view: string;
  summary: { receipts: number; inspections: number | null; openReturns: number | null };
  receiptsPerDay: { day: string; count: number }[];
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

  async function supplierHome(token: string): Promise<SupplierHome> {
    return (await analysis(token)) as unknown as SupplierHome;
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

  it('shows a supplier user the figures of its own documents, none of the company', async () => {
    const facility = await tx((lc) => addFacility(lc, 'DASH-S'));
    const product = await tx((lc) => addProduct(lc, 'DASH-S1'));
    await addDemoSupplierPartners(t);
    const supplierA = await t.login('supplier_a');
    const supplierB = await t.login('supplier_b');
    const before = { a: await supplierHome(supplierA), b: await supplierHome(supplierB) };
    for (const partnerId of [
      DEMO_PARTNER_IDS.supplierA,
      DEMO_PARTNER_IDS.supplierA,
      DEMO_PARTNER_IDS.supplierB,
    ]) {
      const answer = (
        await t.post(
          '/wms/receipt/add',
          { partnerId, facilityId: facility.id, lines: [{ productId: product, receivedQty: 1 }] },
          admin,
        )
      ).json();
      expect(answer.success, answer.message).toBe(true);
    }
    const a = await supplierHome(supplierA);
    const b = await supplierHome(supplierB);
    expect(a.view).toBe('supplier');
    expect(a.summary.receipts - before.a.summary.receipts).toBe(2);
    expect(b.summary.receipts - before.b.summary.receipts).toBe(1);
    expect(a.receiptsPerDay).toHaveLength(FLOW_DAYS);
    const today = (figures: SupplierHome) => figures.receiptsPerDay.at(-1)?.count ?? 0;
    expect(today(a) - today(before.a)).toBe(2);
    // Nothing of the company: no products, stock values or other suppliers' rates.
    expect(a).not.toHaveProperty('stockValueByFacility');
    expect(a).not.toHaveProperty('flowPerDay');
    expect(a.supplierOnTime === null || a.supplierOnTime.length <= 1).toBe(true);
  });

  it('answers null for figures whose tables do not exist, instead of failing', async () => {
    const figures = await analysisFigures({
      db: dashboardDb(t.app.ctx.db),
      tables: new Set(),
      user: { id: 'x', username: 'admin', tenantId: 0, userType: 'internal' } as never,
      now: t.clock.now(),
    });
    assert(figures.view === 'company', 'the company view for internal users');
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
