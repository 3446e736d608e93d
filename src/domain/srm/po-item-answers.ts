import type { MessageParams } from '../errors';
import type { srmErrorCatalogue } from './srm-errors';

/**
 * The confirmation of a purchase order item (domain.md 3.6, 4.1 step 2) as a pure function: the supplier
 * confirms (quantity and promised date), rejects or asks for a change with a remark; the buyer answers a
 * rejection or change request (optionally with a new quantity or date) and the item waits for the
 * supplier again. Quantities are scaled integers (domain.md 0.2: qty 3 places, pct 2 places).
 */
export type ConfirmStatus = 'unconfirmed' | 'confirmed' | 'rejected' | 'change_requested';

export interface PoItemState {
  lineNo: number;
  qty: number;
  overReceiptPct: number;
  receivedQty: number;
  replaceQty: number;
  inTransitQty: number;
  closedQty: number;
  confirmedQty: number;
  confirmStatus: ConfirmStatus;
  fulfilStatus: string;
  supplierPromiseDate: string | null;
  deliveryDate: string;
  supplierRemark: string | null;
  buyerReply: string | null;
}

export type ItemAnswer =
  | { kind: 'confirm'; confirmedQty: number; promiseDate: string }
  | { kind: 'reject'; remark: string }
  | { kind: 'requestChange'; remark: string }
  | { kind: 'answer'; remark: string; qty?: number; deliveryDate?: string };

export type AnswerRefusal = { code: keyof typeof srmErrorCatalogue; params: MessageParams };
export type AnswerResult = { ok: true; item: PoItemState } | ({ ok: false } & AnswerRefusal);

/** The most a supplier may deliver of an item: `qty × (1 + over_receipt_pct)`. */
export function toleratedQty(qty: number, overReceiptPct: number): number {
  return qty + Math.floor((qty * overReceiptPct) / 10000);
}

/** Open (deliverable) quantity: `qty × (1 + over) − received + replace − in transit − closed` (3.6). */
export type OpenQtyOf = Pick<
  PoItemState,
  'qty' | 'overReceiptPct' | 'receivedQty' | 'replaceQty' | 'inTransitQty' | 'closedQty'
>;

export function openQty(item: OpenQtyOf): number {
  return (
    toleratedQty(item.qty, item.overReceiptPct) -
    item.receivedQty +
    item.replaceQty -
    item.inTransitQty -
    item.closedQty
  );
}

/** The header's confirmation derived from its items: an exception wins, then all confirmed. */
export function headerConfirmStatus(statuses: readonly ConfirmStatus[]): ConfirmStatus {
  if (statuses.includes('change_requested')) return 'change_requested';
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.length > 0 && statuses.every((status) => status === 'confirmed')) return 'confirmed';
  return 'unconfirmed';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const refuse = (code: AnswerRefusal['code'], params: MessageParams): AnswerResult => ({
  ok: false,
  code,
  params,
});

/** The item after one answer, or why the answer is refused. */
export function answerItem(item: PoItemState, answer: ItemAnswer): AnswerResult {
  const { lineNo } = item;
  if (item.fulfilStatus === 'completed' || item.fulfilStatus === 'closed') {
    return refuse('purchaseOrder.itemNotOpen', { lineNo });
  }
  const awaitsBuyer = item.confirmStatus === 'rejected' || item.confirmStatus === 'change_requested';
  if (answer.kind === 'answer') {
    if (!awaitsBuyer) return refuse('purchaseOrder.itemNotAwaitingAnswer', { lineNo });
    const qty = answer.qty ?? item.qty;
    const min = item.receivedQty - item.replaceQty + item.inTransitQty + item.closedQty;
    if (qty <= 0 || qty < min) return refuse('purchaseOrder.qtyBelowDelivered', { lineNo, min: min / 1000 });
    if (answer.deliveryDate !== undefined && !isDay(answer.deliveryDate)) {
      return refuse('purchaseOrder.promiseDateInvalid', { lineNo });
    }
    return {
      ok: true,
      item: {
        ...item,
        qty,
        deliveryDate: answer.deliveryDate ?? item.deliveryDate,
        confirmStatus: 'unconfirmed',
        buyerReply: answer.remark,
      },
    };
  }
  if (awaitsBuyer) return refuse('purchaseOrder.itemAwaitsBuyer', { lineNo });
  if (answer.kind === 'confirm') {
    if (answer.confirmedQty <= 0 || answer.confirmedQty > item.qty) {
      return refuse('purchaseOrder.confirmedQtyRange', { lineNo, qty: item.qty / 1000 });
    }
    if (!isDay(answer.promiseDate)) return refuse('purchaseOrder.promiseDateInvalid', { lineNo });
    return {
      ok: true,
      item: {
        ...item,
        confirmedQty: answer.confirmedQty,
        supplierPromiseDate: answer.promiseDate,
        confirmStatus: 'confirmed',
        supplierRemark: null,
      },
    };
  }
  if (answer.kind === 'reject' && (item.inTransitQty > 0 || item.receivedQty > 0)) {
    return refuse('purchaseOrder.itemUnderWay', { lineNo });
  }
  return {
    ok: true,
    item: {
      ...item,
      confirmedQty: 0,
      supplierPromiseDate: null,
      confirmStatus: answer.kind === 'reject' ? 'rejected' : 'change_requested',
      supplierRemark: answer.remark,
    },
  };
}
