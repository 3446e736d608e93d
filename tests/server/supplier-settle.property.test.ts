import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { runDocumentAction } from '../../server/documents/run-document-action';
import { AppError } from '../../server/http/app-error';
import { generateSettlement } from '../../server/modules/settle/generate-settlement';
import { type Json, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { type ReceivingWorld, startReceivingWorld } from './srm-receiving-fixtures';

type Step =
  | { kind: 'receive'; item: number; received: number; rejected: number }
  | { kind: 'return'; target: number; qty: number }
  | { kind: 'settle' }
  | { kind: 'generateTwice' }
  | { kind: 'cancel'; target: number }
  | { kind: 'correct'; target: number; keep: number };

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('receive' as const),
      item: fc.nat(1),
      received: fc.integer({ min: 1, max: 40 }),
      rejected: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      kind: fc.constant('return' as const),
      target: fc.nat(9),
      qty: fc.integer({ min: 1, max: 30 }),
    }),
    fc.constant({ kind: 'settle' as const }),
    fc.constant({ kind: 'generateTwice' as const }),
    fc.record({ kind: fc.constant('cancel' as const), target: fc.nat(5) }),
    fc.record({
      kind: fc.constant('correct' as const),
      target: fc.nat(5),
      keep: fc.integer({ min: 0, max: 100 }),
    }),
  ),
  { minLength: 3, maxLength: 12 },
);

const n = (value: unknown) => Number(value);

/**
 * Issue 13 points 2 and 8 as a property, on both engines: random sequences of posted receipts (accepted
 * and rejected parts), shipped returns, settlements (also two generated at once), cancellations and
 * corrections. After each sequence and a final settlement: a receipt line is never settled beyond its
 * accepted quantity and its live settlement lines are exactly its settled quantity (never twice); what
 * returns deduct is exactly what they shipped of accepted goods; net settled = accepted − returned
 * accepted goods; PO items' settled quantity is the net of their lines; every settlement's totals are the
 * sums of its lines.
 */
describe.each(engines)('supplier settlement quantities on %s', (engine) => {
  let w: ReceivingWorld;
  let itemIds: string[] = [];
  let receiptHeaderId = '';
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const partnerId = DEMO_PARTNER_IDS.supplierA;

  beforeAll(async () => {
    w = await startReceivingWorld(engine, 'STP');
    const po = await w.releasedPo([
      { productId: w.productId, qty: 100_000 },
      { productId: w.otherProductId, qty: 100_000 },
    ]);
    itemIds = po.itemIds;
    await db(w.t)
      .updateTable('srmPurchaseOrderItem')
      .set({ netPrice: 3_333_333, priceUnit: 1000, taxRate: 1300 })
      .where('id', 'in', itemIds)
      .execute();
    // One posted receipt header of supplier_a the generated lines hang on (the receiving suites post real ones).
    receiptHeaderId = newId();
    await db(w.t)
      .insertInto('wmsReceipt')
      .values({
        id: receiptHeaderId,
        tenantId: 0,
        code: `RC-P-${engine}`,
        docStatus: 'approved',
        fulfilStatus: 'completed',
        version: 1,
        partnerId,
        facilityId: w.facilityId,
        receivedAt: toDbDateTime(Date.now() - 60_000),
        qcRequired: 0,
      })
      .execute();
  }, 120_000);
  afterAll(async () => w.t.close());

  const generate = () =>
    runDocumentAction(
      w.t.app.ctx.db,
      w.t.app.ctx.engine,
      Date.now(),
      {
        tenantId: 0,
        username: 'buyer',
        requestId: randomUUID(),
        docType: 'supplier_settle',
        docId: 'new',
        action: 'generate',
      },
      (lc) => generateSettlement(lc, { partnerId, periodFrom: today, periodTo: today }),
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code.startsWith('supplierSettle.')) return null;
      throw error;
    });

  const pendingSettlements = () =>
    db(w.t)
      .selectFrom('omsSupplierSettle')
      .select(['id', 'version'])
      .where('docStatus', '=', 'pending')
      .orderBy('id')
      .execute();

  const run = async (sequence: Step[]) => {
    const receiptLines: string[] = [];
    for (const step of sequence) {
      if (step.kind === 'receive') {
        const id = newId();
        const rejected = Math.min(step.rejected, step.received);
        await db(w.t)
          .insertInto('wmsReceiptLine')
          .values({
            id,
            tenantId: 0,
            receiptId: receiptHeaderId,
            lineNo: 1,
            poItemId: itemIds[step.item]!,
            productId: step.item === 0 ? w.productId : w.otherProductId,
            receivedQty: step.received * 1000,
            overQty: 0,
            acceptedQty: (step.received - rejected) * 1000,
            rejectedQty: rejected * 1000,
            returnedQty: 0,
            settledQty: 0,
          })
          .execute();
        receiptLines.push(id);
      } else if (step.kind === 'return' && receiptLines.length > 0) {
        const lineId = receiptLines[step.target % receiptLines.length]!;
        const line = await db(w.t)
          .selectFrom('wmsReceiptLine')
          .selectAll()
          .where('id', '=', lineId)
          .executeTakeFirstOrThrow();
        const room = n(line.receivedQty) - n(line.returnedQty);
        const shipped = Math.min(step.qty * 1000, room);
        if (shipped <= 0) continue;
        const returnId = newId();
        await db(w.t)
          .insertInto('wmsSupplierReturn')
          .values({
            id: returnId,
            tenantId: 0,
            code: `RT-P-${returnId}`,
            docStatus: 'approved',
            fulfilStatus: 'completed',
            version: 2,
            approveTime: toDbDateTime(Date.now() - 30_000),
            partnerId,
            facilityId: w.facilityId,
            returnReason: 'surplus',
            replacementRequired: 0,
          })
          .execute();
        await db(w.t)
          .insertInto('wmsSupplierReturnLine')
          .values({
            id: newId(),
            tenantId: 0,
            supplierReturnId: returnId,
            lineNo: 1,
            poItemId: line.poItemId,
            receiptLineId: lineId,
            productId: line.productId,
            qty: shipped,
            deliveryQty: shipped,
            closedQty: 0,
          })
          .execute();
        await db(w.t)
          .updateTable('wmsReceiptLine')
          .set({ returnedQty: n(line.returnedQty) + shipped })
          .where('id', '=', lineId)
          .execute();
      } else if (step.kind === 'settle') {
        await generate();
      } else if (step.kind === 'generateTwice') {
        await Promise.all([generate(), generate()]);
      } else if (step.kind === 'cancel' || step.kind === 'correct') {
        const pending = await pendingSettlements();
        const target = pending[step.target % Math.max(pending.length, 1)];
        if (!target) continue;
        if (step.kind === 'cancel') {
          resultOf(
            await w.api.post(
              '/oms/supplierSettle/cancel',
              { id: target.id, version: target.version, requestId: randomUUID(), remark: 'property' },
              w.buyer,
            ),
          );
        } else {
          const detail = await w.detail('/oms/supplierSettle', target.id);
          const line = (detail.lines as Json[])[0]!;
          const keep = Math.floor((Math.abs(Number(line.qty)) * step.keep) / 100);
          resultOf(
            await w.api.post(
              '/oms/supplierSettle/correctLine',
              {
                id: target.id,
                version: detail.version,
                requestId: randomUUID(),
                lines: [{ lineId: line.id, qty: keep }],
              },
              w.buyer,
            ),
          );
        }
      }
    }
    await generate();
    await check(receiptLines);
  };

  const check = async (created: readonly string[]) => {
    const live = await db(w.t)
      .selectFrom('omsSupplierSettleLine as l')
      .innerJoin('omsSupplierSettle as s', 's.id', 'l.supplierSettleId')
      .select(['l.receiptLineId', 'l.supplierReturnLineId', 'l.poItemId', 'l.qty'])
      .where('s.docStatus', '!=', 'cancelled')
      .execute();
    const sumBy = (key: 'receiptLineId' | 'supplierReturnLineId' | 'poItemId') => {
      const map = new Map<string, number>();
      for (const line of live) {
        const id = line[key];
        if (id) map.set(id, (map.get(id) ?? 0) + n(line.qty));
      }
      return map;
    };
    const byReceipt = sumBy('receiptLineId');
    const byReturn = sumBy('supplierReturnLineId');
    const byItem = sumBy('poItemId');
    const receipts = await db(w.t)
      .selectFrom('wmsReceiptLine')
      .selectAll()
      .where('receiptId', '=', receiptHeaderId)
      .execute();
    const returns = await db(w.t)
      .selectFrom('wmsSupplierReturnLine')
      .select(['id', 'receiptLineId', 'deliveryQty', 'settledQty'])
      .where('receiptLineId', 'in', receipts.length > 0 ? receipts.map((r) => r.id) : ['-'])
      .execute();
    for (const line of receipts) {
      const settled = n(line.settledQty);
      expect(settled).toBeLessThanOrEqual(n(line.acceptedQty));
      // Never settled twice: the live lines on it are exactly its settled quantity.
      expect(byReceipt.get(line.id) ?? 0).toBe(settled);
      const own = returns.filter((r) => r.receiptLineId === line.id);
      const deducted = own.reduce((total, r) => total + n(r.settledQty), 0);
      for (const r of own) expect(0 - (byReturn.get(r.id) ?? 0)).toBe(n(r.settledQty));
      const shipped = own.reduce((total, r) => total + n(r.deliveryQty), 0);
      const returnedAccepted = Math.max(shipped - n(line.rejectedQty), 0);
      expect(deducted).toBe(returnedAccepted);
      // Net settled never beyond accepted less returned accepted goods (after the final settlement: equal,
      // unless a correction took some off, which leaves it below until the next period).
      expect(settled - deducted).toBeLessThanOrEqual(n(line.acceptedQty) - returnedAccepted);
    }
    for (const created0 of created) expect(receipts.some((r) => r.id === created0)).toBe(true);
    const items = await db(w.t)
      .selectFrom('srmPurchaseOrderItem')
      .select(['id', 'settledQty'])
      .where('id', 'in', itemIds)
      .execute();
    for (const item of items) expect(n(item.settledQty)).toBe(byItem.get(item.id) ?? 0);
    const headers = await db(w.t)
      .selectFrom('omsSupplierSettle')
      .selectAll()
      .where('docStatus', '!=', 'cancelled')
      .execute();
    for (const header of headers) {
      const lines = await db(w.t)
        .selectFrom('omsSupplierSettleLine')
        .select(['qty', 'amount', 'taxAmount'])
        .where('supplierSettleId', '=', header.id)
        .execute();
      const sum = (pick: (line: (typeof lines)[number]) => unknown) =>
        lines.reduce((t, l) => t + n(pick(l)), 0);
      expect(n(header.totalQty)).toBe(sum((l) => l.qty));
      expect(n(header.amountExclTax)).toBe(sum((l) => l.amount));
      expect(n(header.taxAmount)).toBe(sum((l) => l.taxAmount));
      expect(n(header.amountInclTax)).toBe(n(header.amountExclTax) + n(header.taxAmount));
    }
  };

  it('lets one of two buyers generating the same period at once win; the other is refused clearly', async () => {
    await run([{ kind: 'receive', item: 0, received: 12, rejected: 2 }]);
    const id = newId();
    await db(w.t)
      .insertInto('wmsReceiptLine')
      .values({
        id,
        tenantId: 0,
        receiptId: receiptHeaderId,
        lineNo: 1,
        poItemId: itemIds[1]!,
        productId: w.otherProductId,
        receivedQty: 9000,
        overQty: 0,
        acceptedQty: 9000,
        rejectedQty: 0,
        returnedQty: 0,
        settledQty: 0,
      })
      .execute();
    const body = () => ({ partnerId, periodFrom: today, periodTo: today, requestId: randomUUID() });
    const answers = await Promise.all([
      w.api.post('/oms/supplierSettle/generate', body(), w.buyer),
      w.api.post('/oms/supplierSettle/generate', body(), w.admin),
    ]);
    const won = answers.filter((answer) => answer.success === true);
    const lost = answers.filter((answer) => answer.success !== true);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String(lost[0]!.message)).toMatch(/没有待对账|刚被另一张对账单占用/);
    const line = await db(w.t)
      .selectFrom('wmsReceiptLine')
      .select('settledQty')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(n(line.settledQty)).toBe(9000);
    await check([id]);
  }, 60_000);

  it('never settles a quantity twice nor beyond what was accepted and kept; totals are sums of lines', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        await run(sequence);
      }),
      { numRuns: engine === 'sqlite' ? 25 : 12, seed: 13_2026 },
    );
  }, 300_000);
});
