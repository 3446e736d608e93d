import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atSubcontractor, consumedTarget, requiredQty } from '../../../src/domain/srm/outsourcing-rules';

describe('outsourcing quantities (domain.md 3.6)', () => {
  it('requires order quantity × quantity per unit, rounded half up to the third place', () => {
    expect(requiredQty(10_000, 2_000)).toBe(20_000);
    expect(requiredQty(10_000, 500)).toBe(5_000);
    expect(requiredQty(3_000, 333)).toBe(999);
    expect(requiredQty(1_500, 1)).toBe(2);
  });

  it('consumes pro rata and everything once the order is received in full', () => {
    expect(consumedTarget(20_000, 10_000, 4_000)).toBe(8_000);
    expect(consumedTarget(5_000, 10_000, 4_000)).toBe(2_000);
    expect(consumedTarget(1_000, 3_000, 1_000)).toBe(333);
    expect(consumedTarget(1_000, 3_000, 3_000)).toBe(1_000);
    expect(consumedTarget(1_000, 3_000, 0)).toBe(0);
  });

  it('never consumes less after a later receipt, nor more than required (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 8 }),
        (required, orderQty, receipts) => {
          let received = 0;
          let before = 0;
          for (const receipt of receipts) {
            received = Math.min(received + receipt, orderQty);
            const now = consumedTarget(required, orderQty, received);
            expect(now).toBeGreaterThanOrEqual(before);
            expect(now).toBeLessThanOrEqual(required);
            before = now;
          }
          if (received === orderQty) expect(before).toBe(required);
        },
      ),
    );
  });

  it('counts what is still at the subcontractor', () => {
    expect(atSubcontractor({ issuedQty: 20_000, consumedQty: 8_000, returnedQty: 2_000 })).toBe(10_000);
    expect(atSubcontractor({ issuedQty: 0, consumedQty: 0, returnedQty: 0 })).toBe(0);
  });
});
