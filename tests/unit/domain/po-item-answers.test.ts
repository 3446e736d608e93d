import { describe, expect, it } from 'vitest';
import {
  answerItem,
  headerConfirmStatus,
  openQty,
  type PoItemState,
} from '../../../src/domain/srm/po-item-answers';

const item = (patch: Partial<PoItemState> = {}): PoItemState => ({
  lineNo: 1,
  qty: 100_000,
  overReceiptPct: 0,
  receivedQty: 0,
  replaceQty: 0,
  inTransitQty: 0,
  closedQty: 0,
  confirmedQty: 0,
  confirmStatus: 'unconfirmed',
  fulfilStatus: 'unexecuted',
  supplierPromiseDate: null,
  deliveryDate: '2026-12-01',
  supplierRemark: null,
  buyerReply: null,
  ...patch,
});

describe('purchase order items (domain.md 3.6)', () => {
  it('computes the open quantity with the over-receipt tolerance, replacements and what is under way', () => {
    // 100 ordered, 5 % over allowed, 60 received of which 10 sent back for replacement, 20 in transit.
    expect(
      openQty(item({ overReceiptPct: 500, receivedQty: 60_000, replaceQty: 10_000, inTransitQty: 20_000 })),
    ).toBe(35_000);
    expect(openQty(item({ closedQty: 100_000 }))).toBe(0);
  });

  it('derives the header confirmation: an exception first, then all confirmed', () => {
    expect(headerConfirmStatus(['confirmed', 'confirmed'])).toBe('confirmed');
    expect(headerConfirmStatus(['confirmed', 'unconfirmed'])).toBe('unconfirmed');
    expect(headerConfirmStatus(['rejected', 'confirmed'])).toBe('rejected');
    expect(headerConfirmStatus(['rejected', 'change_requested'])).toBe('change_requested');
    expect(headerConfirmStatus([])).toBe('unconfirmed');
  });

  it('refuses answers the item state does not allow, with the item number', () => {
    const closed = answerItem(item({ fulfilStatus: 'closed' }), { kind: 'reject', remark: 'x' });
    expect(closed).toMatchObject({ ok: false, code: 'purchaseOrder.itemNotOpen', params: { lineNo: 1 } });
    const waiting = answerItem(item({ confirmStatus: 'rejected' }), {
      kind: 'confirm',
      confirmedQty: 1000,
      promiseDate: '2026-12-01',
    });
    expect(waiting).toMatchObject({ ok: false, code: 'purchaseOrder.itemAwaitsBuyer' });
    const below = answerItem(item({ confirmStatus: 'change_requested', receivedQty: 30_000 }), {
      kind: 'answer',
      remark: 'ok',
      qty: 20_000,
    });
    expect(below).toMatchObject({ ok: false, code: 'purchaseOrder.qtyBelowDelivered', params: { min: 30 } });
    const underWay = answerItem(item({ inTransitQty: 1000 }), { kind: 'reject', remark: 'no' });
    expect(underWay).toMatchObject({ ok: false, code: 'purchaseOrder.itemUnderWay' });
  });
});
