import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSapProductionImport } from '../../server/integrations/sap/production-order-import';
import { sendSapOutbox } from '../../server/integrations/sap/sap-outbox';
import { addWarehouse, type Json, jsonApi, receiveOnPosition, resultOf } from './api-fixtures';
import { createTestApp, db, engines, type TestApp } from './harness';

const AUFNR = '1000123';

/** An IDoc LOIPRO01 of one production order of 10 MES-SAP-FG (docs/integrations.md "Production orders"). */
function loipro(options: { planned?: string; c1?: string; statuses?: string[]; broken?: boolean } = {}) {
  const statuses = (options.statuses ?? ['I0002']).map((s) => `<E1JSTKL><STAT>${s}</STAT></E1JSTKL>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<LOIPRO01>
  <IDOC BEGIN="1">
    <EDI_DC40 SEGMENT="1"><IDOCTYP>LOIPRO01</IDOCTYP><DOCNUM>0000000000123456</DOCNUM></EDI_DC40>
    <E1AFKOL SEGMENT="1">
      <AUFNR>00000${AUFNR}</AUFNR><AUART>PP01</AUART><MATNR>MES-SAP-FG</MATNR>
      <GAMNG>${options.planned ?? '10.000'}</GAMNG><GMEIN>PCS</GMEIN><WERKS>2000</WERKS>
      <GSTRS>20261201</GSTRS><GLTRS>20261203</GLTRS><STLAL>1</STLAL>
      <E1AFPOL SEGMENT="1"><MATNR>MES-SAP-FG</MATNR><LGORT>FG01</LGORT></E1AFPOL>
      ${statuses.join('')}
      <E1AFFLL SEGMENT="1"><E1AFVOL SEGMENT="1"><VORNR>0010</VORNR><ARBPL>WC-ASSY</ARBPL>
        <E1RESBL SEGMENT="1"><POSNR>0010</POSNR><MATNR>MES-SAP-C1</MATNR><BDMNG>${options.c1 ?? '20.000'}</BDMNG><MEINS>PCS</MEINS><LGORT>LS01</LGORT></E1RESBL>
        <E1RESBL SEGMENT="1"><POSNR>0020</POSNR><MATNR>MES-SAP-C2</MATNR><BDMNG>10.000</BDMNG><MEINS>PCS</MEINS><RGEKZ>X</RGEKZ></E1RESBL>
      </E1AFVOL></E1AFFLL>
    </E1AFKOL>
  </IDOC>
${options.broken ? '' : '</LOIPRO01>'}`;
}

/**
 * SAP production orders through the integration boundary (issue 14 point 2, docs/integrations.md): IDoc
 * LOIPRO01 files dropped into the inbox's `production/` folder, idempotent re-sends, a malformed file
 * refused whole; and the goods movements the production documents queue in the outbox (261 consumption
 * and backflush, 262 its reversal, 101 finished goods against the order), SAP's number stored on answer.
 */
describe.each(engines)('SAP production orders on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let warehouse: { facilityId: string; positionId: string };
  let lineSide: string;
  const api = jsonApi(() => ({ t, token: admin }));
  const { post, get } = api;
  const inbox = () => join(t.config.sap.inboxDir, 'production');
  const drop = (name: string, content: string) => {
    mkdirSync(inbox(), { recursive: true });
    writeFileSync(join(inbox(), name), content, 'utf8');
  };
  const runImport = () => runSapProductionImport(t.app.ctx, { tenantId: 0 });
  const order = () =>
    db(t).selectFrom('mesProductionOrder').selectAll().where('code', '=', AUFNR).executeTakeFirstOrThrow();
  const detail = async (page: string, id: string) => resultOf(await get(`/mes/${page}/queryById?id=${id}`));
  const act = async (page: string, action: string, id: string, extra: Json = {}) =>
    resultOf(
      await post(`/mes/${page}/${action}`, {
        id,
        version: Number((await detail(page, id)).version),
        requestId: randomUUID(),
        ...extra,
      }),
    );
  const outbound = () =>
    db(t)
      .selectFrom('omsSapLog')
      .selectAll()
      .where('direction', '=', 'outbound')
      .where('interfaceCode', '=', 'goods_movement')
      .orderBy('createTime')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    warehouse = await addWarehouse(api, { code: 'SAP-FG01', name: 'FG warehouse' });
    lineSide = String(
      resultOf(await post('/wms/facility/add', { code: 'SAP-LS', name: 'Line', facilityType: 'line_side' }))
        .id,
    );
    await sql`update wms_facility set sap_plant = '2000', sap_storage_location = 'FG01' where id = ${warehouse.facilityId}`.execute(
      db(t),
    );
    await sql`update wms_facility set sap_plant = '2000', sap_storage_location = 'LS01' where id = ${lineSide}`.execute(
      db(t),
    );
    for (const code of ['MES-SAP-FG', 'MES-SAP-C1', 'MES-SAP-C2']) {
      const id = String(
        resultOf(
          await post('/mdm/product/add', { code, name: code, productType: 'raw_material', uom: 'PCS' }),
        ).id,
      );
      if (code !== 'MES-SAP-FG') await receiveOnPosition(api, warehouse, id, 50);
    }
  });
  afterAll(async () => t.close());

  it('imports a LOIPRO01 order, recognises a re-send, takes a change and refuses a malformed file whole', async () => {
    drop('loipro-1.xml', loipro());
    expect((await runImport()).orders).toMatchObject({ new: 1, unchanged: 0 });
    const imported = await order();
    expect(imported).toMatchObject({
      docStatus: 'pending',
      orderType: 'standard',
      sourceSystem: 'sap',
      facilityId: warehouse.facilityId,
      lineSideFacilityId: lineSide,
      workCenter: 'WC-ASSY',
      sapStatus: 'I0002',
    });
    expect(Number(imported.plannedQty)).toBe(10_000);
    const components = await db(t)
      .selectFrom('mesProductionComponent')
      .select(['productId', 'requiredQty', 'qtyPerUnit', 'backflush'])
      .where('productionOrderId', '=', imported.id)
      .orderBy('lineNo')
      .execute();
    expect(components.map((c) => [Number(c.requiredQty), Number(c.qtyPerUnit), Number(c.backflush)])).toEqual(
      [
        [20_000, 2_000, 0],
        [10_000, 1_000, 1],
      ],
    );
    expect(readdirSync(join(inbox(), 'processed'))).toContain('loipro-1.xml');

    // The same content again: unchanged, nothing written.
    drop('loipro-1.xml', loipro());
    expect((await runImport()).orders).toMatchObject({ new: 0, unchanged: 1 });
    expect((await order()).version).toBe(imported.version);

    // A changed quantity of a pending order: header and components replaced.
    drop('loipro-2.xml', loipro({ planned: '12.000', c1: '24.000' }));
    expect((await runImport()).orders).toMatchObject({ updated: 1 });
    const updated = await order();
    expect(Number(updated.plannedQty)).toBe(12_000);
    expect(updated.version).toBe(Number(imported.version) + 1);

    // Not well-formed: refused whole, moved to error/ with its reason, a failed inbound log row.
    drop('loipro-3.xml', loipro({ planned: '99.000', broken: true }));
    const refused = await runImport();
    expect(refused).toMatchObject({ documents: 1, refused: 1 });
    expect(existsSync(join(inbox(), 'error', 'loipro-3.xml.error.txt'))).toBe(true);
    expect(Number((await order()).plannedQty)).toBe(12_000);
    const log = await db(t)
      .selectFrom('omsSapLog')
      .select(['syncStatus', 'errorMessage'])
      .where('interfaceCode', '=', 'production_order')
      .orderBy('createTime')
      .execute();
    expect(log.map((row) => row.syncStatus)).toEqual(['success', 'success', 'success', 'failed']);
    expect(log[3]!.errorMessage).toMatch(/not well-formed/);

    // Back to 10 for the movements below; an unknown material is an error of that order only.
    drop('loipro-4.xml', loipro());
    expect((await runImport()).orders).toMatchObject({ updated: 1 });
    drop('loipro-5.xml', loipro().replaceAll('MES-SAP-C2', 'NOPE-9'));
    const unknown = await runImport();
    expect(unknown.orders.error).toBe(1);
    expect(unknown.errors[0]).toBe(`${AUFNR}: component NOPE-9 not found`);
  });

  it('the page button imports too (planner permission), answering the run in the notice', async () => {
    drop('loipro-6.xml', loipro());
    const body = resultOf(await post('/mes/productionOrder/sapImport', {}));
    expect(body).toMatchObject({ documents: 1, unchanged: 1 });
    const clerk = await t.login('wh_clerk');
    expect((await post('/mes/productionOrder/sapImport', {}, clerk)).success).toBe(false);
  });

  it('queues 261 for consumption and backflush, 262 for a cancelled report, 101 for finished goods', async () => {
    const id = (await order()).id;
    await act('productionOrder', 'approve', id);
    const byProduct = new Map(
      ((await detail('productionOrder', id)).components as Json[]).map((c) => [String(c.productId), c]),
    );
    const products = await db(t)
      .selectFrom('mdmProduct')
      .select(['id', 'code'])
      .where('code', 'like', 'MES-SAP-%')
      .execute();
    const productOf = (code: string) => products.find((p) => p.code === code)!.id;
    const c1 = productOf('MES-SAP-C1');
    const c2 = productOf('MES-SAP-C2');
    const materialDoc = async (page: string, lines: [string, number][]) => {
      const docId = String(
        resultOf(
          await post(`/mes/${page}/add`, {
            productionOrderId: id,
            lines: lines.map(([productId, qty], index) => ({
              lineNo: index + 1,
              productionComponentId: byProduct.get(productId)!.id,
              productId,
              qty,
            })),
          }),
        ).id,
      );
      await act(page, 'approve', docId);
      const stored = (await detail(page, docId)).lines as Json[];
      await act(page, 'outbound', docId, {
        lines: stored.map((line) => ({ lineId: line.id, qty: Number(line.qty) })),
      });
      return docId;
    };
    await materialDoc('materialOrder', [
      [c1, 20],
      [c2, 10],
    ]);
    expect(await outbound()).toHaveLength(0); // issue to the line side is an ISPS transfer, not sent
    const consumeId = await materialDoc('consumeOrder', [[c1, 4]]);
    const report = async (good: number) =>
      String(
        resultOf(
          await post('/mes/reportOrder/add', {
            productionOrderId: id,
            reportDate: '2026-12-01',
            goodQty: good,
            scrapQty: 0,
            outputBatchNo: `FG-${randomUUID().slice(0, 6)}`,
          }),
        ).id,
      );
    const cancelled = await report(3);
    await act('reportOrder', 'approve', cancelled);
    await act('reportOrder', 'cancelApproval', cancelled);
    const kept = await report(10);
    await act('reportOrder', 'approve', kept);
    // A released order sent again with a quantity below what was reported is an error of that order.
    drop('loipro-below.xml', loipro({ planned: '5.000' }));
    expect((await runImport()).errors).toEqual([`${AUFNR}: planned quantity below the reported quantity`]);
    const receiveId = String((await detail('reportOrder', kept)).transferReceiveId);
    await act('transferReceive', 'approve', receiveId);
    const lines = (await detail('transferReceive', receiveId)).lines as Json[];
    await act('transferReceive', 'inbound', receiveId, { lines: [{ lineId: lines[0]!.id, qty: 10 }] });

    const messages = await outbound();
    const payloads = messages.map((m) => ({
      docType: m.bizDocType,
      ...((typeof m.requestPayload === 'string' ? JSON.parse(m.requestPayload) : m.requestPayload) as {
        movementType: string;
        items: Json[];
      }),
    }));
    expect(payloads.map((p) => [p.docType, p.movementType])).toEqual([
      ['material_doc', '261'],
      ['report_order', '261'],
      ['report_order', '262'],
      ['report_order', '261'],
      ['transfer_receive', '101'],
    ]);
    expect(payloads[0]!.items).toEqual([
      expect.objectContaining({ material: 'MES-SAP-C1', plant: '2000', storageLocation: 'LS01', qty: '4' }),
    ]);
    for (const payload of payloads) expect(payload.items.every((i) => i.orderNo === AUFNR)).toBe(true);
    expect(payloads[1]!.items).toEqual([expect.objectContaining({ material: 'MES-SAP-C2', qty: '3' })]);
    expect(payloads[4]!.items).toEqual([
      expect.objectContaining({ material: 'MES-SAP-FG', plant: '2000', storageLocation: 'FG01', qty: '10' }),
    ]);

    // SAP answers with its material document numbers: they land on the documents.
    let n = 0;
    const outcome = await sendSapOutbox(t.app.ctx, {
      kind: 'http',
      send: async () => ({ ok: true, sapDocNo: `49000000${++n}`, response: null }),
    });
    expect(outcome.sent).toBe(5);
    const sapNo = async (table: 'mesMaterialDoc' | 'mesReportOrder' | 'mesTransferReceive', docId: string) =>
      (await db(t).selectFrom(table).select('sapDocNo').where('id', '=', docId).executeTakeFirstOrThrow())
        .sapDocNo;
    expect(await sapNo('mesMaterialDoc', consumeId)).toBe('490000001');
    expect(await sapNo('mesReportOrder', cancelled)).toBe('490000003');
    expect(await sapNo('mesReportOrder', kept)).toBe('490000004');
    expect(await sapNo('mesTransferReceive', receiveId)).toBe('490000005');

    // The order is completed now: SAP sending it again changed leaves it as it is.
    drop('loipro-7.xml', loipro({ planned: '5.000' }));
    expect((await runImport()).orders).toMatchObject({ skipped: 1, updated: 0 });
    expect(Number((await order()).plannedQty)).toBe(10_000);
  });
});
