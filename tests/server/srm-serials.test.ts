import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { type ReceivingWorld, startReceivingWorld } from './srm-receiving-fixtures';

/**
 * Serial-tracked products from the delivery note to the stock (domain.md 2.2, 4.1 steps 4-5, docs/
 * decisions.md "Serial-tracked products on delivery notes"): the supplier lists one serial per unit, the
 * ship prints one label per serial, the clerk scans the label (or the unit's own serial barcode) and each
 * unit is received once, into a batch named by its serial.
 */
describe.each(engines)('serial-tracked products on delivery notes on %s', (engine) => {
  let w: ReceivingWorld;
  let serialProductId: string;

  beforeAll(async () => {
    w = await startReceivingWorld(engine, 'SN');
    serialProductId = String(
      resultOf(
        await w.api.post('/mdm/product/add', {
          code: 'SN-PUMP',
          name: 'serial pump',
          productType: 'spare_part',
          uom: 'PCS',
          tracking: 'serial',
        }),
      ).id,
    );
  });
  afterAll(async () => w.t.close());

  type NoteLine = { itemId: string; productId: string; qty: number; serialNos?: string };
  /** supplier_a adds a note and ships it: the ship's answer and the note's id. */
  const ship = async (lines: NoteLine[]) => {
    const id = String(resultOf(await w.addNote(lines.map((line) => ({ ...line, packageCount: 1 })))).id);
    return { id, answer: await w.actOn('/srm/deliveryNote', 'approve', id, w.supplierA) };
  };
  const labelsOf = (deliveryNoteId: string) =>
    db(w.t)
      .selectFrom('srmLabel')
      .select(['labelNo', 'qty', 'supplierBatchNo', 'qrPayload', 'labelStatus'])
      .where('deliveryNoteId', '=', deliveryNoteId)
      .orderBy('labelNo')
      .execute();
  const receiptLines = async (receiptId: string) =>
    ((await w.detail('/wms/receipt', receiptId)).lines as Json[]).map((line) => [
      line.supplierBatchNo,
      Number(line.receivedQty),
    ]);

  it('refuses a serial list that does not fit, then ships one label of one unit per serial', async () => {
    const po = await w.releasedPo([
      { productId: serialProductId, qty: 5 },
      { productId: w.productId, qty: 10 },
    ]);
    const [serialItem, plainItem] = po.itemIds as [string, string];
    const refusal = async (lines: NoteLine[]) => {
      const { answer } = await ship(lines);
      expect(answer.success).toBe(false);
      return String(answer.message);
    };
    expect(await refusal([{ itemId: serialItem, productId: serialProductId, qty: 3 }])).toContain(
      '3 件须逐件填写 3 个序列号，现有 0 个',
    );
    expect(
      await refusal([{ itemId: serialItem, productId: serialProductId, qty: 2, serialNos: 'S-1, S-1' }]),
    ).toContain('序列号 S-1 填写了两次');
    expect(
      await refusal([{ itemId: plainItem, productId: w.productId, qty: 2, serialNos: 'S-1\nS-2' }]),
    ).toContain('不按序列号管理');
    // Nothing of the refused ships moved the item.
    expect(await w.item(serialItem)).toMatchObject({ inTransit: 0, received: 0 });

    const { id, answer } = await ship([
      { itemId: serialItem, productId: serialProductId, qty: 3, serialNos: 'SN-0001\nSN-0002；SN-0003' },
      { itemId: plainItem, productId: w.productId, qty: 4 },
    ]);
    expect(answer.success).toBe(true);
    const labels = await labelsOf(id);
    // Three units of one serial each (the line's package count does not apply), the plain line one package.
    expect(labels.map((label) => [label.supplierBatchNo, Number(label.qty) / 1000])).toEqual([
      ['SN-0001', 1],
      ['SN-0002', 1],
      ['SN-0003', 1],
      [null, 4],
    ]);
    expect(labels[1]?.qrPayload).toContain('|1|PCS|SN-0002|');
    expect(await w.item(serialItem)).toMatchObject({ inTransit: 3 });

    // A serial already under way cannot ship again, in this note or another.
    expect(
      await refusal([{ itemId: serialItem, productId: serialProductId, qty: 1, serialNos: 'SN-0002' }]),
    ).toContain('序列号 SN-0002 已在途或已入库');
  });

  it('scans each unit once by its label or its own serial, posts one serial batch per unit; the rest arrives later', async () => {
    const po = await w.releasedPo([{ productId: serialProductId, qty: 3 }]);
    const [itemId] = po.itemIds as [string];
    const { id } = await ship([{ itemId, productId: serialProductId, qty: 3, serialNos: 'P-1 P-2 P-3' }]);
    const labels = await labelsOf(id);
    const code = String((await w.detail('/srm/deliveryNote', id)).code);
    const receiptId = String(
      resultOf(await w.act('/wms/receipt', 'scanDeliveryNote', { code: `ISPS1|DN|${code}` }, w.clerk)).id,
    );
    // One line per unit on its way, each named by its serial, waiting at 0.
    expect(await receiptLines(receiptId)).toEqual([
      ['P-1', 0],
      ['P-2', 0],
      ['P-3', 0],
    ]);
    const scan = (text: string) => w.act('/wms/receipt', 'scan', { id: receiptId, code: text }, w.clerk);
    expect(resultOf(await scan(String(labels[0]?.qrPayload)))).toMatchObject({
      labelNo: labels[0]?.labelNo,
      serialNo: 'P-1',
      lineNo: 1,
      receivedQty: 1,
    });
    // The unit's own serial barcode stands for its label.
    expect(resultOf(await scan('P-3'))).toMatchObject({
      labelNo: labels[2]?.labelNo,
      serialNo: 'P-3',
      lineNo: 3,
      receivedQty: 1,
    });
    expect(await scan(String(labels[0]?.labelNo))).toMatchObject({
      success: false,
      message: expect.stringContaining('已扫描过'),
    });
    expect(await scan('P-3')).toMatchObject({ success: false, message: expect.stringContaining('已扫描过') });
    expect(await receiptLines(receiptId)).toEqual([
      ['P-1', 1],
      ['P-2', 0],
      ['P-3', 1],
    ]);
    resultOf(await w.postReceipt(receiptId));
    const batches = await db(w.t)
      .selectFrom('wmsInventoryBatch')
      .select(['batchNo', 'tracking'])
      .where('productId', '=', serialProductId)
      .where('batchNo', 'in', ['P-1', 'P-2', 'P-3'])
      .orderBy('batchNo')
      .execute();
    expect(batches).toEqual([
      { batchNo: 'P-1', tracking: 'serial' },
      { batchNo: 'P-3', tracking: 'serial' },
    ]);
    expect((await labelsOf(id)).map((label) => label.labelStatus)).toEqual([
      'received',
      'created',
      'received',
    ]);
    expect(await w.item(itemId)).toMatchObject({ received: 2, inTransit: 1, fulfilStatus: 'executing' });

    // The rest: the next receipt of the note lists only the unit still on its way; "receive delivery
    // note" prefills it with its one unit.
    const rest = String(resultOf(await w.receiveNote(id, true)).id);
    expect(await receiptLines(rest)).toEqual([['P-2', 1]]);
    resultOf(await w.postReceipt(rest));
    expect(await w.item(itemId)).toMatchObject({ received: 3, inTransit: 0, fulfilStatus: 'completed' });
    expect((await labelsOf(id)).map((label) => label.labelStatus)).toEqual([
      'received',
      'received',
      'received',
    ]);
    // A received serial is in stock: it cannot be shipped again.
    const again = await w.releasedPo([{ productId: serialProductId, qty: 1 }]);
    const { answer } = await ship([
      { itemId: String(again.itemIds[0]), productId: serialProductId, qty: 1, serialNos: 'P-2' },
    ]);
    expect(answer).toMatchObject({ success: false, message: expect.stringContaining('P-2') });
  });
});
