import { describe, expect, it } from 'vitest';
import {
  forceFinishClosing,
  fulfilmentOf,
  inTransit,
  type LineQuantities,
  lineQuantitiesValid,
  openInbound,
  openOutbound,
  returnStatusOf,
} from '../../../src/domain/warehouse/line-quantities';

const line = (
  direction: LineQuantities['direction'],
  values: Partial<LineQuantities> = {},
): LineQuantities => ({
  direction,
  qty: 10,
  deliveryQty: 0,
  stockInQty: 0,
  closedQty: 0,
  lostQty: 0,
  ...values,
});

describe('command line quantities (domain.md 2.7, I7)', () => {
  it('opens the out leg for out and move lines and the in leg for in and shipped move lines', () => {
    expect(openOutbound(line('out', { deliveryQty: 4 }))).toBe(6);
    expect(openOutbound(line('in'))).toBe(0);
    expect(openInbound(line('in', { stockInQty: 3, closedQty: 2 }))).toBe(5);
    expect(openInbound(line('move', { deliveryQty: 7, stockInQty: 2, lostQty: 1 }))).toBe(4);
    expect(inTransit(line('move', { deliveryQty: 7, stockInQty: 2 }))).toBe(5);
  });

  it('holds I7 only while executed quantities stay within the plan', () => {
    expect(lineQuantitiesValid(line('out', { deliveryQty: 8, closedQty: 2 }))).toBe(true);
    expect(lineQuantitiesValid(line('out', { deliveryQty: 8, closedQty: 3 }))).toBe(false);
    expect(lineQuantitiesValid(line('move', { deliveryQty: 5, stockInQty: 4, lostQty: 1 }))).toBe(true);
    expect(lineQuantitiesValid(line('move', { deliveryQty: 5, stockInQty: 6 }))).toBe(false);
    expect(lineQuantitiesValid(line('in', { stockInQty: 10 }))).toBe(true);
    expect(lineQuantitiesValid(line('in', { deliveryQty: 1 }))).toBe(false);
  });

  it('derives fulfilment: unexecuted, executing, completed, closed', () => {
    expect(fulfilmentOf([line('out')])).toBe('unexecuted');
    expect(fulfilmentOf([line('out', { deliveryQty: 4 })])).toBe('executing');
    expect(fulfilmentOf([line('out', { deliveryQty: 10 })])).toBe('completed');
    expect(fulfilmentOf([line('out', { deliveryQty: 4, closedQty: 6 })])).toBe('closed');
    // A shipped move stays executing until its in leg is received or written off.
    expect(fulfilmentOf([line('move', { deliveryQty: 10, stockInQty: 6 })])).toBe('executing');
    expect(fulfilmentOf([line('move', { deliveryQty: 10, stockInQty: 6, lostQty: 4 })])).toBe('closed');
  });

  it('closes the unshipped rest on outbound force finish and writes off transit on inbound force finish', () => {
    const moving = line('move', { deliveryQty: 6, stockInQty: 2 });
    expect(forceFinishClosing(moving, 'outbound')).toEqual({ close: 4, writeOff: 0 });
    expect(forceFinishClosing(moving, 'inbound')).toEqual({ close: 4, writeOff: 4 });
    expect(forceFinishClosing(line('in', { stockInQty: 3 }), 'inbound')).toEqual({ close: 7, writeOff: 0 });
  });

  it('derives the return status of lent lines', () => {
    expect(returnStatusOf([{ deliveryQty: 0, returnedQty: 0, consumedQty: 0 }])).toBe('not_returned');
    expect(returnStatusOf([{ deliveryQty: 5, returnedQty: 2, consumedQty: 0 }])).toBe('partial_returned');
    expect(
      returnStatusOf([
        { deliveryQty: 5, returnedQty: 2, consumedQty: 3 },
        { deliveryQty: 1, returnedQty: 1, consumedQty: 0 },
      ]),
    ).toBe('returned');
  });
});
