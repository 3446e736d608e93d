import { Type } from 'typebox';
import { lineAmount, taxOf } from '../../../src/domain/money';
import {
  answerItem,
  type ConfirmStatus,
  headerConfirmStatus,
  type ItemAnswer,
  type OpenQtyOf,
  type PoItemState,
} from '../../../src/domain/srm/po-item-answers';
import { purchaseOrder } from '../../../src/domain/srm/purchase-order';
import { toDbDateTime } from '../../db/datetime';
import { type ActionInputValue, actionBase, ID, QTY, scaledQty } from '../../documents/action-body';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './srm-tables';

/** The item columns its open quantity is computed from (domain.md 3.6); no header has them. */
export const OPEN_QTY_COLUMNS = [
  'qty',
  'overReceiptPct',
  'receivedQty',
  'replaceQty',
  'inTransitQty',
  'closedQty',
] as const;

/** Those columns of a row as scaled numbers. */
export function openQtyOf(row: Record<(typeof OPEN_QTY_COLUMNS)[number], number | string | null>): OpenQtyOf {
  return {
    qty: qty(row.qty),
    overReceiptPct: qty(row.overReceiptPct),
    receivedQty: qty(row.receivedQty),
    replaceQty: qty(row.replaceQty),
    inTransitQty: qty(row.inTransitQty),
    closedQty: qty(row.closedQty),
  };
}

/** The roll-up quantities of a new item: nothing confirmed, planned, delivered, settled or closed yet. */
export const UNDELIVERED_ITEM = {
  confirmedQty: 0,
  plannedQty: 0,
  inTransitQty: 0,
  receivedQty: 0,
  acceptedQty: 0,
  rejectedQty: 0,
  returnedQty: 0,
  replaceQty: 0,
  settledQty: 0,
  closedQty: 0,
} as const;

/** A purchase order of the caller's tenant with its items, or `doc.notFound`. */
export async function loadPurchaseOrder(lc: LedgerContext, id: string) {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'srmPurchaseOrder',
      headerColumns: ['partnerId', 'facilityId', 'createBy'],
      lines: 'srmPurchaseOrderItem',
      parent: 'purchaseOrderId',
      lineColumns: [
        'id',
        'confirmStatus',
        'fulfilStatus',
        'supplierPromiseDate',
        'deliveryDate',
        'supplierRemark',
        'buyerReply',
        'netPrice',
        'priceUnit',
      ],
      quantities: [...OPEN_QTY_COLUMNS, 'confirmedQty', 'plannedQty', 'taxRate'],
    },
    id,
  );
  return {
    header,
    items: lines.map((row): PoItemState & PricedItem & { plannedQty: number } => ({
      ...row,
      confirmStatus: row.confirmStatus as ConfirmStatus,
      supplierPromiseDate: dayOf(row.supplierPromiseDate),
      deliveryDate: dayOf(row.deliveryDate),
      netPrice: row.netPrice === null ? null : qty(row.netPrice),
      priceUnit: qty(row.priceUnit),
    })),
  };
}

/** What an item's amount is computed from (scaled: price 6 places, price unit 3, tax rate 2). */
interface PricedItem {
  id: string;
  netPrice: number | null;
  priceUnit: number | null;
  taxRate: number;
}

export type PurchaseOrderDocument = Awaited<ReturnType<typeof loadPurchaseOrder>>;
type Item = PurchaseOrderDocument['items'][number];

/** Ordered quantity not yet received for good nor closed: what force finish closes. */
const outstanding = (item: Pick<Item, 'qty' | 'receivedQty' | 'replaceQty' | 'closedQty'>) =>
  item.qty - (item.receivedQty - item.replaceQty) - item.closedQty;

// ---- The supplier's and the buyer's answers on items: bodies and their input ----

const REMARK = Type.String({ minLength: 1, maxLength: 500 });
const DAY = Type.String({ maxLength: 10 });

const confirmBody = Type.Object({
  ...actionBase,
  items: Type.Array(Type.Object({ lineId: ID, confirmedQty: QTY, promiseDate: DAY }), {
    minItems: 1,
    maxItems: 500,
  }),
});
const refuseBody = Type.Object({
  ...actionBase,
  itemIds: Type.Array(ID, { minItems: 1, maxItems: 500 }),
  remark: REMARK,
});
const answerBody = Type.Object({
  ...actionBase,
  remark: REMARK,
  items: Type.Array(Type.Object({ lineId: ID, qty: Type.Optional(QTY), deliveryDate: Type.Optional(DAY) }), {
    minItems: 1,
    maxItems: 500,
  }),
});

/** The answers of one action, item by item, as its effect receives them (`input.custom`). */
export interface ItemAnswers {
  answers: { lineId: string; answer: ItemAnswer }[];
}

type ItemAnswersInput = ActionInputValue<ItemAnswers>;

/** The input of an item-answering action (the demo seed answers items as users would). */
export const itemAnswersInput = (list: ItemAnswers['answers'], remark?: string): ItemAnswersInput => ({
  ...(remark ? { remark } : {}),
  custom: { answers: list },
});

type ConfirmInput = { items: { lineId: string; confirmedQty: number | string; promiseDate: string }[] };
type RefuseInput = { itemIds: string[]; remark: string };
type AnswerInput = {
  remark: string;
  items: { lineId: string; qty?: number | string; deliveryDate?: string }[];
};

const parseConfirm = (body: Record<string, unknown>) =>
  itemAnswersInput(
    (body as ConfirmInput).items.map((item) => ({
      lineId: item.lineId,
      answer: { kind: 'confirm', confirmedQty: scaledQty(item.confirmedQty), promiseDate: item.promiseDate },
    })),
  );

const parseRefusal = (kind: 'reject' | 'requestChange') => (body: Record<string, unknown>) => {
  const { itemIds, remark } = body as RefuseInput;
  return itemAnswersInput(
    itemIds.map((lineId) => ({ lineId, answer: { kind, remark } })),
    remark,
  );
};

const parseAnswer = (body: Record<string, unknown>) => {
  const { items, remark } = body as AnswerInput;
  return itemAnswersInput(
    items.map((item) => ({
      lineId: item.lineId,
      answer: {
        kind: 'answer',
        remark,
        ...(item.qty !== undefined ? { qty: scaledQty(item.qty) } : {}),
        ...(item.deliveryDate ? { deliveryDate: item.deliveryDate } : {}),
      },
    })),
    remark,
  );
};

/**
 * Applies the answers to the items (each item once, each answer allowed by its state: otherwise the
 * whole action is refused and nothing is written), then the header's derived confirmation.
 */
async function answerItems(
  lc: LedgerContext,
  doc: PurchaseOrderDocument,
  input: ItemAnswersInput,
  side: 'supplier' | 'buyer',
) {
  const seen = new Set<string>();
  const changed: Item[] = [];
  const before = new Map<string, ConfirmStatus>();
  let requantified = false;
  for (const { lineId, answer } of input.custom?.answers ?? []) {
    const index = doc.items.findIndex((item) => item.id === lineId);
    const item = doc.items[index];
    if (!item) throw new AppError('purchaseOrder.itemNotFound', { lineId });
    if (seen.has(lineId)) throw new AppError('purchaseOrder.itemTwice', { lineNo: item.lineNo });
    seen.add(lineId);
    const outcome = answerItem(item, answer);
    if (!outcome.ok) throw new AppError(outcome.code, outcome.params);
    const next = { ...item, ...outcome.item };
    before.set(lineId, item.confirmStatus);
    requantified ||= next.qty !== item.qty;
    doc.items[index] = next;
    changed.push(next);
  }
  for (const item of changed) {
    // The scorecard's confirmation lead time ends here (migration 0051); a lapsed confirmation clears it.
    const stamp =
      item.confirmStatus !== 'confirmed'
        ? { confirmTime: null }
        : before.get(item.id) === 'confirmed'
          ? {}
          : { confirmTime: toDbDateTime(lc.now) };
    await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({
        ...stamp,
        qty: item.qty,
        deliveryDate: item.deliveryDate,
        confirmedQty: item.confirmedQty,
        supplierPromiseDate: item.supplierPromiseDate,
        confirmStatus: item.confirmStatus,
        supplierRemark: item.supplierRemark,
        buyerReply: item.buyerReply,
        updateBy: lc.username,
        updateTime: toDbDateTime(lc.now),
      })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', item.id)
      .execute();
  }
  if (requantified) await saveAmounts(lc, doc);
  // The header keeps the supplier's latest remark, never the buyer's reply.
  await saveHeaderConfirmation(lc, doc, side === 'supplier' ? input.remark : undefined);
}

/**
 * Item amounts (`qty × net_price / price_unit`) and the header's net and tax amounts (domain.md 3.6),
 * recomputed from the items at release and whenever the buyer's answer changes a quantity.
 */
export async function saveAmounts(lc: LedgerContext, doc: PurchaseOrderDocument): Promise<void> {
  let net = 0;
  let tax = 0;
  for (const item of doc.items) {
    if (item.netPrice === null) continue;
    const amount = lineAmount(item.qty, item.netPrice, item.priceUnit ?? 1000);
    net += amount;
    tax += taxOf(amount, item.taxRate);
    await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({ amount })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', item.id)
      .execute();
  }
  await lc.trx
    .updateTable('srmPurchaseOrder')
    .set({ amountExclTax: net, taxAmount: tax })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** domain.md 3.6: the header's confirmation is derived from its items; stamped once all are confirmed. */
async function saveHeaderConfirmation(
  lc: LedgerContext,
  doc: PurchaseOrderDocument,
  supplierRemark?: string,
) {
  const status = headerConfirmStatus(doc.items.map((item) => item.confirmStatus));
  const confirmed = status === 'confirmed';
  await lc.trx
    .updateTable('srmPurchaseOrder')
    .set({
      confirmStatus: status,
      confirmTime: confirmed ? toDbDateTime(lc.now) : null,
      confirmBy: confirmed ? lc.username : null,
      ...(supplierRemark && status !== 'unconfirmed' ? { supplierRemark } : {}),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** Release makes the order and its items exist for the supplier (domain.md 4.4); cancel approval hides them. */
async function setSupplierVisible(lc: LedgerContext, doc: PurchaseOrderDocument, visible: boolean) {
  const flag = visible ? 1 : 0;
  await lc.trx
    .updateTable('srmPurchaseOrder')
    .set({ supplierVisible: flag })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
  await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({ supplierVisible: flag, partnerId: doc.header.partnerId })
    .where('tenantId', '=', lc.tenantId)
    .where('purchaseOrderId', '=', doc.header.id)
    .execute();
}

/**
 * Cancel approval withdraws the order from the supplier: its items may be edited again, so their
 * confirmations lapse and the supplier confirms the re-released order anew (as after an SAP change).
 */
async function withdraw(lc: LedgerContext, doc: PurchaseOrderDocument): Promise<void> {
  await setSupplierVisible(lc, doc, false);
  await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({ confirmStatus: 'unconfirmed', confirmedQty: 0, supplierPromiseDate: null, confirmTime: null })
    .where('tenantId', '=', lc.tenantId)
    .where('purchaseOrderId', '=', doc.header.id)
    .execute();
  for (const item of doc.items) Object.assign(item, { confirmStatus: 'unconfirmed', confirmedQty: 0 });
  await saveHeaderConfirmation(lc, doc);
}

async function release(lc: LedgerContext, doc: PurchaseOrderDocument): Promise<void> {
  if (doc.items.length === 0) throw new AppError('purchaseOrder.noItems');
  for (const item of doc.items) {
    if (item.qty <= 0) throw new AppError('purchaseOrder.itemQtyPositive', { lineNo: item.lineNo });
  }
  await setSupplierVisible(lc, doc, true);
  await saveAmounts(lc, doc);
  // Items without a ship-to of their own go to the order's (domain.md 3.6 `facility_id` default ship-to).
  if (doc.header.facilityId) {
    await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({ facilityId: doc.header.facilityId })
      .where('tenantId', '=', lc.tenantId)
      .where('purchaseOrderId', '=', doc.header.id)
      .where('facilityId', 'is', null)
      .execute();
  }
  await saveHeaderConfirmation(lc, doc);
}

/**
 * Force finish (domain.md 3.6): refused while a delivery note of the order is in transit; closes the
 * outstanding quantity of every item, the order is closed when something was closed, else completed.
 */
async function forceFinish(lc: LedgerContext, doc: PurchaseOrderDocument): Promise<void> {
  if (doc.items.some((item) => item.inTransitQty > 0)) throw new AppError('purchaseOrder.inTransit');
  let closedAny = false;
  for (const item of doc.items) closedAny = (await closeItem(lc, item)) || closedAny;
  doc.header.fulfilStatus = closedAny ? 'closed' : 'completed';
}

/**
 * Closes one item's outstanding quantity as force finish does (the SAP import closes deleted and
 * delivery-completed items the same way, server/integrations/sap/etl-publish.ts); returns whether some
 * quantity was closed. The caller checks that nothing of it is in transit.
 */
export async function closeItem(
  lc: LedgerContext,
  item: Pick<Item, 'id' | 'qty' | 'receivedQty' | 'replaceQty' | 'closedQty' | 'fulfilStatus'>,
  extra: { deletionFlag?: number } = {},
): Promise<boolean> {
  const rest = outstanding(item);
  if (rest <= 0 && item.fulfilStatus === 'completed') return false;
  item.closedQty += Math.max(rest, 0);
  item.fulfilStatus = rest > 0 ? 'closed' : 'completed';
  await lc.trx
    .updateTable('srmPurchaseOrderItem')
    .set({ closedQty: item.closedQty, fulfilStatus: item.fulfilStatus, ...extra })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', item.id)
    .execute();
  return rest > 0;
}

/**
 * The business effects of the purchase order's actions (descriptor: src/domain/srm/purchase-order.ts);
 * the engine claims, stamps, logs, answers and notifies.
 */
export const purchaseOrderEffects = documentEffects<PurchaseOrderDocument, ItemAnswers>(purchaseOrder, {
  load: loadPurchaseOrder,
  actions: {
    approve: { run: ({ lc, doc }) => release(lc, doc) },
    cancelApproval: {
      // domain.md 3.6: only while no delivery note refers to it (nothing in transit or received), nor a
      // submitted delivery plan (planned quantity).
      facts: (doc) => ({
        hasPostings: doc.items.some(
          (item) => item.inTransitQty > 0 || item.receivedQty > 0 || item.plannedQty > 0,
        ),
      }),
      run: ({ lc, doc }) => withdraw(lc, doc),
    },
    cancel: {},
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.items.some((item) => outstanding(item) > 0) }),
      run: ({ lc, doc }) => forceFinish(lc, doc),
    },
    confirmItems: {
      body: confirmBody,
      parse: parseConfirm,
      run: ({ lc, doc, input }) => answerItems(lc, doc, input, 'supplier'),
    },
    rejectItems: {
      body: refuseBody,
      parse: parseRefusal('reject'),
      run: ({ lc, doc, input }) => answerItems(lc, doc, input, 'supplier'),
    },
    requestChange: {
      body: refuseBody,
      parse: parseRefusal('requestChange'),
      run: ({ lc, doc, input }) => answerItems(lc, doc, input, 'supplier'),
    },
    answerChange: {
      body: answerBody,
      parse: parseAnswer,
      run: ({ lc, doc, input }) => answerItems(lc, doc, input, 'buyer'),
    },
  },
});

const scaled = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' ? value : fallback;

/**
 * The generic add and edit of a pending order (engine `beforeWrite`): the amounts of the items sent with
 * their quantity and net price, and the header's net and tax amounts when every item sent has both, as
 * release computes them (an item left out keeps its stored values until release).
 */
export function pricePurchaseOrderItems(event: WriteEvent): void {
  if (event.action === 'delete') return;
  const items = event.record.lines.items;
  if (!items) return;
  let net = 0;
  let tax = 0;
  let complete = true;
  for (const item of items) {
    const qty = scaled(item.qty, null);
    const price = scaled(item.netPrice, null);
    if (qty === null || price === null) {
      complete = false;
      continue;
    }
    const amount = lineAmount(qty, price, scaled(item.priceUnit, 1000) ?? 1000);
    item.amount = amount;
    net += amount;
    tax += taxOf(amount, scaled(item.taxRate, 0) ?? 0);
  }
  if (!complete) return;
  event.record.values.amountExclTax = net;
  event.record.values.taxAmount = tax;
}
