import { randomUUID } from 'node:crypto';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { addWarehouse, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, type EngineName, type TestApp } from './harness';
import { addDemoSupplierPartners } from './partner-fixtures';

/**
 * The purchasing suites' world: an app with the demo supplier partners, the buyer's and both portal
 * suppliers' sessions, one ship-to warehouse and two raw materials (codes `<prefix>-1`, `<prefix>-2`).
 */
export async function startSrmApp(engine: EngineName, prefix: string) {
  const t = await createTestApp(engine);
  const admin = await t.login('admin');
  await addDemoSupplierPartners(t);
  const [buyer, supplierA, supplierB] = await Promise.all([
    t.login('buyer'),
    t.login('supplier_a'),
    t.login('supplier_b'),
  ]);
  const adminApi = jsonApi(() => ({ t, token: admin }));
  const { facilityId } = await addWarehouse(adminApi, { code: `${prefix}-WH`, name: `${prefix} WH` });
  const product = async (code: string) =>
    String(
      resultOf(
        await adminApi.post('/mdm/product/add', {
          code,
          name: code,
          productType: 'raw_material',
          uom: 'PCS',
        }),
      ).id,
    );
  return {
    t,
    admin,
    buyer,
    supplierA,
    supplierB,
    facilityId,
    productId: await product(`${prefix}-1`),
    otherProductId: await product(`${prefix}-2`),
  };
}

/** The system messages a user was sent (title, business id). */
export const noticesOf = async (t: TestApp, username: string) =>
  db(t)
    .selectFrom('sysAnnouncementSend as s')
    .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .select(['a.titile as title', 'a.busId as busId'])
    .where('u.username', '=', username)
    .execute();

export type SrmWorld = Awaited<ReturnType<typeof startSrmApp>>;

/** An item of a purchase order the helpers create: product, quantity, requested date, SAP item number. */
export interface PoItemInput {
  productId: string;
  qty: number;
  deliveryDate: string;
  lineNo: number;
}

/**
 * The purchasing suites' calls: document actions with a fresh request id, a document's version (read by
 * the buyer), and a purchase order the buyer creates and releases, confirmed in full by its supplier
 * (supplier_a or supplier_b) unless `confirm` is false.
 */
export function srmCalls(world: () => SrmWorld) {
  const api = jsonApi(() => ({ t: world().t, token: world().supplierA }));
  const act = (doc: string, action: string, body: Record<string, unknown>, token: string) =>
    api.post(`/srm/${doc}/${action}`, { requestId: randomUUID(), ...body }, token);
  const version = async (doc: string, id: string) =>
    Number(resultOf(await api.get(`/srm/${doc}/queryById?id=${id}`, world().buyer)).version);
  const poItems = async (id: string) =>
    (resultOf(await api.get(`/srm/purchaseOrder/queryById?id=${id}`, world().buyer)).items as Json[]).map(
      (item) => ({
        id: String(item.id),
        productId: String(item.productId),
        qty: Number(item.qty),
        inTransitQty: Number(item.inTransitQty),
      }),
    );
  const releasedPo = async (
    code: string,
    items: readonly PoItemInput[],
    {
      partnerId = DEMO_PARTNER_IDS.supplierA,
      confirm = true,
    }: { partnerId?: string; confirm?: boolean } = {},
  ) => {
    const { buyer, supplierA, supplierB, facilityId } = world();
    const id = String(
      resultOf(
        await api.post(
          '/srm/purchaseOrder/add',
          {
            code,
            partnerId,
            poType: 'standard',
            poDate: '2026-11-01',
            facilityId,
            items: items.map((item) => ({ ...item, netPrice: 1, uom: 'PCS' })),
          },
          buyer,
        ),
      ).id,
    );
    resultOf(
      await act('purchaseOrder', 'approve', { id, version: await version('purchaseOrder', id) }, buyer),
    );
    const created = await poItems(id);
    if (confirm) {
      const supplier = partnerId === DEMO_PARTNER_IDS.supplierA ? supplierA : supplierB;
      const answers = created.map((item) => ({
        lineId: item.id,
        confirmedQty: item.qty,
        promiseDate: '2026-12-01',
      }));
      resultOf(
        await act(
          'purchaseOrder',
          'confirmItems',
          { id, version: await version('purchaseOrder', id), items: answers },
          supplier,
        ),
      );
    }
    return { id, code, items: created };
  };
  return { api, act, version, poItems, releasedPo };
}
