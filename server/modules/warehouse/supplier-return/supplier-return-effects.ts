import { sql } from 'kysely';
import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import type { FulfilStatus } from '../../../../src/domain/workflow';
import { toDbDateTime } from '../../../db/datetime';
import { documentEffects } from '../../../documents/document-effects';
import { loadDocument } from '../../../documents/load-document';
import { AppError } from '../../../http/app-error';
import { enqueueGoodsMovement } from '../../../integrations/sap/sap-outbox';
import { returnedOnItem } from '../../srm/delivery-note-receiving';
import { LockedBalances } from '../ledger/balance-rows';
import type { LedgerContext } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../ledger/post-inventory-movement';
import {
  closeReservations,
  type ReserveRequest,
  releaseAllReservations,
  reserve,
} from '../ledger/reservations';
import { takeOutbound } from '../ledger/take-reserved-then-free';

/** A supplier return of the caller's tenant with its lines, or `doc.notFound`. */
export function loadSupplierReturn(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'wmsSupplierReturn',
      headerColumns: ['partnerId', 'facilityId', 'createBy', 'replacementRequired'],
      lines: 'wmsSupplierReturnLine',
      parent: 'supplierReturnId',
      lineColumns: ['id', 'productId', 'batchId', 'positionId', 'receiptLineId', 'poItemId'],
      quantities: ['qty', 'deliveryQty', 'closedQty'],
    },
    id,
  );
}

export type SupplierReturnDocument = Awaited<ReturnType<typeof loadSupplierReturn>>;
type ReturnLine = SupplierReturnDocument['lines'][number];

const open = (line: ReturnLine) => line.qty - line.deliveryQty - line.closedQty;

/**
 * The business effects of the supplier return's actions (descriptor: src/domain/warehouse/
 * supplier-return.ts); the engine claims, stamps, logs and answers.
 */
export const supplierReturnEffects = documentEffects(supplierReturn, {
  load: loadSupplierReturn,
  actions: {
    approve: { run: ({ lc, doc }) => reserveReturn(lc, doc) },
    cancelApproval: {
      facts: (doc) => ({ hasPostings: doc.lines.some((line) => line.deliveryQty > 0) }),
      run: async ({ lc, doc }) => {
        await releaseAllReservations(lc, 'supplier_return', doc.header.id);
      },
    },
    cancel: {},
    outbound: { run: ({ lc, doc, input }) => outboundSupplierReturn(lc, doc, input.outLines ?? []) },
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.lines.some((line) => open(line) > 0) }),
      run: ({ lc, doc }) => closeOpenLines(lc, doc),
    },
    acknowledge: {
      // domain.md 3.5, 4.3: the supplier acknowledges in the portal; stock and quantities are untouched.
      run: async ({ lc, doc }) => {
        await lc.trx
          .updateTable('wmsSupplierReturn')
          .set({ supplierConfirmStatus: 'confirmed' })
          .where('id', '=', doc.header.id)
          .execute();
      },
    },
  },
});

/**
 * Approve (domain.md 3.5; buyer or qc_manager, never the creator, 0.6) reserves every line from the
 * defect scope (defect and scrap positions, unqualified batches allowed), pinned to the line's position
 * and batch when it names them; a line that cannot be reserved in full refuses the approval.
 */
async function reserveReturn(lc: LedgerContext, doc: SupplierReturnDocument): Promise<void> {
  const { header, lines } = doc;
  if (lines.length === 0) throw new AppError('supplierReturn.noLines');
  for (const line of lines) if (line.receiptLineId && !line.batchId) await pinToRejectedStock(lc, line);
  const requests: ReserveRequest[] = lines.map((line) => {
    if (line.qty <= 0) throw new AppError('command.lineQtyPositive', { lineNo: line.lineNo });
    return {
      source: { docType: 'supplier_return', docId: header.id, lineId: line.id },
      productId: line.productId,
      facilityId: header.facilityId,
      qty: line.qty,
      positionId: line.positionId,
      batchId: line.batchId,
      scope: 'defect',
    };
  });
  await reserve(lc, new LockedBalances(), requests, 'fifo_received', false);
}

/**
 * A line picked from a rejected receipt line names the line, not where its rejected part lies: the
 * inspection's approval moved it from `QC` to `DEFECT` on a batch of its own (`…-NG`, or the lot's batch
 * when all of it failed; approve-inspection.ts). That move names the batch and position the line is
 * pinned to, so that another lot's defect stock of the same product is never taken for it.
 */
async function pinToRejectedStock(lc: LedgerContext, line: ReturnLine): Promise<void> {
  const moved = await lc.trx
    .selectFrom('wmsReceiptLine as r')
    .innerJoin('wmsInventoryLedger as l', (join) =>
      join.onRef('l.sourceDocId', '=', 'r.inspectionId').onRef('l.tenantId', '=', 'r.tenantId'),
    )
    .select(['l.batchId', 'l.positionId'])
    .where('r.tenantId', '=', lc.tenantId)
    .where('r.id', '=', line.receiptLineId as string)
    .where('l.sourceDocType', '=', 'inspection')
    .where('l.movementTypeCode', '=', 'qc_move')
    .where('l.qtyDelta', '>', 0)
    .orderBy('l.postedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!moved) return;
  line.batchId = moved.batchId;
  line.positionId = moved.positionId;
  await lc.trx
    .updateTable('wmsSupplierReturnLine')
    .set({ batchId: moved.batchId, positionId: moved.positionId })
    .where('id', '=', line.id)
    .execute();
}

/**
 * Outbound (domain.md 3.5; wh_clerk, partial allowed): posts `supplier_return` out of the reserved rows,
 * oldest batch first, or out of free defect-scope rows of the line's position and batch when the
 * reservation does not cover it; adds the quantity to the receipt line's and the PO item's returned
 * quantity (and to the item's replace quantity when a replacement is required).
 */
async function outboundSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  inputs: readonly { lineId: string; qty: number }[],
): Promise<{ postingId: string }> {
  const { header } = doc;
  const picked: { line: ReturnLine; qty: number }[] = [];
  for (const input of inputs) {
    if (!input.qty) continue;
    const line = doc.lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('command.lineNotInDocument', { lineId: input.lineId });
    if (input.qty > open(line)) {
      throw new AppError('supplierReturn.overIssue', {
        lineNo: line.lineNo,
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open(line), 'qty'),
      });
    }
    picked.push({ line, qty: input.qty });
  }
  if (picked.length === 0) throw new AppError('command.noQuantities');

  const { balances, taken, consumed } = await takeOutbound(
    lc,
    { docType: 'supplier_return', docId: header.id },
    picked.map(({ line, qty }) => ({
      line,
      lineId: line.id,
      productId: line.productId,
      qty,
      freeRequest: (rest: number) => ({
        source: { docType: 'supplier_return' as const, docId: header.id, lineId: line.id },
        productId: line.productId,
        facilityId: header.facilityId,
        qty: rest,
        positionId: line.positionId,
        batchId: line.batchId,
        scope: 'defect' as const,
      }),
    })),
  );
  const legs: PostingLeg[] = [];
  for (const {
    take: { line, qty: wanted },
    keys,
  } of taken) {
    for (const { qty: taken_, ...key } of keys) {
      legs.push({ ...key, qtyDelta: -taken_, sourceLineId: line.id, partnerId: header.partnerId });
    }
    line.deliveryQty += wanted;
  }
  await closeReservations(lc, balances, consumed);
  const posting = await postInventoryMovement(lc, balances, {
    action: 'outbound',
    source: { docType: 'supplier_return', docId: header.id, docCode: header.code },
    commandType: null,
    movementTypeCode: 'supplier_return',
    requestId: null,
    legs,
  });
  for (const { line, qty: shipped } of picked) {
    await lc.trx
      .updateTable('wmsSupplierReturnLine')
      .set({ deliveryQty: line.deliveryQty, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
      .where('id', '=', line.id)
      .execute();
    if (line.receiptLineId) {
      await lc.trx
        .updateTable('wmsReceiptLine')
        .set({ returnedQty: sql<number>`returned_qty + ${shipped}` })
        .where('id', '=', line.receiptLineId)
        .where('tenantId', '=', lc.tenantId)
        .execute();
    }
    await returnedOnItem(lc, line, shipped, Number(header.replacementRequired) === 1);
  }
  await enqueueGoodsMovement(lc, '122', posting.postingId);
  doc.header.fulfilStatus = fulfilment(doc);
  return { postingId: posting.postingId };
}

/**
 * Force finish (domain.md 0.5, outbound): nothing more will be shipped; the open quantity of every line
 * is closed and its reservations released. Nothing is posted.
 */
async function closeOpenLines(lc: LedgerContext, doc: SupplierReturnDocument): Promise<void> {
  for (const line of doc.lines.filter((l) => open(l) > 0)) {
    line.closedQty += open(line);
    await lc.trx
      .updateTable('wmsSupplierReturnLine')
      .set({ closedQty: line.closedQty, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
      .where('id', '=', line.id)
      .execute();
  }
  await releaseAllReservations(lc, 'supplier_return', doc.header.id);
  doc.header.fulfilStatus = fulfilment(doc);
}

/** Fulfilment from the lines (domain.md 0.5): completed, closed when some quantity was closed, else executing. */
function fulfilment(doc: SupplierReturnDocument): FulfilStatus {
  const done = doc.lines.every((line) => open(line) === 0);
  const closed = doc.lines.some((line) => line.closedQty > 0);
  return done ? (closed ? 'closed' : 'completed') : 'executing';
}
