import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { signShellAssertion } from '../../server/modules/auth/shell-assertion';
import { createTestApp, engines, type TestApp } from './harness';
import { addDemoSupplierPartners } from './partner-fixtures';

const SHELL_SECRET = 'lookup-shell-secret-0123456789-abcdefgh';

interface LookupAnswer {
  success: boolean;
  result: { records: { id: string; code: string | null; name: string }[] };
}

/** Issue 16 point 3 / issue 18 point 3: reference options are allowed by the page that shows them. */
describe.each(engines)('reference lookups on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  const lookup = async (token: string, entity: string, page: string, extra = '') =>
    t.get(`/sys/lookup/${entity}?page=${page}&pageSize=50${extra}`, token);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { ISPS_SHELL_SECRET: SHELL_SECRET } });
    admin = await t.login('admin');
    await addDemoSupplierPartners(t);
    const answer = (
      await t.post(
        '/wms/facility/add',
        { code: 'LK-WH', name: 'Lookup WH', facilityType: 'warehouse' },
        admin,
      )
    ).json();
    expect(answer.success, answer.message).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers a supplier on the receiving page its own partner only, where the partner page refuses it', async () => {
    const supplier = await t.login('supplier_a');
    expect((await t.get('/mdm/businessPartner/list', supplier)).statusCode).toBe(403);
    const answer = (await lookup(supplier, 'businessPartner', 'isps-receipt-list')).json() as LookupAnswer;
    expect(answer.success).toBe(true);
    expect(answer.result.records.map((row) => row.id)).toEqual([DEMO_PARTNER_IDS.supplierA]);
    // A filter cannot widen the scope.
    const other = (
      await lookup(supplier, 'businessPartner', 'isps-receipt-list', `&id=${DEMO_PARTNER_IDS.supplierB}`)
    ).json() as LookupAnswer;
    expect(other.result.records).toEqual([]);
    // Facilities: only those its own receipts name (none yet).
    const facilities = (await lookup(supplier, 'facility', 'isps-receipt-list')).json() as LookupAnswer;
    expect(facilities.result.records).toEqual([]);
  });

  it('offers staff the rows of the tenant, searchable by name or code', async () => {
    const clerk = await t.login('wh_clerk');
    const all = (await lookup(clerk, 'businessPartner', 'isps-receipt-list')).json() as LookupAnswer;
    expect(all.result.records.map((row) => row.id).sort()).toEqual(
      [DEMO_PARTNER_IDS.supplierA, DEMO_PARTNER_IDS.supplierB].sort(),
    );
    const found = (
      await lookup(clerk, 'facility', 'isps-receipt-list', '&keyword=lk-w')
    ).json() as LookupAnswer;
    expect(found.result.records).toEqual([expect.objectContaining({ code: 'LK-WH', name: 'Lookup WH' })]);
  });

  it('refuses a page the caller may not open, and an entity the page does not reference', async () => {
    const supplier = await t.login('supplier_a');
    expect((await lookup(supplier, 'businessPartner', 'isps-business-partner-list')).statusCode).toBe(403);
    const clerk = await t.login('wh_clerk');
    expect((await lookup(clerk, 'team', 'isps-receipt-list')).statusCode).toBe(403);
    expect((await lookup(clerk, 'facility', 'isps-no-such-page')).statusCode).toBe(403);
    expect((await lookup(clerk, 'noSuchEntity', 'isps-receipt-list')).statusCode).toBe(403);
  });

  it('serves the field-service pages their facilities and products through their own page', async () => {
    const assertion = signShellAssertion(SHELL_SECRET, {
      aud: 'isps-fsm-shell',
      sub: 'fsm_shell',
      exp: Math.floor(t.clock.now() / 1000) + 30,
      nonce: randomBytes(16).toString('hex'),
    });
    const shell = (await t.post('/sys/fsmShellLogin', { assertion })).json().result.token as string;
    for (const entity of ['facility', 'product']) {
      const answer = await lookup(shell, entity, 'isps-fsm-inventory-query');
      expect(answer.statusCode, entity).toBe(200);
      expect((answer.json() as LookupAnswer).success).toBe(true);
      // The master-data lists themselves stay closed to the shell's session.
      const basePath = entity === 'facility' ? '/wms/facility' : '/mdm/product';
      expect((await t.get(`${basePath}/list`, shell)).statusCode, entity).toBe(403);
    }
    expect((await lookup(shell, 'facility', 'isps-receipt-list')).statusCode).toBe(403);
  });
});
