import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { db, engines, type TestApp } from './harness';
import { noticesOf, startSrmApp } from './srm-fixtures';

describe.each(engines)('purchase orders (domain.md 3.6, 4.1 steps 1-2) on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let facilityId: string;
  let productId: string;
  let otherProductId: string;

  const api = jsonApi(() => ({ t, token: buyer }));
  const { post, get } = api;
  const act = (action: string, body: Json, token: string) =>
    post(`/srm/purchaseOrder/${action}`, { requestId: randomUUID(), ...body }, token);
  const detail = async (id: string, token = buyer) => get(`/srm/purchaseOrder/queryById?id=${id}`, token);
  const items = async (id: string) =>
    (resultOf(await detail(id)).items as Json[]).map((item) => ({ ...item }));
  const version = async (id: string) => Number(resultOf(await detail(id)).version);
  let sequence = 0;

  /** A pending PO of supplier_a (or another partner) with two items, created by the buyer. */
  const createPo = async (partnerId: string = DEMO_PARTNER_IDS.supplierA) => {
    sequence += 1;
    const code = `45000${engine === 'sqlite' ? 1 : 2}${String(sequence).padStart(4, '0')}`;
    const id = String(
      resultOf(
        await post('/srm/purchaseOrder/add', {
          code,
          partnerId,
          poType: 'standard',
          poDate: '2026-11-01',
          facilityId,
          currency: 'CNY',
          items: [
            { productId, qty: 100, netPrice: 2.5, uom: 'PCS', deliveryDate: '2026-12-01', lineNo: 1 },
            {
              productId: otherProductId,
              qty: 40,
              netPrice: 10,
              uom: 'PCS',
              deliveryDate: '2026-12-05',
              lineNo: 2,
            },
          ],
        }),
      ).id,
    );
    return { id, code };
  };
  const release = async (id: string) =>
    resultOf(await act('approve', { id, version: await version(id) }, buyer));
  beforeAll(async () => {
    ({ t, buyer, supplierA, supplierB, facilityId, productId, otherProductId } = await startSrmApp(
      engine,
      'PO',
    ));
  });
  afterAll(async () => t.close());

  it('releases a PO to its supplier, who confirms, rejects and asks to change items; the buyer answers', async () => {
    const { id, code } = await createPo();
    // Amounts are computed from quantity and net price (13 % tax when given), not typed.
    expect(resultOf(await detail(id))).toMatchObject({ amountExclTax: 650 });
    expect((await items(id)).map((item) => item.amount)).toEqual([250, 400]);
    // Pending: the supplier does not know it exists.
    expect(await detail(id, supplierA)).toMatchObject({ success: false });
    expect(resultOf(await get(`/srm/purchaseOrder/list?code=${code}`, supplierA)).total).toBe(0);

    const released = await release(id);
    expect(released).toMatchObject({ docStatus: 'approved', fulfilStatus: 'unexecuted' });
    const header = resultOf(await detail(id, supplierA));
    expect(header).toMatchObject({
      code,
      docStatus: 'approved',
      confirmStatus: 'unconfirmed',
      amountExclTax: 650,
    });
    const [first, second] = await items(id);
    expect(first).toMatchObject({ qty: 100, confirmedQty: 0, confirmStatus: 'unconfirmed', facilityId });
    const own = resultOf(await get(`/srm/purchaseOrderItem/list?purchaseOrderId=${id}`, supplierA));
    expect(own.total).toBe(2);
    // The supplier's contacts are told once it is released.
    expect((await noticesOf(t, 'supplier_a')).filter((n) => n.busId === id)).toHaveLength(1);
    expect((await noticesOf(t, 'supplier_b')).filter((n) => n.busId === id)).toHaveLength(0);

    // supplier_a confirms the first item in part with a promised date.
    const confirmed = await act(
      'confirmItems',
      {
        id,
        version: await version(id),
        items: [{ lineId: first!.id, confirmedQty: 80, promiseDate: '2026-12-03' }],
      },
      supplierA,
    );
    expect(resultOf(confirmed)).toMatchObject({ docStatus: 'approved' });
    let [a, b] = await items(id);
    expect(a).toMatchObject({
      confirmedQty: 80,
      supplierPromiseDate: '2026-12-03',
      confirmStatus: 'confirmed',
    });
    expect(b).toMatchObject({ confirmStatus: 'unconfirmed' });
    expect(resultOf(await detail(id))).toMatchObject({ confirmStatus: 'unconfirmed' });

    // Asking a change needs a remark; with it the second item waits for the buyer.
    const noRemark = await act(
      'requestChange',
      { id, version: await version(id), itemIds: [second!.id] },
      supplierA,
    );
    expect(noRemark.success).toBe(false);
    resultOf(
      await act(
        'requestChange',
        { id, version: await version(id), itemIds: [second!.id], remark: 'Only 30 until January' },
        supplierA,
      ),
    );
    [a, b] = await items(id);
    expect(b).toMatchObject({ confirmStatus: 'change_requested', supplierRemark: 'Only 30 until January' });
    expect(resultOf(await detail(id))).toMatchObject({
      confirmStatus: 'change_requested',
      supplierRemark: 'Only 30 until January',
    });
    // The buyer's workplace lists the exception with a link to the order; nobody else's does.
    const exceptionsOf = async (token: string) =>
      resultOf(await get('/dashboard/workplace', token)).supplierExceptions as {
        total: number;
        rows: Json[];
      } | null;
    expect((await exceptionsOf(buyer))!.rows).toContainEqual(
      expect.objectContaining({
        purchaseOrderId: id,
        code,
        lineNo: 2,
        confirmStatus: 'change_requested',
        supplierRemark: 'Only 30 until January',
      }),
    );
    expect(await exceptionsOf(supplierA)).toBeNull();
    expect(await exceptionsOf(await t.login('wh_clerk'))).toBeNull();
    // It cannot be confirmed before the buyer answered.
    const early = await act(
      'confirmItems',
      {
        id,
        version: await version(id),
        items: [{ lineId: second!.id, confirmedQty: 30, promiseDate: '2026-12-05' }],
      },
      supplierA,
    );
    expect(early).toMatchObject({ success: false });
    expect(String(early.message)).toContain('采购答复');

    // The buyer answers with a new quantity: the item waits for the supplier's confirmation again.
    resultOf(
      await act(
        'answerChange',
        { id, version: await version(id), remark: 'Agreed', items: [{ lineId: second!.id, qty: 30 }] },
        buyer,
      ),
    );
    [a, b] = await items(id);
    expect(b).toMatchObject({ qty: 30, amount: 300, confirmStatus: 'unconfirmed', buyerReply: 'Agreed' });
    expect((await exceptionsOf(buyer))!.rows.filter((row) => row.purchaseOrderId === id)).toEqual([]);
    expect(resultOf(await detail(id))).toMatchObject({
      amountExclTax: 550,
      supplierRemark: 'Only 30 until January',
    });
    resultOf(
      await act(
        'confirmItems',
        {
          id,
          version: await version(id),
          items: [{ lineId: second!.id, confirmedQty: 30, promiseDate: '2027-01-10' }],
        },
        supplierA,
      ),
    );
    const done = resultOf(await detail(id));
    expect(done).toMatchObject({ confirmStatus: 'confirmed', confirmBy: 'supplier_a' });

    // The buyer (the creator) was told of every answer.
    const toBuyer = (await noticesOf(t, 'buyer')).filter((n) => n.busId === id);
    expect(toBuyer.length).toBe(3);
    expect(toBuyer.some((n) => String(n.title).includes('申请变更'))).toBe(true);

    // Rejecting a confirmed item sets its confirmation back to 0 and the header to rejected.
    resultOf(
      await act(
        'rejectItems',
        { id, version: await version(id), itemIds: [first!.id], remark: 'Tool broken' },
        supplierA,
      ),
    );
    [a] = await items(id);
    expect(a).toMatchObject({ confirmStatus: 'rejected', confirmedQty: 0, supplierPromiseDate: null });
    expect(resultOf(await detail(id))).toMatchObject({ confirmStatus: 'rejected', confirmBy: null });
  });

  it('refuses what the confirmation rules refuse and keeps everything unchanged', async () => {
    const { id } = await createPo();
    await release(id);
    const [first] = await items(id);
    const before = await version(id);
    const over = await act(
      'confirmItems',
      { id, version: before, items: [{ lineId: first!.id, confirmedQty: 101, promiseDate: '2026-12-03' }] },
      supplierA,
    );
    expect(over).toMatchObject({ success: false });
    const badDate = await act(
      'confirmItems',
      { id, version: before, items: [{ lineId: first!.id, confirmedQty: 10, promiseDate: '2026-02-30' }] },
      supplierA,
    );
    expect(badDate).toMatchObject({ success: false });
    const notAsked = await act(
      'answerChange',
      { id, version: before, remark: 'x', items: [{ lineId: first!.id }] },
      buyer,
    );
    expect(notAsked).toMatchObject({ success: false });
    expect(await version(id)).toBe(before);
    expect((await items(id))[0]).toMatchObject({ confirmStatus: 'unconfirmed', confirmedQty: 0 });
    // A stale version is refused as the engine refuses it.
    resultOf(
      await act(
        'confirmItems',
        { id, version: before, items: [{ lineId: first!.id, confirmedQty: 5, promiseDate: '2026-12-01' }] },
        supplierA,
      ),
    );
    const stale = await act(
      'confirmItems',
      { id, version: before, items: [{ lineId: first!.id, confirmedQty: 6, promiseDate: '2026-12-01' }] },
      supplierA,
    );
    expect(stale).toMatchObject({ success: false });
  });

  it('keeps supplier_a to its own released orders and sides to their actions', async () => {
    const { id, code } = await createPo();
    await release(id);
    const [first] = await items(id);
    // supplier_b: not found everywhere, list and export empty.
    const other = await detail(id, supplierB);
    expect(other).toMatchObject({ success: false });
    expect(String(other.message)).toMatch(/不存在|未找到|not found/i);
    expect(resultOf(await get(`/srm/purchaseOrder/list?code=${code}`, supplierB)).total).toBe(0);
    expect(resultOf(await get(`/srm/purchaseOrderItem/list?purchaseOrderId=${id}`, supplierB)).total).toBe(0);
    const foreign = await act(
      'confirmItems',
      {
        id,
        version: await version(id),
        items: [{ lineId: first!.id, confirmedQty: 1, promiseDate: '2026-12-01' }],
      },
      supplierB,
    );
    expect(foreign).toMatchObject({ success: false });
    expect(String(foreign.message)).toMatch(/不存在|未找到|not found/i);
    // Excel export goes through the same scope: supplier_a's sheet has its order, supplier_b's has none.
    const exported = async (token: string) =>
      (await sheetRows((await t.get(`/srm/purchaseOrder/exportXls?code=${code}`, token)).rawPayload))
        .slice(3)
        .map((row) => row[0]);
    expect(await exported(supplierA)).toEqual([code]);
    expect(await exported(supplierB)).toEqual([]);
    const itemSheet = async (token: string) =>
      (
        await sheetRows(
          (
            await t.get(`/srm/purchaseOrderItem/exportXls?purchaseOrderId=${id}`, token)
          ).rawPayload,
        )
      ).length;
    expect(await itemSheet(supplierA)).toBeGreaterThan(await itemSheet(supplierB));
    // A supplier cannot release, cancel or answer; the buyer cannot confirm for the supplier.
    const { id: pending } = await createPo();
    expect(
      (
        await t.post(
          '/srm/purchaseOrder/approve',
          { id: pending, version: 0, requestId: randomUUID() },
          supplierA,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.post(
          '/srm/purchaseOrder/answerChange',
          { id, version: 1, requestId: randomUUID(), remark: 'x', items: [{ lineId: first!.id }] },
          supplierA,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.post(
          '/srm/purchaseOrder/confirmItems',
          {
            id,
            version: 1,
            requestId: randomUUID(),
            items: [{ lineId: first!.id, confirmedQty: 1, promiseDate: '2026-12-01' }],
          },
          buyer,
        )
      ).statusCode,
    ).toBe(403);
    // Writes through the generic routes are refused to the supplier.
    expect(
      (
        await t.post(
          '/srm/purchaseOrder/add',
          { code: 'X', partnerId: DEMO_PARTNER_IDS.supplierA },
          supplierA,
        )
      ).statusCode,
    ).toBe(403);
    // Cancel approval hides it again; the supplier sees nothing of it and confirms the re-release anew.
    resultOf(
      await act(
        'confirmItems',
        {
          id,
          version: await version(id),
          items: [{ lineId: first!.id, confirmedQty: 7, promiseDate: '2026-12-01' }],
        },
        supplierA,
      ),
    );
    resultOf(await act('cancelApproval', { id, version: await version(id) }, buyer));
    expect((await items(id))[0]).toMatchObject({
      confirmStatus: 'unconfirmed',
      confirmedQty: 0,
      supplierPromiseDate: null,
    });
    expect(resultOf(await detail(id))).toMatchObject({ confirmStatus: 'unconfirmed', docStatus: 'pending' });
    expect(await detail(id, supplierA)).toMatchObject({ success: false });
    expect(resultOf(await get(`/srm/purchaseOrderItem/list?purchaseOrderId=${id}`, supplierA)).total).toBe(0);
  });

  it('force-finishes the outstanding quantity, refused while something is in transit', async () => {
    const { id } = await createPo();
    await release(id);
    const [first, second] = await items(id);
    // A later slice's receipts and delivery notes keep these roll-ups; here they are set directly.
    await db(t)
      .updateTable('srmPurchaseOrderItem')
      .set({ receivedQty: 100_000 })
      .where('id', '=', String(first!.id))
      .execute();
    await db(t)
      .updateTable('srmPurchaseOrderItem')
      .set({ inTransitQty: 5_000 })
      .where('id', '=', String(second!.id))
      .execute();
    const refused = await act('forceFinish', { id, version: await version(id), remark: 'Done' }, buyer);
    expect(refused).toMatchObject({ success: false });
    // Something received: the release cannot be cancelled any more.
    expect(await act('cancelApproval', { id, version: await version(id) }, buyer)).toMatchObject({
      success: false,
    });
    await db(t)
      .updateTable('srmPurchaseOrderItem')
      .set({ inTransitQty: 0, receivedQty: 10_000 })
      .where('id', '=', String(second!.id))
      .execute();
    const finished = resultOf(
      await act('forceFinish', { id, version: await version(id), remark: 'Done' }, buyer),
    );
    expect(finished).toMatchObject({ docStatus: 'approved', fulfilStatus: 'closed' });
    const [a, b] = await items(id);
    expect(a).toMatchObject({ closedQty: 0, fulfilStatus: 'completed' });
    expect(b).toMatchObject({ closedQty: 30, fulfilStatus: 'closed' });
  });
  /** One answer on one item of a released order, as the supplier or the buyer sends it. */
  type Step =
    | { kind: 'confirm'; item: number; qty: number; day: number }
    | { kind: 'reject' | 'requestChange'; item: number }
    | { kind: 'answer'; item: number; qty: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('confirm' as const),
      item: fc.nat(1),
      qty: fc.integer({ min: 0, max: 120 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    fc.record({ kind: fc.constantFrom('reject' as const, 'requestChange' as const), item: fc.nat(1) }),
    fc.record({
      kind: fc.constant('answer' as const),
      item: fc.nat(1),
      qty: fc.integer({ min: 0, max: 120 }),
    }),
  );

  it('keeps quantities and confirmations consistent under any sequence of answers (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { id } = await createPo();
        await release(id);
        const ids = (await items(id)).map((item) => String(item.id));
        // The model: what domain.md 3.6 and docs/decisions.md say each answer does.
        const model = [
          { qty: 100, status: 'unconfirmed', confirmed: 0 },
          { qty: 40, status: 'unconfirmed', confirmed: 0 },
        ];
        let expectedVersion = await version(id);
        for (const s of steps) {
          const item = model[s.item]!;
          const lineId = ids[s.item]!;
          const answerable = item.status === 'unconfirmed' || item.status === 'confirmed';
          let answer: Json;
          let allowed: boolean;
          if (s.kind === 'confirm') {
            const promiseDate = `2026-12-${String(s.day).padStart(2, '0')}`;
            answer = await act(
              'confirmItems',
              { id, version: expectedVersion, items: [{ lineId, confirmedQty: s.qty, promiseDate }] },
              supplierA,
            );
            allowed = answerable && s.qty > 0 && s.qty <= item.qty;
            if (allowed) Object.assign(item, { status: 'confirmed', confirmed: s.qty });
          } else if (s.kind === 'answer') {
            answer = await act(
              'answerChange',
              { id, version: expectedVersion, remark: 'ok', items: [{ lineId, qty: s.qty }] },
              buyer,
            );
            allowed = !answerable && s.qty > 0;
            if (allowed) Object.assign(item, { status: 'unconfirmed', qty: s.qty });
          } else {
            answer = await act(
              s.kind === 'reject' ? 'rejectItems' : 'requestChange',
              { id, version: expectedVersion, itemIds: [lineId], remark: 'why' },
              supplierA,
            );
            allowed = answerable;
            const status = s.kind === 'reject' ? 'rejected' : 'change_requested';
            if (allowed) Object.assign(item, { status, confirmed: 0 });
          }
          expect(answer.success, JSON.stringify({ s, answer })).toBe(allowed);
          if (allowed) expectedVersion += 1;
          expect(await version(id)).toBe(expectedVersion);
          const stored = await items(id);
          for (const [index, want] of model.entries()) {
            const got = stored[index]!;
            expect(got).toMatchObject({
              qty: want.qty,
              confirmStatus: want.status,
              confirmedQty: want.confirmed,
            });
            // A promised date exactly when confirmed; nothing delivered, received or closed by answers.
            expect(got.supplierPromiseDate !== null).toBe(want.status === 'confirmed');
            expect([got.inTransitQty, got.receivedQty, got.closedQty]).toEqual([0, 0, 0]);
            expect(Number(got.confirmedQty)).toBeLessThanOrEqual(Number(got.qty));
          }
          const statuses = model.map((m) => m.status);
          const header = statuses.includes('change_requested')
            ? 'change_requested'
            : statuses.includes('rejected')
              ? 'rejected'
              : statuses.every((m) => m === 'confirmed')
                ? 'confirmed'
                : 'unconfirmed';
          expect(resultOf(await detail(id)).confirmStatus).toBe(header);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
