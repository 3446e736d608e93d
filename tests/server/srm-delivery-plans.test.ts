import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, resultOf } from './api-fixtures';
import { engines } from './harness';
import { noticesOf, type SrmWorld, srmCalls, srmSteps, startSrmApp } from './srm-fixtures';

describe.each(engines)('delivery plans (domain.md 3.6, 4.1 step 3) on %s', (engine) => {
  let world: SrmWorld;
  const { api, actNow, poItems, releasedPo } = srmCalls(() => world, `47000${engine === 'sqlite' ? 1 : 2}`);
  const { post, get } = api;

  type PoItem = Awaited<ReturnType<typeof poItems>>[number];
  /** A pending plan of supplier_a for the given items and quantities. */
  const addPlan = async (lines: { item: PoItem; qty: number; date?: string }[], token?: string) =>
    post(
      '/srm/deliveryPlan/add',
      {
        partnerId: DEMO_PARTNER_IDS.supplierA,
        facilityId: world.facilityId,
        periodFrom: '2026-12-01',
        periodTo: '2026-12-31',
        lines: lines.map(({ item, qty, date }, index) => ({
          poItemId: item.id,
          productId: item.productId,
          plannedDate: date ?? '2026-12-10',
          plannedQty: qty,
          lineNo: index + 1,
        })),
      },
      token ?? world.supplierA,
    );
  const planId = async (lines: { item: PoItem; qty: number; date?: string }[]) =>
    String(resultOf(await addPlan(lines)).id);
  const planAct = (action: string, id: string, token = world.supplierA, extra: Json = {}) =>
    actNow('deliveryPlan', action, id, token, extra);
  const planned = async (...poIds: string[]) =>
    (await Promise.all(poIds.map(poItems))).flat().map((item) => item.plannedQty);
  const plan = async (id: string) => resultOf(await get(`/srm/deliveryPlan/queryById?id=${id}`, world.buyer));

  beforeAll(async () => {
    world = await startSrmApp(engine, 'DP');
  });
  afterAll(async () => world.t.close());

  it('supplier submits, buyer confirms: planned quantity rises, both sides are told', async () => {
    const po = await releasedPo();
    // The picker: confirmed items of supplier_a for the ship-to facility.
    const picker = resultOf(
      await get(
        `/srm/purchaseOrderItem/list?confirmStatus=confirmed&partnerId=${DEMO_PARTNER_IDS.supplierA}&facilityId=${world.facilityId}&pageSize=100`,
      ),
    );
    expect((picker.records as Json[]).map((row) => row.id)).toEqual(
      expect.arrayContaining(po.items.map((item) => item.id)),
    );
    const id = await planId([
      { item: po.items[0]!, qty: 60 },
      { item: po.items[1]!, qty: 40, date: '2026-12-20' },
    ]);
    const pending = await plan(id);
    expect(pending).toMatchObject({ docStatus: 'pending', buyerConfirmStatus: 'unconfirmed' });
    expect(String(pending.code)).toMatch(/^DP/);
    expect(await planned(po.id)).toEqual([0, 0]);

    expect(resultOf(await planAct('approve', id))).toMatchObject({ docStatus: 'approved' });
    expect(await planned(po.id)).toEqual([60, 40]);
    // The buyer cannot withdraw the order's release while a submitted plan holds its items.
    expect(await actNow('purchaseOrder', 'cancelApproval', po.id, world.buyer)).toMatchObject({
      success: false,
    });
    const submitted = await plan(id);
    expect((submitted.lines as Json[]).map((line) => line.purchaseOrderId)).toEqual([po.id, po.id]);
    const toBuyer = (await noticesOf(world.t, 'buyer')).filter((notice) => notice.busId === id);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.title).toContain(String(pending.code));

    // The supplier may not confirm its own plan; the buyer does, once.
    expect(await planAct('confirmPlan', id)).toMatchObject({ success: false });
    resultOf(await planAct('confirmPlan', id, world.buyer));
    expect(await plan(id)).toMatchObject({ buyerConfirmStatus: 'confirmed', buyerConfirmBy: 'buyer' });
    const confirmedAgain = await planAct('confirmPlan', id, world.buyer);
    expect(String(confirmedAgain.message)).toContain('已被采购确认');
    // A confirmed plan is not rejected any more.
    const reject = await planAct('cancelApproval', id, world.buyer, { remark: 'Too late' });
    expect(reject).toMatchObject({ success: false });
    expect(await planned(po.id)).toEqual([60, 40]);
    const toSupplier = (await noticesOf(world.t, 'supplier_a')).filter((notice) => notice.busId === id);
    expect(toSupplier.map((notice) => notice.title)).toEqual([expect.stringContaining('已确认')]);
  });

  it('refuses to plan more than the open quantity less what other plans hold, in both languages', async () => {
    const po = await releasedPo();
    const [item] = po.items;
    resultOf(await planAct('approve', await planId([{ item: item!, qty: 70 }])));
    const over = await planId([{ item: item!, qty: 31 }]);
    const before = Number((await plan(over)).version);
    const refused = await planAct('approve', over);
    expect(refused).toMatchObject({ success: false });
    expect(String(refused.message)).toContain('超过采购订单明细的可计划数量 30');
    const english = await world.t.post(
      '/srm/deliveryPlan/approve',
      { requestId: randomUUID(), id: over, version: before },
      world.supplierA,
      { 'x-locale': 'en_US' },
    );
    expect(String((english.json() as Json).message)).toContain(
      'exceeds the quantity 30 of the PO item still to plan',
    );
    expect(Number((await plan(over)).version)).toBe(before);
    expect(await planned(po.id)).toEqual([70, 0]);
    // A date outside the period and an unconfirmed item are refused too.
    const outside = await planId([{ item: item!, qty: 1, date: '2027-01-05' }]);
    expect(String((await planAct('approve', outside)).message)).toContain('不在计划期间内');
    const unconfirmed = await releasedPo(DEMO_PARTNER_IDS.supplierA, false);
    const early = await planId([{ item: unconfirmed.items[0]!, qty: 1 }]);
    expect(String((await planAct('approve', early)).message)).toContain('尚未被确认');
    // Exactly what is left plans.
    resultOf(await planAct('approve', await planId([{ item: item!, qty: 30 }])));
    expect(await planned(po.id)).toEqual([100, 0]);
  });

  it('buyer rejects with a remark: back to pending, planned released, supplier told, resubmitted', async () => {
    const po = await releasedPo();
    const id = await planId([{ item: po.items[1]!, qty: 25 }]);
    resultOf(await planAct('approve', id));
    expect(await planned(po.id)).toEqual([0, 25]);
    // A remark is required; the supplier cannot reject on the buyer's behalf.
    expect(await planAct('cancelApproval', id, world.buyer, { remark: ' ' })).toMatchObject({
      success: false,
    });
    expect(await planAct('cancelApproval', id, world.supplierA, { remark: 'x' })).toMatchObject({
      success: false,
    });
    const rejected = resultOf(
      await planAct('cancelApproval', id, world.buyer, { remark: 'Week 50 is full' }),
    );
    expect(rejected).toMatchObject({ docStatus: 'pending' });
    expect(await plan(id)).toMatchObject({ buyerConfirmStatus: 'rejected', buyerRemark: 'Week 50 is full' });
    expect(await planned(po.id)).toEqual([0, 0]);
    const toSupplier = (await noticesOf(world.t, 'supplier_a')).filter((notice) => notice.busId === id);
    expect(toSupplier.map((notice) => notice.title)).toEqual([expect.stringContaining('被驳回')]);
    // The supplier edits and submits it again.
    const pending = await plan(id);
    resultOf(
      await post('/srm/deliveryPlan/edit', {
        ...pending,
        lines: (pending.lines as Json[]).map((line) => ({ ...line, plannedQty: 20 })),
      }),
    );
    resultOf(await planAct('approve', id));
    expect(await plan(id)).toMatchObject({ buyerConfirmStatus: 'unconfirmed', buyerRemark: null });
    expect(await planned(po.id)).toEqual([0, 20]);
  });

  it('keeps supplier_b out of supplier_a’s plans and staff from submitting for a supplier', async () => {
    const po = await releasedPo();
    const id = await planId([{ item: po.items[0]!, qty: 10 }]);
    const code = String((await plan(id)).code);
    const other = await get(`/srm/deliveryPlan/queryById?id=${id}`, world.supplierB);
    expect(other).toMatchObject({ success: false });
    expect(String(other.message)).toMatch(/不存在|未找到|not found/i);
    expect(resultOf(await get(`/srm/deliveryPlan/list?code=${code}`, world.supplierB)).total).toBe(0);
    const foreign = await planAct('approve', id, world.supplierB);
    expect(String(foreign.message)).toMatch(/不存在|未找到|not found/i);
    // Staff see it but only the supplier submits (domain.md 4.3).
    expect(resultOf(await get(`/srm/deliveryPlan/list?code=${code}`, world.buyer)).total).toBe(1);
    expect(await planAct('approve', id, world.buyer)).toMatchObject({ success: false });
    expect(await planned(po.id)).toEqual([0, 0]);
    resultOf(await planAct('approve', id));
    // The submitted lines are listed for supplier_a only (the delivery note's "from delivery plans").
    const lines = async (token: string) =>
      (resultOf(await get(`/srm/deliveryPlanLine/list?deliveryPlanId=${id}`, token)).records as Json[])
        .length;
    expect(await lines(world.supplierA)).toBe(1);
    expect(await lines(world.supplierB)).toBe(0);
  });

  it('counts delivery-note lines that name a plan line as delivered on ship and back on cancel', async () => {
    const po = await releasedPo();
    const id = await planId([{ item: po.items[0]!, qty: 50 }]);
    resultOf(await planAct('approve', id));
    const planLineId = String(((await plan(id)).lines as Json[])[0]!.id);
    const note = async (item: PoItem, qty: number) =>
      String(
        resultOf(
          await post('/srm/deliveryNote/add', {
            partnerId: DEMO_PARTNER_IDS.supplierA,
            facilityId: world.facilityId,
            expectedArrivalDate: '2026-12-10',
            lines: [{ poItemId: item.id, planLineId, productId: item.productId, qty, uom: 'PCS', lineNo: 1 }],
          }),
        ).id,
      );
    const delivered = async () => Number(((await plan(id)).lines as Json[])[0]!.deliveredQty);
    const dn = await note(po.items[0]!, 30);
    resultOf(await actNow('deliveryNote', 'approve', dn, world.supplierA));
    expect(await delivered()).toBe(30);
    // A plan with deliveries is not rejected.
    expect(await planAct('cancelApproval', id, world.buyer, { remark: 'x' })).toMatchObject({
      success: false,
    });
    resultOf(await actNow('deliveryNote', 'cancelApproval', dn, world.supplierA));
    expect(await delivered()).toBe(0);
    // A plan line of another item is refused.
    const wrong = await note(po.items[1]!, 5);
    const refused = await actNow('deliveryNote', 'approve', wrong, world.supplierA);
    expect(String(refused.message)).toContain('送货计划明细');
    expect((await poItems(po.id)).map((item) => item.inTransitQty)).toEqual([0, 0]);
  });

  it('keeps planned quantity = Σ lines of submitted plans under any sequence (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(srmSteps('submit', 'reject', 'confirm'), async (steps) => {
        const po = await releasedPo();
        const plans: {
          id: string;
          item: number;
          qty: number;
          state: 'pending' | 'submitted' | 'confirmed';
        }[] = [];
        const plannedOf = (item: number) =>
          plans
            .filter((p) => p.item === item && p.state !== 'pending')
            .reduce((total, p) => total + p.qty, 0);
        for (const s of steps) {
          if (s.kind === 'create') {
            plans.push({
              id: await planId([{ item: po.items[s.item]!, qty: s.qty }]),
              item: s.item,
              qty: s.qty,
              state: 'pending',
            });
            continue;
          }
          const target = plans[s.target % Math.max(plans.length, 1)];
          if (!target) continue;
          let allowed: boolean;
          let answer: Json;
          if (s.kind === 'submit') {
            allowed =
              target.state === 'pending' && plannedOf(target.item) + target.qty <= po.items[target.item]!.qty;
            answer = await planAct('approve', target.id);
            if (allowed) target.state = 'submitted';
          } else if (s.kind === 'reject') {
            allowed = target.state === 'submitted';
            answer = await planAct('cancelApproval', target.id, world.buyer, { remark: 'No' });
            if (allowed) target.state = 'pending';
          } else {
            allowed = target.state === 'submitted';
            answer = await planAct('confirmPlan', target.id, world.buyer);
            if (allowed) target.state = 'confirmed';
          }
          expect(answer.success, JSON.stringify({ s, answer })).toBe(allowed);
          expect(await planned(po.id)).toEqual([plannedOf(0), plannedOf(1)]);
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
