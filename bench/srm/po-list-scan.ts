import { randomUUID } from 'node:crypto';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { purchaseOrderItem } from '../../src/domain/srm/purchase-order';
import { type Json, resultOf } from '../../tests/server/api-fixtures';
import { db, type EngineName } from '../../tests/server/harness';
import { startReceivingWorld } from '../../tests/server/srm-receiving-fixtures';
import { fillFromModel, type ListCase, type RawText, seriesText, timeListCase } from '../support/list-bench';
import { elapsed, loadAverage, percentile } from '../support/timing';
import { poItemVariation } from './po-item-rows';

/**
 * bench/srm "PO lines and label scans" (issue 12 point 12, domain.md 6.2): with 1 000 000 purchase-order
 * items in the table, the item list through the whole API (app.inject: auth, supplier scope, the entity
 * list, dictionary texts, JSON) with a filter and a sort, beside the raw SQL of the same page, total and
 * reference texts
 * in the same run (goal: p95 <= 30 ms and <= 1.5 x raw on SQLite); then, with 1 000 000 labels in the
 * table, the clerk's scan of one package label (lookup + add to the receipt, POST /wms/receipt/scan)
 * p95 (goal <= 30 ms). BENCH_ENGINE=postgres runs on PostgreSQL (ISPS_TEST_PG_URL or a throwaway
 * server); BENCH_ROWS, BENCH_RUNS, BENCH_SCANS change the volume.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SCANS = Number(process.env.BENCH_SCANS ?? 300);
const WARMUP = 30;
const engine = (process.env.BENCH_ENGINE ?? 'sqlite') as EngineName;

const w = await startReceivingWorld(engine, 'BL');
const { t } = w;

const fill = (table: string, modelId: string, count: number, vary: Record<string, string>) =>
  fillFromModel(db(t), engine, table, modelId, count, vary);
const text = seriesText;

const table: Record<string, string | number>[] = [];
try {
  console.log(`load average ${loadAverage()}, ${engine}`);
  // A real PO of supplier_a: the model row of the million, and the note whose labels are scanned.
  const po = await w.releasedPo([{ productId: w.productId, qty: SCANS }]);
  const [itemId] = po.itemIds as [string];
  const itemsS = await fill(
    'srm_purchase_order_item',
    itemId,
    ROWS - 1,
    poItemVariation(engine, w.productId),
  );

  // The references the item page shows as text (the order's number, the material, the facility, the
  // supplier): the raw SQL of the same page reads them as the list does (entity-texts.ts).
  const texts: RawText[] = [
    { column: 'purchase_order_id', table: 'srm_purchase_order', shown: 'code' },
    { column: 'product_id', table: 'mdm_product', shown: 'name' },
    { column: 'facility_id', table: 'wms_facility', shown: 'name' },
    { column: 'partner_id', table: 'mdm_business_partner', shown: 'name' },
  ];
  const cases: ListCase[] = [
    {
      name: 'buyer: confirmStatus=unconfirmed, deliveryDate desc',
      query: 'confirmStatus=unconfirmed&column=deliveryDate&order=desc&pageNo=1&pageSize=10',
      where: "confirm_status = 'unconfirmed'",
      order: 'delivery_date desc, id desc',
      token: w.admin,
      texts,
    },
    {
      name: 'buyer: productId=<one of 2 000>, deliveryDate asc',
      query: `productId=${w.productId}&column=deliveryDate&order=asc&pageNo=1&pageSize=10`,
      where: `product_id = '${w.productId}'`,
      order: 'delivery_date asc, id asc',
      token: w.admin,
      texts,
    },
    {
      name: 'supplier_a (scoped): confirmStatus=confirmed, deliveryDate desc',
      query: 'confirmStatus=confirmed&column=deliveryDate&order=desc&pageNo=1&pageSize=10',
      where: `partner_id = '${DEMO_PARTNER_IDS.supplierA}' and supplier_visible = 1 and confirm_status = 'confirmed'`,
      order: 'delivery_date desc, id desc',
      token: w.supplierA,
      texts,
    },
    {
      name: 'buyer: purchaseOrderId=<one PO>, lineNo',
      query: 'purchaseOrderId=BENCHPO12345&column=deliveryDate&order=asc&pageNo=1&pageSize=30',
      where: "purchase_order_id = 'BENCHPO12345'",
      order: 'delivery_date asc, id asc',
      token: w.admin,
      texts,
    },
  ];
  for (const c of cases) {
    table.push(
      await timeListCase(c, {
        db: db(t),
        table: 'srm_purchase_order_item',
        basePath: '/srm/purchaseOrderItem',
        totalCap: purchaseOrderItem.listTotalCap,
        runs: RUNS,
        warmup: WARMUP,
        get: async (url, token) => (await t.get(url, token)).json(),
      }),
    );
  }

  // The note: SCANS packages of 1 on the real item, shipped (SCANS labels), and a million other labels.
  const noteId = String(
    resultOf(
      await w.api.post(
        '/srm/deliveryNote/add',
        {
          partnerId: DEMO_PARTNER_IDS.supplierA,
          facilityId: w.facilityId,
          expectedArrivalDate: '2026-12-02',
          lines: [
            { poItemId: itemId, productId: w.productId, qty: SCANS, packageQty: 1, uom: 'PCS', lineNo: 1 },
          ],
        },
        w.supplierA,
      ),
    ).id,
  );
  resultOf(await w.actOn('/srm/deliveryNote', 'approve', noteId, w.supplierA));
  const labels = await db(t)
    .selectFrom('srmLabel')
    .select(['id', 'labelNo'])
    .where('deliveryNoteId', '=', noteId)
    .orderBy('packageSeq')
    .execute();
  const labelsS = await fill('srm_label', labels[0]!.id, ROWS - labels.length, {
    id: text('BENCHLABEL'),
    label_no: text('LB9'),
    delivery_note_id: text('BENCHDN', 'n / 10'),
    delivery_note_line_id: text('BENCHDNL', 'n / 10'),
    qr_payload: 'null',
  });
  const note = await w.detail('/srm/deliveryNote', noteId);
  const receiptId = String(
    resultOf(await w.act('/wms/receipt', 'scanDeliveryNote', { code: String(note.code) }, w.clerk)).id,
  );
  const scans: number[] = [];
  for (const label of labels) {
    scans.push(
      await elapsed(async () => {
        const answer = (
          await t.post(
            '/wms/receipt/scan',
            { requestId: randomUUID(), id: receiptId, code: label.labelNo },
            w.clerk,
          )
        ).json() as { success: boolean; message: string };
        if (!answer.success) throw new Error(`scan ${label.labelNo}: ${answer.message}`);
      }),
    );
  }
  const counted = await w.detail('/wms/receipt', receiptId);
  const receivedQty = Number(((counted.lines as Json[])[0] as Json).receivedQty);
  if (receivedQty !== SCANS) throw new Error(`received ${receivedQty} after ${SCANS} scans`);
  table.push({
    case: `scan a label (lookup + add to the receipt), ${scans.length} scans`,
    total: ROWS,
    'api p50 ms': percentile(scans, 50).toFixed(2),
    'api p95 ms': percentile(scans, 95).toFixed(2),
    'raw p95 ms': '',
    'x raw (p95)': '',
  });
  console.log(
    `bench/srm po-list-scan on ${engine}: ${ROWS} PO items (filled in ${itemsS.toFixed(0)} s), ${ROWS} labels (${labelsS.toFixed(0)} s), ${RUNS} sequential calls per list case`,
  );
  console.table(table);
} finally {
  await t.close();
}
