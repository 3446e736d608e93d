import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { addWarehouse, type Json, jsonApi, resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { engines, type TestApp } from './harness';
import { noticesOf, type SrmWorld, srmCalls, srmSteps, startSrmApp } from './srm-fixtures';

describe.each(engines)('delivery notes (domain.md 3.6, 4.1 step 4) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let facilityId: string;
  let otherFacilityId: string;

  let world: SrmWorld;
  const { api, act, version, poItems, releasedPo } = srmCalls(
    () => world,
    `46000${engine === 'sqlite' ? 1 : 2}`,
  );
  const { post, get } = api;

  type PoItem = Awaited<ReturnType<typeof poItems>>[number];
  /** A pending delivery note of supplier_a shipping `qty` of each given item. */
  const addNote = async (lines: { item: PoItem; qty: number }[], token = supplierA, facility = facilityId) =>
    post(
      '/srm/deliveryNote/add',
      {
        partnerId: DEMO_PARTNER_IDS.supplierA,
        facilityId: facility,
        expectedArrivalDate: '2026-12-02',
        lines: lines.map(({ item, qty }, index) => ({
          poItemId: item.id,
          productId: item.productId,
          qty,
          uom: 'PCS',
          lineNo: index + 1,
        })),
      },
      token,
    );
  const noteId = async (lines: { item: PoItem; qty: number }[]) => String(resultOf(await addNote(lines)).id);
  const dnAct = async (action: string, id: string, token = supplierA, extra: Json = {}) =>
    act('deliveryNote', action, { id, version: await version('deliveryNote', id), ...extra }, token);
  const inTransit = async (...poIds: string[]) =>
    (await Promise.all(poIds.map(poItems))).flat().map((item) => item.inTransitQty);
  beforeAll(async () => {
    world = await startSrmApp(engine, 'DN');
    ({ t, admin, buyer, supplierA, supplierB, facilityId } = world);
    // The shipped note is told to the clerks of its ship-to facility (sys_user_facility).
    const clerk = (resultOf(await get('/sys/user/list?username=wh_clerk', admin)).records as Json[])[0]!;
    resultOf(await post('/sys/user/facilities', { userId: clerk.id, facilityIds: [facilityId] }, admin));
    ({ facilityId: otherFacilityId } = await addWarehouse(
      jsonApi(() => ({ t, token: admin })),
      { code: 'DN-WH2', name: 'DN WH 2' },
    ));
  });
  afterAll(async () => t.close());

  it('ships items of two POs: in transit rises, the clerks are told; cancel approval rolls it back', async () => {
    const first = await releasedPo();
    const second = await releasedPo();
    // The picker's list: confirmed items of the supplier for the ship-to facility, across both POs.
    const picker = resultOf(
      await get(
        `/srm/purchaseOrderItem/list?confirmStatus=confirmed&partnerId=${DEMO_PARTNER_IDS.supplierA}&facilityId=${facilityId}&pageSize=100`,
      ),
    );
    const pickable = (picker.records as Json[]).map((row) => String(row.id));
    expect(pickable).toEqual(expect.arrayContaining([first.items[0]!.id, second.items[1]!.id]));

    const id = await noteId([
      { item: first.items[0]!, qty: 30 },
      { item: second.items[1]!, qty: 40 },
    ]);
    const pending = resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`));
    expect(pending).toMatchObject({ docStatus: 'pending', partnerId: DEMO_PARTNER_IDS.supplierA });
    expect(String(pending.code)).toMatch(/^DN/);
    // The supplier edits it while pending.
    resultOf(
      await post('/srm/deliveryNote/edit', {
        ...pending,
        expressNo: 'SF123',
        lines: (pending.lines as Json[]).map((line) => ({ ...line, qty: line.lineNo === 1 ? 35 : line.qty })),
      }),
    );
    expect(await inTransit(first.id, second.id)).toEqual([0, 0, 0, 0]);

    const shipped = resultOf(await dnAct('approve', id));
    expect(shipped).toMatchObject({ docStatus: 'approved', fulfilStatus: 'unexecuted' });
    expect(await inTransit(first.id, second.id)).toEqual([35, 0, 0, 40]);
    const header = resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`));
    // Two orders: no single purchase order on the header, each line knows its own.
    expect(header).toMatchObject({ expressNo: 'SF123', purchaseOrderId: null });
    expect(header.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((header.lines as Json[]).map((line) => line.purchaseOrderId)).toEqual([first.id, second.id]);
    const toClerk = (await noticesOf(t, 'wh_clerk')).filter((notice) => notice.busId === id);
    expect(toClerk).toHaveLength(1);
    expect(toClerk[0]!.title).toContain(String(header.code));

    // Shipped: no more edits; the buyer cannot cancel the release of the PO while something is in transit.
    expect(await post('/srm/deliveryNote/edit', { ...header, expressNo: 'X' })).toMatchObject({
      success: false,
    });
    expect(
      await act(
        'purchaseOrder',
        'cancelApproval',
        { id: first.id, version: await version('purchaseOrder', first.id) },
        buyer,
      ),
    ).toMatchObject({ success: false });

    // Cancel approval (the supplier cancels the shipment): in transit released, then cancel.
    resultOf(await dnAct('cancelApproval', id));
    expect(await inTransit(first.id, second.id)).toEqual([0, 0, 0, 0]);
    expect(resultOf(await dnAct('cancel', id, supplierA, { remark: 'Not sent' }))).toMatchObject({
      docStatus: 'cancelled',
    });
  });

  it('refuses more than the open quantity with a localised message and changes nothing', async () => {
    const po = await releasedPo();
    const [item] = po.items;
    const earlier = await noteId([{ item: item!, qty: 70 }]);
    resultOf(await dnAct('approve', earlier));
    const over = await noteId([{ item: item!, qty: 31 }]);
    const before = await version('deliveryNote', over);
    const refused = await dnAct('approve', over);
    expect(refused).toMatchObject({ success: false });
    expect(String(refused.message)).toContain('超过采购订单明细的未交数量 30');
    const english = await t.post(
      '/srm/deliveryNote/approve',
      { requestId: randomUUID(), id: over, version: before },
      supplierA,
      { 'x-locale': 'en_US' },
    );
    expect(String((english.json() as Json).message)).toContain('exceeds the open quantity 30');
    expect(await version('deliveryNote', over)).toBe(before);
    expect(await inTransit(po.id)).toEqual([70, 0]);
    // The same item twice on one note counts once per item.
    const twice = await noteId([
      { item: item!, qty: 20 },
      { item: item!, qty: 11 },
    ]);
    expect(await dnAct('approve', twice)).toMatchObject({ success: false });
    // Exactly the open quantity ships.
    resultOf(await dnAct('approve', await noteId([{ item: item!, qty: 30 }])));
    expect(await inTransit(po.id)).toEqual([100, 0]);
  });

  it('refuses unconfirmed items, another facility and another supplier’s items', async () => {
    const unconfirmed = await releasedPo(DEMO_PARTNER_IDS.supplierA, false);
    const a = await noteId([{ item: unconfirmed.items[0]!, qty: 1 }]);
    expect(String((await dnAct('approve', a)).message)).toContain('尚未被确认');
    const po = await releasedPo();
    const elsewhere = String(
      resultOf(await addNote([{ item: po.items[0]!, qty: 1 }], supplierA, otherFacilityId)).id,
    );
    expect(String((await dnAct('approve', elsewhere)).message)).toContain('收货仓库与送货单不同');
    const foreignPo = await releasedPo(DEMO_PARTNER_IDS.supplierB);
    const foreign = await noteId([{ item: foreignPo.items[0]!, qty: 1 }]);
    expect(String((await dnAct('approve', foreign)).message)).toContain('不是该供应商已下达且未完成的明细');
    expect(await inTransit(unconfirmed.id, po.id, foreignPo.id)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps supplier_b out of supplier_a’s notes and staff from shipping; staff see and force-finish', async () => {
    const po = await releasedPo();
    const id = await noteId([{ item: po.items[1]!, qty: 10 }]);
    const code = String(resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`)).code);
    const other = await get(`/srm/deliveryNote/queryById?id=${id}`, supplierB);
    expect(other).toMatchObject({ success: false });
    expect(String(other.message)).toMatch(/不存在|未找到|not found/i);
    expect(resultOf(await get(`/srm/deliveryNote/list?code=${code}`, supplierB)).total).toBe(0);
    const foreign = await act(
      'deliveryNote',
      'approve',
      { id, version: await version('deliveryNote', id) },
      supplierB,
    );
    expect(foreign).toMatchObject({ success: false });
    expect(String(foreign.message)).toMatch(/不存在|未找到|not found/i);
    // Only the supplier ships (domain.md 4.3): the buyer sees the note but may not approve it.
    expect(resultOf(await get(`/srm/deliveryNote/list?code=${code}`, buyer)).total).toBe(1);
    expect(await dnAct('approve', id, buyer)).toMatchObject({ success: false });
    expect(await inTransit(po.id)).toEqual([0, 0]);
    resultOf(await dnAct('approve', id));
    expect(await inTransit(po.id)).toEqual([0, 10]);
    // Excel export through the same scope.
    const exported = async (token: string) =>
      (await sheetRows((await t.get(`/srm/deliveryNote/exportXls?code=${code}`, token)).rawPayload))
        .slice(3)
        .map((row) => row[0]);
    expect(await exported(supplierA)).toEqual([code]);
    expect(await exported(supplierB)).toEqual([]);
    // The buyer force-finishes it: the unreceived quantity goes back to the PO as open.
    const finished = resultOf(await dnAct('forceFinish', id, buyer, { remark: 'Lost' }));
    expect(finished).toMatchObject({ fulfilStatus: 'closed' });
    expect(await inTransit(po.id)).toEqual([0, 0]);
    const line = (resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`)).lines as Json[])[0];
    expect(line).toMatchObject({ qty: 10, closedQty: 10 });
  });

  it('keeps in transit = Σ shipped open lines and open quantity ≥ 0 under any sequence (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(srmSteps('ship', 'unship', 'cancel'), async (steps) => {
        const po = await releasedPo();
        const notes: { id: string; item: number; qty: number; state: 'pending' | 'shipped' | 'cancelled' }[] =
          [];
        const shippedOf = (item: number) =>
          notes.filter((n) => n.item === item && n.state === 'shipped').reduce((sum, n) => sum + n.qty, 0);
        for (const s of steps) {
          if (s.kind === 'create') {
            notes.push({
              id: await noteId([{ item: po.items[s.item]!, qty: s.qty }]),
              item: s.item,
              qty: s.qty,
              state: 'pending',
            });
            continue;
          }
          // Any existing note (the index wraps), so that ship, cancel approval and cancel meet real notes.
          const note = notes[s.target % Math.max(notes.length, 1)];
          if (!note) continue;
          const ordered = po.items[note.item]!.qty;
          let allowed: boolean;
          let answer: Json;
          if (s.kind === 'ship') {
            allowed = note.state === 'pending' && shippedOf(note.item) + note.qty <= ordered;
            answer = await dnAct('approve', note.id);
            if (allowed) note.state = 'shipped';
          } else if (s.kind === 'unship') {
            allowed = note.state === 'shipped';
            answer = await dnAct('cancelApproval', note.id);
            if (allowed) note.state = 'pending';
          } else {
            allowed = note.state === 'pending';
            answer = await dnAct('cancel', note.id, supplierA, { remark: 'x' });
            if (allowed) note.state = 'cancelled';
          }
          expect(answer.success, JSON.stringify({ s, answer })).toBe(allowed);
          const stored = await poItems(po.id);
          for (const [index, item] of stored.entries()) {
            expect(item.inTransitQty).toBe(shippedOf(index));
            expect(item.qty - item.inTransitQty).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
