import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { engines } from './harness';
import { type SrmWorld, startSrmApp } from './srm-fixtures';

interface Pending {
  menuKey: string;
  count: number;
}

describe.each(engines)('my pending approvals and the pages of a shared table on %s', (engine) => {
  let w: SrmWorld;
  const api = jsonApi(() => ({ t: w.t, token: w.admin }));

  const pendingOf = async (token: string) =>
    (resultOf(await api.get('/dashboard/workplace', token)).pendingApprovals ?? null) as Pending[] | null;
  const countOf = (rows: Pending[] | null, menuKey: string) =>
    rows?.find((row) => row.menuKey === menuKey)?.count ?? 0;
  const addPo = async (code: string) =>
    String(
      resultOf(
        await api.post(
          '/srm/purchaseOrder/add',
          {
            code,
            partnerId: DEMO_PARTNER_IDS.supplierA,
            poType: 'standard',
            poDate: '2026-11-01',
            facilityId: w.facilityId,
            items: [
              {
                productId: w.productId,
                qty: 5,
                deliveryDate: '2026-12-01',
                lineNo: 1,
                netPrice: 1,
                uom: 'PCS',
              },
            ],
          },
          w.buyer,
        ),
      ).id,
    );
  const addReceive = async () =>
    String(
      resultOf(
        await api.post('/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: w.facilityId,
          lines: [{ productId: w.productId, qty: 3 }],
        }),
      ).id,
    );

  beforeAll(async () => {
    w = await startSrmApp(engine, 'PAPP');
  });
  afterAll(async () => w.t.close());

  it('counts, per page, the pending documents the caller may approve, and only those', async () => {
    const before = { buyer: await pendingOf(w.buyer), clerk: await pendingOf(await w.t.login('wh_clerk')) };
    await addPo('PAPP-PO-1');
    await addPo('PAPP-PO-2');
    await addReceive();
    const buyer = await pendingOf(w.buyer);
    const clerk = await pendingOf(await w.t.login('wh_clerk'));
    const admin = await pendingOf(w.admin);
    // The buyer approves purchase orders, not receive commands; the clerk neither (domain.md 0.6).
    expect(countOf(buyer, 'srm.purchaseOrder') - countOf(before.buyer, 'srm.purchaseOrder')).toBe(2);
    expect(countOf(buyer, 'inventory.receive')).toBe(0);
    expect(countOf(clerk, 'srm.purchaseOrder')).toBe(0);
    expect(countOf(clerk, 'inventory.receive')).toBe(countOf(before.clerk, 'inventory.receive'));
    // The administrator holds every button: both pages, each counted apart.
    expect(countOf(admin, 'srm.purchaseOrder')).toBeGreaterThanOrEqual(2);
    expect(countOf(admin, 'inventory.receive')).toBeGreaterThanOrEqual(1);
    expect(countOf(admin, 'inventory.delivery')).toBe(0);
    expect(buyer?.every((row) => row.count > 0)).toBe(true);
    // Largest first.
    expect(admin).toEqual([...(admin ?? [])].sort((a, b) => b.count - a.count));
  });

  it('answers null for a supplier user, who approves nothing', async () => {
    expect(await pendingOf(w.supplierA)).toBeNull();
  });

  it("limits a page of a shared table to its own rows: another page's command is not found there", async () => {
    const receive = await addReceive();
    const viaDelivery = await api.post('/wms/delivery/approve', {
      id: receive,
      version: 0,
      requestId: randomUUID(),
    });
    expect(viaDelivery.success).toBe(false);
    expect(await api.get(`/wms/delivery/queryById?id=${receive}`)).toMatchObject({ success: false });
    const deliveries = resultOf(await api.get('/wms/delivery/list?pageSize=100')).records as Json[];
    expect(deliveries.some((row) => row.id === receive)).toBe(false);
    // On its own page it is there, and the approval goes through.
    expect(resultOf(await api.get(`/wms/receive/queryById?id=${receive}`)).id).toBe(receive);
    resultOf(await api.post('/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() }));
  });
});
