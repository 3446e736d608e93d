import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { type MaterialDocKind, materialDocPages } from '../../../src/domain/production/material-doc';
import { fulfilmentOf } from '../../../src/domain/warehouse/line-quantities';
import type { FulfilStatus } from '../../../src/domain/workflow';
import type { OutboundLineInput } from '../../documents/action-body';
import { type DocumentEffects, documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { saveLineQuantities } from '../../documents/save-line-quantities';
import { AppError } from '../../http/app-error';
import { LockedBalances, lockBalances } from '../warehouse/ledger/balance-rows';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import {
  type PostingLeg,
  postInventoryMovement,
  productLabel,
} from '../warehouse/ledger/post-inventory-movement';
import {
  closeReservations,
  type ReserveRequest,
  releaseAllReservations,
  reserve,
} from '../warehouse/ledger/reservations';
import { takeOutbound } from '../warehouse/ledger/take-reserved-then-free';
import { loadFacility } from '../warehouse/structure/facilities';
import {
  addToComponents,
  atLineSide,
  type ComponentColumn,
  type ComponentRow,
  issuable,
  orderComponents,
  refuseComponentQty,
  requireOpenOrder,
} from './production-components';
import { queueProductionMovement } from './production-sap';

/** What each kind posts and which component quantity it keeps (domain.md 3.9). */
const KINDS: Record<
  MaterialDocKind,
  {
    movement: string;
    column: ComponentColumn;
    refusal: 'mes.overIssue' | 'mes.overReturn' | 'mes.overConsume';
    move: boolean;
  }
> = {
  issue: { movement: 'production_issue', column: 'issuedQty', refusal: 'mes.overIssue', move: true },
  return: { movement: 'production_return', column: 'returnedQty', refusal: 'mes.overReturn', move: true },
  consume: { movement: 'production_consume', column: 'consumedQty', refusal: 'mes.overConsume', move: false },
};

/** A material document of the caller's tenant and of the page's kind, with its lines, or `doc.notFound`. */
export async function loadMaterialDoc(lc: LedgerContext, id: string, kind: MaterialDocKind) {
  const doc = await loadDocument(
    lc,
    {
      header: 'mesMaterialDoc',
      headerColumns: ['docKind', 'productionOrderId', 'outFacilityId', 'inFacilityId', 'createBy'],
      lines: 'mesMaterialDocLine',
      parent: 'materialDocId',
      lineColumns: [
        'id',
        'productionComponentId',
        'productId',
        'batchId',
        'outPositionId',
        'inPositionId',
        'refLineId',
      ],
      quantities: ['qty', 'deliveryQty', 'stockInQty', 'closedQty'],
    },
    id,
  );
  if (doc.header.docKind !== kind) throw new AppError('doc.notFound');
  return doc;
}

export type MaterialDocument = Awaited<ReturnType<typeof loadMaterialDoc>>;
type MaterialLine = MaterialDocument['lines'][number];

const open = (line: MaterialLine) => line.qty - line.deliveryQty - line.closedQty;

/** What the kind may still move for a component: issue up to the requirement, return and consume what is at the line side. */
function allowance(kind: MaterialDocKind, component: ComponentRow): number {
  return kind === 'issue' ? issuable(component) : atLineSide(component);
}

/**
 * The quantities of the lines against their components (domain.md 3.9): every line names a component of
 * the document's production order with its product, and per component the lines stay within what the
 * kind allows. Over-issue, over-return and over-consumption are refused naming product, wanted, available.
 */
async function checkAgainstComponents(
  lc: LedgerContext,
  doc: MaterialDocument,
  kind: MaterialDocKind,
  wanted: ReadonlyMap<string, number>,
): Promise<Map<string, ComponentRow>> {
  const components = new Map((await orderComponents(lc, doc.header.productionOrderId)).map((c) => [c.id, c]));
  const perComponent = new Map<string, number>();
  for (const line of doc.lines) {
    const component = components.get(line.productionComponentId);
    if (!component || component.productId !== line.productId) {
      throw new AppError('mes.componentNotInOrder', { lineNo: line.lineNo });
    }
    const qty = wanted.get(line.id) ?? 0;
    perComponent.set(component.id, (perComponent.get(component.id) ?? 0) + qty);
  }
  for (const [componentId, qty] of perComponent) {
    const component = components.get(componentId)!;
    const available = allowance(kind, component);
    if (qty > available) await refuseComponentQty(lc, KINDS[kind].refusal, component, qty, available);
  }
  return components;
}

/** The batches an issue line brought to the line side: a return takes these back first (domain.md 3.9). */
async function issuedBatches(lc: LedgerContext, issueLineId: string | null): Promise<string[]> {
  if (!issueLineId) return [];
  const rows = await lc.trx
    .selectFrom('wmsInventoryLedger')
    .select('batchId')
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocType', '=', 'material_doc')
    .where('sourceLineId', '=', issueLineId)
    .where('qtyDelta', '>', 0)
    .execute();
  return [...new Set(rows.map((row) => row.batchId))];
}

function requestOf(
  doc: MaterialDocument,
  line: MaterialLine,
  qty: number,
  preferBatchIds: string[],
): ReserveRequest {
  return {
    source: { docType: 'material_doc', docId: doc.header.id, lineId: line.id },
    productId: line.productId,
    facilityId: doc.header.outFacilityId ?? '',
    qty,
    positionId: line.outPositionId,
    batchId: line.batchId,
    scope: 'ordinary',
    preferBatchIds,
  };
}

/**
 * Approve: lines valid against the components, then every line reserved in full at the out facility
 * (oldest batch first; a return prefers the batches its issue line brought).
 */
async function approveMaterialDoc(
  lc: LedgerContext,
  doc: MaterialDocument,
  kind: MaterialDocKind,
): Promise<void> {
  if (doc.lines.length === 0) throw new AppError('mes.noLines');
  await requireOpenOrder(lc, doc.header.productionOrderId, kind === 'issue' ? 'refused' : 'allowed');
  for (const line of doc.lines) {
    if (line.qty <= 0) throw new AppError('command.lineQtyPositive', { lineNo: line.lineNo });
  }
  await checkAgainstComponents(lc, doc, kind, new Map(doc.lines.map((line) => [line.id, line.qty])));
  await loadFacility(lc, doc.header.outFacilityId);
  if (KINDS[kind].move) await loadFacility(lc, doc.header.inFacilityId);
  const requests: ReserveRequest[] = [];
  for (const line of doc.lines)
    requests.push(requestOf(doc, line, line.qty, await issuedBatches(lc, line.refLineId)));
  await reserve(lc, new LockedBalances(), requests, 'fifo_received', false);
}

/**
 * Outbound (partial allowed): posts the kind's movement through the ledger for the given quantities,
 * from the line's reservations then free rows; a move posts its in leg at the in facility at once (the
 * line side and the warehouse receive directly), keeping the batch. The component quantity follows.
 */
async function outboundMaterialDoc(
  lc: LedgerContext,
  doc: MaterialDocument,
  kind: MaterialDocKind,
  inputs: readonly OutboundLineInput[],
): Promise<{ postingId: string }> {
  const { header } = doc;
  const picked: { line: MaterialLine; qty: number }[] = [];
  for (const input of inputs) {
    if (!input.qty) continue;
    const line = doc.lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('command.lineNotInDocument', { lineId: input.lineId });
    if (input.qty < 0 || input.qty > open(line)) {
      throw new AppError('command.overIssue', {
        lineNo: line.lineNo,
        product: await productLabel(lc, line.productId),
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open(line), 'qty'),
      });
    }
    picked.push({ line, qty: input.qty });
  }
  if (picked.length === 0) throw new AppError('command.noQuantities');
  const wanted = new Map(picked.map(({ line, qty }) => [line.id, qty]));
  const components = await checkAgainstComponents(lc, doc, kind, wanted);
  const out = await loadFacility(lc, header.outFacilityId);
  const into = KINDS[kind].move ? await loadFacility(lc, header.inFacilityId) : null;

  const { balances, taken, consumed } = await takeOutbound(
    lc,
    { docType: 'material_doc', docId: header.id },
    picked.map(({ line, qty }) => ({
      line,
      lineId: line.id,
      productId: line.productId,
      qty,
      freeRequest: async (rest: number) =>
        requestOf(doc, line, rest, await issuedBatches(lc, line.refLineId)),
    })),
  );
  const legs: PostingLeg[] = [];
  for (const {
    take: { line, qty },
    keys,
  } of taken) {
    for (const { qty: moved, ...key } of keys) {
      legs.push({
        ...key,
        qtyDelta: -moved,
        sourceLineId: line.id,
        counterpartFacilityId: into?.id ?? null,
      });
      if (into) {
        const positionId = line.inPositionId ?? (into.defaultReceivingPositionId as string);
        legs.push({
          ...key,
          facilityId: into.id,
          positionId,
          qtyDelta: moved,
          sourceLineId: line.id,
          counterpartFacilityId: out.id,
        });
      }
    }
    line.deliveryQty += qty;
    if (into) line.stockInQty += qty;
  }
  await lockBalances(
    lc,
    legs.filter((leg) => leg.qtyDelta > 0),
    balances,
  );
  await closeReservations(lc, balances, consumed);
  const posting = await postInventoryMovement(lc, balances, {
    action: into ? 'move' : 'outbound',
    source: { docType: 'material_doc', docId: header.id, docCode: header.code },
    commandType: null,
    movementTypeCode: KINDS[kind].movement,
    requestId: null,
    legs,
  });
  for (const { line } of picked)
    await saveLineQuantities(lc, 'mesMaterialDocLine', line, ['deliveryQty', 'stockInQty', 'closedQty']);
  await addToComponents(
    lc,
    KINDS[kind].column,
    picked.map(({ line, qty }) => ({
      componentId: components.get(line.productionComponentId)!.id,
      delta: qty,
    })),
  );
  // Consumption at the line side is SAP's goods issue to the order; issue and return stay ISPS transfers.
  if (kind === 'consume')
    await queueProductionMovement(lc, '261', posting.postingId, doc.header.productionOrderId);
  doc.header.fulfilStatus = fulfilment(doc);
  return { postingId: posting.postingId };
}

/** Fulfilment from the lines (domain.md 0.5): issue and return lines move, consume lines go out. */
function fulfilment(doc: MaterialDocument): FulfilStatus {
  const direction = doc.header.docKind === 'consume' ? 'out' : 'move';
  return fulfilmentOf(doc.lines.map((line) => ({ ...line, direction, lostQty: 0 })));
}

function effectsOf(kind: MaterialDocKind): DocumentEffects<MaterialDocument> {
  return documentEffects(materialDocPages.get(kind)!, {
    load: (lc, id) => loadMaterialDoc(lc, id, kind),
    actions: {
      approve: { run: ({ lc, doc }) => approveMaterialDoc(lc, doc, kind) },
      cancelApproval: {
        facts: (doc) => ({ hasPostings: doc.lines.some((line) => line.deliveryQty > 0) }),
        run: async ({ lc, doc }) => {
          await releaseAllReservations(lc, 'material_doc', doc.header.id);
        },
      },
      cancel: {},
      outbound: { run: ({ lc, doc, input }) => outboundMaterialDoc(lc, doc, kind, input.outLines ?? []) },
      forceFinish: {
        facts: (doc) => ({ closedQuantity: doc.lines.some((line) => open(line) > 0) }),
        run: async ({ lc, doc }) => {
          for (const line of doc.lines.filter((l) => open(l) > 0)) {
            line.closedQty += open(line);
            await saveLineQuantities(lc, 'mesMaterialDocLine', line, [
              'deliveryQty',
              'stockInQty',
              'closedQty',
            ]);
          }
          await releaseAllReservations(lc, 'material_doc', doc.header.id);
          doc.header.fulfilStatus = fulfilment(doc);
        },
      },
    },
  });
}

/**
 * The effects of the three material document pages (descriptors: src/domain/production/material-doc.ts),
 * one per kind over `mes_material_doc`.
 */
export const materialDocEffects: ReadonlyMap<MaterialDocKind, DocumentEffects<MaterialDocument>> = new Map(
  (['issue', 'return', 'consume'] as const).map((kind) => [kind, effectsOf(kind)]),
);
