import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { checkInventory } from '../../../../src/domain/warehouse/check-inventory';
import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import { countedDifference } from '../../../../src/domain/warehouse/stock-count';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { actionBase, scaledQty } from '../../../documents/action-body';
import { documentEffects } from '../../../documents/document-effects';
import { AppError } from '../../../http/app-error';
import { LockedBalances, lockBalances } from '../ledger/balance-rows';
import { createBatch, findBatch, type Tracking } from '../ledger/batches';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../ledger/post-inventory-movement';
import { checkPositionInFacility, loadFacility } from '../structure/facilities';
import {
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

/** What a stock count's own bodies carry: the entries of enter count, the lines adjust or ignore handle. */
export interface CountInput {
  entries?: readonly CountEntry[];
  /** Adjust or ignore only these lines (their differences must be pending); default every pending one. */
  lineIds?: readonly string[];
}

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const enterBody = Type.Object({
  ...actionBase,
  entries: Type.Array(
    Type.Object({
      lineId: Type.Optional(ID),
      productId: Type.Optional(ID),
      positionId: Type.Optional(ID),
      batchNo: Type.Optional(Type.String({ maxLength: 64 })),
      checkQty: Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]),
      countedAt: Type.Optional(Type.Integer({ minimum: 0 })),
      reason: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
});
const LINE_IDS = Type.Optional(Type.Array(ID, { maxItems: 5000 }));
const linesBody = Type.Object({ ...actionBase, lineIds: LINE_IDS });
const ignoreBody = Type.Object({ ...actionBase, remark: Type.String({ maxLength: 500 }), lineIds: LINE_IDS });

const chosenLines = (lineIds: string[] | undefined): CountInput => (lineIds ? { lineIds } : {});

/**
 * The business effects of a stock count (domain.md 2.9) on the document engine: approve freezes the
 * positions when the count asks it and cancel approval thaws them; enter count records counts and their
 * differences; adjust posts them to the ledger; ignore closes them with a remark; force finish closes
 * what was not counted. Every answer carries the count of lines whose difference is still pending.
 */
export const stockCountEffects = documentEffects<CountDocument, CountInput>(checkInventory, {
  load: loadCount,
  actions: {
    approve: { run: ({ lc, doc }) => setFrozen(lc, doc, true) },
    cancelApproval: { run: ({ lc, doc }) => setFrozen(lc, doc, false) },
    cancel: {},
    forceFinish: {
      facts: (doc) => ({ closedQuantity: openLines(doc).length > 0 }),
      run: ({ lc, doc }) => forceFinishCount(lc, doc),
    },
    ignore: {
      body: ignoreBody,
      parse: (raw) => {
        const body = raw as Static<typeof ignoreBody>;
        return { remark: body.remark, custom: chosenLines(body.lineIds) };
      },
      run: async ({ lc, doc, input }) => {
        await closeDifferences(lc, pendingLines(doc, input.custom?.lineIds), input.remark ?? '');
        await finishWhenSettled(lc, doc);
      },
    },
    enterCount: {
      body: enterBody,
      parse: (raw) => ({
        custom: {
          entries: (raw as Static<typeof enterBody>).entries.map((entry) => ({
            lineId: entry.lineId ?? null,
            productId: entry.productId ?? null,
            positionId: entry.positionId ?? null,
            batchNo: entry.batchNo ?? null,
            checkQty: scaledQty(entry.checkQty),
            countedAt: entry.countedAt ?? null,
            reason: entry.reason ?? null,
          })),
        },
      }),
      run: ({ lc, doc, input }) => enterCount(lc, doc, input.custom?.entries ?? []),
    },
    adjust: {
      body: linesBody,
      parse: (raw) => ({ custom: chosenLines((raw as Static<typeof linesBody>).lineIds) }),
      run: ({ lc, doc, input }) => adjustDifferences(lc, doc, input.custom?.lineIds),
    },
  },
  result: countResult,
});

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

/** The lines force finish closes: not counted yet, or with their difference pending. */
function openLines(doc: CountDocument): CountLine[] {
  return doc.lines.filter((line) => line.differenceStatus === null || line.differenceStatus === 'pending');
}

/** Force finish (domain.md 2.9 step 6): pending and uncounted lines are closed as ignored. */
async function forceFinishCount(lc: LedgerContext, doc: CountDocument): Promise<void> {
  const open = openLines(doc);
  await closeDifferences(lc, open, 'closed by force finish');
  doc.header.fulfilStatus = open.length > 0 ? 'closed' : 'completed';
  await setFrozen(lc, doc, false);
  await saveCountHeader(lc, doc);
}
