import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { addWarehouse, type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, type EngineName, type TestApp, type TestAppOptions } from './harness';
import { addDemoSupplierPartners } from './partner-fixtures';

/**
 * The purchasing suites' world: an app with the demo supplier partners, the buyer's and both portal
 * suppliers' sessions, one ship-to warehouse and two raw materials (codes `<prefix>-1`, `<prefix>-2`).
 */
export async function startSrmApp(engine: EngineName, prefix: string, options: TestAppOptions = {}) {
  const t = await createTestApp(engine, options);
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
 * The buyer's and suppliers' calls on purchasing documents: an action with a fresh request id, the
 * current version, a PO's items, a purchase order the buyer creates and releases (confirmed in full by
 * its supplier unless `confirm` is false), and the usual one: two items (100 and 40) numbered from
 * `codePrefix`, which keeps the PO numbers of suites and engines apart.
 */
export function srmCalls(world: () => SrmWorld, codePrefix: string) {
  const api = jsonApi(() => ({ t: world().t, token: world().supplierA }));
  const act = (doc: string, action: string, body: Json, token: string) =>
    api.post(`/srm/${doc}/${action}`, { requestId: randomUUID(), ...body }, token);
  const version = async (doc: string, id: string) =>
    Number(resultOf(await api.get(`/srm/${doc}/queryById?id=${id}`, world().buyer)).version);
  /** An action at the document's current version. */
  const actNow = async (doc: string, action: string, id: string, token: string, extra: Json = {}) =>
    act(doc, action, { id, version: await version(doc, id), ...extra }, token);
  const poItems = async (id: string) =>
    (resultOf(await api.get(`/srm/purchaseOrder/queryById?id=${id}`, world().buyer)).items as Json[]).map(
      (item) => ({
        id: String(item.id),
        productId: String(item.productId),
        qty: Number(item.qty),
        inTransitQty: Number(item.inTransitQty),
        plannedQty: Number(item.plannedQty),
      }),
    );
  const releasePo = async (
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
    resultOf(await actNow('purchaseOrder', 'approve', id, buyer));
    const created = await poItems(id);
    if (confirm) {
      const supplier = partnerId === DEMO_PARTNER_IDS.supplierA ? supplierA : supplierB;
      const answers = created.map((item) => ({
        lineId: item.id,
        confirmedQty: item.qty,
        promiseDate: '2026-12-01',
      }));
      resultOf(await actNow('purchaseOrder', 'confirmItems', id, supplier, { items: answers }));
    }
    return { id, code, items: created };
  };
  let sequence = 0;
  const releasedPo = async (partnerId: string = DEMO_PARTNER_IDS.supplierA, confirm = true) => {
    const { productId, otherProductId } = world();
    sequence += 1;
    return releasePo(
      `${codePrefix}${String(sequence).padStart(4, '0')}`,
      [
        { productId, qty: 100, deliveryDate: '2026-12-01', lineNo: 1 },
        { productId: otherProductId, qty: 40, deliveryDate: '2026-12-05', lineNo: 2 },
      ],
      { partnerId, confirm },
    );
  };
  return { api, act, actNow, version, poItems, releasePo, releasedPo };
}

/** A random step on the documents of one released PO: create one on item 0 or 1, or act on the n-th. */
export type SrmStep<K extends string> =
  | { kind: 'create'; item: number; qty: number }
  | { kind: K; target: number };

/** Steps of the fast-check properties: creations (1..110 of an item) and the given actions on earlier ones. */
export function srmSteps<K extends string>(...actions: [K, ...K[]]): fc.Arbitrary<SrmStep<K>[]> {
  const step: fc.Arbitrary<SrmStep<K>> = fc.oneof(
    fc.record({
      kind: fc.constant('create' as const),
      item: fc.nat(1),
      qty: fc.integer({ min: 1, max: 110 }),
    }),
    fc.record({ kind: fc.constantFrom(...actions), target: fc.nat(7) }),
  );
  return fc.array(step, { minLength: 2, maxLength: 10 });
}
