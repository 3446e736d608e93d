import { describe, expect, it } from 'vitest';
import {
  poLinesRefusal,
  qtyByItem,
  type ShipItem,
  shipRefusal,
} from '../../../src/domain/srm/delivery-note-rules';

const note = { partnerId: 'P1', facilityId: 'F1' };
const item = (id: string, over: Partial<ShipItem> = {}): ShipItem => ({
  id,
  productId: 'M1',
  partnerId: 'P1',
  facilityId: 'F1',
  confirmStatus: 'confirmed',
  open: true,
  qty: 100_000,
  overReceiptPct: 0,
  receivedQty: 0,
  replaceQty: 0,
  inTransitQty: 0,
  closedQty: 0,
  ...over,
});
const items = (...list: ShipItem[]) => new Map(list.map((one) => [one.id, one]));
const line = (lineNo: number, poItemId: string, qty: number, productId = 'M1') => ({
  lineNo,
  poItemId,
  productId,
  qty,
});

describe('delivery note shipping checks (domain.md 3.6, 4.1 step 4)', () => {
  it('sums the quantity per item over the lines', () => {
    expect(qtyByItem([line(1, 'A', 5), line(2, 'B', 7), line(3, 'A', 2)])).toEqual(
      new Map([
        ['A', 7],
        ['B', 7],
      ]),
    );
  });

  it('ships up to the open quantity, the over-receipt tolerance included', () => {
    expect(shipRefusal(note, [line(1, 'A', 100_000)], items(item('A')))).toBeNull();
    const tolerant = item('A', { overReceiptPct: 1000, receivedQty: 20_000, inTransitQty: 30_000 });
    // 100 × 1.10 − 20 − 30 = 60 open.
    expect(shipRefusal(note, [line(1, 'A', 60_000)], items(tolerant))).toBeNull();
    expect(shipRefusal(note, [line(1, 'A', 60_001)], items(tolerant))).toEqual({
      code: 'deliveryNote.overOpenQty',
      params: { lineNo: 1, open: 60 },
    });
    // Two lines on one item count together; the refusal names the first line of that item.
    expect(shipRefusal(note, [line(1, 'A', 50_000), line(2, 'A', 50_001)], items(item('A')))).toMatchObject({
      code: 'deliveryNote.overOpenQty',
      params: { lineNo: 1 },
    });
  });

  it('refuses empty notes, non-positive lines and items that are not the supplier’s open confirmed ones', () => {
    const refusal = (lines: ReturnType<typeof line>[], ...list: ShipItem[]) =>
      shipRefusal(note, lines, items(...list))?.code;
    expect(refusal([])).toBe('deliveryNote.noLines');
    expect(refusal([line(1, 'A', 0)], item('A'))).toBe('deliveryNote.lineQtyPositive');
    expect(refusal([line(1, 'X', 1)], item('A'))).toBe('deliveryNote.poItemNotOpen');
    expect(refusal([line(1, 'A', 1)], item('A', { partnerId: 'P2' }))).toBe('deliveryNote.poItemNotOpen');
    expect(refusal([line(1, 'A', 1)], item('A', { open: false }))).toBe('deliveryNote.poItemNotOpen');
    expect(refusal([line(1, 'A', 1)], item('A', { confirmStatus: 'change_requested' }))).toBe(
      'deliveryNote.itemNotConfirmed',
    );
    expect(refusal([line(1, 'A', 1)], item('A', { facilityId: 'F2' }))).toBe('deliveryNote.facilityMismatch');
    expect(refusal([line(1, 'A', 1, 'M2')], item('A'))).toBe('deliveryNote.productMismatch');
  });

  it('checks the lines of a delivery plan with its own codes against what is still to plan', () => {
    const plannable = (one: ShipItem) => one.qty - 40_000;
    expect(
      poLinesRefusal('deliveryPlan', note, [line(1, 'A', 60_000)], items(item('A')), plannable),
    ).toBeNull();
    expect(poLinesRefusal('deliveryPlan', note, [line(1, 'A', 60_001)], items(item('A')), plannable)).toEqual(
      {
        code: 'deliveryPlan.overOpenQty',
        params: { lineNo: 1, open: 60 },
      },
    );
    expect(poLinesRefusal('deliveryPlan', note, [], items(), plannable)?.code).toBe('deliveryPlan.noLines');
    const unconfirmed = items(item('A', { confirmStatus: 'unconfirmed' }));
    expect(poLinesRefusal('deliveryPlan', note, [line(1, 'A', 1)], unconfirmed, plannable)?.code).toBe(
      'deliveryPlan.itemNotConfirmed',
    );
  });
});
