import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId } from '../../server/db/seed/demo-data';
import { type Json, jsonApi, pageGrant, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

const PASSWORD = 'Field#2024';

/**
 * domain.md 4.4 rule 3 on the generic writes: a field engineer never sees a price or an amount, so he
 * may not set one either (sent values are ignored), and saving back the lines he was shown (with their
 * ids, without the prices he never got) keeps every stored price. Lines he drops are deleted, lines he
 * adds are new and unpriced; an office user's edit still sets prices.
 */
describe.each(engines)('fields withheld from the caller survive his writes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let engineer: string;
  let productId: string;
  let otherProductId: string;
  let warehouse: string;
  let custody: string;
  const api = jsonApi(() => ({ t, token: admin }));

  const detail = (id: string, token = admin) => api.get(`/wms/transfer/queryById?id=${id}`, token);
  const linesOf = async (id: string, token = admin) =>
    (resultOf(await detail(id, token)).lines as Json[]).map((line) => ({ ...line }));
  /** The stored lines, scaled integers as numbers (PostgreSQL answers BIGINT as strings). */
  const storedLines = async (commandId: string) =>
    (
      await db(t)
        .selectFrom('wmsCommandLine')
        .select(['id', 'qty', 'unitPrice'])
        .where('commandId', '=', commandId)
        .orderBy('lineNo')
        .execute()
    ).map((line) => ({
      id: String(line.id),
      qty: Number(line.qty),
      unitPrice: line.unitPrice === null ? null : Number(line.unitPrice),
    }));
  const addTransfer = async (lines: Json[], token = admin) =>
    String(
      resultOf(
        await api.post(
          '/wms/transfer/add',
          { movementTypeCode: 'internal_transfer', outFacilityId: warehouse, inFacilityId: custody, lines },
          token,
        ),
      ).id,
    );
  /** Edits a transfer with the version it has now, as the given user. */
  const edit = async (id: string, body: Json, token: string) => {
    const version = resultOf(await detail(id, token)).version;
    return (await t.put('/wms/transfer/edit', { id, version, ...body }, token)).json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    const roleId = String(
      resultOf(await api.post('/sys/role/add', { roleName: '现场', roleCode: 'wfw' })).id,
    );
    resultOf(
      await api.post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: ['inventory.transfer', 'fsm.serviceContract'].flatMap(pageGrant).join(','),
        lastpermissionIds: '',
      }),
    );
    resultOf(
      await api.post('/sys/user/add', {
        username: 'wfw_engineer',
        realname: 'wfw_engineer',
        password: PASSWORD,
        userType: 'engineer',
        selectedroles: roleId,
        selecteddeparts: departId('A01A02'),
      }),
    );
    const user = await db(t)
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'wfw_engineer')
      .executeTakeFirstOrThrow();
    engineer = await t.login('wfw_engineer', PASSWORD);

    const product = async (code: string) =>
      String(
        resultOf(
          await api.post('/mdm/product/add', { code, name: code, productType: 'spare_part', uom: 'PCS' }),
        ).id,
      );
    productId = await product('WFW-1');
    otherProductId = await product('WFW-2');
    warehouse = String(
      resultOf(
        await api.post('/wms/facility/add', { code: 'WFW-W', name: 'WFW-W', facilityType: 'warehouse' }),
      ).id,
    );
    const teamId = String(
      resultOf(
        await api.post('/mdm/team/add', {
          code: 'WFW-T',
          name: 'WFW-T',
          teamType: 'fsm_service',
          members: [{ userId: String(user.id) }],
        }),
      ).id,
    );
    const team = await db(t)
      .selectFrom('mdmTeam')
      .select('custodyFacilityId')
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
    custody = String(team.custodyFacilityId);
  });
  afterAll(async () => t.close());

  it('keeps the line prices when he saves back the lines he was shown with a changed quantity', async () => {
    const id = await addTransfer([
      { productId, qty: 2, unitPrice: 12.5 },
      { productId: otherProductId, qty: 1, unitPrice: 3 },
    ]);
    const before = await storedLines(id);
    const shown = await linesOf(id, engineer);
    expect(shown[0]).not.toHaveProperty('unitPrice');
    shown[0]!.qty = 5;
    resultOf(await edit(id, { lines: shown }, engineer));

    const after = await storedLines(id);
    expect(after.map((line) => line.id)).toEqual(before.map((line) => line.id));
    expect(after.map((line) => line.qty)).toEqual([5000, 1000]);
    expect((await linesOf(id)).map((line) => line.unitPrice)).toEqual([12.5, 3]);
  });

  it('ignores a price he sends on add and on edit', async () => {
    const id = await addTransfer([{ productId, qty: 1, unitPrice: 99 }], engineer);
    expect((await linesOf(id))[0]!.unitPrice ?? null).toBeNull();

    const priced = await addTransfer([{ productId, qty: 1, unitPrice: 12.5 }]);
    const [line] = await linesOf(priced, engineer);
    resultOf(await edit(priced, { lines: [{ ...line, unitPrice: 99 }] }, engineer));
    resultOf(await edit(priced, { lines: [{ ...line, unitPrice: 'not a price' }] }, engineer));
    expect((await linesOf(priced))[0]!.unitPrice).toBe(12.5);
  });

  it("still lets an office user's edit change the prices, keeping the line ids", async () => {
    const id = await addTransfer([{ productId, qty: 1, unitPrice: 12.5 }]);
    const [line] = await linesOf(id);
    resultOf(await edit(id, { lines: [{ ...line, unitPrice: 20 }] }, admin));
    const [after] = await linesOf(id);
    expect(after!.unitPrice).toBe(20);
    expect(after!.id).toBe(line!.id);
  });

  it('deletes the line he drops and adds his new line without a price', async () => {
    const id = await addTransfer([
      { productId, qty: 1, unitPrice: 12.5 },
      { productId: otherProductId, qty: 2, unitPrice: 3 },
    ]);
    const [first, second] = await linesOf(id, engineer);
    resultOf(await edit(id, { lines: [second, { productId, qty: 4, unitPrice: 8 }] }, engineer));
    const after = await storedLines(id);
    expect(after.map((line) => line.id)).not.toContain(first!.id);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: second!.id, unitPrice: 3_000_000 });
    expect(after[1]!.id).not.toBe(first!.id);
    expect(after[1]).toMatchObject({ qty: 4000, unitPrice: null });
  });

  it("treats a line id of another command as a new line and leaves that command's line alone", async () => {
    const mine = await addTransfer([{ productId, qty: 1, unitPrice: 12.5 }]);
    const other = await addTransfer([{ productId: otherProductId, qty: 2, unitPrice: 3 }]);
    const [foreign] = await linesOf(other, engineer);
    resultOf(await edit(mine, { lines: [{ ...foreign, qty: 7 }] }, engineer));

    const [moved] = await storedLines(mine);
    expect(moved!.id).not.toBe(foreign!.id);
    expect(moved!.unitPrice).toBeNull();
    expect(await storedLines(other)).toEqual([{ id: foreign!.id, qty: 2000, unitPrice: 3_000_000 }]);
  });

  it('ignores an amount he sends on a header while the rest of his edit is saved', async () => {
    const customerId = String(
      resultOf(
        await api.post('/mdm/businessPartner/add', { code: 'WFW-C', name: 'Customer', isCustomer: true }),
      ).id,
    );
    const contract = {
      code: 'WFW-SC',
      customerId,
      contractType: 'warranty',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    const id = String(resultOf(await api.post('/fsm/serviceContract/add', { ...contract, amount: 500 })).id);
    const shown = resultOf(await api.get(`/fsm/serviceContract/queryById?id=${id}`, engineer));
    expect(shown).not.toHaveProperty('amount');
    resultOf(
      await api.post(
        '/fsm/serviceContract/edit',
        { id, version: shown.version, amount: 1, responseHours: 4 },
        engineer,
      ),
    );
    const stored = resultOf(await api.get(`/fsm/serviceContract/queryById?id=${id}`));
    expect(stored).toMatchObject({ amount: 500, responseHours: 4 });

    const added = resultOf(
      await api.post('/fsm/serviceContract/add', { ...contract, code: 'WFW-SC2', amount: 900 }, engineer),
    );
    const own = resultOf(await api.get(`/fsm/serviceContract/queryById?id=${String(added.id)}`));
    expect(own.amount ?? null).toBeNull();
  });
});
