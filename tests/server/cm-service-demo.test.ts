import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWarehouse } from '../../server/db/seed/warehouse/demo-warehouse';
import { createTestApp, type TestApp } from './harness';

/**
 * The credit memo and service settlement demo (issue 13 point 10, domain.md 6.1: 15 and 12) on the
 * whole demo warehouse, whose completed FSM requests the settlements settle. SQLite only: the whole
 * seed on PostgreSQL takes minutes (tests/server/warehouse-demo.test.ts runs it on both engines).
 */
describe('credit memo and service settlement demo (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await seedDemoWarehouse(t.app.ctx.db, t.app.ctx.engine, Date.UTC(2026, 0, 15), t.app.log);
  }, 900_000);
  afterAll(async () => t.close());

  const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(t.app.ctx.db)).rows;

  it('has 15 credit memo requests in every state, amounts the sums of their lines', async () => {
    const states = await rows<{ state: string; n: number }>(sql`select doc_status || '/' || approval_step ||
      '/' || coalesce(sap_status, '-') || '/' || (case when refuse_remark is null then 'ok' else 'refused' end) as state,
      count(*) as n from oms_cm_apply group by 1 order by 1`);
    expect(Object.fromEntries(states.map((row) => [row.state, Number(row.n)]))).toEqual({
      'approved/2/failed/ok': 1,
      'approved/2/pending/ok': 2,
      'approved/2/success/ok': 3,
      'cancelled/0/-/ok': 2,
      'pending/0/-/ok': 2,
      'pending/0/-/refused': 2,
      'pending/1/-/ok': 3,
    });
    const mismatched = await rows<{ id: string }>(sql`select h.id from oms_cm_apply h
      join (select cm_apply_id, sum(amount) as amount, sum(tax_amount) as tax from oms_cm_apply_line group by cm_apply_id) l
        on l.cm_apply_id = h.id
      where l.amount <> h.amount or l.tax <> h.tax_amount or h.amount + h.tax_amount <> h.amount_incl_tax`);
    expect(mismatched).toEqual([]);
    const queued = await rows<{ n: number }>(
      sql`select count(*) as n from oms_sap_log where interface_code = 'credit_memo' and biz_doc_id in (select id from oms_cm_apply)`,
    );
    expect(Number(queued[0]!.n)).toBe(6);
  });

  it('has 12 service settlements in every state, no activity fee settled twice', async () => {
    const states = await rows<{
      state: string;
      n: number;
    }>(sql`select doc_status || '/' || confirm_status || '/' ||
      coalesce(sap_status, '-') as state, count(*) as n from oms_service_settle group by 1 order by 1`);
    expect(Object.fromEntries(states.map((row) => [row.state, Number(row.n)]))).toEqual({
      'approved/confirmed/failed': 1,
      'approved/confirmed/pending': 1,
      'approved/confirmed/success': 2,
      'cancelled/unconfirmed/-': 2,
      'pending/confirmed/-': 2,
      'pending/rejected/-': 1,
      'pending/unconfirmed/-': 3,
    });
    const lines = await rows<{ n: number }>(sql`select count(*) as n from oms_service_settle_line`);
    // Deterministic: the fixed seed settles these fee lines (domain.md 6.1: about 300), those of the
    // completed FSM requests of the warehouse demo's history.
    expect(Number(lines[0]!.n)).toBe(405);
    const twice = await rows<{ k: string }>(sql`select settle_key as k from oms_service_settle_line
      where settle_key is not null group by settle_key having count(*) > 1`);
    expect(twice).toEqual([]);
    const totals = await rows<{ id: string }>(sql`select h.id from oms_service_settle h
      join (select service_settle_id, sum(amount) as amount from oms_service_settle_line group by service_settle_id) l
        on l.service_settle_id = h.id where l.amount <> h.total_amount`);
    expect(totals).toEqual([]);
  });
});
