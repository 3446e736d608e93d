import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import type { ActionInputValue } from '../../server/documents/action-body';
import type { DocumentEffects, LoadedDocument } from '../../server/documents/document-effects';
import { actOnDocument } from '../../server/documents/perform-document-action';
import { AppError } from '../../server/http/app-error';
import { materialDocEffects } from '../../server/modules/production/material-doc-effects';
import { productionOrderEffects } from '../../server/modules/production/production-order-effects';
import { reportOrderEffects } from '../../server/modules/production/report-order-effects';
import { transferReceiveEffects } from '../../server/modules/production/transfer-receive-effects';
import { type LedgerContext, qty } from '../../server/modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import type { DocumentDescriptor } from '../../src/domain/document/define-document';
import { type MaterialDocKind, materialDocPages } from '../../src/domain/production/material-doc';
import { productionOrder } from '../../src/domain/production/production-order';
import { reportOrder } from '../../src/domain/production/report-order';
import { transferReceive } from '../../src/domain/production/transfer-receive';
import { engines } from './harness';
import {
  addFacility,
  addProduct,
  type LedgerDb,
  openLedgerDb,
  receiveStock,
  type TestFacility,
} from './ledger-fixtures';
import { badBalanceRows } from './ledger-storm';

type Step =
  | { op: MaterialDocKind; component: number; qty: number }
  | { op: 'report'; good: number; scrap: number }
  | { op: 'cancelReport' }
  | { op: 'receive' };

const material = (op: MaterialDocKind) =>
  fc.record({ op: fc.constant(op), component: fc.nat(1), qty: fc.integer({ min: 1, max: 6 }) });
/** Issues come first and most often, so that returns, consumptions and backflushes have stock to take. */
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: material('issue'), weight: 4 },
  { arbitrary: material('return'), weight: 1 },
  { arbitrary: material('consume'), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant('report' as const), good: fc.nat(4), scrap: fc.nat(2) }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('cancelReport' as const) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('receive' as const) }), weight: 2 },
);

/** The refusals a random step may meet; anything else fails the property. */
const EXPECTED = new Set([
  'mes.overIssue',
  'mes.overReturn',
  'mes.overConsume',
  'mes.orderNotOpen',
  'mes.reportQtyPositive',
  'mes.receiveNotPending',
  'inventory.insufficient',
]);

/**
 * domain.md 2.4 and 3.9 under random sequences of issue, return, consume, report, cancel approval of a
 * report and receive of finished goods: the ledger sums equal the balances (the nightly verifier), no
 * balance goes negative or over-promised (the storm's check), each component's issued / returned /
 * consumed quantity equals the sum of its documents, the line side holds exactly what the components
 * say, and the order's reported and received quantities equal its report orders and transfer receives.
 */
describe.each(engines)('production ledger property on %s', (engine) => {
  let l: LedgerDb;
  let wh: TestFacility;
  let lineSide: TestFacility;
  let fg: string;
  let parts: [string, string];
  let sequence = 0;

  beforeAll(async () => {
    l = await openLedgerDb(engine);
    await l.tx(async (lc) => {
      wh = await addFacility(lc, 'PWH');
      lineSide = await addFacility(lc, 'PLS', 'line_side');
      fg = await addProduct(lc, 'P-FG');
      parts = [await addProduct(lc, 'P-C1'), await addProduct(lc, 'P-C2')];
      for (const part of parts)
        await receiveStock(lc, { productId: part, facilityId: wh.id, positionId: wh.storage }, 10_000_000);
    });
  });
  afterAll(async () => l.close());

  const code = (prefix: string) => {
    sequence += 1;
    return `${prefix}${engine === 'sqlite' ? 'S' : 'P'}${sequence}`;
  };
  const header = (lc: LedgerContext, prefix: string) => ({
    id: newId(),
    tenantId: lc.tenantId,
    code: code(prefix),
    docStatus: 'pending',
    fulfilStatus: 'unexecuted',
    version: 0,
    createBy: 'planner',
  });
  async function act<D extends LoadedDocument>(
    lc: LedgerContext,
    doc: DocumentDescriptor,
    effects: DocumentEffects<D>,
    action: string,
    id: string,
    input: ActionInputValue<never> = {},
  ) {
    const table = doc.table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as
      | 'mesProductionOrder'
      | 'mesMaterialDoc'
      | 'mesReportOrder'
      | 'mesTransferReceive';
    const row = await lc.trx
      .selectFrom(table)
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return actOnDocument(
      lc,
      doc,
      effects,
      action,
      { id, version: row.version, permissions: new Set() },
      input,
    );
  }

  /** A released order of 10 with C1 (2 per unit) and C2 (1 per unit, backflushed). */
  const releasedOrder = () =>
    l.tx(async (lc) => {
      const order = header(lc, 'MO');
      await lc.trx
        .insertInto('mesProductionOrder')
        .values({
          ...order,
          orderType: 'standard',
          productId: fg,
          bomVersion: '1',
          plannedQty: 10_000,
          facilityId: wh.id,
          lineSideFacilityId: lineSide.id,
          reportedQty: 0,
          scrapQty: 0,
          checkedQty: 0,
          receivedQty: 0,
        })
        .execute();
      const components: string[] = [];
      for (const [index, part] of parts.entries()) {
        const id = newId();
        components.push(id);
        await lc.trx
          .insertInto('mesProductionComponent')
          .values({
            id,
            tenantId: lc.tenantId,
            productionOrderId: order.id,
            lineNo: index + 1,
            productId: part,
            qtyPerUnit: index === 0 ? 2000 : 1000,
            requiredQty: 0,
            backflush: index === 1 ? 1 : 0,
            issuedQty: 0,
            returnedQty: 0,
            consumedQty: 0,
          })
          .execute();
      }
      await act(lc, productionOrder, productionOrderEffects, 'approve', order.id);
      return { id: order.id, components };
    });

  const runStep = async (order: { id: string; components: string[] }, s: Step) => {
    await l.tx(async (lc) => {
      if (s.op === 'issue' || s.op === 'return' || s.op === 'consume') {
        const doc = header(lc, 'MD');
        const intoWarehouse = s.op === 'return';
        await lc.trx
          .insertInto('mesMaterialDoc')
          .values({
            ...doc,
            docKind: s.op,
            productionOrderId: order.id,
            outFacilityId: s.op === 'issue' ? wh.id : lineSide.id,
            inFacilityId: s.op === 'consume' ? null : intoWarehouse ? wh.id : lineSide.id,
          })
          .execute();
        const lineId = newId();
        await lc.trx
          .insertInto('mesMaterialDocLine')
          .values({
            id: lineId,
            tenantId: lc.tenantId,
            materialDocId: doc.id,
            lineNo: 1,
            productionComponentId: order.components[s.component]!,
            productId: parts[s.component as 0 | 1],
            qty: s.qty * 1000,
            deliveryQty: 0,
            stockInQty: 0,
            closedQty: 0,
            inPositionId: intoWarehouse ? wh.storage : null,
          })
          .execute();
        const page = materialDocPages.get(s.op)!;
        const effects = materialDocEffects.get(s.op)!;
        await act(lc, page, effects, 'approve', doc.id);
        await act(lc, page, effects, 'outbound', doc.id, { outLines: [{ lineId, qty: s.qty * 1000 }] });
      } else if (s.op === 'report') {
        const doc = header(lc, 'RP');
        await lc.trx
          .insertInto('mesReportOrder')
          .values({
            ...doc,
            productionOrderId: order.id,
            reportDate: '2026-11-20',
            goodQty: s.good * 1000,
            scrapQty: s.scrap * 1000,
          })
          .execute();
        await act(lc, reportOrder, reportOrderEffects, 'approve', doc.id);
      } else if (s.op === 'cancelReport') {
        const last = await lc.trx
          .selectFrom('mesReportOrder')
          .select('id')
          .where('productionOrderId', '=', order.id)
          .where('docStatus', '=', 'approved')
          .orderBy('code', 'desc')
          .executeTakeFirst();
        if (last) await act(lc, reportOrder, reportOrderEffects, 'cancelApproval', last.id);
      } else {
        const pending = await lc.trx
          .selectFrom('mesTransferReceive')
          .select('id')
          .where('productionOrderId', '=', order.id)
          .where('docStatus', '=', 'pending')
          .orderBy('code')
          .executeTakeFirst();
        if (!pending) return;
        await act(lc, transferReceive, transferReceiveEffects, 'approve', pending.id);
        const lines = await lc.trx
          .selectFrom('mesTransferReceiveLine')
          .select(['id', 'qty'])
          .where('transferReceiveId', '=', pending.id)
          .execute();
        await act(lc, transferReceive, transferReceiveEffects, 'inbound', pending.id, {
          inLines: lines.map((line) => ({ lineId: line.id, qty: qty(line.qty) })),
        });
      }
    });
  };

  /** Sum of a scaled column over rows, as a number. */
  const total = (rows: readonly Record<string, unknown>[], column: string) =>
    rows.reduce((sum, row) => sum + qty(row[column] as string | number), 0);

  const checkOrder = async (orderId: string) => {
    const db = l.db;
    expect((await verifyInventory(db)).mismatches).toEqual([]);
    expect(await badBalanceRows(db)).toBe(0);
    const components = await db
      .selectFrom('mesProductionComponent')
      .selectAll()
      .where('productionOrderId', '=', orderId)
      .execute();
    for (const component of components) {
      const lines = await db
        .selectFrom('mesMaterialDocLine as line')
        .innerJoin('mesMaterialDoc as doc', 'doc.id', 'line.materialDocId')
        .select(['doc.docKind', 'line.deliveryQty'])
        .where('line.productionComponentId', '=', component.id)
        .execute();
      const posted = (kind: string) =>
        total(
          lines.filter((line) => line.docKind === kind),
          'deliveryQty',
        );
      const backflush = await db
        .selectFrom('wmsInventoryLedger')
        .select('qtyDelta')
        .where('sourceDocType', '=', 'report_order')
        .where('sourceLineId', '=', component.id)
        .execute();
      expect(qty(component.issuedQty)).toBe(posted('issue'));
      expect(qty(component.returnedQty)).toBe(posted('return'));
      expect(qty(component.consumedQty)).toBe(posted('consume') - total(backflush, 'qtyDelta'));
    }
    // The line side holds what every order's components say is there, per product.
    for (const part of parts) {
      const all = await db
        .selectFrom('mesProductionComponent')
        .selectAll()
        .where('productId', '=', part)
        .execute();
      const expected = all.reduce(
        (sum, c) => sum + qty(c.issuedQty) - qty(c.returnedQty) - qty(c.consumedQty),
        0,
      );
      const held = await db
        .selectFrom('wmsInventoryBalance')
        .select('onhandQty')
        .where('productId', '=', part)
        .where('facilityId', '=', lineSide.id)
        .execute();
      expect(total(held, 'onhandQty')).toBe(expected);
    }
    const order = await db
      .selectFrom('mesProductionOrder')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const reports = await db
      .selectFrom('mesReportOrder')
      .select(['goodQty', 'scrapQty'])
      .where('productionOrderId', '=', orderId)
      .where('docStatus', '=', 'approved')
      .execute();
    expect(qty(order.reportedQty)).toBe(total(reports, 'goodQty'));
    expect(qty(order.scrapQty)).toBe(total(reports, 'scrapQty'));
    const receipts = await db
      .selectFrom('mesTransferReceiveLine as line')
      .innerJoin('mesTransferReceive as doc', 'doc.id', 'line.transferReceiveId')
      .select('line.stockInQty')
      .where('doc.productionOrderId', '=', orderId)
      .execute();
    expect(qty(order.receivedQty)).toBe(total(receipts, 'stockInQty'));
    expect(order.fulfilStatus).toBe(
      qty(order.receivedQty) >= qty(order.plannedQty) ? 'completed' : order.fulfilStatus,
    );
  };

  it('keeps the ledger, the components and the order consistent under random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const order = await releasedOrder();
        for (const s of steps) {
          try {
            await runStep(order, s);
          } catch (error) {
            if (!(error instanceof AppError) || !EXPECTED.has(error.code)) throw error;
          }
        }
        await checkOrder(order.id);
      }),
      { numRuns: engine === 'sqlite' ? 25 : 12 },
    );
  }, 240_000);
});
