import { sql } from 'kysely';
import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import type { Db, Engine } from '../../../db/database';
import { toDbDateTime } from '../../../db/datetime';
import { AppError } from '../../../http/app-error';
import { cancelDocument } from '../commands/cancel-document';
import { claimDocument, claimOpenDocument } from '../commands/command-store';
import { type DocumentResult, documentHeader, documentResult } from '../commands/document-header';
import { runDocumentAction } from '../commands/run-document-action';
import { type BalanceKey, LockedBalances, lockBalancesById } from '../ledger/balance-rows';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../ledger/post-inventory-movement';
import {
  type ActiveReservation,
  activeReservations,
  closeReservations,
  findCandidates,
  type ReserveRequest,
  releaseAllReservations,
  reserve,
} from '../ledger/reservations';
import { takeReservedThenFree } from '../ledger/take-reserved-then-free';
import type { DocumentActionCall } from '../receiving/receipt-actions';

export type SupplierReturnAction =
  | { action: 'approve' }
  | { action: 'cancelApproval' }
  | { action: 'cancel'; remark: string }
  | { action: 'outbound'; lines: readonly { lineId: string; qty: number }[] }
  | { action: 'forceFinish'; remark: string }
  | { action: 'acknowledge' };

export interface SupplierReturnResult extends DocumentResult {
  postingId?: string;
}

/** A supplier return of the caller's tenant with its lines, or `doc.notFound`. */
export async function loadSupplierReturn(lc: LedgerContext, id: string) {
  const header = await lc.trx
    .selectFrom('wmsSupplierReturn')
    .select(['id', 'code', 'partnerId', 'facilityId', 'docStatus', 'fulfilStatus', 'version', 'createBy'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!header) throw new AppError('doc.notFound');
  const lines = await lc.trx
    .selectFrom('wmsSupplierReturnLine')
    .select([
      'id',
      'lineNo',
      'productId',
      'batchId',
      'positionId',
      'receiptLineId',
      'qty',
      'deliveryQty',
      'closedQty',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('supplierReturnId', '=', id)
    .orderBy('lineNo')
    .orderBy('id')
    .execute();
  return {
    header: documentHeader(header),
    lines: lines.map((line, index) => ({
      ...line,
      lineNo: line.lineNo ?? index + 1,
      qty: qty(line.qty),
      deliveryQty: qty(line.deliveryQty),
      closedQty: qty(line.closedQty),
    })),
  };
}

export type SupplierReturnDocument = Awaited<ReturnType<typeof loadSupplierReturn>>;
type ReturnLine = SupplierReturnDocument['lines'][number];

const open = (line: ReturnLine) => line.qty - line.deliveryQty - line.closedQty;

/** One W action on one supplier return: one transaction, guarded by state and version, idempotent by requestId. */
export function performSupplierReturnAction(
  db: Db,
  engine: Engine,
  call: DocumentActionCall,
  action: SupplierReturnAction,
): Promise<SupplierReturnResult> {
  return runDocumentAction(
    db,
    engine,
    call.now,
    { ...call, docType: 'supplier_return', docId: call.id, action: action.action },
    async (lc) => {
      const doc = await loadSupplierReturn(lc, call.id);
      switch (action.action) {
        case 'approve':
          return approveSupplierReturn(lc, doc, call.version);
        case 'cancelApproval':
          return cancelApprovalSupplierReturn(lc, doc, call.version);
        case 'cancel':
          return cancelSupplierReturn(lc, doc, call.version, action.remark);
        case 'outbound':
          return outboundSupplierReturn(lc, doc, call.version, action.lines);
        case 'forceFinish':
          return forceFinishSupplierReturn(lc, doc, call.version, action.remark);
        case 'acknowledge':
          return acknowledgeSupplierReturn(lc, doc, call.version);
      }
    },
  );
}

/**
 * Approve (domain.md 3.5; buyer or qc_manager, never the creator, 0.6) reserves every line from the
 * defect scope (defect and scrap positions, unqualified batches allowed), pinned to the line's position
 * and batch when it names them; a line that cannot be reserved in full refuses the approval.
 */
export async function approveSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
): Promise<SupplierReturnResult> {
  const { header, lines } = doc;
  await claimDocument(lc, 'wmsSupplierReturn', header, expectedVersion, 'approve');
  if (header.createBy === lc.username) throw new AppError('doc.segregationOfDuties');
  if (lines.length === 0) throw new AppError('supplierReturn.noLines');
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
  header.docStatus = 'approved';
  header.fulfilStatus = 'unexecuted';
  await lc.trx
    .updateTable('wmsSupplierReturn')
    .set({
      docStatus: 'approved',
      fulfilStatus: 'unexecuted',
      approveBy: lc.username,
      approveTime: toDbDateTime(lc.now),
    })
    .where('id', '=', header.id)
    .execute();
  return documentResult(doc.header);
}

/** Cancel approval (domain.md 0.5): only while nothing was shipped; the reservations are released. */
export async function cancelApprovalSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
): Promise<SupplierReturnResult> {
  const { header } = doc;
  await claimDocument(lc, 'wmsSupplierReturn', header, expectedVersion, 'cancelApproval', {
    hasPostings: doc.lines.some((line) => line.deliveryQty > 0),
  });
  await releaseAllReservations(lc, 'supplier_return', header.id);
  header.docStatus = 'pending';
  await lc.trx
    .updateTable('wmsSupplierReturn')
    .set({ docStatus: 'pending' })
    .where('id', '=', header.id)
    .execute();
  return documentResult(doc.header);
}

/** Cancel (domain.md 0.5): a pending return is cancelled for good, with the reason given. */
export async function cancelSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
  remark: string,
): Promise<SupplierReturnResult> {
  await cancelDocument(lc, 'wmsSupplierReturn', doc.header, expectedVersion, remark);
  return documentResult(doc.header);
}

/**
 * Outbound (domain.md 3.5; wh_clerk, partial allowed): posts `supplier_return` out of the reserved rows,
 * oldest batch first, or out of free defect-scope rows of the line's position and batch when the
 * reservation does not cover it; adds the quantity to the receipt line's returned quantity.
 */
export async function outboundSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
  inputs: readonly { lineId: string; qty: number }[],
): Promise<SupplierReturnResult> {
  const { header } = doc;
  await claimDocument(lc, 'wmsSupplierReturn', header, expectedVersion, 'outbound');
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

  const reserved = await activeReservations(lc, 'supplier_return', header.id);
  const free = new Map<string, Awaited<ReturnType<typeof findCandidates>>>();
  for (const { line, qty: wanted } of picked) {
    const held = reserved.filter((r) => r.lineId === line.id).reduce((sum, r) => sum + r.open, 0);
    if (held >= wanted) continue;
    free.set(
      line.id,
      await findCandidates(lc, {
        source: { docType: 'supplier_return', docId: header.id, lineId: line.id },
        productId: line.productId,
        facilityId: header.facilityId,
        qty: wanted - held,
        positionId: line.positionId,
        batchId: line.batchId,
        scope: 'defect',
      }),
    );
  }
  const balances = await lockBalancesById(lc, [
    ...reserved.map((r) => r.balanceId),
    ...[...free.values()].flat().map((c) => c.balanceId),
  ]);
  const legs: PostingLeg[] = [];
  const consumed: { reservation: ActiveReservation; consume: number }[] = [];
  for (const { line, qty: wanted } of picked) {
    const taken = await takeReservedThenFree(
      lc,
      balances,
      line.productId,
      wanted,
      reserved.filter((r) => r.lineId === line.id),
      free.get(line.id) ?? [],
    );
    consumed.push(...taken.consumed);
    const takes = taken.takes;
    for (const take of takes) {
      const row = balances.byBalanceId(take.balanceId);
      const key: BalanceKey = {
        productId: row.productId,
        facilityId: row.facilityId,
        positionId: row.positionId,
        batchId: row.batchId,
      };
      legs.push({ ...key, qtyDelta: -take.qty, sourceLineId: line.id, partnerId: header.partnerId });
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
  }
  await saveFulfilment(lc, doc);
  return { ...documentResult(doc.header), postingId: posting.postingId };
}

/**
 * Force finish (domain.md 0.5, outbound): nothing more will be shipped; the open quantity of every line
 * is closed and its reservations released. Nothing is posted.
 */
async function forceFinishSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
  remark: string,
): Promise<SupplierReturnResult> {
  const closing = doc.lines.filter((line) => open(line) > 0);
  await claimDocument(lc, 'wmsSupplierReturn', doc.header, expectedVersion, 'forceFinish', {
    remark,
    closedQuantity: closing.length > 0,
  });
  for (const line of closing) {
    line.closedQty += open(line);
    await lc.trx
      .updateTable('wmsSupplierReturnLine')
      .set({ closedQty: line.closedQty, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
      .where('id', '=', line.id)
      .execute();
  }
  await releaseAllReservations(lc, 'supplier_return', doc.header.id);
  await lc.trx
    .updateTable('wmsSupplierReturn')
    .set({ cancelRemark: remark })
    .where('id', '=', doc.header.id)
    .execute();
  await saveFulfilment(lc, doc);
  return documentResult(doc.header);
}

/**
 * The supplier acknowledges an approved return in the portal (domain.md 3.5, 4.3): its confirmation
 * status becomes confirmed; stock and quantities are untouched.
 */
async function acknowledgeSupplierReturn(
  lc: LedgerContext,
  doc: SupplierReturnDocument,
  expectedVersion: number,
): Promise<SupplierReturnResult> {
  await claimOpenDocument(lc, 'wmsSupplierReturn', doc.header, expectedVersion);
  await lc.trx
    .updateTable('wmsSupplierReturn')
    .set({ supplierConfirmStatus: 'confirmed' })
    .where('id', '=', doc.header.id)
    .execute();
  return documentResult(doc.header);
}

/** Fulfilment from the lines (domain.md 0.5): completed, closed when some quantity was closed, else executing. */
async function saveFulfilment(lc: LedgerContext, doc: SupplierReturnDocument): Promise<void> {
  const done = doc.lines.every((line) => open(line) === 0);
  const closed = doc.lines.some((line) => line.closedQty > 0);
  doc.header.fulfilStatus = done ? (closed ? 'closed' : 'completed') : 'executing';
  await lc.trx
    .updateTable('wmsSupplierReturn')
    .set({ fulfilStatus: doc.header.fulfilStatus })
    .where('id', '=', doc.header.id)
    .execute();
}
