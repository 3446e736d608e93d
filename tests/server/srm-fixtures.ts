import { addWarehouse, jsonApi, resultOf } from './api-fixtures';
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
