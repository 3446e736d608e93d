import { sql } from 'kysely';
import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import { countedDifference } from '../../../../src/domain/warehouse/stock-count';
import type { Db, Engine } from '../../../db/database';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { runDocumentAction } from '../../../documents/run-document-action';
import { AppError } from '../../../http/app-error';
import { claimDocument, claimOpenDocument } from '../commands/command-store';
import { LockedBalances, lockBalances } from '../ledger/balance-rows';
import { createBatch, findBatch, type Tracking } from '../ledger/batches';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../ledger/post-inventory-movement';
import { checkPositionInFacility, loadFacility } from '../structure/facilities';
import {
  type CountActionResult,
  type CountDocument,
  type CountLine,
  countResult,
  loadCount,
  saveCountHeader,
  setFrozen,
} from './count-store';

export interface CountEntry {
  /** An existing line, or a new key found during the count (product and position, maybe a batch). */
  lineId?: string | null;
  productId?: string | null;
  positionId?: string | null;
  batchNo?: string | null;
  /** Scaled counted quantity. */
  checkQty: number;
  /** When the counter counted (default now), for the difference as of that moment (domain.md 2.9). */
  countedAt?: number | null;
  reason?: string | null;
}

export type CountAction =
  | { action: 'approve' }
  | { action: 'cancelApproval' }
  | { action: 'cancel'; remark: string }
  | { action: 'enterCount'; entries: readonly CountEntry[] }
  | { action: 'adjust'; lineIds?: readonly string[] }
  | { action: 'ignore'; lineIds?: readonly string[]; remark: string }
  | { action: 'forceFinish'; remark: string };

export interface CountActionRequest {
  tenantId: number;
  username: string;
  id: string;
  version: number;
  requestId: string;
  now: number;
}

/** One action on one stock count: one transaction, guarded by state and version, idempotent by requestId. */
export function performCountAction(
  db: Db,
  engine: Engine,
  request: CountActionRequest,
  action: CountAction,
): Promise<CountActionResult> {
  return runDocumentAction(
    db,
    engine,
    request.now,
    {
      tenantId: request.tenantId,
      username: request.username,
      requestId: request.requestId,
      docType: 'check_inventory',
      docId: request.id,
      action: action.action,
    },
    (lc) => applyCountAction(lc, request.id, request.version, action),
  );
}

/** An action inside a transaction the caller runs (the demo seed), at the count's current version. */
export async function performCountActionIn(
  lc: LedgerContext,
  id: string,
  action: CountAction,
): Promise<CountActionResult> {
  const { header } = await loadCount(lc, id);
  return applyCountAction(lc, id, header.version, action);
}

async function applyCountAction(
  lc: LedgerContext,
  id: string,
  version: number,
  action: CountAction,
): Promise<CountActionResult> {
  const doc = await loadCount(lc, id);
  const { header } = doc;
  switch (action.action) {
    case 'approve':
      await claimDocument(lc, 'wmsCheckInventory', header, version, 'approve');
      await setStatus(lc, doc, 'approved', 'unexecuted', {
        approveBy: lc.username,
        approveTime: toDbDateTime(lc.now),
      });
      await setFrozen(lc, doc, true);
      break;
    case 'cancelApproval':
      await claimDocument(lc, 'wmsCheckInventory', header, version, 'cancelApproval');
      await setStatus(lc, doc, 'pending', 'unexecuted');
      await setFrozen(lc, doc, false);
      break;
    case 'cancel':
      await claimDocument(lc, 'wmsCheckInventory', header, version, 'cancel', { remark: action.remark });
      await setStatus(lc, doc, 'cancelled', 'unexecuted', { cancelRemark: action.remark });
      break;
    case 'enterCount':
      await claimOpenDocument(lc, 'wmsCheckInventory', header, version);
      await enterCount(lc, doc, action.entries);
      break;
    case 'adjust':
      await claimOpenDocument(lc, 'wmsCheckInventory', header, version);
      await adjustDifferences(lc, doc, action.lineIds);
      break;
    case 'ignore':
      await claimDocument(lc, 'wmsCheckInventory', header, version, 'ignore', { remark: action.remark });
      await closeDifferences(lc, pendingLines(doc, action.lineIds), action.remark);
      await finishWhenSettled(lc, doc);
      break;
    case 'forceFinish':
      await claimDocument(lc, 'wmsCheckInventory', header, version, 'forceFinish', { remark: action.remark });
      await forceFinishCount(lc, doc, action.remark);
      break;
  }
  return countResult(doc);
}

async function setStatus(
  lc: LedgerContext,
  doc: CountDocument,
  docStatus: CountDocument['header']['docStatus'],
  fulfilStatus: CountDocument['header']['fulfilStatus'],
  extra: { approveBy?: string; approveTime?: string; cancelRemark?: string } = {},
): Promise<void> {
  doc.header.docStatus = docStatus;
  doc.header.fulfilStatus = fulfilStatus;
  await lc.trx
    .updateTable('wmsCheckInventory')
    .set({ docStatus, fulfilStatus, ...extra })
    .where('id', '=', doc.header.id)
    .execute();
}

/**
 * Enter count (domain.md 2.9 steps 2-4): the counted quantity of a line, or of a key the book does not
 * have; the difference is taken against the book as it was when counted. Counting a line whose
 * difference is pending again is a recount.
 */
async function enterCount(
  lc: LedgerContext,
  doc: CountDocument,
  entries: readonly CountEntry[],
): Promise<void> {
  if (entries.length === 0) throw new AppError('command.noQuantities');
  const facility = await loadFacility(lc, doc.header.facilityId);
  for (const entry of entries) {
    let line = entry.lineId ? doc.lines.find((l) => l.id === entry.lineId) : undefined;
    if (entry.lineId && !line) throw new AppError('command.lineNotInDocument', { lineId: entry.lineId });
    if (!line) line = await addFoundLine(lc, doc, entry, facility);
    if (line.differenceStatus === 'adjusted' || line.differenceStatus === 'ignored') {
      throw new AppError('stockCount.lineNotPending', { lineNo: line.lineNo });
    }
    if (!Number.isSafeInteger(entry.checkQty) || entry.checkQty < 0) {
      throw new AppError('command.lineQtyPositive', { lineNo: line.lineNo });
    }
    const countedAt = Math.min(entry.countedAt ?? lc.now, lc.now);
    const { onhand, postedSince } = await bookAt(lc, doc.header.facilityId, line, countedAt);
    const difference = countedDifference(entry.checkQty, onhand, postedSince);
    const recount = line.checkQty !== null;
    Object.assign(line, {
      checkQty: entry.checkQty,
      countedBy: lc.username,
      recountNo: recount ? line.recountNo + 1 : line.recountNo,
      ...difference,
    });
    await lc.trx
      .updateTable('wmsCheckInventoryLine')
      .set({
        checkQty: entry.checkQty,
        countedAt: toDbDateTime(countedAt),
        countedBy: lc.username,
        recountNo: line.recountNo,
        diffQty: difference.diffQty,
        checkType: difference.checkType,
        differenceStatus: difference.differenceStatus,
        reason: entry.reason ?? null,
        updateBy: lc.username,
        updateTime: toDbDateTime(lc.now),
      })
      .where('id', '=', line.id)
      .execute();
  }
  doc.header.fulfilStatus = 'executing';
  await finishWhenSettled(lc, doc);
}

async function addFoundLine(
  lc: LedgerContext,
  doc: CountDocument,
  entry: CountEntry,
  facility: Awaited<ReturnType<typeof loadFacility>>,
): Promise<CountLine> {
  if (!entry.productId || !entry.positionId) throw new AppError('command.lineNotInDocument', { lineId: '' });
  await checkPositionInFacility(lc, entry.positionId, facility);
  const batch = entry.batchNo ? await findBatch(lc, entry.productId, entry.batchNo) : undefined;
  const line: CountLine = {
    id: newId(),
    lineNo: doc.lines.reduce((max, l) => Math.max(max, l.lineNo), 0) + 1,
    productId: entry.productId,
    positionId: entry.positionId,
    batchId: batch?.id ?? null,
    bookQty: 0,
    checkQty: null,
    countedBy: null,
    recountNo: 0,
    diffQty: null,
    checkType: null,
    differenceStatus: null,
  };
  await lc.trx
    .insertInto('wmsCheckInventoryLine')
    .values({
      id: line.id,
      tenantId: lc.tenantId,
      checkInventoryId: doc.header.id,
      lineNo: line.lineNo,
      productId: line.productId,
      positionId: line.positionId,
      batchId: line.batchId,
      bookQty: 0,
      recountNo: 0,
      createBy: lc.username,
      createTime: toDbDateTime(lc.now),
    })
    .execute();
  doc.lines.push(line);
  return line;
}

/** On hand of the line's key now, and what was posted on it after the count (domain.md 2.9 step 3). */
async function bookAt(
  lc: LedgerContext,
  facilityId: string,
  line: CountLine,
  countedAt: number,
): Promise<{ onhand: number; postedSince: number }> {
  if (!line.batchId) return { onhand: 0, postedSince: 0 };
  const balance = await lc.trx
    .selectFrom('wmsInventoryBalance')
    .select(['id', 'onhandQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', line.productId)
    .where('facilityId', '=', facilityId)
    .where('positionId', '=', line.positionId)
    .where('batchId', '=', line.batchId)
    .executeTakeFirst();
  if (!balance) return { onhand: 0, postedSince: 0 };
  const since = await lc.trx
    .selectFrom('wmsInventoryLedger')
    .select(sql<number | string | null>`sum(qty_delta)`.as('total'))
    .where('balanceId', '=', balance.id)
    .where('postedAt', '>', toDbDateTime(countedAt))
    .executeTakeFirst();
  return { onhand: qty(balance.onhandQty), postedSince: qty(since?.total) };
}

function pendingLines(doc: CountDocument, lineIds?: readonly string[]): CountLine[] {
  const chosen = lineIds?.length ? doc.lines.filter((line) => lineIds.includes(line.id)) : doc.lines;
  const pending = chosen.filter((line) => line.differenceStatus === 'pending');
  if (lineIds?.length) {
    const notPending = chosen.find((line) => line.differenceStatus !== 'pending');
    if (notPending) throw new AppError('stockCount.lineNotPending', { lineNo: notPending.lineNo });
  }
  return pending;
}

/**
 * Adjust (domain.md 2.9 step 5): posts `count_gain` / `count_loss` for the pending differences; a gain
 * on a key without batch creates a batch dated the count day; a loss that would take reserved stock is
 * refused with the documents holding it (domain.md 2.4). The counter may not adjust his own count.
 */
async function adjustDifferences(
  lc: LedgerContext,
  doc: CountDocument,
  lineIds?: readonly string[],
): Promise<void> {
  const lines = pendingLines(doc, lineIds);
  if (lines.length === 0) throw new AppError('stockCount.lineNotPending', { lineNo: '-' });
  const counter = lines.find((line) => line.countedBy === lc.username);
  if (counter) throw new AppError('stockCount.counterMayNotAdjust');
  const source = { docType: 'check_inventory' as const, docId: doc.header.id, docCode: doc.header.code };
  const legs: { line: CountLine; leg: PostingLeg }[] = [];
  for (const line of lines) {
    const diff = line.diffQty ?? 0;
    if (!line.batchId) line.batchId = await countBatch(lc, doc, line);
    const key = {
      productId: line.productId,
      facilityId: doc.header.facilityId,
      positionId: line.positionId,
      batchId: line.batchId,
    };
    legs.push({ line, leg: { ...key, qtyDelta: diff, sourceLineId: line.id } });
  }
  const balances = await lockBalances(
    lc,
    legs.map((l) => l.leg),
    new LockedBalances(),
  );
  let gain = 0;
  let loss = 0;
  for (const direction of ['count_loss', 'count_gain'] as const) {
    const chosen = legs.filter(({ leg }) =>
      direction === 'count_gain' ? leg.qtyDelta > 0 : leg.qtyDelta < 0,
    );
    if (chosen.length === 0) continue;
    const posting = await postInventoryMovement(lc, balances, {
      action: 'adjust',
      source,
      commandType: null,
      movementTypeCode: direction,
      requestId: null,
      legs: chosen.map((c) => c.leg),
    });
    for (const { line, leg } of chosen) {
      if (leg.qtyDelta > 0) gain += leg.qtyDelta;
      else loss -= leg.qtyDelta;
      line.differenceStatus = 'adjusted';
      await lc.trx
        .updateTable('wmsCheckInventoryLine')
        .set({
          batchId: line.batchId,
          differenceStatus: 'adjusted',
          postingId: posting.postingId,
          handledBy: lc.username,
          handledTime: toDbDateTime(lc.now),
        })
        .where('id', '=', line.id)
        .execute();
    }
  }
  const totals = await lc.trx
    .selectFrom('wmsCheckInventory')
    .select(['gainQty', 'lossQty'])
    .where('id', '=', doc.header.id)
    .executeTakeFirstOrThrow();
  await finishWhenSettled(lc, doc, {
    gainQty: qty(totals.gainQty) + gain,
    lossQty: qty(totals.lossQty) + loss,
  });
}

/** The batch of stock found where the book had none: dated the count day (domain.md 2.6). */
async function countBatch(lc: LedgerContext, doc: CountDocument, line: CountLine): Promise<string> {
  const product = await lc.trx
    .selectFrom('mdmProduct')
    .select('tracking')
    .where('id', '=', line.productId)
    .executeTakeFirst();
  return createBatch(lc, {
    productId: line.productId,
    batchNo: `${doc.header.code}-${line.lineNo}`,
    tracking: (product?.tracking ?? 'none') as Tracking,
    receivedDate: tenantDay(lc.now),
    source: { docType: 'check_inventory', docId: doc.header.id, docCode: doc.header.code },
    qualityStatus: 'qualified',
  });
}

/** Ignore (domain.md 0.5, 2.9): pending differences closed with a remark, nothing posted. */
async function closeDifferences(
  lc: LedgerContext,
  lines: readonly CountLine[],
  remark: string,
): Promise<void> {
  for (const line of lines) {
    line.differenceStatus = 'ignored';
    await lc.trx
      .updateTable('wmsCheckInventoryLine')
      .set({
        differenceStatus: 'ignored',
        handledBy: lc.username,
        handledTime: toDbDateTime(lc.now),
        handleRemark: remark,
      })
      .where('id', '=', line.id)
      .execute();
  }
}

/** Completed when every line is counted and none is pending (domain.md 2.9 step 6); positions thaw. */
async function finishWhenSettled(
  lc: LedgerContext,
  doc: CountDocument,
  totals?: { gainQty: number; lossQty: number },
): Promise<void> {
  const settled = doc.lines.every(
    (line) => line.differenceStatus !== null && line.differenceStatus !== 'pending',
  );
  if (settled) {
    doc.header.fulfilStatus = 'completed';
    await setFrozen(lc, doc, false);
  }
  await saveCountHeader(lc, doc, totals ?? {});
}

/** Force finish (domain.md 2.9 step 6): pending and uncounted lines are closed as ignored. */
async function forceFinishCount(lc: LedgerContext, doc: CountDocument, remark: string): Promise<void> {
  const open = doc.lines.filter(
    (line) => line.differenceStatus === null || line.differenceStatus === 'pending',
  );
  await closeDifferences(lc, open, 'closed by force finish');
  doc.header.fulfilStatus = open.length > 0 ? 'closed' : 'completed';
  await lc.trx
    .updateTable('wmsCheckInventory')
    .set({ cancelRemark: remark })
    .where('id', '=', doc.header.id)
    .execute();
  await setFrozen(lc, doc, false);
  await saveCountHeader(lc, doc);
}
