import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrders05 } from '../../server/db/seed/srm/demo-sap-orders';
import { runSapPoImport } from '../../server/integrations/sap/etl-import';
import type { SapPoSource } from '../../server/integrations/sap/sap-boundary';
import { openQty } from '../../src/domain/srm/po-item-answers';
import {
  deliveryNoteFulfilStatus,
  itemFulfilStatus,
  orderFulfilStatus,
  unreceivedQty,
} from '../../src/domain/srm/receiving-rules';
import { type Json, resultOf } from './api-fixtures';
import { db, engines } from './harness';
import { type ReceivingWorld, startReceivingWorld } from './srm-receiving-fixtures';

/**
 * Issue 12 point 6: the quantities of domain.md 3.6 stay right under any order of actions. Random
 * sequences of confirm, ship, cancel shipment, receive (partial, within and over tolerance), inspect
 * (pass / fail), return with and without replacement, and force finish (note, order) run through the
 * API as their users, and SAP changes the order (an item's quantity up or down, an item deleted) through
 * the ETL import of an IDoc; after every step, accepted or refused, the invariants are checked on the
 * tables: an SAP quantity below what is delivered or under way, and a deletion of an item with goods in
 * transit, are refused (staging item `error`, the item untouched, domain.md 3.6); a deletion otherwise
 * closes the item's open quantity.
 */
type Step =
  | { kind: 'confirm' }
  | { kind: 'ship'; first: number; second: number }
  | { kind: 'unship' | 'finishNote'; note: number }
  | { kind: 'receive'; note: number; part: 0 | 1 | 2; extra: number }
  | { kind: 'inspect'; inspection: number; unqualified: number }
  | { kind: 'return'; back: number }
  | { kind: 'finishOrder' }
  | { kind: 'sapChange'; item: 0 | 1; delta: number }
  | { kind: 'sapDelete'; item: 0 | 1 };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'confirm' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('ship' as const),
      first: fc.integer({ min: 0, max: 12 }),
      second: fc.integer({ min: 0, max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unship' as const), note: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finishNote' as const), note: fc.nat(5) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      note: fc.nat(5),
      part: fc.constantFrom(0 as const, 1 as const, 2 as const),
      extra: fc.constantFrom(0, 0, 1, 3, 30),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('inspect' as const),
      inspection: fc.nat(5),
      unqualified: fc.constantFrom(0, 0, 1, 3),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      back: fc.nat(5),
      replacement: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'finishOrder' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sapChange' as const),
      item: fc.constantFrom(0 as const, 1 as const),
      delta: fc.constantFrom(-15, -4, -1, 2, 6),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sapDelete' as const),
      item: fc.constantFrom(0 as const, 1 as const),
    }),
  },
);

describe.each(engines)('purchasing quantities under random action sequences on %s', (engine) => {
  let w: ReceivingWorld;

  beforeAll(async () => {
    w = await startReceivingWorld(engine, 'PQ');
  });
  afterAll(async () => w.t.close());

  const n = (value: unknown) => Number(value ?? 0);
  const sum = (rows: readonly Record<string, unknown>[], key: string) =>
    rows.reduce((total, row) => total + n(row[key]), 0);

  /**
   * SAP sends the order again (IDoc ORDERS05 through the ETL import, as the scheduled job runs it): the
   * items' quantities (scaled) and deletions as given, everything else as the order was released.
   */
  async function reimport(code: string | null, items: { lineNo: number; qty: number; deleted: boolean }[]) {
    const products = [`PQ-1`, `PQ-QC`];
    const content = demoOrders05(
      {
        sapPoNo: code ?? '',
        poType: 'NB',
        purchGroup: '001',
        supplierCode: 'S001',
        poDate: '2026-11-01',
        items: items.map((item) => ({
          lineNo: item.lineNo,
          materialCode: products[item.lineNo - 1]!,
          shortText: '',
          qty: item.qty,
          uom: 'PCS',
          netPrice: 1_000_000,
          storageLocation: null,
          deliveryDate: '2026-12-01',
          deleted: item.deleted,
        })),
      },
      String(++imports).padStart(16, '0'),
    );
    const source: SapPoSource = {
      kind: 'http',
      pull: async () => [{ id: `change-${imports}`, sourceName: `test:change-${imports}`, content }],
      settle: async () => undefined,
    };
    const outcome = await runSapPoImport(w.t.app.ctx, { tenantId: 0, source });
    expect(outcome.refused, 'the IDoc is imported').toBe(0);
    const header = await db(w.t)
      .selectFrom('srmEtlPoHeader')
      .select('id')
      .where('importBatchId', '=', outcome.batchId)
      .executeTakeFirstOrThrow();
    return { headerId: header.id };
  }
  let imports = 0;

  /** An item's quantity, its roll-ups (units) and fulfilment. */
  const itemState = async (id: string) => {
    const [row] = await db(w.t).selectFrom('srmPurchaseOrderItem').selectAll().where('id', '=', id).execute();
    const units = (value: unknown) => Number(value) / 1000;
    return {
      qty: units(row!.qty),
      received: units(row!.receivedQty),
      replace: units(row!.replaceQty),
      inTransit: units(row!.inTransitQty),
      closed: units(row!.closedQty),
      confirmStatus: row!.confirmStatus,
      fulfilStatus: row!.fulfilStatus,
    };
  };

  /** domain.md 3.6 and point 6, checked on the tables of one order after a step. */
  async function checkInvariants(
    poId: string,
    orderFinished: boolean,
    label: string,
    sapClosed: ReadonlySet<string> = new Set(),
  ) {
    const trx = db(w.t);
    const order = await trx
      .selectFrom('srmPurchaseOrder')
      .select(['fulfilStatus'])
      .where('id', '=', poId)
      .executeTakeFirstOrThrow();
    const items = await trx
      .selectFrom('srmPurchaseOrderItem')
      .selectAll()
      .where('purchaseOrderId', '=', poId)
      .execute();
    const statuses: string[] = [];
    for (const row of items) {
      const item = {
        qty: n(row.qty),
        overReceiptPct: n(row.overReceiptPct),
        underReceiptPct: n(row.underReceiptPct),
        receivedQty: n(row.receivedQty),
        replaceQty: n(row.replaceQty),
        inTransitQty: n(row.inTransitQty),
        closedQty: n(row.closedQty),
      };
      const where = `${label}: item ${row.lineNo}`;
      const noteLines = await trx
        .selectFrom('srmDeliveryNoteLine as l')
        .innerJoin('srmDeliveryNote as d', 'd.id', 'l.deliveryNoteId')
        .select(['l.qty', 'l.receivedQty', 'l.closedQty', 'd.docStatus'])
        .where('l.poItemId', '=', row.id)
        .execute();
      const shipped = noteLines.filter((line) => line.docStatus === 'approved');
      const inTransit = shipped.reduce(
        (total, line) =>
          total +
          unreceivedQty({ qty: n(line.qty), receivedQty: n(line.receivedQty), closedQty: n(line.closedQty) }),
        0,
      );
      expect(item.inTransitQty, `${where} in transit`).toBe(inTransit);
      const receiptLines = await trx
        .selectFrom('wmsReceiptLine as l')
        .innerJoin('wmsReceipt as r', 'r.id', 'l.receiptId')
        .select(['l.id', 'l.receivedQty', 'l.acceptedQty', 'l.rejectedQty', 'l.returnedQty'])
        .where('l.poItemId', '=', row.id)
        .where('r.docStatus', '=', 'approved')
        .execute();
      expect(item.receivedQty, `${where} received`).toBe(sum(receiptLines, 'receivedQty'));
      expect(item.receivedQty, `${where} received = note lines`).toBe(sum(shipped, 'receivedQty'));
      expect(n(row.acceptedQty), `${where} accepted`).toBe(sum(receiptLines, 'acceptedQty'));
      expect(n(row.rejectedQty), `${where} rejected`).toBe(sum(receiptLines, 'rejectedQty'));
      expect(n(row.returnedQty), `${where} returned`).toBe(sum(receiptLines, 'returnedQty'));
      const returned =
        receiptLines.length === 0
          ? []
          : await trx
              .selectFrom('wmsSupplierReturnLine as l')
              .innerJoin('wmsSupplierReturn as r', 'r.id', 'l.supplierReturnId')
              .select(['l.deliveryQty', 'r.replacementRequired'])
              .where(
                'l.receiptLineId',
                'in',
                receiptLines.map((line) => line.id),
              )
              .execute();
      expect(n(row.returnedQty), `${where} returned = return lines`).toBe(sum(returned, 'deliveryQty'));
      expect(item.replaceQty, `${where} replace`).toBe(
        sum(
          returned.filter((line) => n(line.replacementRequired) === 1),
          'deliveryQty',
        ),
      );
      if (!orderFinished && !sapClosed.has(row.id)) expect(item.closedQty, `${where} closed`).toBe(0);
      expect(openQty(item), `${where} open quantity`).toBeGreaterThanOrEqual(0);
      const status = itemFulfilStatus(item);
      if ((orderFinished || sapClosed.has(row.id)) && status !== row.fulfilStatus) {
        // Force finish closes what is outstanding: an item completed within its under-receipt tolerance
        // still had some and is closed.
        expect([status, row.fulfilStatus].sort(), `${where} fulfilment`).toEqual(['closed', 'completed']);
      } else {
        expect(row.fulfilStatus, `${where} fulfilment`).toBe(status);
      }
      statuses.push(row.fulfilStatus ?? 'unexecuted');
    }
    if (!orderFinished) {
      expect(order.fulfilStatus, `${label}: order fulfilment`).toBe(
        orderFulfilStatus('unexecuted', statuses),
      );
    }
  }

  /** Each shipped note's fulfilment follows its lines unless it was force-finished. */
  async function checkNotes(noteIds: readonly string[], finished: ReadonlySet<string>, label: string) {
    for (const id of noteIds) {
      if (finished.has(id)) continue;
      const header = await db(w.t)
        .selectFrom('srmDeliveryNote')
        .select(['docStatus', 'fulfilStatus'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (header.docStatus !== 'approved') continue;
      const lines = await db(w.t)
        .selectFrom('srmDeliveryNoteLine')
        .select(['qty', 'receivedQty', 'closedQty'])
        .where('deliveryNoteId', '=', id)
        .execute();
      expect(header.fulfilStatus, `${label}: note fulfilment`).toBe(
        deliveryNoteFulfilStatus(
          lines.map((line) => ({
            qty: n(line.qty),
            receivedQty: n(line.receivedQty),
            closedQty: n(line.closedQty),
          })),
        ),
      );
    }
  }

  it('keeps in transit, received, accepted, rejected, returned, replace and closed right (fast-check)', async () => {
    /** What succeeded over all runs: the sequences must reach every kind of step, not only refusals. */
    const done = new Map<string, number>();
    const count = (kind: string, answer: Json) => {
      if (answer.success === true) done.set(kind, (done.get(kind) ?? 0) + 1);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.nat(3),
        fc.array(step, { minLength: 8, maxLength: 20 }),
        async (unconfirmed, steps) => {
          // A released order, confirmed or not yet: an exempt item (20, +10 % / -5 %) and one to inspect (10).
          const po = await w.releasedPo(
            [
              { productId: w.productId, qty: 20, overReceiptPct: 10, underReceiptPct: 5 },
              { productId: w.inspectedProductId, qty: 10 },
            ],
            unconfirmed > 0,
          );
          const [first, second] = po.itemIds as [string, string];
          const { code } = await db(w.t)
            .selectFrom('srmPurchaseOrder')
            .select('code')
            .where('id', '=', po.id)
            .executeTakeFirstOrThrow();
          const notes: string[] = [];
          /** Shipped and neither cancelled nor force-finished: what the clerk receives from. */
          const shipped: string[] = [];
          const finishedNotes = new Set<string>();
          const inspections: string[] = [];
          const returns: string[] = [];
          let orderFinished = false;
          /** SAP's view of the order: its items' quantities, and the items it deleted (closed here). */
          const sapQty = [20_000, 10_000];
          const sapDeleted = new Set<number>();
          const sapClosed = new Set<string>();
          const pick = <T>(list: readonly T[], index: number) =>
            list.length ? list[index % list.length] : undefined;
          for (const [index, s] of steps.entries()) {
            switch (s.kind) {
              case 'confirm': {
                const items = (await w.detail('/srm/purchaseOrder', po.id)).items as Json[];
                await w.actOn('/srm/purchaseOrder', 'confirmItems', po.id, w.supplierA, {
                  items: items.map((item) => ({
                    lineId: item.id,
                    confirmedQty: item.qty,
                    promiseDate: '2026-12-01',
                  })),
                });
                break;
              }
              case 'ship': {
                const lines = [
                  { itemId: first, productId: w.productId, qty: s.first },
                  { itemId: second, productId: w.inspectedProductId, qty: s.second },
                ].filter((line) => line.qty > 0);
                if (lines.length === 0) break;
                const added = await w.addNote(lines);
                if (added.success !== true) break;
                const id = String(resultOf(added).id);
                notes.push(id);
                const answer = await w.actOn('/srm/deliveryNote', 'approve', id, w.supplierA);
                if (answer.success === true) shipped.push(id);
                count(s.kind, answer);
                break;
              }
              case 'unship':
              case 'finishNote': {
                const id = pick(notes, s.note);
                if (!id) break;
                const answer =
                  s.kind === 'unship'
                    ? await w.actOn('/srm/deliveryNote', 'cancelApproval', id, w.supplierA)
                    : await w.actOn('/srm/deliveryNote', 'forceFinish', id, w.buyer, {
                        remark: 'rest not coming',
                      });
                if (s.kind === 'finishNote' && answer.success === true) finishedNotes.add(id);
                if (answer.success === true) shipped.splice(shipped.indexOf(id), 1);
                count(s.kind, answer);
                break;
              }
              case 'receive': {
                const id = pick(shipped, s.note);
                if (!id) break;
                const opened = await w.receiveNote(id);
                if (opened.success !== true) break;
                const receiptId = String(resultOf(opened).id);
                const lines = (await w.detail('/wms/receipt', receiptId)).lines as Json[];
                const noteLines = (await w.detail('/srm/deliveryNote', id)).lines as Json[];
                const quantities = lines.map((line) => {
                  const noteLine = noteLines.find(
                    (candidate) => candidate.id === line.deliveryNoteLineId,
                  ) as Json;
                  const open = Math.max(
                    Number(noteLine.qty) - Number(noteLine.receivedQty) - Number(noteLine.closedQty),
                    0,
                  );
                  return Math.floor((open * s.part) / 2) + s.extra;
                });
                await w.count(receiptId, quantities);
                const posted = await w.postReceipt(receiptId);
                count(s.extra > 0 ? 'receiveOver' : 'receive', posted);
                if (posted.success !== true && s.extra > 0) count('overRefused', { success: true });
                if (posted.success === true)
                  inspections.push(...(resultOf(posted).inspectionIds as string[]));
                break;
              }
              case 'inspect': {
                const id = pick(inspections, s.inspection);
                if (!id) break;
                const lot = Number((await w.detail('/qms/inspection', id)).lotQty);
                const unqualified = Math.min(s.unqualified, lot);
                const answer = await w.inspect(
                  id,
                  unqualified === 0
                    ? { result: 'pass' }
                    : {
                        result: 'fail',
                        qualifiedQty: lot - unqualified,
                        unqualifiedQty: unqualified,
                        disposition: 'return_to_supplier',
                      },
                );
                count(unqualified === 0 ? 'pass' : 'fail', answer);
                if (answer.success === true) {
                  inspections.splice(inspections.indexOf(id), 1);
                  const back = await w.returnOf(id);
                  if (back) returns.push(back);
                }
                break;
              }
              case 'return': {
                const id = pick(returns, s.back);
                if (!id) break;
                // With and without replacement in turn (few lots fail: both kinds must be reached).
                const replacement = (done.get('returnReplace') ?? 0) <= (done.get('return') ?? 0);
                const answer = await w.shipReturn(id, replacement);
                count(replacement ? 'returnReplace' : 'return', answer);
                if (answer.success === true) returns.splice(returns.indexOf(id), 1);
                break;
              }
              case 'sapChange':
              case 'sapDelete': {
                const itemId = s.item === 0 ? first : second;
                const before = await itemState(itemId);
                const qty = s.kind === 'sapChange' ? Math.max(sapQty[s.item]! + s.delta * 1000, 1000) : 0;
                if (s.kind === 'sapDelete') sapDeleted.add(s.item);
                const outcome = await reimport(code, [
                  {
                    lineNo: 1,
                    qty: s.item === 0 && s.kind === 'sapChange' ? qty : sapQty[0]!,
                    deleted: sapDeleted.has(0),
                  },
                  {
                    lineNo: 2,
                    qty: s.item === 1 && s.kind === 'sapChange' ? qty : sapQty[1]!,
                    deleted: sapDeleted.has(1),
                  },
                ]);
                const staged = await db(w.t)
                  .selectFrom('srmEtlPoItem')
                  .select(['processStatus', 'poItemId'])
                  .where('etlHeaderId', '=', outcome.headerId)
                  .where('lineNo', '=', s.item + 1)
                  .executeTakeFirstOrThrow();
                const after = await itemState(itemId);
                const underWay = before.received - before.replace + before.inTransit;
                if (s.kind === 'sapDelete') {
                  if (before.fulfilStatus === 'closed' || before.fulfilStatus === 'completed') {
                    expect(staged.processStatus, `${s.kind}: finished item`).toBe('unchanged');
                  } else if (before.inTransit > 0) {
                    // domain.md 3.6: refused while a delivery note of it is in transit.
                    expect(staged.processStatus, `${s.kind}: in transit`).toBe('error');
                    expect(after, `${s.kind}: refused leaves the item`).toEqual(before);
                    sapDeleted.delete(s.item);
                    count('sapDeleteRefused', { success: true });
                  } else {
                    expect(staged.processStatus, `${s.kind}: closed`).toBe('published');
                    expect(after.fulfilStatus, `${s.kind}: closed`).toBe('closed');
                    sapClosed.add(itemId);
                    count('sapDelete', { success: true });
                  }
                } else if (sapDeleted.has(s.item) || before.fulfilStatus === 'closed') {
                  // SAP sends the deleted item again as deleted; a closed item is not re-opened.
                  break;
                } else if (qty < underWay * 1000) {
                  expect(staged.processStatus, `${s.kind}: below delivered`).toBe('error');
                  expect(after.qty, `${s.kind}: refused keeps the quantity`).toBe(before.qty);
                  count('sapChangeRefused', { success: true });
                } else {
                  expect(['published', 'unchanged'], `${s.kind}: published`).toContain(staged.processStatus);
                  expect(after.qty * 1000, `${s.kind}: SAP's quantity`).toBe(qty);
                  sapQty[s.item] = qty;
                  if (staged.processStatus === 'published') count('sapChange', { success: true });
                }
                break;
              }
              case 'finishOrder': {
                const answer = await w.actOn('/srm/purchaseOrder', 'forceFinish', po.id, w.buyer, {
                  remark: 'no more',
                });
                orderFinished ||= answer.success === true;
                count(s.kind, answer);
                break;
              }
            }
            const label = `step ${index + 1} ${JSON.stringify(s)}`;
            await checkInvariants(po.id, orderFinished, label, sapClosed);
            await checkNotes(notes, finishedNotes, label);
          }
        },
      ),
      // A fixed seed keeps the coverage check below stable; fast-check reports it with any counterexample.
      { numRuns: 40, seed: 1202611 },
    );
    for (const kind of [
      'ship',
      'unship',
      'receive',
      'receiveOver',
      'overRefused',
      'pass',
      'fail',
      'returnReplace',
      'return',
      'finishNote',
      'finishOrder',
      'sapChange',
      'sapChangeRefused',
      'sapDelete',
      'sapDeleteRefused',
    ]) {
      expect(done.get(kind) ?? 0, `${kind} never succeeded: ${JSON.stringify([...done])}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
