import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { departId, roleId } from '../../server/db/seed/demo-data';
import type { SapSender } from '../../server/integrations/sap/sap-boundary';
import { sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { type Json, jsonApi, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

const PASSWORD = 'CmService#2026';

/** A logged payload: JSON text on SQLite, an object on PostgreSQL. */
const payloadOf = (value: unknown): Json => (typeof value === 'string' ? JSON.parse(value) : value) as Json;

/** A fake SAP: accepts every message with a number, or refuses every one. */
function fakeSap(accept: boolean): SapSender & { sent: string[] } {
  const sent: string[] = [];
  return {
    kind: 'http',
    sent,
    async send(message) {
      sent.push(message.interfaceCode);
      return accept
        ? { ok: true, sapDocNo: `7${String(sent.length).padStart(9, '0')}`, response: { ok: true } }
        : { ok: false, error: 'SAP refused: posting period closed', response: null };
    },
  };
}

/**
 * Credit memo requests and service settlements (domain.md 3.11, issue 13 points 4, 5, 8, 9): the
 * two-step approval in order with each step's role, refusal, SAP queue and answer; generation from
 * completed FSM activities, never settled twice; nothing of these tables for supplier users.
 */
describe.each(engines)('credit memo requests and service settlements on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const users: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const { post, get } = jsonApi(() => ({ t, token: admin }));

  const add = async (path: string, body: Json, token = admin) =>
    String(resultOf(await post(`/${path}/add`, body, token)).id);
  const byId = async (path: string, id: string, token = admin) =>
    resultOf(await get(`/${path}/queryById?id=${id}`, token));
  const act = async (path: string, action: string, id: string, token: string, extra: Json = {}) =>
    (
      await t.post(
        `/${path}/${action}`,
        { requestId: randomUUID(), id, version: Number((await byId(path, id)).version), ...extra },
        token,
        { 'x-locale': 'en_US' },
      )
    ).json() as Json;
  const addUser = async (username: string, role: string) => {
    resultOf(
      await post('/sys/user/add', {
        username,
        realname: username,
        password: PASSWORD,
        userType: 'internal',
        selectedroles: roleId(role),
        selecteddeparts: departId('A01'),
      }),
    );
    return t.login(username, PASSWORD);
  };
  const sapLog = (bizDocId: string) =>
    db(t)
      .selectFrom('omsSapLog')
      .select(['interfaceCode', 'syncStatus', 'bizDocCode', 'requestPayload'])
      .where('bizDocId', '=', bizDocId)
      .execute();
  /** A completed (or other state) spare-part request of the team, as FSM and the service delivery leave it. */
  const fsmRequest = async (options: {
    activity: string | null;
    date: string;
    delivered: number;
    team?: string;
    fulfil?: string;
    priority?: string;
    oaPartner?: string | null;
  }) => {
    const id = newId();
    await db(t)
      .insertInto('fsmSparePartRequest')
      .values({
        id,
        tenantId: 0,
        code: `SP-${id.slice(-6)}`,
        docStatus: 'approved',
        fulfilStatus: options.fulfil ?? 'completed',
        version: 3,
        sourceKey: `FSMREQ-${id}`,
        fsmCode: `FSM-${options.activity ?? id}`,
        fsmActivityId: options.activity,
        serviceCode: 'SVC-1',
        movementTypeCode: 'defect_replace',
        teamId: options.team ?? ids.team!,
        requiredDate: options.date,
        priority: options.priority ?? 'L',
        oaPartner: options.oaPartner ?? null,
        createBy: 'fsm_shell',
        createTime: '2026-10-01 08:00:00',
      })
      .execute();
    await db(t)
      .insertInto('fsmSparePartRequestLine')
      .values({
        id: newId(),
        tenantId: 0,
        requestId: id,
        lineNo: 1,
        productId: ids.product!,
        qty: options.delivered,
        deliveredQty: options.delivered,
        returnedQty: 0,
      })
      .execute();
    return id;
  };
  const generate = (body: Json, token = users.coordinator!) =>
    t.post('/oms/serviceSettle/generate', { requestId: randomUUID(), ...body }, token, {
      'x-locale': 'en_US',
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    users.sales = await addUser('cm_sales', 'sales');
    users.manager = await addUser('cm_manager', 'sales_manager');
    users.finance = await addUser('cm_finance', 'finance');
    users.coordinator = await addUser('cm_coordinator', 'fsm_coordinator');
    ids.customer = await add('mdm/businessPartner', {
      code: 'CUST-CM',
      name: 'Credit customer',
      isCustomer: true,
      sapCustomerNo: '0000100200',
    });
    ids.provider = await add('mdm/businessPartner', {
      code: 'SP-CM',
      name: 'East service centre',
      isServiceProvider: true,
      sapVendorNo: '0000300400',
    });
    ids.product = await add('mdm/product', {
      code: 'CM-P',
      name: 'Pump',
      productType: 'spare_part',
      uom: 'PCS',
    });
    ids.team = await add('mdm/team', { code: 'T-CM', name: 'Service team CM', teamType: 'fsm_service' });
    ids.otherTeam = await add('mdm/team', { code: 'T-CM2', name: 'Other team', teamType: 'fsm_service' });
    // The test drives the outbox itself.
    await sql`update sys_quartz_job set status = '-1' where job_class_name = 'oms.sapOutbox'`.execute(db(t));
  });
  afterAll(async () => t.close());

  const addCm = (token = users.sales!) =>
    add(
      'oms/cmApply',
      {
        customerId: ids.customer,
        salesOrderId: null,
        eccSaleOrderId: '0010004711',
        eccBillingNo: '0090001234',
        cmReason: 'price_difference',
        currency: 'CNY',
        lines: [
          { lineNo: 1, productId: ids.product, qty: 3, unitPriceDiff: 12.345678, taxRate: 13 },
          { lineNo: 2, productId: ids.product, qty: 0.333, unitPriceDiff: 1.005, taxRate: 13 },
        ],
      },
      token,
    );

  it('prices a credit memo exactly: line amounts rounded once, tax per line, totals the sums', async () => {
    const id = await addCm();
    const cm = await byId('oms/cmApply', id);
    const lines = cm.lines as Json[];
    // 3 × 12.345678 = 37.037034 → 37.04; tax 4.8152 → 4.82. 0.333 × 1.005 = 0.334665 → 0.33; tax 0.0429 → 0.04.
    expect(lines.map((line) => [line.amount, line.taxAmount])).toEqual([
      [37.04, 4.82],
      [0.33, 0.04],
    ]);
    expect(cm).toMatchObject({ amount: 37.37, taxAmount: 4.86, amountInclTax: 42.23, docStatus: 'pending' });
    expect(String(cm.code)).toMatch(/^CM/);
    ids.cm = id;
  });

  it('approves in order: the sales manager first, then finance; each step only by its role', async () => {
    const id = ids.cm!;
    // Finance may not take the first step; sales holds no approval button at all.
    const early = await act('oms/cmApply', 'approve', id, users.finance!);
    expect(early.success).toBe(false);
    expect(String(early.message)).toContain('Sales manager approval');
    expect(
      (await t.post('/oms/cmApply/approve', { requestId: randomUUID(), id, version: 0 }, users.sales))
        .statusCode,
    ).toBe(403);

    expect(resultOf(await act('oms/cmApply', 'approve', id, users.manager!))).toMatchObject({
      docStatus: 'pending',
    });
    const half = await byId('oms/cmApply', id);
    expect(half).toMatchObject({ docStatus: 'pending', approvalStep: 1, salesApproveBy: 'cm_manager' });
    expect(await sapLog(id)).toHaveLength(0);
    // The sales manager may not take the second step too.
    const again = await act('oms/cmApply', 'approve', id, users.manager!);
    expect(String(again.message)).toContain('Finance approval');

    resultOf(await act('oms/cmApply', 'approve', id, users.finance!));
    const approved = await byId('oms/cmApply', id);
    expect(approved).toMatchObject({
      docStatus: 'approved',
      approvalStep: 2,
      approveBy: 'cm_finance',
      salesApproveBy: 'cm_manager',
      sapStatus: 'pending',
    });
    const [message] = await sapLog(id);
    expect(message).toMatchObject({
      interfaceCode: 'credit_memo',
      syncStatus: 'pending',
      bizDocCode: approved.code,
    });
    const payload = payloadOf(message!.requestPayload) as Json;
    expect(payload).toMatchObject({
      customer: '0000100200',
      salesOrder: '0010004711',
      billingNo: '0090001234',
      netAmount: '37.37',
      taxAmount: '4.86',
    });
    expect((payload.items as Json[]).map((item) => item.netAmount)).toEqual(['37.04', '0.33']);
    // Approved is final for this document: no edit, no cancel approval route.
    expect((await act('oms/cmApply', 'refuse', id, users.finance!, { remark: 'late' })).success).toBe(false);
  });

  it('refuses at either step with a remark, back to the sales manager', async () => {
    const id = await addCm();
    resultOf(await act('oms/cmApply', 'approve', id, users.manager!));
    const noRemark = await t.post(
      '/oms/cmApply/refuse',
      { requestId: randomUUID(), id, version: 1 },
      users.finance,
    );
    expect(noRemark.statusCode).toBe(400);
    resultOf(await act('oms/cmApply', 'refuse', id, users.finance!, { remark: 'Billing already credited' }));
    expect(await byId('oms/cmApply', id)).toMatchObject({
      docStatus: 'pending',
      approvalStep: 0,
      salesApproveBy: null,
      refuseRemark: 'Billing already credited',
    });
    // Back at the first step: finance cannot approve, the manager refuses too.
    expect((await act('oms/cmApply', 'approve', id, users.finance!)).success).toBe(false);
    resultOf(await act('oms/cmApply', 'refuse', id, users.manager!, { remark: 'Wrong price' }));
    expect((await byId('oms/cmApply', id)).refuseRemark).toBe('Wrong price');
    // An edit after a first approval starts the approval again.
    resultOf(await act('oms/cmApply', 'approve', id, users.manager!));
    const cm = await byId('oms/cmApply', id);
    resultOf(await post('/oms/cmApply/edit', { ...cm, id, cmReason: 'rebate' }, users.sales));
    expect(await byId('oms/cmApply', id)).toMatchObject({
      approvalStep: 0,
      salesApproveBy: null,
      cmReason: 'rebate',
    });
  });

  describe('service settlement', () => {
    beforeAll(async () => {
      // Activity A: two requests (parts 2 + 1), activity B: urgent, no parts; C executing, D outside the
      // period, E of another team, F handled by the provider (OA partner = its code) in another team.
      await fsmRequest({ activity: 'ACT-A', date: '2026-10-05', delivered: 2000 });
      await fsmRequest({ activity: 'ACT-A', date: '2026-10-06', delivered: 1000 });
      await fsmRequest({ activity: 'ACT-B', date: '2026-10-20', delivered: 0, priority: 'H' });
      await fsmRequest({ activity: 'ACT-C', date: '2026-10-21', delivered: 1000, fulfil: 'executing' });
      await fsmRequest({ activity: 'ACT-D', date: '2026-11-02', delivered: 1000 });
      await fsmRequest({ activity: 'ACT-E', date: '2026-10-08', delivered: 1000, team: ids.otherTeam });
      await fsmRequest({
        activity: 'ACT-F',
        date: '2026-10-09',
        delivered: 4000,
        team: ids.otherTeam,
        oaPartner: 'SP-CM',
      });
    });

    it('generates one line per fee item of each completed activity of the team and period', async () => {
      const answer = (
        await generate({ teamId: ids.team, periodFrom: '2026-10-01', periodTo: '2026-10-31' })
      ).json() as Json;
      const { id, lines } = resultOf(answer) as { id: string; lines: number };
      expect(lines).toBe(5);
      const settle = await byId('oms/serviceSettle', id, users.coordinator);
      const rows = (settle.lines as Json[]).map((line) => [
        line.fsmActivityId,
        line.feeItem,
        line.qty,
        line.amount,
      ]);
      // Labour 2 h × 180, travel 150, material 3 parts × 20; the urgent visit 3 h of labour, no parts.
      expect(rows).toEqual([
        ['ACT-A', 'labor', 2, 360],
        ['ACT-A', 'travel', 1, 150],
        ['ACT-A', 'material', 3, 60],
        ['ACT-B', 'labor', 3, 540],
        ['ACT-B', 'travel', 1, 150],
      ]);
      expect(settle).toMatchObject({ totalAmount: 1260, confirmStatus: 'unconfirmed', docStatus: 'pending' });
      ids.settle = id;
    });

    it('never settles an activity twice; a cancelled settlement frees its activities', async () => {
      const twice = (
        await generate({ teamId: ids.team, periodFrom: '2026-10-01', periodTo: '2026-10-31' })
      ).json() as Json;
      expect(twice.success).toBe(false);
      expect(String(twice.message)).toContain('No completed field-service activity');
      // The provider's own activity (another team) is settled on its own.
      const provider = resultOf(
        (
          await generate({ partnerId: ids.provider, periodFrom: '2026-10-01', periodTo: '2026-10-31' })
        ).json() as Json,
      );
      expect(provider.lines).toBe(3);
      const settle = await byId('oms/serviceSettle', String(provider.id), users.coordinator);
      expect((settle.lines as Json[]).every((line) => line.fsmActivityId === 'ACT-F')).toBe(true);
      resultOf(
        await act('oms/serviceSettle', 'cancel', String(provider.id), users.coordinator!, {
          remark: 'Wrong period',
        }),
      );
      const again = resultOf(
        (
          await generate({ partnerId: ids.provider, periodFrom: '2026-10-01', periodTo: '2026-10-31' })
        ).json() as Json,
      );
      expect(again.lines).toBe(3);
      // A customer is not a service provider.
      const notProvider = (
        await generate({ partnerId: ids.customer, periodFrom: '2026-10-01', periodTo: '2026-10-31' })
      ).json() as Json;
      expect(String(notProvider.message)).toContain('is not a service provider');
    });

    it('is confirmed for the provider, then approved by finance, which queues SAP; the answer comes back', async () => {
      const id = ids.settle!;
      const early = await act('oms/serviceSettle', 'approve', id, users.finance!);
      expect(String(early.message)).toContain('has not confirmed');
      // Finance holds no confirm button, the coordinator no approve button.
      expect(
        (
          await t.post(
            '/oms/serviceSettle/confirm',
            { requestId: randomUUID(), id, version: 0 },
            users.finance,
          )
        ).statusCode,
      ).toBe(403);
      resultOf(await act('oms/serviceSettle', 'confirm', id, users.coordinator!));
      expect(
        (
          await t.post(
            '/oms/serviceSettle/approve',
            { requestId: randomUUID(), id, version: 1 },
            users.coordinator,
          )
        ).statusCode,
      ).toBe(403);
      resultOf(await act('oms/serviceSettle', 'approve', id, users.finance!));
      expect(await byId('oms/serviceSettle', id)).toMatchObject({
        docStatus: 'approved',
        confirmStatus: 'confirmed',
        confirmBy: 'cm_coordinator',
        sapStatus: 'pending',
      });
      const [message] = await sapLog(id);
      expect(message).toMatchObject({ interfaceCode: 'service_settle', syncStatus: 'pending' });
      expect(payloadOf(message!.requestPayload)).toMatchObject({
        totalAmount: '1260.00',
        periodFrom: '2026-10-01',
      });

      // The fake SAP accepts: both documents get their SAP number through their answer handler.
      const sap = fakeSap(true);
      await sendSapOutbox(t.app.ctx, sap);
      expect(sap.sent.sort()).toEqual(['credit_memo', 'service_settle']);
      expect(await byId('oms/serviceSettle', id)).toMatchObject({
        sapStatus: 'success',
        sapDocNo: expect.stringMatching(/^7/),
      });
      expect(await byId('oms/cmApply', ids.cm!)).toMatchObject({
        sapStatus: 'success',
        sapDocNo: expect.stringMatching(/^7/),
      });
    });

    it('records a dispute with its remark; a disputed settlement is not approved', async () => {
      await fsmRequest({ activity: 'ACT-G', date: '2026-12-03', delivered: 0 });
      const { id } = resultOf(
        (
          await generate({ teamId: ids.team, periodFrom: '2026-12-01', periodTo: '2026-12-31' })
        ).json() as Json,
      ) as { id: string };
      resultOf(
        await act('oms/serviceSettle', 'dispute', id, users.coordinator!, {
          remark: 'Travel was not needed',
        }),
      );
      expect(await byId('oms/serviceSettle', id)).toMatchObject({
        confirmStatus: 'rejected',
        confirmRemark: 'Travel was not needed',
      });
      expect((await act('oms/serviceSettle', 'approve', id, users.finance!)).success).toBe(false);
    });
  });

  it('a finally refused SAP message marks the credit memo failed', async () => {
    const id = await addCm();
    resultOf(await act('oms/cmApply', 'approve', id, users.manager!));
    resultOf(await act('oms/cmApply', 'approve', id, users.finance!));
    const sap = fakeSap(false);
    // Back-off 1, 5, 15, 60 minutes, then failed.
    for (const minutes of [0, 1, 5, 15, 60]) {
      t.clock.advance(minutes * 60_000 + 1000);
      await sendSapOutbox(t.app.ctx, sap);
    }
    expect((await sapLog(id))[0]).toMatchObject({ syncStatus: 'failed' });
    expect(await byId('oms/cmApply', id)).toMatchObject({ sapStatus: 'failed', sapDocNo: null });
  });

  it('gives supplier users nothing of these tables', async () => {
    const supplier = await t.login('supplier_a');
    for (const url of [
      '/oms/cmApply/list',
      `/oms/cmApply/queryById?id=${ids.cm}`,
      '/oms/serviceSettle/list',
      `/oms/serviceSettle/queryById?id=${ids.settle}`,
      `/oms/serviceSettle/actionLog?id=${ids.settle}`,
      '/oms/cmApply/exportXls',
    ]) {
      expect((await t.get(url, supplier)).statusCode, url).toBe(403);
    }
    expect(
      (await generate({ teamId: ids.team, periodFrom: '2026-01-01', periodTo: '2026-12-31' }, supplier))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.post('/oms/cmApply/add', { customerId: ids.customer, cmReason: 'other' }, supplier))
        .statusCode,
    ).toBe(403);
  });
});
