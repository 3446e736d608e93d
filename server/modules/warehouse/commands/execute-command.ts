import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { fulfilmentOf, openInbound, openOutbound } from '../../../../src/domain/warehouse/line-quantities';
import { movementTypeByCode, type QualityStatus } from '../../../../src/domain/warehouse/movement-types';
import { newId } from '../../../db/ids';
import { placeholderList, queryRows, sqlStatement } from '../../../db/raw-sql';
import type { InboundLineInput, OutboundLineInput } from '../../../documents/action-body';
import { AppError } from '../../../http/app-error';
import { shipPackedPackages } from '../../packing/ship-packed-packages';
import { type BalanceKey, LockedBalances, lockBalances, lockBalancesById } from '../ledger/balance-rows';
import { insertBatches, type NewBatch, type Tracking } from '../ledger/batches';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement, productLabel } from '../ledger/post-inventory-movement';
import {
  type ActiveReservation,
  activeReservations,
  closeReservations,
  findCandidates,
} from '../ledger/reservations';
import { takeReservedThenFree } from '../ledger/take-reserved-then-free';
import { topUpShortages } from '../ledger/top-up-shortages';
import {
  type FacilityInfo,
  loadFacility,
  loadTransitFacility,
  movesThroughTransit,
} from '../structure/facilities';
import { recordOnOriginal } from './command-references';
import { type CommandDocument, type CommandLine, saveLineQuantities } from './command-store';

export type { InboundLineInput, OutboundLineInput };

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_POSITIONS = sqlStatement(
  (_engine, count: number) =>
    `select id, facility_id from wms_position where tenant_id = ? and id in (${placeholderList(count)})`,
);

const SELECT_TRACKING = sqlStatement(
  (_engine, count: number) =>
    `select id, tracking from mdm_product where tenant_id = ? and id in (${placeholderList(count)})`,
);

/** The product's batches of the given numbers, and those this document created before. */
const SELECT_BATCHES = sqlStatement((_engine, products: number, named: number) => {
  const byDocument = 'source_doc_id = ?';
  return `select id, product_id, batch_no from wms_inventory_batch
    where tenant_id = ? and product_id in (${placeholderList(products)})
    and ${named > 0 ? `(batch_no in (${placeholderList(named)}) or ${byDocument})` : byDocument}`;
});

const SELECT_TRANSIT_HOLDINGS = sqlStatement(
  () => `select position_id, batch_id, sum(qty_delta) as held from wms_inventory_ledger
    where tenant_id = ? and source_doc_type = 'command' and source_doc_id = ? and source_line_id = ?
    and facility_id = ? group by position_id, batch_id order by batch_id`,
);

function pickLines<T extends { lineId: string; qty: number }>(doc: CommandDocument, inputs: readonly T[]) {
  const picked: { line: CommandLine; input: T }[] = [];
  for (const input of inputs) {
    if (!input.qty) continue;
    const line = doc.lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('command.lineNotInDocument', { lineId: input.lineId });
    if (input.qty < 0 || !Number.isSafeInteger(input.qty)) {
      throw new AppError('command.lineQtyPositive', { lineNo: line.lineNo });
    }
    picked.push({ line, input });
  }
  if (picked.length === 0) throw new AppError('command.noQuantities');
  return picked;
}

/**
 * Outbound (domain.md 0.5, 2.7): posts the out leg of the given lines, consuming their reservations
 * oldest batch first. A move line also posts its in leg, into the destination directly or into
 * `TRANSIT` when the destination confirms receipt. Over-issue is refused line by line
 * (`command.overIssue`), missing stock with `inventory.insufficient` (product, wanted, usable).
 */
export async function outboundCommand(
  lc: LedgerContext,
  doc: CommandDocument,
  inputs: readonly OutboundLineInput[],
): Promise<{ postingId: string }> {
  const { header } = doc;
  const picked = pickLines(doc, inputs);
  for (const { line, input } of picked) {
    if (line.direction === 'in') throw new AppError('command.legNotOpen', { leg: 'outbound' });
    const open = openOutbound(line);
    if (input.qty > open) {
      throw new AppError('command.overIssue', {
        lineNo: line.lineNo,
        product: await productLabel(lc, line.productId),
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open, 'qty'),
      });
    }
  }
  const out = await loadFacility(lc, header.outFacilityId);
  const anyMove = picked.some(({ line }) => line.direction === 'move');
  const into = anyMove ? await loadFacility(lc, header.inFacilityId) : null;
  const transit = into && movesThroughTransit(out, into) ? await loadTransitFacility(lc) : null;
  const scope = header.commandType === 'scrap' || header.commandType === 'rma' ? 'defect' : 'ordinary';

  // Phase 1: the rows the stock comes from, locked in key order, then allocated from locked values.
  const plans: { line: CommandLine; input: OutboundLineInput; reservations: ActiveReservation[] }[] = [];
  const sourceIds: string[] = [];
  const free = new Map<string, Awaited<ReturnType<typeof findCandidates>>>();
  const reserved = await activeReservations(
    lc,
    'command',
    header.id,
    picked.map((p) => p.line.id),
  );
  const intoPositions = into ? await directPositions(lc, doc, picked, into, Boolean(transit)) : new Map();
  for (const { line, input } of picked) {
    const reservations = reserved.filter((r) => r.lineId === line.id);
    const pinned = Boolean(input.positionId || input.batchId);
    const reservedForPin = reservations
      .filter((r) => matchesPin(r, input))
      .reduce((sum, r) => sum + r.open, 0);
    if (reservedForPin < input.qty) {
      const candidates = await findCandidates(lc, {
        source: { docType: 'command', docId: header.id, lineId: line.id },
        productId: line.productId,
        facilityId: out.id,
        qty: input.qty,
        positionId: pinned ? (input.positionId ?? null) : line.outPositionId,
        batchId: pinned ? (input.batchId ?? null) : line.batchId,
        scope,
      });
      free.set(line.id, candidates);
      sourceIds.push(...candidates.map((c) => c.balanceId));
    }
    sourceIds.push(...reservations.map((r) => r.balanceId));
    plans.push({ line, input, reservations });
  }
  const balances = await lockBalancesById(lc, sourceIds, new LockedBalances());

  const legs: PostingLeg[] = [];
  const closing: { reservation: ActiveReservation; consume?: number; release?: number }[] = [];
  for (const { line, input, reservations } of plans) {
    const { takes, consumed, fromFree } = await takeReservedThenFree(
      lc,
      balances,
      line.productId,
      input.qty,
      reservations.filter((r) => matchesPin(r, input)),
      free.get(line.id) ?? [],
    );
    closing.push(...consumed);
    if (fromFree > 0) {
      // Stock taken from free rows frees as much of the line's own reservation elsewhere (domain.md 2.5).
      let toRelease = fromFree;
      for (const reservation of reservations.filter((r) => !matchesPin(r, input))) {
        const release = Math.min(reservation.open, toRelease);
        if (release <= 0) continue;
        closing.push({ reservation, release });
        toRelease -= release;
      }
    }
    for (const take of takes) {
      const source = balances.byBalanceId(take.balanceId);
      const key: BalanceKey = {
        productId: source.productId,
        facilityId: source.facilityId,
        positionId: source.positionId,
        batchId: source.batchId,
      };
      legs.push(legOf(doc, line, key, -take.qty, into?.id ?? null));
      if (line.direction === 'move' && into) {
        const target = transit ?? into;
        const positionId = transit
          ? (transit.defaultReceivingPositionId as string)
          : (intoPositions.get(line.id) as string);
        legs.push(legOf(doc, line, { ...key, facilityId: target.id, positionId }, take.qty, out.id));
      }
    }
    line.deliveryQty += input.qty;
    if (line.direction === 'move' && !transit) line.stockInQty += input.qty;
  }

  // Phase 2: the destination rows, then the reservations, then the posting (domain.md 2.10 steps 5-8).
  await lockBalances(
    lc,
    legs.filter((leg) => leg.qtyDelta > 0),
    balances,
  );
  await closeReservations(lc, balances, closing);
  const posting = await postInventoryMovement(lc, balances, {
    action: anyMove ? 'move' : 'outbound',
    source: { docType: 'command', docId: header.id, docCode: header.code },
    commandType: header.commandType,
    movementTypeCode: header.movementTypeCode,
    requestId: null,
    legs,
  });

  for (const { line, reservations } of plans) {
    const stillReserved = reservations.reduce((sum, r) => sum + r.open, 0);
    line.shortageQty = Math.max(openOutbound(line) - stillReserved, 0);
    if (line.refLineId) {
      const column = line.direction === 'move' ? 'returnedQty' : 'consumedQty';
      await recordOnOriginal(lc, line.refLineId, plans.find((p) => p.line === line)!.input.qty, column);
    }
  }
  await saveLineQuantities(
    lc,
    plans.map((p) => p.line),
  );
  await shipPackedPackages(lc, header.id);
  setFulfilment(doc, transit ? 'in_transit' : 'shipped');
  return { postingId: posting.postingId };
}

/**
 * Inbound (domain.md 0.5, 2.7): receives in lines into new batches (the FIFO layers of domain.md 2.2;
 * serial numbers one unit each) and move lines out of `TRANSIT`, keeping their batches.
 */
export async function inboundCommand(
  lc: LedgerContext,
  doc: CommandDocument,
  inputs: readonly InboundLineInput[],
): Promise<{ postingId: string }> {
  const { header } = doc;
  const picked = pickLines(doc, inputs);
  for (const { line, input } of picked) {
    if (line.direction === 'out') throw new AppError('command.legNotOpen', { leg: 'inbound' });
    const open = openInbound(line);
    if (input.qty > open) {
      throw new AppError('command.overReceipt', {
        lineNo: line.lineNo,
        product: await productLabel(lc, line.productId),
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open, 'qty'),
      });
    }
  }
  const into = await loadFacility(lc, header.inFacilityId);
  const transit = picked.some(({ line }) => line.direction === 'move') ? await loadTransitFacility(lc) : null;
  const positions = await inboundPositions(
    lc,
    doc,
    picked.map(({ line, input }) => ({ line, given: input.positionId ?? null })),
    into,
  );
  const { layers, created } = await inboundBatches(
    lc,
    doc,
    picked
      .filter(({ line }) => line.direction === 'in')
      .map(({ line, input }) => ({ line, input, positionId: positions.get(line.id)! })),
    into,
  );
  const legs: PostingLeg[] = [];
  for (const { line, input } of picked) {
    const positionId = positions.get(line.id)!;
    if (line.direction === 'in') {
      for (const { batchId, qty: units } of layers.get(line.id) ?? []) {
        legs.push(
          legOf(
            doc,
            line,
            { productId: line.productId, facilityId: into.id, positionId, batchId },
            units,
            null,
          ),
        );
      }
    } else if (transit) {
      let rest = input.qty;
      for (const held of await transitHoldings(lc, header.id, line.id, transit.id)) {
        const take = Math.min(held.qty, rest);
        if (take <= 0) continue;
        const key = { productId: line.productId, batchId: held.batchId };
        legs.push(
          legOf(doc, line, { ...key, facilityId: transit.id, positionId: held.positionId }, -take, into.id),
        );
        legs.push(legOf(doc, line, { ...key, facilityId: into.id, positionId }, take, header.outFacilityId));
        rest -= take;
      }
    }
    line.stockInQty += input.qty;
  }
  const balances = await lockBalances(lc, legs);
  const posting = await postInventoryMovement(lc, balances, {
    action: 'inbound',
    source: { docType: 'command', docId: header.id, docCode: header.code },
    commandType: header.commandType,
    movementTypeCode: header.movementTypeCode,
    requestId: null,
    legs,
    createdBatches: created,
  });
  await topUpShortages(
    lc,
    into.id,
    picked.map(({ line }) => line.productId),
  );
  for (const { line, input } of picked) {
    if (line.refLineId && line.direction === 'in')
      await recordOnOriginal(lc, line.refLineId, input.qty, 'returnedQty');
  }
  await saveLineQuantities(
    lc,
    picked.map((p) => p.line),
  );
  setFulfilment(doc, transit ? 'arrived' : null);
  return { postingId: posting.postingId };
}

function matchesPin(reservation: ActiveReservation, input: OutboundLineInput): boolean {
  return (
    (!input.positionId || reservation.positionId === input.positionId) &&
    (!input.batchId || reservation.batchId === input.batchId)
  );
}

function legOf(
  doc: CommandDocument,
  line: CommandLine,
  key: BalanceKey,
  qtyDelta: number,
  counterpartFacilityId: string | null,
): PostingLeg {
  const { header } = doc;
  return {
    ...key,
    qtyDelta,
    sourceLineId: line.id,
    counterpartFacilityId,
    partnerId: header.partnerId,
    costCenterId: header.costCenterId,
    fsmCode: header.fsmCode,
    fsmActivityId: header.fsmActivityId,
  };
}

/**
 * Where the in leg of each line goes (domain.md 2.7): the position given now, else the line's, else the
 * movement type's target (`DEFECT` for returned defective parts, `QC` for good parts to check; RMA in
 * lines go to `DEFECT`), else the facility's receiving position. Named positions must be in the facility.
 */
async function inboundPositions(
  lc: LedgerContext,
  doc: CommandDocument,
  entries: readonly { line: CommandLine; given: string | null }[],
  into: FacilityInfo,
): Promise<Map<string, string>> {
  const named = [
    ...new Set(entries.map((e) => e.given ?? e.line.inPositionId).filter((id): id is string => !!id)),
  ];
  if (named.length > 0) {
    const found = await queryRows<{ id: string; facilityId: string }>(
      lc.trx,
      SELECT_POSITIONS.text(lc.engine, named.length),
      [lc.tenantId, ...named],
    );
    if (found.length !== named.length || found.some((row) => row.facilityId !== into.id)) {
      throw new AppError('inventory.positionNotInFacility', { facility: into.code });
    }
  }
  const target = targetPosition(doc, into);
  const positions = new Map<string, string>();
  for (const { line, given } of entries) {
    const fallback = (line.direction === 'in' ? target : null) ?? (into.defaultReceivingPositionId as string);
    positions.set(line.id, given ?? line.inPositionId ?? fallback);
  }
  return positions;
}

/** The destination positions of move lines that arrive at once (no transit). */
function directPositions(
  lc: LedgerContext,
  doc: CommandDocument,
  picked: readonly { line: CommandLine }[],
  into: FacilityInfo,
  throughTransit: boolean,
): Promise<Map<string, string>> {
  if (throughTransit) return Promise.resolve(new Map());
  const moves = picked
    .filter(({ line }) => line.direction === 'move')
    .map(({ line }) => ({ line, given: null }));
  return inboundPositions(lc, doc, moves, into);
}

function targetPosition(doc: CommandDocument, into: FacilityInfo): string | null {
  const target =
    doc.header.commandType === 'rma'
      ? 'defect'
      : movementTypeByCode(doc.header.movementTypeCode)?.targetPositionType;
  if (target === 'defect') return into.defaultDefectPositionId;
  if (target === 'qc') return into.defaultQcPositionId;
  return null;
}

/** The quality of stock brought in by an in line (domain.md 2.7, 2.8). */
function inboundQuality(doc: CommandDocument, positionId: string, into: FacilityInfo): QualityStatus {
  if (doc.header.commandType === 'rma') return 'unqualified';
  const movement = movementTypeByCode(doc.header.movementTypeCode);
  if (movement?.targetQualityStatus) return movement.targetQualityStatus;
  return positionId === into.defaultQcPositionId ? 'pending_inspection' : 'qualified';
}

/**
 * The batches in lines post into (domain.md 2.2): one per serial number; the given batch number (a later
 * delivery of the same supplier batch joins it); or an internal layer named after the line (`RV…-1`, then
 * `RV…-1-2` for a second receipt of the line). A known serial coming back (a returned part) reuses its
 * batch. Three statements whatever the number of lines. Answers the layers of each line and the tracking
 * of the batches created here.
 */
async function inboundBatches(
  lc: LedgerContext,
  doc: CommandDocument,
  entries: readonly { line: CommandLine; input: InboundLineInput; positionId: string }[],
  into: FacilityInfo,
): Promise<{
  layers: Map<string, { batchId: string; qty: number }[]>;
  created: Map<string, Tracking>;
}> {
  const result = new Map<string, { batchId: string; qty: number }[]>();
  const created = new Map<string, Tracking>();
  if (entries.length === 0) return { layers: result, created };
  const productIds = [...new Set(entries.map((e) => e.line.productId))];
  const products = new Map(
    (
      await queryRows<{ id: string; tracking: string | null }>(
        lc.trx,
        SELECT_TRACKING.text(lc.engine, productIds.length),
        [lc.tenantId, ...productIds],
      )
    ).map((row) => [row.id, (row.tracking ?? 'none') as Tracking]),
  );
  const wanted: { entry: (typeof entries)[number]; names: string[] | null; unit: number }[] = [];
  for (const entry of entries) {
    const { line, input } = entry;
    const tracking = products.get(line.productId);
    if (!tracking) throw new AppError('inventory.productUnknown');
    if (tracking === 'serial') {
      const serials = input.serialNos?.length
        ? [...input.serialNos]
        : line.defectSerialNo
          ? [line.defectSerialNo]
          : [];
      if (serials.length * 1000 !== input.qty) {
        throw new AppError('inventory.serialQtyOne', { product: await productLabel(lc, line.productId) });
      }
      wanted.push({ entry, names: serials, unit: 1000 });
    } else if (input.batchNo) {
      wanted.push({ entry, names: [input.batchNo], unit: input.qty });
    } else if (tracking === 'batch') {
      throw new AppError('inventory.batchRequired', { product: await productLabel(lc, line.productId) });
    } else {
      wanted.push({ entry, names: null, unit: input.qty });
    }
  }
  const named = wanted.flatMap((w) => w.names ?? []);
  const existing = await queryRows<{ id: string; productId: string; batchNo: string }>(
    lc.trx,
    SELECT_BATCHES.text(lc.engine, productIds.length, named.length),
    [lc.tenantId, ...productIds, ...named, doc.header.id],
  );
  const known = new Map(existing.map((row) => [`${row.productId}|${row.batchNo}`, row.id]));
  const fresh: NewBatch[] = [];
  for (const { entry, names, unit } of wanted) {
    const { line, input } = entry;
    let layers = names;
    if (!layers) {
      const base = `${doc.header.code}-${line.lineNo}`;
      let batchNo = base;
      for (let n = 2; known.has(`${line.productId}|${batchNo}`); n++) batchNo = `${base}-${n}`;
      layers = [batchNo];
    }
    const posts: { batchId: string; qty: number }[] = [];
    for (const batchNo of layers) {
      const key = `${line.productId}|${batchNo}`;
      let batchId = known.get(key);
      if (!batchId) {
        batchId = newId();
        known.set(key, batchId);
        fresh.push({
          id: batchId,
          productId: line.productId,
          batchNo,
          tracking: products.get(line.productId)!,
          source: { docType: 'command', docId: doc.header.id, docCode: doc.header.code },
          qualityStatus: inboundQuality(doc, entry.positionId, into),
          supplierId: doc.header.partnerId,
          supplierBatchNo: input.supplierBatchNo ?? null,
          productionDate: input.productionDate ?? null,
          expiryDate: input.expiryDate ?? null,
          unitCost: input.unitCost ?? null,
        });
      }
      posts.push({ batchId, qty: unit });
    }
    result.set(line.id, posts);
  }
  await insertBatches(lc, fresh);
  for (const batch of fresh) created.set(batch.id!, batch.tracking);
  return { layers: result, created };
}

/** What a move line has in transit, by position and batch, from its own ledger rows. */
async function transitHoldings(
  lc: LedgerContext,
  docId: string,
  lineId: string,
  transitId: string,
): Promise<{ positionId: string; batchId: string; qty: number }[]> {
  const rows = await queryRows<{ positionId: string; batchId: string; held: number | string }>(
    lc.trx,
    SELECT_TRANSIT_HOLDINGS.text(lc.engine),
    [lc.tenantId, docId, lineId, transitId],
  );
  return rows
    .map((row) => ({ positionId: row.positionId, batchId: row.batchId, qty: qty(row.held) }))
    .filter((r) => r.qty > 0);
}

/**
 * Fulfilment from the lines (domain.md 0.5) and the business status of the step just done, which the
 * engine writes with the header's state.
 */
export function setFulfilment(doc: CommandDocument, businessStatus: string | null): void {
  doc.header.fulfilStatus = fulfilmentOf(doc.lines);
  if (businessStatus) doc.header.businessStatus = businessStatus;
}
