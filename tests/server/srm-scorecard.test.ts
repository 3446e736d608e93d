import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { db, engines, type TestApp } from './harness';
import { startSrmApp } from './srm-fixtures';

/** An instant given as GMT+8 wall time (the contract's business time zone). */
const at = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);
const HOUR = 3_600_000;

describe.each(engines)('supplier scorecard and workbench (issue 12 points 8, 10) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let clerk: string;
  let facilityId: string;
  let productId: string;
  const api = jsonApi(() => ({ t, token: buyer }));
  const { post, get } = api;
  const A = DEMO_PARTNER_IDS.supplierA;
  const B = DEMO_PARTNER_IDS.supplierB;
  let sequence = 0;

  const moveClockTo = (ms: number) => t.clock.advance(ms - t.clock.now());
  const version = async (id: string) =>
    Number(resultOf(await get(`/srm/purchaseOrder/queryById?id=${id}`, buyer)).version);
  const act = async (action: string, id: string, body: Json, token: string) =>
    resultOf(
      await post(
        `/srm/purchaseOrder/${action}`,
        { requestId: randomUUID(), id, version: await version(id), ...body },
        token,
      ),
    );

  /** A purchase order of the partner with one item per requested date, released at `releasedAt`. */
  const releasedPo = async (partnerId: string, dates: string[], releasedAt: number) => {
    sequence += 1;
    moveClockTo(releasedAt - HOUR);
    const id = String(
      resultOf(
        await post(
          '/srm/purchaseOrder/add',
          {
            code: `47${engine === 'sqlite' ? 1 : 2}${String(sequence).padStart(5, '0')}`,
            partnerId,
            poType: 'standard',
            poDate: '2026-09-01',
            facilityId,
            items: dates.map((deliveryDate, index) => ({
              productId,
              qty: 10,
              netPrice: 1,
              uom: 'PCS',
              deliveryDate,
              lineNo: index + 1,
            })),
          },
          buyer,
        ),
      ).id,
    );
    moveClockTo(releasedAt);
    await act('approve', id, {}, buyer);
    const items = (resultOf(await get(`/srm/purchaseOrder/queryById?id=${id}`, buyer)).items as Json[]).map(
      (item) => String(item.id),
    );
    return { id, items };
  };

  const confirm = async (
    po: { id: string },
    lineId: string,
    promiseDate: string,
    when: number,
    token: string,
  ) => {
    moveClockTo(when);
    await act('confirmItems', po.id, { items: [{ lineId, confirmedQty: 10, promiseDate }] }, token);
  };

  /** A posted receipt of the partner received at `receivedAt`, one line against the PO item (or none). */
  const receipt = async (partnerId: string, receivedAt: number, poItemId: string | null) => {
    const receiptId = newId();
    await db(t)
      .insertInto('wmsReceipt')
      .values({
        id: receiptId,
        tenantId: 0,
        code: `RCV-${++sequence}`,
        docStatus: 'approved',
        fulfilStatus: 'completed',
        version: 1,
        partnerId,
        facilityId,
        receivedAt: toDbDateTime(receivedAt),
        qcRequired: 0,
      })
      .execute();
    await db(t)
      .insertInto('wmsReceiptLine')
      .values({
        id: newId(),
        tenantId: 0,
        receiptId,
        lineNo: 1,
        poItemId,
        productId,
        receivedQty: 10_000,
        overQty: 0,
        acceptedQty: 0,
        rejectedQty: 0,
        returnedQty: 0,
        settledQty: 0,
      })
      .execute();
  };

  const inspection = async (
    partnerId: string,
    inspectedAt: number,
    result: string,
    docStatus = 'approved',
    supplierVisible = 1,
  ) => {
    const id = newId();
    await db(t)
      .insertInto('qmsInspection')
      .values({
        id,
        tenantId: 0,
        code: `QI-${++sequence}`,
        docStatus,
        fulfilStatus: 'completed',
        version: 1,
        inspectionType: 'incoming',
        partnerId,
        productId,
        lotQty: 10_000,
        result,
        inspectedAt: toDbDateTime(inspectedAt),
        supplierVisible,
      })
      .execute();
  };

  beforeAll(async () => {
    const world = await startSrmApp(engine, `SC${engine === 'sqlite' ? 1 : 2}`);
    ({ t, admin, buyer, supplierA, supplierB, facilityId, productId } = world);
    clerk = await t.login('wh_clerk');
    const released = at('2026-09-01 10:00:00');
    // supplier_a: two items, confirmed 24 h and 48 h after the release (mean 36.0 h, in September).
    const poA = await releasedPo(A, ['2026-09-10', '2026-09-20'], released);
    await confirm(poA, poA.items[0] as string, '2026-09-12', released + 24 * HOUR, supplierA);
    await confirm(poA, poA.items[1] as string, '2026-09-25', released + 48 * HOUR, supplierA);
    // supplier_b: one item confirmed after 6 h; one more order left unconfirmed (the workbench's count).
    const poB = await releasedPo(B, ['2026-09-10'], released);
    await confirm(poB, poB.items[0] as string, '2026-09-08', released + 6 * HOUR, supplierB);
    await releasedPo(B, ['2026-10-30', '2026-10-31'], at('2026-10-01 09:00:00'));
    // A force-finished order has nothing left to confirm: not counted.
    const closed = await releasedPo(B, ['2026-10-30'], at('2026-10-02 09:00:00'));
    await act('forceFinish', closed.id, { remark: 'Cancelled in SAP' }, buyer);

    // Receipts. supplier_a in September: on the promised day (on time) and the next day just after
    // midnight GMT+8, still the promised day in UTC (late); in October one after the promise (late).
    await receipt(A, at('2026-09-12 15:00:00'), poA.items[0] as string);
    await receipt(A, at('2026-09-13 01:00:00'), poA.items[0] as string);
    await receipt(A, at('2026-10-02 09:00:00'), poA.items[1] as string);
    // No PO item and no delivery note: no due day, not measured.
    await receipt(A, at('2026-09-14 09:00:00'), null);
    // supplier_b: before its promise, on time.
    await receipt(B, at('2026-09-05 09:00:00'), poB.items[0] as string);

    // Inspections of supplier_a in September: 2 passed of 4 decided (a concession is no pass); a
    // pending one does not count. supplier_b: one failed.
    await inspection(A, at('2026-09-03 10:00:00'), 'pass');
    await inspection(A, at('2026-09-04 10:00:00'), 'pass');
    await inspection(A, at('2026-09-05 10:00:00'), 'fail');
    await inspection(A, at('2026-09-06 10:00:00'), 'concession');
    await inspection(A, at('2026-09-07 10:00:00'), 'pass', 'pending');
    // Hidden from the supplier (domain.md 4.4): the buyer counts it, supplier_a does not.
    await inspection(A, at('2026-09-08 10:00:00'), 'fail', 'approved', 0);
    await inspection(B, at('2026-09-08 10:00:00'), 'fail');
    moveClockTo(at('2026-10-15 12:00:00'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const scorecard = async (token: string, query = 'from=2026-08&to=2026-10') => {
    const body = await get(`/srm/scorecard/list?${query}`, token);
    return resultOf(body).records as Json[];
  };
  const figuresOf = (rows: Json[]) =>
    rows.map((row) => ({
      partnerId: row.partnerId,
      month: row.month,
      receiptLines: row.receiptLines,
      onTimeLines: row.onTimeLines,
      onTimeRate: row.onTimeRate,
      inspections: row.inspections,
      passedInspections: row.passedInspections,
      passRate: row.passRate,
      confirmedItems: row.confirmedItems,
      avgConfirmHours: row.avgConfirmHours,
    }));
  const byKey = (rows: ReturnType<typeof figuresOf>) =>
    [...rows].sort((a, b) => `${a.partnerId}${a.month}`.localeCompare(`${b.partnerId}${b.month}`));

  const A_SEPTEMBER = {
    partnerId: A,
    month: '2026-09',
    receiptLines: 2,
    onTimeLines: 1,
    onTimeRate: 50,
    inspections: 4,
    passedInspections: 2,
    passRate: 50,
    confirmedItems: 2,
    avgConfirmHours: 36,
  };
  /** The buyer also counts the inspection hidden from the supplier. */
  const A_SEPTEMBER_BUYER = { ...A_SEPTEMBER, inspections: 5, passRate: 40 };
  const A_OCTOBER = {
    partnerId: A,
    month: '2026-10',
    receiptLines: 1,
    onTimeLines: 0,
    onTimeRate: 0,
    inspections: 0,
    passedInspections: 0,
    passRate: null,
    confirmedItems: 0,
    avgConfirmHours: null,
  };
  const B_SEPTEMBER = {
    partnerId: B,
    month: '2026-09',
    receiptLines: 1,
    onTimeLines: 1,
    onTimeRate: 100,
    inspections: 1,
    passedInspections: 0,
    passRate: 0,
    confirmedItems: 1,
    avgConfirmHours: 6,
  };

  it('gives the buyer every supplier per month, with exact figures', async () => {
    const rows = await scorecard(buyer);
    expect(byKey(figuresOf(rows))).toEqual(byKey([A_SEPTEMBER_BUYER, A_OCTOBER, B_SEPTEMBER]));
    expect(rows.every((row) => typeof row.partnerName === 'string')).toBe(true);
    // One supplier on request, one month on request.
    expect(figuresOf(await scorecard(buyer, `from=2026-09&to=2026-09&partnerId=${B}`))).toEqual([
      B_SEPTEMBER,
    ]);
    expect(figuresOf(await scorecard(buyer, 'from=2026-10&to=2026-10')).map((row) => row.partnerId)).toEqual([
      A,
    ]);
  });

  it('confines a supplier to its own figures whatever it asks', async () => {
    expect(byKey(figuresOf(await scorecard(supplierA)))).toEqual(byKey([A_SEPTEMBER, A_OCTOBER]));
    expect(byKey(figuresOf(await scorecard(supplierA, `from=2026-08&to=2026-10&partnerId=${B}`)))).toEqual(
      byKey([A_SEPTEMBER, A_OCTOBER]),
    );
    expect(figuresOf(await scorecard(supplierB, `from=2026-08&to=2026-10&partnerId=${A}`))).toEqual([
      B_SEPTEMBER,
    ]);
  });

  it('exports the same rows to Excel, a supplier only its own', async () => {
    const sheet = async (token: string) => {
      const response = await t.get('/srm/scorecard/exportXls?from=2026-09&to=2026-09', token);
      expect(response.statusCode).toBe(200);
      return sheetRows(response.rawPayload);
    };
    const all = await sheet(buyer);
    expect(all[0]).toEqual(['供应商绩效']);
    const data = all.slice(2).map((row) => row.slice(1));
    expect(data).toHaveLength(2);
    expect(data).toContainEqual(['2026-09', 2, 1, 50, 5, 2, 40, 2, 36]);
    expect(data).toContainEqual(['2026-09', 1, 1, 100, 1, 0, 0, 1, 6]);
    const own = (await sheet(supplierB)).slice(2).map((row) => row.slice(1));
    expect(own).toEqual([['2026-09', 1, 1, 100, 1, 0, 0, 1, 6]]);
  });

  it('refuses staff without the scorecard page and bad ranges', async () => {
    const refused = await get('/srm/scorecard/list', clerk);
    expect(refused.success).toBe(false);
    expect(refused.code).toBe(510);
    const reversed = await get('/srm/scorecard/list?from=2026-10&to=2026-09', buyer);
    expect(reversed.success).toBe(false);
    expect(String(reversed.message)).toContain('2026-10');
    const long = await get('/srm/scorecard/list?from=2024-01&to=2026-10', buyer);
    expect(long.success).toBe(false);
  });

  it("counts the supplier's work and its own figures in the workbench summary", async () => {
    const a = resultOf(await get('/srm/supplierWorkbench/summary', supplierA));
    const b = resultOf(await get('/srm/supplierWorkbench/summary', supplierB));
    // Three months up to October: 3 measured lines of supplier_a, 1 on time.
    expect(a.figures).toMatchObject({
      from: '2026-08',
      to: '2026-10',
      receiptLines: 3,
      onTimeLines: 1,
      onTimeRate: 33.3,
      inspections: 4,
      passRate: 50,
      confirmedItems: 2,
      avgConfirmHours: 36,
      openItems: 2,
    });
    expect(a.counts).toMatchObject({ toConfirm: 0, itemsToConfirm: 0, toShip: 0, returnsToAcknowledge: 0 });
    // supplier_b's second order awaits its confirmation: never counted for supplier_a.
    expect(b.counts).toMatchObject({ toConfirm: 1, itemsToConfirm: 2 });
    expect(b.figures).toMatchObject({
      receiptLines: 1,
      onTimeRate: 100,
      passRate: 0,
      avgConfirmHours: 6,
      openItems: 3,
    });
    expect((a.months as Json[]).every((row) => row.partnerId === A)).toBe(true);
    expect((b.months as Json[]).every((row) => row.partnerId === B)).toBe(true);
    // Staff have no workbench.
    const staff = await get('/srm/supplierWorkbench/summary', buyer);
    expect(staff.success).toBe(false);
    expect(staff.code).toBe(510);
  });

  it("feeds the analysis page's on-time rate", async () => {
    const company = resultOf(await get('/dashboard/analysis', admin));
    const onTime = company.supplierOnTime as Json[];
    expect(onTime.map((row) => ({ lines: row.lines, onTime: row.onTime, rate: row.rate }))).toEqual([
      { lines: 3, onTime: 1, rate: 33.3 },
      { lines: 1, onTime: 1, rate: 100 },
    ]);
    const own = resultOf(await get('/dashboard/analysis', supplierB));
    expect((own.supplierOnTime as Json[]).map((row) => row.rate)).toEqual([100]);
  });
});
