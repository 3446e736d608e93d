import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { LABEL_TEMPLATE } from '../../server/modules/srm/label-print';
import { defaultPrintTemplates } from '../../src/domain/system/entities/default-print-templates';
import { readLabelPages } from '../support/pdf-symbols';
import { resultOf } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { db, engines, type TestApp } from './harness';
import { type SrmWorld, srmCalls, startSrmApp } from './srm-fixtures';

/** The pages of a PDF as its page tree counts them, and the page objects in the file (must agree). */
function pdfPages(content: Buffer): { header: string; count: number; pageObjects: number; eof: boolean } {
  const text = content.toString('latin1');
  const counts = [...text.matchAll(/\/Type \/Pages[\s\S]*?\/Count (\d+)/g)].map((match) => Number(match[1]));
  return {
    header: text.slice(0, 5),
    count: counts[0] ?? 0,
    pageObjects: (text.match(/\/Type \/Page\b(?!s)/g) ?? []).length,
    eof: text.trimEnd().endsWith('%%EOF'),
  };
}

/** The label template the PDF prints (the tenant has no own one). */
const labelTemplate = (() => {
  const found = defaultPrintTemplates.find((entry) => entry.code === LABEL_TEMPLATE);
  if (!found) throw new Error(`${LABEL_TEMPLATE} missing`);
  return found;
})();

describe.each(engines)('labels (domain.md 3.6 srm_label, 4.2) on %s', (engine) => {
  let world: SrmWorld;
  let t: TestApp;
  const { api, act, version, releasePo: release } = srmCalls(() => world, '');
  const { post, get } = api;
  let sequence = 0;

  /** A released, fully confirmed PO of supplier_a with two items (100 and 40). */
  const releasedPo = async () => {
    sequence += 1;
    const code = `47000${engine === 'sqlite' ? 1 : 2}${String(sequence).padStart(4, '0')}`;
    return release(code, [
      { productId: world.productId, qty: 100, deliveryDate: '2026-12-01', lineNo: 10 },
      { productId: world.otherProductId, qty: 40, deliveryDate: '2026-12-05', lineNo: 20 },
    ]);
  };

  type Item = Awaited<ReturnType<typeof releasedPo>>['items'][number];
  type NoteLine = { item: Item; qty: number; packageQty?: number; packageCount?: number; batch?: string };
  /** A pending delivery note of supplier_a with these lines; its id. */
  const pendingNote = async (lines: NoteLine[]) =>
    String(
      resultOf(
        await post('/srm/deliveryNote/add', {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId: world.facilityId,
          expectedArrivalDate: '2026-12-02',
          lines: lines.map((line, index) => ({
            poItemId: line.item.id,
            productId: line.item.productId,
            qty: line.qty,
            uom: 'PCS',
            lineNo: index + 1,
            supplierBatchNo: line.batch ?? 'B|1',
            productionDate: '2026-11-20',
            ...(line.packageQty === undefined ? {} : { packageQty: line.packageQty }),
            ...(line.packageCount === undefined ? {} : { packageCount: line.packageCount }),
          })),
        }),
      ).id,
    );
  const ship = async (id: string) =>
    act('deliveryNote', 'approve', { id, version: await version('deliveryNote', id) }, world.supplierA);
  /** A shipped delivery note of supplier_a; its id and code. */
  const shippedNote = async (lines: NoteLine[]) => {
    const id = await pendingNote(lines);
    resultOf(await ship(id));
    const code = String(resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`)).code);
    return { id, code };
  };
  const labelsOf = (deliveryNoteId: string) =>
    db(t)
      .selectFrom('srmLabel')
      .selectAll()
      .where('deliveryNoteId', '=', deliveryNoteId)
      .orderBy('labelNo')
      .execute();
  const pdf = (query: string, token = world.supplierA) => t.get(`/srm/label/pdf?${query}`, token);

  beforeAll(async () => {
    world = await startSrmApp(engine, 'LB');
    t = world.t;
  });
  afterAll(async () => t.close());

  it('ships one label per package, the last holding the remainder, numbered LB + yyMMdd + 6 digits', async () => {
    const po = await releasedPo();
    const note = await shippedNote([
      // 95 in packages of 10: ten packages, the last of 5.
      { item: po.items[0]!, qty: 95, packageQty: 10 },
      // 40 in 3 packages of 15: 15, 15, 10.
      { item: po.items[1]!, qty: 40, packageQty: 15, packageCount: 3 },
    ]);
    const labels = await labelsOf(note.id);
    expect(labels).toHaveLength(13);
    const first = labels.filter((row) => row.poItemId === po.items[0]!.id);
    expect(first.map((row) => Number(row.qty) / 1000)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 5]);
    expect(first.map((row) => `${row.packageSeq}/${row.packageTotal}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}/10`),
    );
    const second = labels.filter((row) => row.poItemId === po.items[1]!.id);
    expect(second.map((row) => Number(row.qty) / 1000)).toEqual([15, 15, 10]);
    for (const row of labels) {
      expect(row.labelNo).toMatch(/^LB\d{6}\d{6}$/);
      expect(row).toMatchObject({
        labelStatus: 'created',
        partnerId: DEMO_PARTNER_IDS.supplierA,
        facilityId: world.facilityId,
      });
    }
    // domain.md 4.2: versioned payload; a separator inside a value does not break it.
    const [label] = first;
    const supplier = resultOf(
      await get(`/mdm/businessPartner/queryById?id=${DEMO_PARTNER_IDS.supplierA}`, world.admin),
    );
    expect(label!.qrPayload).toBe(
      `ISPS1|${label!.labelNo}|${note.code}|${po.code}|10|LB-1|10|PCS|B/1|20261120|${String(supplier.code)}`,
    );

    // A second note the same day continues the tenant's sequence: no number twice.
    const other = await shippedNote([{ item: po.items[0]!, qty: 5 }]);
    const all = [...labels, ...(await labelsOf(other.id))].map((row) => row.labelNo);
    expect(new Set(all).size).toBe(14);
    expect(all.at(-1)! > all.at(-2)!).toBe(true);

    // The list: supplier_a sees them, filtered by note and status; supplier_b sees none of them.
    const listed = resultOf(
      await get(`/srm/label/list?deliveryNoteId=${note.id}&labelStatus=created&pageSize=50`),
    );
    expect(listed.total).toBe(13);
    expect(resultOf(await get(`/srm/label/list?deliveryNoteId=${note.id}`, world.supplierB)).total).toBe(0);
    const sheet = await t.get(`/srm/label/exportXls?deliveryNoteId=${note.id}`, world.supplierA);
    expect(sheet.statusCode).toBe(200);
    expect((await sheetRows(sheet.rawPayload)).length).toBeGreaterThanOrEqual(13);
  });

  it('refuses packages that do not hold the quantity, and ships nothing then', async () => {
    const po = await releasedPo();
    const id = await pendingNote([{ item: po.items[0]!, qty: 50, packageQty: 10, packageCount: 3 }]);
    const refused = await ship(id);
    expect(refused).toMatchObject({ success: false });
    expect(String(refused.message)).toContain('包数 3');
    expect(await labelsOf(id)).toHaveLength(0);
    expect(resultOf(await get(`/srm/deliveryNote/queryById?id=${id}`)).docStatus).toBe('pending');
  });

  it('voids the labels on cancel approval and the unreceived ones on force finish', async () => {
    const po = await releasedPo();
    const cancelled = await shippedNote([{ item: po.items[0]!, qty: 20, packageQty: 10 }]);
    resultOf(
      await act(
        'deliveryNote',
        'cancelApproval',
        { id: cancelled.id, version: await version('deliveryNote', cancelled.id) },
        world.supplierA,
      ),
    );
    expect((await labelsOf(cancelled.id)).map((row) => row.labelStatus)).toEqual(['voided', 'voided']);

    const finished = await shippedNote([{ item: po.items[1]!, qty: 30, packageQty: 10 }]);
    const [received] = await labelsOf(finished.id);
    // A label received by a receipt stays received (the receiving slice sets these columns).
    await db(t)
      .updateTable('srmLabel')
      .set({ labelStatus: 'received', receivedBy: 'wh_clerk' })
      .where('id', '=', received!.id)
      .execute();
    await db(t)
      .updateTable('srmDeliveryNoteLine')
      .set({ receivedQty: 10_000 })
      .where('deliveryNoteId', '=', finished.id)
      .execute();
    resultOf(
      await act(
        'deliveryNote',
        'forceFinish',
        { id: finished.id, version: await version('deliveryNote', finished.id), remark: 'rest lost' },
        world.buyer,
      ),
    );
    expect((await labelsOf(finished.id)).map((row) => row.labelStatus)).toEqual([
      'received',
      'voided',
      'voided',
    ]);
  });

  it('prints a real PDF, one page per label, counts every reprint; supplier_b gets not-found', async () => {
    const po = await releasedPo();
    const note = await shippedNote([
      { item: po.items[0]!, qty: 100, packageQty: 20 },
      { item: po.items[1]!, qty: 40, packageCount: 2 },
    ]);
    const all = await pdf(`deliveryNoteId=${note.id}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/pdf');
    expect(pdfPages(all.rawPayload)).toEqual({ header: '%PDF-', count: 7, pageObjects: 7, eof: true });
    const printed = await labelsOf(note.id);
    // What a scanner reads off each page: the label's QR payload and its number (Code 128), in order.
    expect(readLabelPages(all.rawPayload, labelTemplate)).toEqual(
      printed.map((row) => ({ qr: row.qrPayload, code128: row.labelNo })),
    );
    expect(printed.map((row) => row.printCount)).toEqual(Array(7).fill(1));
    expect(printed.every((row) => row.lastPrintTime !== null)).toBe(true);
    expect(
      resultOf(await get(`/srm/deliveryNote/queryById?id=${note.id}`, world.buyer)).labelPrintCount,
    ).toBe(1);

    // A reprint of two chosen labels, by the world.buyer (damaged labels, domain.md 4.3).
    const chosen = printed.slice(0, 2).map((row) => row.id);
    const again = await pdf(`ids=${chosen.join(',')}`, world.buyer);
    expect(again.statusCode).toBe(200);
    expect(pdfPages(again.rawPayload).count).toBe(2);
    const after = await labelsOf(note.id);
    expect(after.map((row) => row.printCount)).toEqual([2, 2, 1, 1, 1, 1, 1]);
    expect(
      resultOf(await get(`/srm/deliveryNote/queryById?id=${note.id}`, world.buyer)).labelPrintCount,
    ).toBe(2);

    // supplier_b: not found for supplier_a's note and labels, and nothing counted.
    for (const query of [`deliveryNoteId=${note.id}`, `ids=${chosen[0]}`, `ids=${chosen.join(',')}`]) {
      const foreign = await pdf(query, world.supplierB);
      expect(foreign.headers['content-type']).toContain('application/json');
      expect(foreign.json()).toMatchObject({ success: false, message: expect.stringContaining('未找到') });
    }
    // One foreign id among own ones: not found too (no partial print).
    const mixed = await pdf(`ids=${chosen[0]},not-a-label`);
    expect(mixed.json()).toMatchObject({ success: false });
    expect((await labelsOf(note.id)).map((row) => row.printCount)).toEqual([2, 2, 1, 1, 1, 1, 1]);
    // Nothing chosen is refused with a message.
    expect((await pdf('')).json()).toMatchObject({ success: false });
  });
});
