import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueSapMessage } from '../../server/integrations/sap/sap-outbox';
import { ORDER_REPORTS } from '../../src/domain/oms/order-reports';
import { sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

const CREDIT_MEMO_TEXT = '贷项申请';

describe.each(engines)('the orders menu reports (domain.md 3.11) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const json = async (url: string, token = admin) => (await t.get(url, token)).json();
  const reportId = async (code: string) =>
    (await json(`/online/cgreport/api/getRpColumns/${code}`)).result.cgRpConfigId as string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    // Two messages SAP finally refused on one interface, one it accepted; one service settlement refused.
    await t.app.ctx.db.transaction().execute(async (trx) => {
      for (const code of ['CM-1', 'CM-2', 'CM-3', 'SS-1'])
        await enqueueSapMessage(trx, {
          tenantId: 0,
          username: 'admin',
          now: t.clock.now(),
          interfaceCode: code.startsWith('SS') ? 'service_settle' : 'credit_memo',
          bizDocType: code.startsWith('SS') ? 'service_settle' : 'cm_apply',
          bizDocId: null,
          bizDocCode: code,
          payload: {},
        });
    });
    await db(t)
      .updateTable('omsSapLog')
      .set({ syncStatus: 'failed', retryCount: 5 })
      .where('bizDocCode', 'in', ['CM-1', 'CM-2', 'SS-1'])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs each saved query against the tables it reads', async () => {
    for (const report of ORDER_REPORTS) {
      const answer = await json(`/online/cgreport/api/getData/${await reportId(report.code)}`);
      expect(answer.success, `${report.code}: ${answer.message}`).toBe(true);
      expect(Array.isArray(answer.result.records)).toBe(true);
    }
  });

  it('counts SAP failures by interface and exports them with dictionary texts', async () => {
    const id = await reportId('rp_oms_sap_failures');
    const answer = await json(`/online/cgreport/api/getData/${id}`);
    const records = answer.result.records as Record<string, unknown>[];
    expect(records.map((row) => row.interface_code).sort()).toEqual(['credit_memo', 'service_settle']);
    const memos = records.find((row) => row.interface_code === 'credit_memo')!;
    expect(memos.direction).toBe('outbound');
    expect(Number(memos.failed_messages)).toBe(2);
    expect(Number(memos.retries)).toBe(10);

    const file = await t.get(`/online/cgreport/api/exportXls/${id}?interface_code=credit_memo`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('rp_oms_sap_failures.xlsx');
    const rows = await sheetRows(file.rawPayload);
    expect(rows[2]).toEqual(['接口', '方向', '失败消息数', '重试次数', '最早失败', '最近失败']);
    expect(rows[3]?.slice(0, 4)).toEqual([CREDIT_MEMO_TEXT, '发出', 2, 10]);
    expect(rows).toHaveLength(4);
    // The service settlement's interface is named too (the SAP log's own dictionary, sap_log_interface).
    const settles = await t.get(`/online/cgreport/api/exportXls/${id}?interface_code=service_settle`, admin);
    expect((await sheetRows(settles.rawPayload))[3]?.slice(0, 3)).toEqual(['服务结算', '发出', 1]);
  });

  it('is not for supplier users', async () => {
    const supplier = await t.login('supplier_a');
    const answer = await t.get(
      `/online/cgreport/api/getData/${await reportId('rp_oms_sap_failures')}`,
      supplier,
    );
    expect(answer.statusCode === 403 || answer.json().success === false).toBe(true);
  });
});
