import { sql } from 'kysely';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { db, type TestApp } from './harness';

/** The business partners the demo supplier users are bound to (the test database has no demo data). */
export async function addDemoSupplierPartners(t: TestApp): Promise<void> {
  for (const [code, id] of [
    ['S001', DEMO_PARTNER_IDS.supplierA],
    ['S002', DEMO_PARTNER_IDS.supplierB],
  ] as const) {
    await sql`insert into mdm_business_partner (id, tenant_id, code, name, is_supplier, status, del_flag, version)
      values (${id}, 0, ${code}, ${`Supplier ${code}`}, 1, '1', 0, 0)`.execute(db(t));
  }
}
