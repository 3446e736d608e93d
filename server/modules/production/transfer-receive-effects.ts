import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { transferReceive } from '../../../src/domain/production/transfer-receive';
import { fulfilmentOf } from '../../../src/domain/warehouse/line-quantities';
import type { DocType } from '../../../src/domain/warehouse/movement-types';
import type { FulfilStatus } from '../../../src/domain/workflow';
import type { InboundLineInput } from '../../documents/action-body';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { saveLineQuantities } from '../../documents/save-line-quantities';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../warehouse/ledger/balance-rows';
import { findBatch, insertBatches, type Tracking } from '../warehouse/ledger/batches';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import {
  type PostingLeg,
  postInventoryMovement,
  productLabel,
} from '../warehouse/ledger/post-inventory-movement';
import { checkPositionInFacility, loadFacility } from '../warehouse/structure/facilities';
import { requireOpenOrder, saveOrderProgress } from './production-components';
import { queueProductionMovement } from './production-sap';

/** A transfer receive of the caller's tenant with its lines, or `doc.notFound`. */
export async function loadTransferReceive(lc: LedgerContext, id: string) {
  const doc = await loadDocument(
    lc,
    {
      header: 'mesTransferReceive',
      headerColumns: ['productionOrderId', 'inFacilityId', 'inPositionId', 'productionDate', 'createBy'],
      lines: 'mesTransferReceiveLine',
      parent: 'transferReceiveId',
      lineColumns: ['id', 'productId', 'batchNo', 'serialNo'],
      quantities: ['qty', 'stockInQty', 'closedQty'],
    },
    id,
  );
  return { ...doc, header: { ...doc.header, productionDate: dayOf(doc.header.productionDate) } };
}

export type TransferReceiveDocument = Awaited<ReturnType<typeof loadTransferReceive>>;
type ReceiveLine = TransferReceiveDocument['lines'][number];

const open = (line: ReceiveLine) => line.qty - line.stockInQty - line.closedQty;

/**
 * The business effects of the transfer receive (descriptor: src/domain/production/transfer-receive.ts):
 * inbound posts `fg_receipt` into new qualified batches and rolls the order's received quantity up.
 */
export const transferReceiveEffects = documentEffects(transferReceive, {
  load: loadTransferReceive,
  actions: {
    approve: {
      run: async ({ doc }) => {
        if (doc.lines.length === 0) throw new AppError('mes.noLines');
      },
    },
    cancelApproval: { facts: (doc) => ({ hasPostings: doc.lines.some((line) => line.stockInQty > 0) }) },
    cancel: {},
    inbound: { run: ({ lc, doc, input }) => receiveFinishedGoods(lc, doc, input.inLines ?? []) },
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.lines.some((line) => open(line) > 0) }),
      run: async ({ lc, doc }) => {
        for (const line of doc.lines.filter((l) => open(l) > 0)) {
          line.closedQty += open(line);
          await saveLineQuantities(lc, 'mesTransferReceiveLine', line, ['closedQty']);
        }
        doc.header.fulfilStatus = fulfilment(doc);
      },
    },
  },
});

/** A batch number not taken yet for the product: the given one, else with `-2`, `-3`… (a second part receipt). */
async function freeBatchNo(lc: LedgerContext, productId: string, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findBatch(lc, productId, candidate))) return candidate;
  }
}

/** Where finished goods go into stock: a new batch of the product at a position (domain.md 3.9). */
export interface FinishedGoodsInput {
  productId: string;
  /** The wanted batch number; a taken one gets `-2`, `-3`… */
  batchNo: string;
  quality: 'qualified' | 'unqualified' | 'concession';
  productionDate: string | null;
  source: { docType: DocType; docId: string; docCode: string | null };
  facilityId: string;
  positionId: string;
  qty: number;
  sourceLineId: string | null;
}

/**
 * A new finished-goods batch (received today, production date = report date, the quality given) and the
 * `fg_receipt` leg that brings the quantity into it; the batch is added to `created` for the posting.
 */
export async function finishedGoodsLeg(
  lc: LedgerContext,
  created: Map<string, Tracking>,
  input: FinishedGoodsInput,
): Promise<PostingLeg> {
  const product = await lc.trx
    .selectFrom('mdmProduct')
    .select('tracking')
    .where('id', '=', input.productId)
    .executeTakeFirstOrThrow();
  const tracking = (product.tracking ?? 'none') as Tracking;
  const [batchId] = await insertBatches(lc, [
    {
      productId: input.productId,
      batchNo: await freeBatchNo(lc, input.productId, input.batchNo),
      tracking,
      source: input.source,
      qualityStatus: input.quality,
      productionDate: input.productionDate,
    },
  ]);
  created.set(batchId!, tracking);
  return {
    productId: input.productId,
    facilityId: input.facilityId,
    positionId: input.positionId,
    batchId: batchId!,
    qtyDelta: input.qty,
    sourceLineId: input.sourceLineId,
  };
}

/**
 * Inbound (domain.md 3.9; wh_clerk, partial allowed): each line's quantity into a new batch (received
 * today, production date = report date, quality qualified) at the given position or the warehouse's
 * receiving position, one `fg_receipt` posting; the order's received quantity follows and completes it
 * once it reaches the planned quantity.
 */
async function receiveFinishedGoods(
  lc: LedgerContext,
  doc: TransferReceiveDocument,
  inputs: readonly InboundLineInput[],
): Promise<{ postingId: string }> {
  const { header } = doc;
  const order = await requireOpenOrder(lc, header.productionOrderId);
  const into = await loadFacility(lc, header.inFacilityId);
  const legs: PostingLeg[] = [];
  const created = new Map<string, Tracking>();
  let received = 0;
  for (const input of inputs) {
    if (!input.qty) continue;
    const line = doc.lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('command.lineNotInDocument', { lineId: input.lineId });
    if (input.qty < 0 || input.qty > open(line)) {
      throw new AppError('command.overReceipt', {
        lineNo: line.lineNo,
        product: await productLabel(lc, line.productId),
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open(line), 'qty'),
      });
    }
    const positionId = input.positionId ?? header.inPositionId ?? (into.defaultReceivingPositionId as string);
    if (input.positionId) await checkPositionInFacility(lc, positionId, into);
    const base = input.batchNo ?? line.serialNo ?? line.batchNo ?? `${header.code}-${line.lineNo}`;
    legs.push(
      await finishedGoodsLeg(lc, created, {
        productId: line.productId,
        batchNo: base,
        quality: 'qualified',
        productionDate: header.productionDate,
        source: { docType: 'transfer_receive', docId: header.id, docCode: header.code },
        facilityId: into.id,
        positionId,
        qty: input.qty,
        sourceLineId: line.id,
      }),
    );
    line.stockInQty += input.qty;
    received += input.qty;
  }
  if (legs.length === 0) throw new AppError('command.noQuantities');
  const balances = await lockBalances(lc, legs);
  const posting = await postInventoryMovement(lc, balances, {
    action: 'inbound',
    source: { docType: 'transfer_receive', docId: header.id, docCode: header.code },
    commandType: null,
    movementTypeCode: 'fg_receipt',
    requestId: null,
    legs,
    createdBatches: created,
  });
  await queueProductionMovement(lc, '101', posting.postingId, order.id);
  for (const line of doc.lines)
    await saveLineQuantities(lc, 'mesTransferReceiveLine', line, ['stockInQty', 'closedQty']);
  order.receivedQty += received;
  await saveOrderProgress(lc, order);
  doc.header.fulfilStatus = fulfilment(doc);
  return { postingId: posting.postingId };
}

/** Fulfilment from the in-only lines (domain.md 0.5). */
function fulfilment(doc: TransferReceiveDocument): FulfilStatus {
  return fulfilmentOf(doc.lines.map((line) => ({ ...line, direction: 'in', deliveryQty: 0, lostQty: 0 })));
}
